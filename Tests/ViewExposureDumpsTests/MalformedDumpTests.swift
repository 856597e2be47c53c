@testable import ViewExposureDumps
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureJSON

@Suite("Malformed and hostile dumps are refused with a located error")
struct MalformedDumpTests {
    /// The problems of refusing `text`, or an issue when it is accepted.
    private func problems(_ text: String) -> [DumpProblem] {
        do {
            _ = try DumpImporter.importDump(Array(text.utf8))
            Issue.record("accepted: \(text.prefix(80))")
            return []
        } catch {
            return error.problems
        }
    }

    @Test("truncated XML: the position where the text ends")
    func truncated() throws {
        let p = problems("<hierarchy rotation=\"0\">\n  <node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\">\n  <node")
        #expect(p.count == 1)
        #expect(p.first?.position?.line == 3)
        #expect(p.first?.message.hasPrefix("invalid XML: ") == true)
        let q = problems("<hierarchy rotation=\"0\">\n  <node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\">")
        #expect(q.first?.position?.line == 2)
    }

    @Test("bad bounds: the element's path and position")
    func badBounds() throws {
        for bounds in ["[0,0][10]", "[0,0][10,1e8]", "0,0,10,10", "[0,0][1e999,10]", "[a,0][10,10]"] {
            let p = problems("<hierarchy rotation=\"0\">\n<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][100,100]\">\n<node class=\"android.widget.Button\" bounds=\"\(bounds)\"/>\n</node>\n</hierarchy>")
            #expect(p.count == 1)
            #expect(p.first?.elementPath == "FrameLayout[1]/Button[1]")
            #expect(p.first?.position?.line == 3)
            #expect(p.first?.message.hasPrefix("bounds: expected \"[left,top][right,bottom]\"") == true)
        }
        let missing = problems("<hierarchy><node class=\"android.widget.FrameLayout\"/></hierarchy>")
        #expect(missing.first?.message == "missing attribute bounds")
    }

    @Test("non-numeric x: every bad attribute, each with its path")
    func nonNumeric() throws {
        let p = problems("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" x="1O" y="0" width="10" height="10"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" x="0" y="nan" width="-1" height="10" enabled="yes"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """)
        // Positions are where the parser stood: the end of the element's start tag.
        #expect(p.map(\.description) == [
            "3:92: Window[1]/Button[1]: x: expected a finite number, got \"1O\"",
            "4:107: Window[1]/Button[2]: y: expected a finite number, got \"nan\"",
            "4:107: Window[1]/Button[2]: width: must not be negative, got -1",
            "4:107: Window[1]/Button[2]: enabled: expected true or false, got \"yes\"",
        ])
    }

    @Test("CGRectNull (x and y \"inf\", size 0), as XCUITest writes an element without a frame, is an empty frame, not an error; other infinities still are")
    func nullFrameIsEmpty() throws {
        let dump = try DumpImporter.importDump(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="false" x="inf" y="inf" width="0" height="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="ghost" visible="false" x="inf" y="inf" width="0" height="0"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="ghost2" visible="false" x="9.223372036854776e+18" y="9.223372036854776e+18" width="0" height="0"/>
              </XCUIElementTypeWindow>
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="ok" x="10" y="10" width="100" height="44"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """.utf8))
        let ghost = try #require(dump.elements.first { $0.identifier == "ghost" })
        #expect(ghost.frameOnScreen.isEmpty && ghost.frameOnScreen.minX == 0 && ghost.frameOnScreen.minY == 0)
        // WebDriverAgent writes the same origin as 2^63 (infinity through a 64-bit integer).
        let ghost2 = try #require(dump.elements.first { $0.identifier == "ghost2" })
        #expect(ghost2.frameOnScreen.isEmpty && ghost2.frameOnScreen.minX == 0 && ghost2.frameOnScreen.minY == 0)
        #expect(dump.elements.first { $0.identifier == "ok" }?.frameOnScreen == Rect(x: 10, y: 10, width: 100, height: 44))
        let json = try DumpImporter.importDump(Array("""
            {"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "Other", "name": "ghost", "isVisible": "0", "rect": {"x": 9.223372036854776e+18, "y": 9.223372036854776e+18, "width": 0, "height": 0}},
              {"type": "Button", "name": "ok", "rect": {"x": 10, "y": 10, "width": 100, "height": 44}}]}}
            """.utf8))
        #expect(json.elements.first { $0.identifier == "ghost" }?.frameOnScreen == Rect.zero)
        #expect(json.elements.first { $0.identifier == "ok" }?.frameOnScreen == Rect(x: 10, y: 10, width: 100, height: 44))
        let p = problems("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" x="inf" y="0" width="0" height="0"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" x="-inf" y="-inf" width="0" height="0"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" x="inf" y="inf" width="-1" height="0"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" x="9.223372036854776e+18" y="0" width="0" height="0"/>
            </XCUIElementTypeApplication>
            """)
        #expect(p.map(\.message) == [
            "x: expected a finite number, got \"inf\"",
            "x: expected a finite number, got \"-inf\"", "y: expected a finite number, got \"-inf\"",
            "width: must not be negative, got -1",
            "x: 9.223372036854776e+18 is beyond ±10000000, the largest coordinate or size a screen can have",
        ])
    }

    @Test("unknown roots, XML and JSON")
    func unknownRoot() throws {
        let xml = problems("<?xml version=\"1.0\"?>\n<html><body/></html>")
        #expect(xml.first?.message.hasPrefix("unknown root element <html>") == true)
        #expect(xml.first?.position?.line == 2)
        let json = problems("{\"foo\": [1, 2]}")
        #expect(json.first?.message.hasPrefix("unknown root") == true)
        let garbage = problems("hello")
        #expect(garbage.first?.message.hasPrefix("not a UI dump") == true)
        let badJSON = problems("{\"value\": {\"type\": \"Application\",}")
        #expect(badJSON.first?.message.hasPrefix("invalid JSON") == true && badJSON.first?.position != nil)
    }

    @Test("WebDriverAgent JSON: bad rects and missing types, with paths and positions")
    func badJSON() throws {
        let p = problems("""
            {"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "Window", "frame": "{{0, 0}, {390}}", "children": [
                {"type": "Button", "rect": {"x": "a", "y": 0, "width": 1, "height": 1}},
                {"rect": {"x": 0, "y": 0, "width": 1, "height": 1}}
              ]}
            ]}}
            """)
        #expect(p.map(\.description) == [
            "2:3: Window[1]: frame: expected \"{{x, y}, {width, height}}\" with finite numbers within ±10000000, got \"{{0, 0}, {390}}\"",
            "3:5: Window[1]/Button[1]: rect: x: expected a finite number, got a string",
            "4:5: Window[1]/(no type)[1]: missing \"type\" (a string)",
        ])
    }

    @Test("a document type declaration is refused before parsing: entity bombs and external entities")
    func doctypeRefused() throws {
        let p = problems(Self.billionLaughs)
        #expect(p.first?.position == SourcePosition(line: 2, column: 1))
        #expect(p.first?.message.hasPrefix("a document type declaration") == true)
        let x = problems(Self.externalEntity)
        #expect(x.first?.message.hasPrefix("a document type declaration") == true)
    }

    @Test("without that check, the parser itself neither expands the bomb nor reads the file")
    func parserLocks() throws {
        // The entity bomb expands to 10^9 "lol"s: the parser must stop (libxml2's amplification
        // limit) rather than build gigabytes; reaching the next line at all is the evidence.
        do {
            _ = try XMLDumpReader.read(Array(Self.billionLaughs.utf8), refusingDoctype: false)
            Issue.record("the entity bomb was accepted")
        } catch {
            #expect(error.problems.first?.message.hasPrefix("invalid XML") == true)
        }
        // The external entity is not resolved: either refused, or left empty.
        do {
            let (tree, _) = try XMLDumpReader.read(Array(Self.externalEntity.utf8), refusingDoctype: false)
            #expect(!tree.elements.indices.contains { tree.attributeDictionary($0).values.contains { $0.contains("root:") } })
        } catch {
            #expect(error.problems.first?.position != nil)
        }
    }

    @Test("a valid dump beyond libxml2's 10 MB look-ahead limit is read, not refused as a syntax error")
    func largeValidDumpIsRead() throws {
        // 12 MB of siblings: Foundation's XMLParser stopped near 10 MB with "syntax error
        // (libxml2 error 1)"; the push parser drops what it has read.
        var text = "<hierarchy rotation=\"0\">\n<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\n"
        let filler = String(repeating: "x", count: 1_900)
        var n = 0
        while text.utf8.count < 12_000_000 {
            text += "<node class=\"android.widget.TextView\" text=\"\(filler)\" bounds=\"[0,\(n % 2000)][1080,\(n % 2000 + 50)]\"/>\n"
            n += 1
        }
        text += "</node>\n</hierarchy>\n"
        let dump = try DumpImporter.importDump(Array(text.utf8))
        #expect(dump.elements.count == n + 1)
        #expect(dump.elements.last?.attributes["text"]?.utf8.count == 1_900)
    }

    @Test("an empty type or class names nothing: the step falls back to the element name (found by FuzzDump)")
    func emptyTypeFallsBack() throws {
        let ios = try DumpImporter.importDump(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="10" height="10">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="10" height="10">
            <XCUIElementTypeOther type="" x="0" y="0" width="10" height="10"/></XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """.utf8))
        #expect(ios.elements.map(\.step) == ["Window[1]", "Other[1]"])
        let android = try DumpImporter.importDump(Array("""
            <hierarchy><node class="" bounds="[0,0][10,10]"><node class="" bounds="[0,0][5,5]"/></node></hierarchy>
            """.utf8))
        #expect(android.elements.map(\.step) == ["node[1]", "node[1]"])
    }

    static let billionLaughs: String = {
        var s = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        s += " <!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
        for i in 2...9 { s += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n" }
        return s + "]>\n<hierarchy rotation=\"0\"><node class=\"a\" text=\"&lol9;\" bounds=\"[0,0][1,1]\"/></hierarchy>\n"
    }()

    static let externalEntity = """
        <?xml version="1.0"?>
        <!DOCTYPE hierarchy [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <hierarchy rotation="0"><node class="a" text="&xxe;" bounds="[0,0][1,1]"/></hierarchy>
        """

    // Found by FuzzDump: libxml2 crashed (a null decoder) on an encoding it does not know
    // followed by bytes that are not ASCII.
    @Test("an XML declaration naming another encoding than UTF-8 is refused where it says so")
    func nonUTF8Encoding() throws {
        func dump(_ declaration: String, text: [UInt8]) -> [UInt8] {
            Array((declaration + "\n<hierarchy><node class=\"a.B\" bounds=\"[0,0][1,1]\" text=\"").utf8) + text
                + Array("\"/></hierarchy>".utf8)
        }
        // The column of the `encoding` that is refused.
        let refused: [(String, Int)] = [
            ("<?xml version=\"1.0\" encoding=\"UTF08\"?>", 21),
            ("<?xml version='1.0' encoding = 'ISO-8859-1' ?>", 21),
            ("<?xml version=\"1.0\" encoding=\"UTF-8\" encoding=\"UTF08\"?>", 38),
            ("<?xml version=\"1.0\" encoding?>", 21),
        ]
        for (declaration, column) in refused {
            do {
                _ = try DumpImporter.importDump(dump(declaration, text: [0xFF, 0xFE]))
                Issue.record("accepted: \(declaration)")
            } catch {
                #expect(error.problems.count == 1)
                #expect(error.problems.first?.position == SourcePosition(line: 1, column: column), "\(declaration)")
                #expect(error.problems.first?.message.contains("UTF-8") == true)
            }
        }
        for declaration in ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>",
                            "<?xml version=\"1.0\"?>", ""] {
            let imported = try DumpImporter.importDump(dump(declaration, text: Array("caf\u{E9}".utf8)))
            #expect(imported.elements.first?.label == "caf\u{E9}")
        }
    }

    // Found by FuzzDump: libxml2 stops at a NUL byte and reported line 0, column 0.
    @Test("a NUL byte is refused at its place")
    func nulByte() throws {
        for (text, line, column) in [("<\0?xm", 1, 2), ("<hierarchy>\n  <node\0/></hierarchy>", 2, 8)] {
            do {
                _ = try DumpImporter.importDump(Array(text.utf8))
                Issue.record("accepted a NUL byte")
            } catch {
                #expect(error.problems == [DumpProblem(position: SourcePosition(line: line, column: column), elementPath: nil,
                                                       message: "a NUL byte: XML text cannot contain it")])
            }
        }
    }

    /// Issue 28: libxml2 (2.9) checks an element's attributes for duplicates pair by pair; 200 000
    /// on one element took 17 s. More than 256 are refused before libxml2 sees the text.
    @Test("an element with 200 000 attributes is refused at its start tag, at once; 256 are read", .timeLimit(.minutes(1)))
    func attributeCap() throws {
        func dump(attributes n: Int) -> String {
            var tag = "<hierarchy rotation=\"0\">\n<!-- a=1 b='2' > --><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\""
            for k in 0..<(n - 2) { tag += " a\(k)=\"=\(k)>\"" }
            return tag + "/>\n</hierarchy>"
        }
        let p = problems(dump(attributes: 200_000))
        #expect(p.map(\.description) == ["2:21: an element with more than 256 attributes: UI dumps have a few dozen at most"])
        #expect(problems(dump(attributes: 257)).count == 1)
        let read = try DumpImporter.importDump(Array(dump(attributes: 256).utf8))
        #expect(read.elements.count == 1)
        // Many `=` in a text node or a comment are no attributes: the exact count reads past them.
        let text = "<hierarchy rotation=\"0\"><!-- \(String(repeating: "a=1 ", count: 300)) -->\n<node class=\"android.widget.FrameLayout\" text=\"\(String(repeating: "=", count: 1000))\" bounds=\"[0,0][10,10]\">\(String(repeating: "x=y ", count: 300))</node></hierarchy>"
        #expect(XMLDumpReader.startTagWithTooManyAttributes(in: Array(text.utf8)) == nil)
        #expect(try DumpImporter.importDump(Array(text.utf8)).elements.count == 1)
    }
}
