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
