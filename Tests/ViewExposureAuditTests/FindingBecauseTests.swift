import ViewExposureDumps
import ViewExposureAudit
import Testing
import ViewExposureDumpTestSupport
import ViewExposureTestSupport
import ViewExposure
import Foundation

/// Every finding says why: the rule ids and facts of the dump it rests on.
@Suite("Findings' because")
struct FindingBecauseTests {
    @Test("a keyboard window over a button: the window order and the key's reading, in JSON, table and the audit")
    func keyboardWindow() throws {
        let a = try auditFixture("android-keyboard-multiwindow.xml")
        let attach = try #require(a["attach_button"])
        #expect(attach.because[.unreachable] == ["frames", "android-input-method-window", "android-clickable"])
        #expect(attach.because[.covered] == ["frames", "android-input-method-window", "android-class-draws"])
        #expect(attach.jsonLine().contains(#""because": {"unreachable": ["frames", "android-input-method-window", "android-clickable"], "covered": ["#))
        #expect(AuditTable.Row(attach).cells[7].hasPrefix("android-input-method-window, android-clickable,"))
    }

    @Test("stated drawing-order, and the inferred document order of a legacy dump")
    func orders() throws {
        let sheet = try auditFixture("android-bottom-sheet.xml")
        #expect(sheet["upload_button"]?.because[.unreachable]?.contains("android-drawing-order") == true)
        let feed = try auditFixture("android-bottom-navigation-over-feed.xml")
        #expect(feed.values.contains { $0.because.values.contains { $0.contains("android-document-order") } })
    }

    @Test("a touch kept by a view the dump states takes touches rests on android-clickable, not on what made the bar around it take touches")
    func statedReceiverInsideABar() throws {
        let feed = try auditFixture("android-bottom-navigation-over-feed.xml")
        // The home tab does not take touches: the bar, by its rule, takes the one at the like button.
        #expect(feed["like"]?.because[.unreachable] == ["frames", "android-document-order", "android-bar-over-content"])
        // Made clickable, as the other tabs are, the home tab keeps the touch however the bar is read.
        let text = String(decoding: try fixtureBytes("android-bottom-navigation-over-feed.xml"), as: UTF8.self)
        let tab = #"content-desc="Home" checkable="false" checked="false" clickable="false""#
        #expect(text.contains(tab))
        let clickableHome = text.replacingOccurrences(of: tab, with: tab.replacingOccurrences(of: #"clickable="false""#, with: #"clickable="true""#))
        let like = try #require(auditDump(try DumpImporter.importDump(Array(clickableHome.utf8)))["like"])
        #expect(like.because[.unreachable] == ["frames", "android-document-order", "android-clickable"])
        // What it covers still rests on what made the bar paint.
        #expect(like.because[.covered]?.contains("android-bar-over-content") == true)
    }

    @Test("a covered share rests on the unsettled order that put an overlapping sibling behind the element")
    func shareRestsOnOrderBehind() throws {
        let a = try auditFixture("android-top-bar-over-map-and-sheet.xml")
        let map = try #require(a["map"])
        // The bar covers the map's top tenth whatever else holds: the coverer is the bar.
        #expect(map.coveredBy.map(\.identifier) == ["top_bar"])
        #expect(r2(map.exposure.exposedPercentage) == 90)
        // Whether the sheet's panel lies over the map is not settled (same-frame siblings):
        // the share rests on that order too, so the finding is not certain.
        #expect(map.because[.covered]?.contains("android-same-frame-document-order") == true, "\(map.because)")
        #expect(map.uncertainProblems.contains(.covered) && !map.problems.contains(.covered))
    }

    @Test("a covered finding whose reported share comes from a coverer not certain is not certain")
    func shareFromAnUncertainCoverer() throws {
        var text = String(decoding: try fixtureBytes("android-top-bar-over-map-and-sheet.xml"), as: UTF8.self)
        // The sheet's earnings row made a control, and a clickable pill listed last over part of it.
        let row = #"resource-id="com.example.ride:id/earnings" class="android.widget.TextView" package="com.example.ride" content-desc="" checkable="false" checked="false" clickable="false""#
        #expect(text.contains(row))
        text = text.replacingOccurrences(of: row, with: row.replacingOccurrences(of: #"clickable="false""#, with: #"clickable="true""#))
        let pill = #"<node index="2" text="" resource-id="com.example.ride:id/go_pill" class="android.widget.LinearLayout" package="com.example.ride" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[300,1000][780,1100]"><node index="0" text="Go" resource-id="" class="android.widget.TextView" package="com.example.ride" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[500,1020][580,1080]" /></node>"#
        text = text.replacingOccurrences(of: "  </node>\n</hierarchy>", with: "    " + pill + "\n  </node>\n</hierarchy>")
        let a = auditDump(try DumpImporter.importDump(Array(text.utf8)))
        let earnings = try #require(a["earnings"])
        // The map, listed after the sheet of its frame, hides it all, by an order the dump does
        // not settle; the pill certainly hides under 5 %.
        #expect(earnings.coveredBy.map(\.identifier) == ["map", "go_pill"])
        #expect(earnings.coveredBy.map(\.isCertain) == [false, true])
        #expect(earnings.uncertainProblems.contains(.covered) && !earnings.problems.contains(.covered))
        #expect(earnings.because[.covered]?.contains("android-same-frame-document-order") == true, "\(earnings.because)")
    }

    @Test("a modal alert's dimming view takes the touch: ios-modal-alert")
    func modal() throws {
        let a = try auditFixture("ios-alert-over-content.xml")
        #expect(a["deleteButton"]?.because[.unreachable] == ["frames", "ios-window-order", "ios-modal-alert"])
        // No finding, no because.
        #expect(a["Cancel"]?.because.isEmpty == true)
        #expect(a["Cancel"]?.jsonLine().contains("because") == false)
    }

    @Test("every id a finding names is a rule the dumps know")
    func idsAreRules() throws {
        let known = Set(DumpRuleInfo.all.map(\.id))
        for f in ["ios-keyboard-over-button.xml", "android-surfaces.xml", "legacy-uia-backdrop.json", "ios-webview-ribbon.xml",
                  "android-floating-window-and-pill.xml", "rico-interstitial-close.json"] {
            for a in try auditFixture(f).values {
                for ids in a.because.values { #expect(ids.allSatisfy(known.contains), "\(f): \(ids)") }
            }
        }
    }
}
