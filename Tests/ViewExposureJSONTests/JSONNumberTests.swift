import Testing
import ViewExposureJSON
import ViewExposureTestSupport

@Suite("JSON number formatting")
struct JSONNumberTests {
    @Test("one to four fraction digits, '.' separator",
          arguments: [
            (62.5, "62.5"), (320, "320.0"), (0, "0.0"), (-0.0, "0.0"), (1.0 / 3.0, "0.3333"),
            (2.0 / 3.0, "0.6667"), (-12.25, "-12.25"), (99.99995, "100.0"), (0.00004, "0.0"),
            (-0.00004, "0.0"), (100, "100.0"), (0.1, "0.1"), (1234.5678, "1234.5678"),
          ] as [(Double, String)])
    func formats(_ value: Double, _ expected: String) {
        #expect(JSONNumber.format(value) == expected)
    }

    @Test func nonFiniteIsNull() {
        #expect(JSONNumber.format(.nan) == "null")
        #expect(JSONNumber.format(.infinity) == "null")
    }
}
