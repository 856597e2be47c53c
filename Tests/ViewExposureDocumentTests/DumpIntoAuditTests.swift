import Testing
import ViewExposure
import ViewExposureAudit
import ViewExposureDocument
import ViewExposureDumpTestSupport
import ViewExposureDumps

/// A dump's elements carried into the audit (`AuditSubject(_: DumpElement)`, auditing an
/// imported tree): what the reader keeps must reach the audit unchanged, however deep.
@Suite("A dump's elements in the audit")
struct DumpIntoAuditTests {
    @Test("an element's attributes read the same as a dictionary, in print order and by name; labels are trimmed")
    func attributes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="100" height="100">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="100" height="100">
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="  Pay &lt;&gt; go  " zeta="z" alpha="a&lt;b" name="pay" x="-1" y="2" width="30" height="40"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label=" " value="Buy" x="0" y="50" width="30" height="40"/>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """
        let dump = try DumpImporter.importDump(Array(xml.utf8))
        let pay = try #require(dump.elements.first { $0.identifier == "pay" })
        #expect(pay.label == "Pay <> go")
        #expect(pay.frameOnScreen == Rect(x: -1, y: 2, width: 30, height: 40))
        #expect(pay.attributes["label"] == "  Pay <> go  " && pay.attributes["alpha"] == "a<b")
        #expect(pay.attributeList["zeta"] == "z" && pay.attributeList["missing"] == nil)
        #expect(pay.orderedAttributes.map(\.name) == ["type", "name", "label", "x", "y", "width", "height", "alpha", "zeta"])
        let buy = try #require(dump.elements.last)
        #expect(buy.label == "Buy")   // a blank label gives way to the value
        // The audit subject prints the same attributes without a dictionary made at import.
        let copied = AuditSubject(view: pay.view, identifier: pay.identifier,
                                  attributes: pay.attributes, leadingAttributeNames: pay.leadingAttributeNames)
        var kept = AuditSubject(pay)
        #expect(kept.orderedAttributes.map(\.name) == copied.orderedAttributes.map(\.name))
        #expect(kept.orderedAttributes.map(\.value) == copied.orderedAttributes.map(\.value))
        #expect(kept.attributes == pay.attributes)
        kept.attributes = ["only": "this"]   // setting replaces what the dump keeps
        #expect(kept.orderedAttributes.map(\.name) == ["only"])
    }

    @Test("a 10 000-deep dump imports and audits on a 512 KiB stack, with short ids")
    func deepDump() {
        onSmallStack {
            let n = 10_000
            var text = "<hierarchy rotation=\"0\">"
            for i in 0..<n {
                text += "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][100,100]\" clickable=\"\(i == n - 1)\">"
            }
            text += String(repeating: "</node>", count: n) + "</hierarchy>"
            do {
                let dump = try DumpImporter.importDump(Array(text.utf8))
                #expect(dump.elements.count == n)
                let deepest = dump.elements[n - 1]
                #expect(deepest.identifier == "FrameLayout#\(n)")
                #expect(dump.elements[1].identifier == "FrameLayout[1]/FrameLayout[1]")
                let subject = AuditSubject(view: deepest.view, identifier: deepest.identifier)
                let audit = ScreenAuditor().audit([subject], on: dump.screen)
                #expect(audit.first?.reachesAtCenter == true)
            } catch {
                Issue.record("deep dump refused: \(error)")
            }
        }
    }
}
