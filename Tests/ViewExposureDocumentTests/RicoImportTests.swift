import ViewExposureDumps
import ViewExposureAudit
import ViewExposureDocument
import ViewExposureTestSupport
import Testing
import ViewExposureDumpTestSupport
import ViewExposure

/// Rico view hierarchies and the Enrico variant: told from the content, read like the other
/// Android formats (docs/dumps.md).
@Suite("Rico and Enrico hierarchies")
struct RicoImportTests {
    @Test("Rico: activity.root is the one window; draw, visibility, visible-to-user, nulls in children, empty and inverted bounds")
    func ricoHierarchy() throws {
        let dump = try importFixture("rico-interstitial-close.json")
        #expect(dump.format == .ricoJSON && dump.format.isAndroid)
        #expect(dump.screen.windows.count == 1)
        #expect(dump.screenAttributes["activity_name"] == "com.example.reader/com.example.ads.InterstitialActivity")
        // `children: [null]` holds nothing; every node is an element.
        #expect(dump.elements.count == 11)
        func element(_ id: String) throws -> DumpElement { try #require(dump.elements.first { $0.identifier == id }) }
        // `draw: true` (a plain layout) draws nothing; `draw: false` on a layout (the
        // countdown, a FrameLayout by its ancestors) draws; a web view draws.
        #expect(try element("content").view.drawsContent == false)
        #expect(try element("countdown").view.drawsContent == true)
        #expect(try element("ad_web").view.drawsContent == true)
        // gone and invisible views are hidden; `visible-to-user: false` too.
        #expect(try element("skip").view.isHidden && element("install").view.isHidden)
        #expect(try element("drawer_item").view.isHidden)
        // Inverted bounds (a view never laid out) are empty at their left and top; the given
        // bounds are kept as the attribute.
        let drawer = try element("drawer_item")
        #expect(drawer.frameOnScreen.width == 0 && drawer.frameOnScreen.minX == 0 && drawer.frameOnScreen.minY == 300)
        #expect(drawer.attributes["bounds"] == "[0,300][-800,500]")
        // The concrete class names the step; the list of content descriptions gives the first string.
        let close = try element("close")
        #expect(close.type == "AppCompatImageButton" && close.label == "Close ad")
        #expect(dump.notes.contains { $0.contains("no area") })
    }

    @Test("Rico: the audit finds the close button over the ad and leaves hidden controls alone")
    func ricoAudit() throws {
        let a = try auditFixture("rico-interstitial-close.json")
        #expect(a["close"]?.problems == [] && a["close"]?.reachesAtCenter == true)
        // The close button (120 × 120 px) over the ad (1440 × 2308): 0.43 %.
        let ad = try #require(a["ad_web"])
        // Rico's child order is stated; the close button draws by its class (android-class-draws,
        // not earned yet): uncertain.
        #expect(ad.uncertainProblems == [.covered] && ad.coveredBy.map(\.identifier) == ["close"])
        #expect(ad.because[.covered] == ["frames", "rico-child-order", "android-class-draws"])
        #expect(r2(ad.coveredBy[0].sharePercentage) == 0.43)
        for id in ["skip", "install", "drawer_item"] { #expect(a[id]?.problems.contains(.hidden) == true) }
    }

    @Test("Enrico: the root node itself, without visible-to-user or draw; class rules by ancestors")
    func enrico() throws {
        let dump = try importFixture("enrico-login.json")
        #expect(dump.format == .ricoJSON && dump.elements.count == 5)
        #expect(dump.elements[0].attributes["componentLabel"] == "Window")
        let a = try auditFixture("enrico-login.json")
        // The banner (a clickable layout of one text) is drawn over the lower part of the button.
        let button = try #require(a["continue"])
        // Drawn over it rests on android-clickable-layout-paints: covered is certain exactly when
        // that rule has earned it (docs/dumps.md, "Certainty").
        #expect(button.because[.covered] == ["frames", "rico-child-order", "android-clickable-layout-paints"], "\(button.because)")
        let earned = try ruleIsCertain("android-clickable-layout-paints")
        #expect(button.problems == (earned ? [.unreachable, .covered] : [.unreachable]))
        #expect(button.uncertainProblems == (earned ? [] : [.covered]))
        #expect(idOf(button.receiverAtCenter) == "banner")
        #expect(r2(button.exposure.exposedPercentage) == 41.67)
    }

    @Test("Rico is told from the content: the same loader takes it, a scene or WDA source stays what it is")
    func toldFromContent() throws {
        let loaded = try LoadedScene.load(fixtureBytes("rico-interstitial-close.json"), fileName: "x")
        #expect(loaded.dump?.format == .ricoJSON)
        let wda = try LoadedScene.load(fixtureBytes("wda-sheet-over-toolbar.json"), fileName: "y")
        #expect(wda.dump?.format == .webDriverAgentJSON)
        // Bad Rico input: located problems with the element's path.
        let bad = Array(#"{"activity": {"root": {"class": "a.B", "bounds": [0, 0, 10], "children": [7]}}}"#.utf8)
        #expect(throws: DumpError.self) { try DumpImporter.importDump(bad) }
        do {
            _ = try DumpImporter.importDump(bad)
        } catch {
            let lines = error.lines(fileName: "bad.json")
            #expect(lines.contains { $0.contains("bounds: expected [left, top, right, bottom]") })
            #expect(lines.contains { $0.contains("children: expected node objects or null, got a number") })
        }
    }
}
