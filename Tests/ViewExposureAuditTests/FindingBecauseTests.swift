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
        // The keyboard's window draws its whole frame by its own (stated) rule: how its keys are
        // read adds nothing, so the share is certain.
        #expect(attach.because[.covered] == ["frames", "android-input-method-window"])
        #expect(attach.problems.contains(.covered))
        #expect(attach.jsonLine().contains(#""because": {"unreachable": ["frames", "android-input-method-window", "android-clickable"], "covered": ["#))
        #expect(AuditTable.Row(attach).cells[7] == "android-input-method-window, android-clickable")
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
        // not settle; the pill hides under 5 %, certainly once its rule has earned it.
        #expect(earnings.coveredBy.map(\.identifier) == ["map", "go_pill"])
        let earned = try ruleIsCertain("android-clickable-layout-paints")
        #expect(earnings.coveredBy.map(\.isCertain) == [false, earned])
        #expect(earnings.uncertainProblems.contains(.covered) && !earnings.problems.contains(.covered))
        #expect(earnings.because[.covered]?.contains("android-same-frame-document-order") == true, "\(earnings.because)")
    }

    @Test("what a coverer drawn by its own rule holds inside its frame adds nothing to the share it hides")
    func coverersContentInsideItsFrame() throws {
        let text = String(decoding: try fixtureBytes("rules/android-sheet-over-scrim.xml"), as: UTF8.self)
        let times = #"<node index="0" text="Times" resource-id="com.example.prayer:id/times""#
        #expect(text.contains(times))
        func node(_ id: String, _ bounds: String, icon: String) -> String {
            #"<node index="0" text="" resource-id="com.example.prayer:id/\#(id)" class="android.widget.FrameLayout" package="com.example.prayer" content-desc="\#(id)" checkable="false" checked="false" clickable="true" focusable="true" enabled="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)" drawing-order="4"><node index="0" text="" resource-id="" class="android.widget.ImageView" package="com.example.prayer" content-desc="" checkable="false" checked="false" clickable="false" focusable="false" enabled="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(icon)" drawing-order="1" /></node>"#
        }
        // An icon button inside the sheet: read by its own rule, but drawn inside the sheet the
        // sheet's rule already has painting, so the scrim's share does not rest on it.
        let inside = text.replacingOccurrences(of: times, with: node("close", "[960,660][1068,768]", icon: "[990,690][1038,738]") + times)
        let a = auditDump(try DumpImporter.importDump(Array(inside.utf8)))
        #expect(a["close"] != nil)
        #expect(a["touch_outside"]?.because[.covered] == ["frames", "android-drawing-order", "android-sheet-over-scrim"])
        #expect(a["touch_outside"]?.problems.contains(.covered) == true)
        // The same button reaching above the sheet's top edge hides more than the sheet: its rule counts.
        let outside = text.replacingOccurrences(of: times, with: node("close", "[960,560][1068,668]", icon: "[990,590][1038,638]") + times)
        let b = auditDump(try DumpImporter.importDump(Array(outside.utf8)))
        #expect(b["touch_outside"]?.because[.covered]?.contains("android-icon-touch-box-paints") == true, "\(b["touch_outside"]?.because ?? [:])")
    }

    @Test("a covered share rests on how a panel in front of the element is read, when the panel reaches over more of it")
    func shareRestsOnPanelInFront() throws {
        let a = try auditFixture("android-drawer-bottom-panel-over-rows.xml")
        // The last row lies under the navigation bar's background (stated) and under the drawer's
        // bottom panel, a plain view holding two buttons that the format's reading takes to draw
        // nothing: were the panel to paint its background, all the row would be hidden.
        let last = try #require(a["row_3"])
        #expect(last.coveredBy.map(\.identifier) == ["navigationBarBackground"])
        #expect(last.because[.covered] == ["frames", "android-drawing-order", "android-class-draws", "android-system-bar-background"], "\(last.because)")
        #expect(last.uncertainProblems.contains(.covered) && !last.problems.contains(.covered))
        // A row the panel does not reach keeps its certain share under the bar's background alone.
        let first = try #require(a["row_1"])
        #expect(first.problems.isEmpty && first.uncertainProblems.isEmpty)
    }

    @Test("past 64 siblings in front of one holder, a panel may lie unseen: the share rests on the format's reading")
    func panelsPastTheScannedSiblings() throws {
        func node(_ id: String, _ cls: String, _ bounds: String, _ order: Int, clickable: Bool = false, children: String = "") -> String {
            let open = #"<node index="0" text="" resource-id="\#(id)" class="\#(cls)" package="com.example.feed" content-desc="" checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)" drawing-order="\#(order)""#
            return children.isEmpty ? open + " />" : open + ">" + children + "</node>"
        }
        func screen(labels: Int) -> String {
            let row = node("com.example.feed:id/row", "android.widget.Button", "[0,0][1080,200]", 1, clickable: true)
            let list = node("com.example.feed:id/list", "android.widget.FrameLayout", "[0,0][1080,1920]", 1, children: row)
            let bar = node("android:id/statusBarBackground", "android.view.View", "[0,0][1080,60]", 2)
            let far = (0..<labels).map { k in
                node("com.example.feed:id/label_\(k)", "android.widget.TextView", "[\(k * 10),1800][\(k * 10 + 8),1810]", 3 + k)
            }.joined()
            let root = node("", "android.widget.FrameLayout", "[0,0][1080,1920]", 0, children: list + bar + far)
            return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"# + root + "</hierarchy>"
        }
        // With 64 siblings in front of the list (the bar's background and 63 small labels far from
        // the row), every one is looked at: the background (stated) in the drawn order (stated) is certain.
        let seen = auditDump(try DumpImporter.importDump(Array(screen(labels: 63).utf8)))
        #expect(seen["row"]?.problems.contains(.covered) == true)
        #expect(seen["row"]?.because[.covered] == ["frames", "android-drawing-order", "android-system-bar-background"])
        // With one more, a sibling goes unseen: the format's reading of it counts.
        let unseen = auditDump(try DumpImporter.importDump(Array(screen(labels: 64).utf8)))
        #expect(unseen["row"]?.uncertainProblems.contains(.covered) == true)
        #expect(unseen["row"]?.because[.covered]?.contains("android-class-draws") == true)
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
