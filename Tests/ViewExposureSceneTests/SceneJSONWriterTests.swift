import Testing
import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

@Suite("Scene JSON writer and name suggestions")
struct SceneJSONWriterTests {
    @Test("containers, commas and spacing")
    func layout() {
        var w = JSONWriter()
        w.beginObject()
        w.key("a"); w.integer(1)
        w.key("b"); w.beginArray(); w.bool(true); w.null(); w.beginObject(); w.endObject(); w.beginArray(); w.endArray(); w.endArray()
        w.key("c"); w.rectObject(Rect(x: 0, y: 0.5, width: 320, height: 1.0 / 3.0))
        w.key("d"); w.rectArray(Rect(x: -1, y: 2, width: 3, height: 4))
        w.endObject()
        #expect(w.text == #"{"a": 1, "b": [true, null, {}, []], "c": {"x": 0.0, "y": 0.5, "width": 320.0, "height": 0.3333}, "d": [-1.0, 2.0, 3.0, 4.0]}"#)
    }

    @Test("top-level members on lines of their own; deeper levels stay inline")
    func topLevelMembersOnLines() {
        var w = JSONWriter(topLevelMembersOnLines: true)
        w.beginObject()
        w.key("a"); w.beginObject(); w.key("x"); w.integer(1); w.key("y"); w.numbers([2]); w.endObject()
        w.key("b"); w.null()
        w.endObject()
        #expect(w.text == "{\n  \"a\": {\"x\": 1, \"y\": [2.0]},\n  \"b\": null\n}")
        var empty = JSONWriter(topLevelMembersOnLines: true)
        empty.beginObject(); empty.endObject()
        #expect(empty.text == "{}")
    }

    @Test("strings are escaped and parse back to themselves")
    func escaping() throws {
        let s = "quote \" backslash \\ newline \n tab \t bell \u{07} nul \u{00} é 😀"
        var w = JSONWriter()
        w.string(s)
        #expect(w.text == #""quote \" backslash \\ newline \n tab \t bell \u0007 nul \u0000 é 😀""#)
        #expect(try JSONDocument.parse(w.text).root.string == s)
    }

    @Test("exact numbers parse back to the same Double or Float",
          arguments: [0.1, 1e-7, 1.0 / 3.0, -2.5, 320, 1e300, 123456789012345680, .leastNonzeroMagnitude, -0.0] as [Double])
    func exactNumbers(_ x: Double) throws {
        var w = JSONWriter()
        w.exactNumber(x)
        #expect(try JSONDocument.parse(w.text).root.number == x)
    }

    @Test("integers are written without a fraction; Floats in their shortest form")
    func exactForms() {
        var w = JSONWriter()
        w.beginArray()
        w.exactNumber(320.0); w.exactNumber(-7.0); w.exactNumber(0.1); w.exactNumber(Float(0.3)); w.exactNumber(Float(1))
        w.exactNumber(Double.nan)
        w.endArray()
        #expect(w.text == "[320, -7, 0.1, 0.3, 1, null]")
    }

    @Test("name suggestions: within two edits, case-insensitive, nearest first")
    func nearestName() {
        let keys = ["frame", "hidden", "alpha", "subviews"]
        #expect(NearestName.match("frmae", in: keys) == "frame")
        #expect(NearestName.match("Hidden", in: keys) == "hidden")
        #expect(NearestName.match("alfa", in: keys) == "alpha")
        #expect(NearestName.match("color", in: keys) == nil)
        #expect(NearestName.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(NearestName.editDistance([], Array("abc".unicodeScalars)) == 3)
    }
}
