@testable import ViewExposureDumps
import Testing
import ViewExposureGeometry
import ViewExposureTree

/// The reader's flat storage and its small tables: byte texts numbered, integer pairs counted
/// and numbered, numbers read from bytes exactly as `Double(_:)` / `Int(_:)` read text, and
/// bounds read from bytes (an element's attributes as the audit reads them: DumpIntoAuditTests).
@Suite("The dump reader's flat storage")
struct DumpStorageTests {
    @Test("ByteInterner numbers each distinct text once, in order of first sight, through growth")
    func interner() {
        var t = ByteInterner()
        var numbers: [[UInt8]: Int32] = [:]   // by bytes: "é" and "e\u{301}" are two texts
        // Enough texts to grow the table several times; "" and texts that share prefixes too.
        let texts = [""] + (0..<2_000).map { "type\($0 % 700)" } + ["é", "e\u{301}", "type1"]
        for s in texts {
            let n = t.intern(s)
            if let known = numbers[Array(s.utf8)] {
                #expect(n == known, "\(s) renumbered")
            } else {
                #expect(Int(n) == numbers.count, "\(s) not numbered in order")
                numbers[Array(s.utf8)] = n
            }
        }
        #expect(t.count == numbers.count)
        for (s, n) in numbers { #expect(Array(t.string(n).utf8) == s) }
    }

    @Test("IntCounter counts keys and numbers pairs like a dictionary would, through growth")
    func counter() {
        var c = IntCounter()
        c.removeAll(capacity: 4)
        var expected: [Int: Int] = [:]
        var g = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            // Keys as the id pass makes them (type << 32 + index), negative ones too.
            let key = Int.random(in: -3...40, using: &g) << 32 &+ Int.random(in: 0...60, using: &g)
            c.add(key)
            expected[key, default: 0] += 1
        }
        for (k, v) in expected { #expect(c.value(k) == v) }
        #expect(c.value(Int.max) == 0)
        // The entry `add` returns reads the same count as a lookup, after later growth too.
        var entries = IntCounter()
        entries.removeAll(capacity: 2)
        var entryOf: [Int: Int] = [:]
        for k in 0..<500 { entryOf[k % 97] = entries.add(k % 97) }
        for (k, e) in entryOf { #expect(entries.count(at: e) == entries.value(k) && entries.value(k) > 0) }
        var pairs = IntCounter()
        pairs.removeAll(capacity: 0)
        var numbered: [[Int]: Int] = [:]
        for a in 0..<300 {
            for b in [a % 7, a % 11, -a] {
                let n = pairs.number(a % 50, b)
                if let known = numbered[[a % 50, b]] { #expect(n == known) } else {
                    #expect(n == numbered.count)
                    numbered[[a % 50, b]] = n
                }
            }
        }
    }

    @Test("numbers from bytes read as Double(_:) and Int(_:) read the text", arguments: [
        "0", "-0", "7", "-1909", "007", "123456789012345", "1234567890123456", "-", "", "+5", "1.5",
        "-2.25e3", " 1", "1 ", "1e400", "nan", "inf", "0x10", "٣",
    ])
    func numbers(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            let d = DumpNumber.parse(bytes)
            let expected = Double(text)
            #expect(d?.bitPattern == expected?.bitPattern || (d?.isNaN == true && expected?.isNaN == true),
                    "\(text): \(String(describing: d)) vs \(String(describing: expected))")
            #expect(DumpNumber.integer(bytes) == Int(text))
        }
    }

    @Test("bounds read from bytes: the shape, finite numbers; right < left or bottom < top (clipped away) is empty at left and top")
    func bounds() {
        #expect(AndroidKinds.bounds("[0,-3][1170,2532]") == Rect(minX: 0, minY: -3, maxX: 1170, maxY: 2532))
        #expect(AndroidKinds.bounds("[1.5,2][3,4.25]") == Rect(minX: 1.5, minY: 2, maxX: 3, maxY: 4.25))
        // A row whose top lies below its list's clip: the platform writes the clip's bottom.
        #expect(AndroidKinds.bounds("[56,2382][1026,2348]") == Rect(x: 56, y: 2382, width: 970, height: 0))
        #expect(AndroidKinds.bounds("[5,0][1,1]") == Rect(x: 5, y: 0, width: 0, height: 1))
        for bad in ["", "[0,0][1,1", "[0,0][1,1]x", "[0,0,0][1,1]", "[0,0][1,inf]", "(0,0)(1,1)", "[0,0]", "[0,0][1,2e7]"] {
            #expect(AndroidKinds.bounds(bad) == nil, "\(bad)")
        }
    }
}

@Suite("Names are told apart as text is compared")
struct DumpNameEquivalenceTests {
    @Test("two names equal as strings (é precomposed and decomposed) are one name: neither is unique")
    func canonicallyEquivalentNames() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="100" height="100">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="100" height="100">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="caf\u{E9}" x="0" y="0" width="30" height="40"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="cafe\u{301}" x="0" y="50" width="30" height="40"/>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """
        let dump = try DumpImporter.importDump(Array(xml.utf8))
        let ids = dump.elements.map(\.identifier)
        #expect(Set(ids).count == ids.count)
        #expect(!ids.contains("caf\u{E9}"))
    }
}

@Suite("The reader's value buffer")
struct DumpValueBufferTests {
    @Test("an ampersand, written &amp; or &#38;, reads as one & in labels, ids and attributes; other text stays")
    func ampersandsAreDecoded() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="100" height="100">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="100" height="100">
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Siri &amp; Search" label="Tom &#38; Jerry &amp;amp; #38;" x="0" y="0" width="100" height="40"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="&amp;" label="R&amp;D" x="0" y="50" width="30" height="40"/>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """
        let dump = try DumpImporter.importDump(Array(xml.utf8))
        let cell = try #require(dump.elements.first { $0.identifier == "Siri & Search" })
        // `&amp;amp;` is the text "&amp;": only one level is decoded.
        #expect(cell.label == "Tom & Jerry &amp; #38;")
        #expect(cell.attributes["name"] == "Siri & Search")
        let button = try #require(dump.elements.first { $0.identifier == "&" })
        #expect(button.label == "R&D")
    }

    @Test("an internal entity (read only with the DOCTYPE lock off) is not substituted into a value: its references stay")
    func entityReferencesStayInValues() throws {
        let long = String(repeating: "abcdefgh", count: 64)
        let refs = String(repeating: "&e;", count: 40)
        let xml = """
        <?xml version="1.0"?><!DOCTYPE hierarchy [<!ENTITY e "\(long)">]>
        <hierarchy><node class="a.B" text="\(refs)" bounds="[0,0][1,1]"/></hierarchy>
        """
        let (tree, _) = try XMLDumpReader.read(Array(xml.utf8), refusingDoctype: false)
        #expect(tree.value(1, .text) == refs)
        #expect(tree.value(1, .cls) == "a.B" && tree.value(1, .bounds) == "[0,0][1,1]")
    }

    @Test("a value copied word by word is the same bytes, and an '&' is found wherever it is, at every length")
    func copyFindingAmpersand() {
        for n in 0...40 {
            let source: [UInt8] = (0..<n).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for ampersandAt in [-1] + Array(0..<n) {
                var text = source
                if ampersandAt >= 0 { text[ampersandAt] = 0x26 }
                // Guard bytes around the target: nothing outside the value is written.
                var target = [UInt8](repeating: 0xEE, count: n + 16)
                // One byte more than the value, so that even an empty value has an address.
                let found = (text + [0x30]).withUnsafeBufferPointer { s in
                    target.withUnsafeMutableBufferPointer { t in
                        SAXState.copyFindingAmpersand(s.baseAddress!, to: t.baseAddress! + 8, count: n)
                    }
                }
                #expect(found == (ampersandAt >= 0), "length \(n), '&' at \(ampersandAt)")
                #expect(Array(target[8..<(8 + n)]) == text, "length \(n)")
                #expect(target[..<8].allSatisfy { $0 == 0xEE } && target[(8 + n)...].allSatisfy { $0 == 0xEE }, "length \(n)")
            }
        }
    }

    @Test("the DOCTYPE search finds the first <!DOCTYPE wherever it is, and nothing else")
    func doctypeSearch() {
        func find(_ s: String) -> Int? { XMLDumpReader.findDoctype(in: Array(s.utf8)) }
        #expect(find("<!DOCTYPE a>") == 0)
        #expect(find("<a label=\"hi!\"/><!-- ! --><!DOCTYPE x>") == 26)
        #expect(find("<a/><!DOCTYP") == nil)
        #expect(find("!DOCTYPE <! DOCTYPE <!doctype") == nil)
        #expect(find("<!DOCTYPE") == 0)
        #expect(find("<<!DOCTYPE<!DOCTYPE") == 1)
        #expect(find("") == nil && find("!") == nil)
    }

    @Test("flags read true, false, 1 and 0 exactly; any other text is a problem naming it", arguments: [
        ("true", true as Bool?), ("false", false), ("1", true), ("0", false), ("True", nil), ("tru", nil),
        ("truee", nil), ("fals", nil), ("falsE", nil), ("falsee", nil), ("01", nil), ("1 ", nil), ("", nil),
        ("yes", nil), ("f\u{e9}ls", nil),
    ])
    func flags(_ text: String, _ expected: Bool?) throws {
        let xml = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="100" height="100">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="100" height="100">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="b" enabled="\(text)" x="0" y="0" width="10" height="10"/>
        </XCUIElementTypeWindow></XCUIElementTypeApplication>
        """
        let result = Result { () throws(DumpError) in try DumpImporter.importXML(Array(xml.utf8)) }
        switch result {
        case .success(let dump):
            let button = try #require(dump.elements.first { $0.identifier == "b" })
            #expect(button.isEnabled == expected, "\(text)")
        case .failure(let error):
            #expect(expected == nil, "\(text): \(error)")
            #expect(error.problems.map(\.message) == ["enabled: expected true or false, got \"\(text)\""])
        }
    }

    /// Ids of many same-type siblings: with few types the first-level steps are counted in an
    /// array, with many types (a wide range of keys) in a hash table; both give the same ids.
    @Test("generated ids are the same whichever way their steps are counted", arguments: [0, 8])
    func idsOfManySiblings(extraTypes: Int) throws {
        let others = ["StaticText", "Image", "Other", "Cell", "Switch", "Link", "Slider", "Map"].prefix(extraTypes)
        func window(_ extra: Bool) -> String {
            var xml = #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="400" height="800">"#
            for k in 0..<300 {
                xml += #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="0" y="\#(k)" width="10" height="1"/>"#
            }
            if extra {
                for t in others { xml += #"<XCUIElementType\#(t) type="XCUIElementType\#(t)" x="0" y="0" width="5" height="5"/>"# }
            }
            return xml + "</XCUIElementTypeWindow>"
        }
        let xml = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="400" height="800">"#
            + window(true) + window(false) + "</XCUIElementTypeApplication>"
        let dump = try DumpImporter.importXML(Array(xml.utf8))
        var expected = ["Window[1]"] + (1...300).map { "Window[1]/Button[\($0)]" } + others.map { "\($0)[1]" }
        expected += ["Window[2]"] + (1...300).map { "Window[2]/Button[\($0)]" }
        #expect(dump.elements.map(\.identifier) == expected)
    }
}
