import Foundation
import ViewExposureDumps
import ViewExposureAudit
import ViewExposureTestSupport
import Testing
import ViewExposureDumpTestSupport
import ViewExposure

/// One test per rule id (docs/dumps.md, "Rules"), on its fixture `Tests/Fixtures/rules/ID.*`
/// (a hand-written screen; most are links to the fixture the rule was first written for): what
/// the rule decides shows on the named element. And a test that every rule has its doc section,
/// fixture and test.
@Suite("Rules: one id, one doc section, one fixture, one test")
struct RuleFixtureTests {
    /// What the test of a rule looks for.
    enum Expectation: Sendable {
        /// The finding `problem` of element `element` names the rule in its because.
        case because(String, AuditProblem)
        /// The rule is recorded on element `element` (and the check holds).
        case recorded(String)
        /// A rule read with each element's attributes: its effect on element `element`.
        case effect(String)
    }

    /// Every rule's test, by id.
    static let cases: [String: Expectation] = [
        "frames": .because("upload_button", .unreachable),
        "android-clickable": .because("upload_button", .unreachable),
        "android-drawing-order": .because("upload_button", .unreachable),
        "android-class-draws": .because("upload_button", .covered),
        "rico-child-order": .because("continue", .unreachable),
        "ios-window-order": .because("deleteButton", .unreachable),
        "ios-modal-alert": .because("deleteButton", .unreachable),
        "android-input-method-window": .because("attach_button", .unreachable),
        "ios-keyboard": .because("signInButton", .unreachable),
        "ios-type-traits": .because("bigButton", .unreachable),
        "ios-document-order": .because("bigButton", .unreachable),
        "ios-legacy-order": .because("Safari", .covered),
        "ios-legacy-backdrop": .because("Safari", .covered),
        "ios-bars-over-content": .because("row9", .unreachable),
        "ios-layer-over-hidden-page": .because("signOut", .unreachable),
        "android-document-order": .because("card", .covered),
        "android-tied-drawing-order": .because("back", .unreachable),
        "android-reordered-drawing-order": .because("row_1", .covered),
        "android-same-frame-document-order": .because("earnings_row", .unreachable),
        "android-nested-layer-document-order": .because("nav_home", .unreachable),
        "android-material-sheet-dialog": .because("touch_outside", .unreachable),
        "android-clickable-layout-paints": .because("subscribe", .covered),
        "android-icon-touch-box-paints": .because("settings_button", .covered),
        "android-semantics-node-paints": .because("stop_button", .covered),
        "android-bar-over-content": .because("card", .covered),
        "android-top-bar-over-content": .because("photo", .covered),
        "android-system-bar-background": .because("header_tab_1", .covered),
        "webview-document-order": .because("close", .unreachable),
        "android-window-order": .because("play_button", .unreachable),
        "android-childless-window-paints": .because("play_button", .covered),
        "android-floating-window-paints": .because("row_1", .unreachable),
        "android-sheet-over-scrim": .because("touch_outside", .unreachable),
        "android-surface-over-content": .because("thread_1", .unreachable),
        "same-frame-twin": .because("dupA", .unreachable),
        "android-card-paints": .because("tab_home", .covered),
        "android-system-ui-window": .because("next", .unreachable),
        "android-window-list-order": .because("fullscreen_button", .unreachable),
        "android-window-root-takes-touch": .because("more_1", .unreachable),
        "android-virtual-nodes": .recorded("pad/View[1]"),
        "android-bare-view-draws-nothing": .recorded("home_actions"),
        "ios-scroll-edge-effect": .recorded("AdditionalDimmingOverlay"),
        "android-system-decoration-window": .recorded("left"),
        "android-header-over-list": .recorded("app_bar"),
        "ios-duplicated-twins": .recorded(""),
        "ios-bar-items-side-by-side": .recorded("tab_home"),
        "stale-frame": .recorded(""),
        "visibility-flags": .effect("subtitles_button"),
        "ios-visible-false": .effect("trashButton"),
        "android-described-focusable-leaf": .effect("game_pad"),
        "android-system-ui-scrim": .effect("scrim_behind"),
    ]

    /// The fixture of rule `id`: `Tests/Fixtures/rules/ID.xml` or `.json`.
    static func fixture(_ id: String) -> String? {
        ["xml", "json"].map { "rules/\(id).\($0)" }.first { FileManager.default.fileExists(atPath: fixturePath($0)) }
    }

    @Test("the rule decides what its fixture shows", arguments: DumpRuleInfo.all.map(\.id))
    func rule(_ id: String) throws {
        let file = try #require(Self.fixture(id), "no fixture Tests/Fixtures/rules/\(id).*")
        let expectation = try #require(Self.cases[id], "no test case for \(id)")
        let dump = try importFixture(file)
        let rule = try #require(DumpRuleInfo.all.first { $0.id == id })
        let recordedOn = dump.elements.indices.filter { dump.rules[$0].contains(rule) }.map { dump.elements[$0] }
        switch expectation {
        case let .because(element, problem):
            let a = try auditFixture(file)
            let audit = try #require(a[element])
            #expect((audit.problems + audit.uncertainProblems).contains(problem))
            #expect(audit.because[problem]?.contains(id) == true, "\(audit.because)")
            // Certain only when every rule it rests on is.
            let certain = (audit.because[problem] ?? []).allSatisfy { r in DumpRuleInfo.all.first { $0.id == r }?.isCertain ?? true }
            if !certain { #expect(!audit.problems.contains(problem)) }
            if id == "android-semantics-node-paints" {
                // A semantics node's slot is this rule's inference, not the wider layout rule's.
                #expect(audit.because[problem]?.contains("android-clickable-layout-paints") == false, "\(audit.because)")
            }
            if id == "android-window-root-takes-touch" {
                // The empty window's touch is this rule's inference, not the stated `android-clickable`.
                #expect(audit.because[problem]?.contains("android-clickable") == false, "\(audit.because)")
                #expect(!audit.problems.contains(problem))
            }
        case let .recorded(element):
            #expect(!recordedOn.isEmpty)
            if !element.isEmpty { #expect(recordedOn.contains { $0.identifier == element }) }
            switch id {
            case "android-virtual-nodes", "android-system-decoration-window", "android-bare-view-draws-nothing",
                 "ios-scroll-edge-effect":
                // Parts of one drawing, or an overlay drawing only arcs: they cover nothing.
                #expect(recordedOn.allSatisfy { !$0.view.drawsContent })
                #expect(try auditFixture(file).values.allSatisfy { $0.problems.isEmpty && $0.uncertainProblems.isEmpty })
            case "ios-duplicated-twins", "stale-frame":
                #expect(recordedOn.allSatisfy { $0.view.isHidden })
            default:
                break
            }
        case let .effect(element):
            let e = try #require(dump.elements.first { $0.identifier == element })
            switch id {
            case "visibility-flags": #expect(e.view.isHidden)
            case "ios-visible-false": #expect(!e.view.drawsContent && !e.view.isHidden)
            case "android-system-ui-scrim":
                // The shade's backdrop is no control, and the panel over it no sheet: the tile is clear.
                #expect(!e.isInteractive)
                let tile = try #require(try auditFixture(file)["internet_tile"])
                #expect(tile.problems.isEmpty && tile.uncertainProblems.isEmpty)
            default: #expect(e.isInteractive && e.view.hitTestPolicy != .passThrough)
            }
        }
    }

    @Test("android-system-ui-scrim: the same screen in an app's window is a sheet over its dismiss scrim")
    func appScrimIsADismissRegion() throws {
        let shade = try fixtureBytes("rules/android-system-ui-scrim.xml")
        let app = Array(String(decoding: shade, as: UTF8.self)
            .replacingOccurrences(of: "com.android.systemui", with: "com.example.app").utf8)
        let audit = auditDump(try DumpImporter.importDump(app))
        let scrim = try #require(audit["scrim_behind"])
        #expect((scrim.problems + scrim.uncertainProblems).contains(.unreachable))
        #expect(scrim.because[.unreachable]?.contains("android-sheet-over-scrim") == true, "\(scrim.because)")
    }

    @Test("android-nested-layer-document-order: a list less than half the layer it lies in is in the order android-document-order gives")
    func nestedLayersOfAboutOneSize() throws {
        let file = "rules/android-nested-layer-document-order.xml"
        let nested = try #require(try auditFixture(file)["nav_home"])
        #expect(nested.because[.unreachable]?.contains("android-nested-layer-document-order") == true)
        // The feed cut to its top part (less than half of the layer): a small view inside a large
        // one, listed after it, which android-document-order takes to be drawn over it.
        let text = String(decoding: try fixtureBytes(file), as: UTF8.self)
        let full = #"bounds="[0,259][1080,2334]""#
        #expect(text.contains(full))
        let short = text.replacingOccurrences(of: full, with: #"bounds="[0,259][1080,1200]""#)
        let dump = try DumpImporter.importDump(Array(short.utf8))
        let deals = try #require(auditDump(dump)["feed"])
        #expect(deals.because.values.allSatisfy { !$0.contains("android-nested-layer-document-order") })
        let content = try #require(dump.elements.firstIndex { $0.identifier == "content" })
        #expect(dump.rules[content].contains(try #require(DumpRuleInfo.all.first { $0.id == "android-document-order" })))
    }

    @Test("android-nested-layer-document-order leaves unsettled the order of the nested pair only: a pill over the list is in the position order")
    func nestedLayerOrderIsPairwise() throws {
        let file = "rules/android-nested-layer-document-order.xml"
        var text = String(decoding: try fixtureBytes(file), as: UTF8.self)
        // The deals row made a control, and a clickable pill (a layout holding its label) listed
        // after the list, over the row.
        let deals = #"resource-id="com.example.grocer:id/deals" class="android.widget.TextView" package="com.example.grocer" content-desc="" checkable="false" checked="false" clickable="false""#
        #expect(text.contains(deals))
        text = text.replacingOccurrences(of: deals, with: deals.replacingOccurrences(of: #"clickable="false""#, with: #"clickable="true""#))
        let end = "      </node>\n    </node>\n  </node>\n</hierarchy>"
        #expect(text.contains(end))
        let pill = #"<node index="2" text="" resource-id="com.example.grocer:id/cart_pill" class="android.widget.LinearLayout" package="com.example.grocer" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[300,330][780,400]"><node index="0" text="View cart" resource-id="" class="android.widget.TextView" package="com.example.grocer" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[340,340][740,390]" /></node>"#
        text = text.replacingOccurrences(of: end, with: "      </node>\n      " + pill + "\n    </node>\n  </node>\n</hierarchy>")
        let dump = try DumpImporter.importDump(Array(text.utf8))
        #expect(dump.viewsWithUnknownNestedChildOrder.count == 1 && dump.viewsWithUnknownChildOrder.isEmpty)
        let a = auditDump(dump)
        // The row under the pill: the pair (list, pill) is in the position order, and the layer
        // behind the list draws only its bar, far from the row.
        let row = try #require(a["deals"])
        #expect(row.because[.covered] == ["frames", "android-document-order", "android-clickable-layout-paints"], "\(row.because)")
        // Certain exactly when the pill's rule has earned it (docs/dumps.md, "Certainty").
        let earned = try ruleIsCertain("android-clickable-layout-paints")
        #expect((earned ? row.problems : row.uncertainProblems).contains(.covered))
        // The list itself: the bar of the layer whose order against it is unsettled reaches over
        // its bottom, so its share rests on that order too.
        #expect(a["feed"]?.because[.covered]?.contains("android-nested-layer-document-order") == true)
        // The tab under the list: the nested pair's order, unsettled.
        let home = try #require(a["nav_home"])
        #expect(home.because[.unreachable]?.contains("android-nested-layer-document-order") == true)
        #expect(home.uncertainProblems.contains(.unreachable) && !home.problems.contains(.unreachable))
    }

    @Test("android-material-sheet-dialog: only Material's scrim and sheet, in the library's order, are ordered by the library")
    func materialSheetDialogOnly() throws {
        let file = "rules/android-material-sheet-dialog.xml"
        let scrim = try #require(try auditFixture(file)["touch_outside"])
        #expect(scrim.problems.contains(.unreachable) && scrim.problems.contains(.covered))
        let text = String(decoding: try fixtureBytes(file), as: UTF8.self)
        // Another library's ids: the tie is the position sort's, nothing settles it.
        let other = text.replacingOccurrences(of: ":id/design_bottom_sheet", with: ":id/panel")
        let tied = try #require(auditDump(try DumpImporter.importDump(Array(other.utf8)))["touch_outside"])
        #expect(tied.because[.unreachable]?.contains("android-same-frame-document-order") == true, "\(tied.because)")
        #expect(!tied.problems.contains(.unreachable))
    }

    @Test("android-same-frame-document-order: only siblings of the same frame leave the list order saying nothing")
    func sameFrameSiblingsOnly() throws {
        let file = "rules/android-same-frame-document-order.xml"
        let tied = try #require(try auditFixture(file)["earnings_row"])
        #expect(tied.uncertainProblems.contains(.unreachable) && !tied.problems.contains(.unreachable))
        #expect(tied.because[.unreachable]?.contains("android-same-frame-document-order") == true)
        // The map moved to reach below the sheet: the two neither tie nor lie one within the
        // other, and the order is the position order's (android-document-order), whatever it
        // has earned.
        let text = try String(decoding: fixtureBytes(file), as: UTF8.self)
            .replacingOccurrences(of: "focusable=\"false\" bounds=\"[0,0][1080,1920]\">\n        <node index=\"0\" text=\"\" resource-id=\"map_view\"",
                                  with: "focusable=\"false\" bounds=\"[0,1000][1080,1950]\">\n        <node index=\"0\" text=\"\" resource-id=\"map_view\"")
        #expect(text.contains("[0,1000][1080,1950]"))
        let audit = try #require(auditDump(try DumpImporter.importDump(Array(text.utf8)))["earnings_row"])
        #expect(audit.because[.unreachable]?.contains("android-document-order") == true, "\(audit.because)")
        #expect(audit.because[.unreachable]?.contains("android-same-frame-document-order") == false)
        let documentOrder = try #require(DumpRuleInfo.all.first { $0.id == "android-document-order" })
        #expect(audit.problems.contains(.unreachable) == documentOrder.isCertain)
    }

    @Test("every rule id has a section in docs/dumps.md, a fixture and a test; every test is of a rule")
    func everyRuleIsDocumentedFixturedAndTested() throws {
        let docs = try String(contentsOfFile: packagePath("docs/dumps.md"), encoding: .utf8)
        let ids = DumpRuleInfo.all.map(\.id)
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        #expect(ids.count <= 64, "a rule set has 64 bits")
        for id in ids {
            #expect(docs.contains("\n### `\(id)`\n"), "docs/dumps.md has no section ### `\(id)`")
            #expect(Self.fixture(id) != nil, "no fixture Tests/Fixtures/rules/\(id).*")
            #expect(Self.cases[id] != nil, "no test case for \(id)")
        }
        #expect(Set(Self.cases.keys) == Set(ids), "test cases of unknown rules")
    }
}
