import Testing
import ViewExposureJSON
import ViewExposureTestSupport

@Suite("Writing parsed JSON back, and comparing values")
struct JSONValueRoundTripTests {
    @Test("a parsed document is written back in source order, numbers in their shortest exact form")
    func writesBack() throws {
        let text = #"{"b": [1, -0.5, 1e-7, 1E2, true, null, "a\u00e9\n"], "a": {}, "c": [[], {"x": "\"\\/"}]}"#
        var w = JSONWriter()
        w.value(try JSONDocument.parse(text).root)
        #expect(w.text == #"{"b": [1, -0.5, 1e-07, 100, true, null, "aé\n"], "a": {}, "c": [[], {"x": "\"\\/"}]}"#)
        #expect(try JSONDocument.parse(w.text).root.hasSameContent(as: try JSONDocument.parse(text).root))
    }

    @Test("20 000 levels are written without recursion")
    func deep() throws {
        let depth = 20_000
        let text = String(repeating: #"{"a": ["#, count: depth) + "0" + String(repeating: "]}", count: depth)
        var w = JSONWriter()
        w.value(try JSONDocument.parse(text).root)
        #expect(w.text == String(repeating: #"{"a": ["#, count: depth) + "0" + String(repeating: "]}", count: depth))
    }

    @Test("a number beyond Double's range has no JSON spelling and is written null")
    func infinity() throws {
        var w = JSONWriter()
        w.value(try JSONDocument.parse("[1e999, -1e999]").root)
        #expect(w.text == "[null, null]")
    }

    @Test("same content: member order does not matter, kinds and scalars do",
          arguments: [
            (#"{"a": 1, "b": [true, null]}"#, #"{"b": [true, null], "a": 1.0}"#, true),
            ("0", "-0", true),
            ("[1, 2]", "[2, 1]", false),
            (#"{"a": 1}"#, #"{"a": 1, "b": 2}"#, false),
            (#"{"a": 1}"#, #"{"b": 1}"#, false),
            ("1", "true", false),
            ("null", "[]", false),
            ("[]", "{}", false),
            (#""\u00e9""#, #""é""#, true),
            // Canonically equivalent, but other scalars: different JSON strings.
            (#""\u00e9""#, #""e\u0301""#, false),
            (#"{"\u00e9": 1}"#, #"{"e\u0301": 1}"#, false),
          ] as [(String, String, Bool)])
    func sameContent(_ a: String, _ b: String, _ same: Bool) throws {
        let x = try JSONDocument.parse(a).root, y = try JSONDocument.parse(b).root
        #expect(x.hasSameContent(as: y) == same)
        #expect(y.hasSameContent(as: x) == same)
    }
}
