@testable import ViewExposureAudit
import ViewExposureDumps
import ViewExposureDumpGenerators
import ViewExposureHitTesting
import ViewExposureGeometry
import Testing
import ViewExposureDumpTestSupport
import ViewExposure

/// The audit's shared, precomputed answers (``ScreenIndex``, the grid-pruned hit test and
/// front-most walk of ``ScreenQueries``, ``ReachableRegionSweep``) against the per-view
/// computations they replace, on every dump fixture and on the two stress shapes (whose long
/// sibling lists take the grid paths).
@Suite("Screen index agrees with the per-view walks")
struct ScreenIndexAgreementTests {
    static let fixtures = [
        "android-bottom-navigation-over-feed.xml",
        "android-bottom-sheet.xml",
        "android-decoration-and-passthrough.xml",
        "android-floating-bar-and-ball.xml",
        "android-floating-window-and-pill.xml",
        "android-header-over-list-no-drawing-order.xml",
        "android-keyboard-multiwindow.xml",
        "android-small-targets.xml",
        "android-surfaces.xml",
        "android-uia2-landscape-overlay.xml",
        "enrico-login.json",
        "ios-accessibility-checks.xml",
        "ios-alert-over-content.xml",
        "ios-keyboard-over-button.xml",
        "ios-landscape-player.xml",
        "ios-stale-offscreen-cell.xml",
        "ios-tab-bar-scrolled-list.xml",
        "legacy-uia-backdrop.json",
        "rico-interstitial-close.json",
        "wda-duplicated-twins.json",
        "wda-legacy-springboard.json",
        "wda-sheet-over-toolbar.json"]

    static func screens() throws -> [(String, ImportedDump)] {
        var out: [(String, ImportedDump)] = []
        for name in fixtures { out.append((name, try importFixture(name))) }
        out.append(("overlapping", try DumpImporter.importDump(Array(StressDumpGenerator.overlappingButtons(400).utf8))))
        out.append(("chain", try DumpImporter.importDump(Array(StressDumpGenerator.nestedChain(300).utf8))))
        out.append(("random", try DumpImporter.importDump(Array(LayoutShapeGenerator.randomButtons(400).utf8))))
        return out
    }

    @Test("transforms, on-screen rects, drawn and order equal the walks up the superview chain")
    func geometry() throws {
        for (name, dump) in try Self.screens() {
            let index = ScreenIndex(screen: dump.screen)
            for (n, v) in index.views.enumerated() {
                #expect(index.number(of: v) == n)
                #expect(index.transformToScreen(v) == v.transformToScreen, "\(name): transform of view \(n)")
                #expect(index.onScreenRect(v) == ScreenAuditor.onScreenRect(of: v), "\(name): on-screen rect of view \(n)")
                #expect(index.isDrawnAtAll(v) == v.isDrawnAtAll, "\(name): drawn of view \(n)")
            }
            // Order on a sample of pairs.
            let step = Swift.max(1, index.views.count / 40)
            for a in Swift.stride(from: 0, to: index.views.count, by: step) {
                for b in Swift.stride(from: 0, to: index.views.count, by: step) {
                    let va = index.views[a], vb = index.views[b]
                    #expect(index.isDescendant(va, of: vb) == va.isDescendant(of: vb), "\(name): \(a) inside \(b)")
                    #expect(index.isInFront(va, of: vb) == va.isInFront(of: vb), "\(name): \(a) in front of \(b)")
                }
            }
        }
    }

    @Test("hit tests and front-most views on a grid of points equal the library's walks")
    func pointQueries() throws {
        for (name, dump) in try Self.screens() {
            let queries = ScreenQueries(screen: dump.screen)
            let frame = dump.screen.windows.map(\.frame).reduce(dump.screen.windows[0].frame) { $0.union($1) }
            for i in 0...24 {
                for j in 0...24 {
                    let p = Point(x: frame.minX + frame.width * Double(i) / 24, y: frame.minY + frame.height * Double(j) / 24)
                    #expect(queries.hitTest(p) === dump.screen.hitTest(p), "\(name): hit test at \(p)")
                    #expect(queries.frontmostDrawnView(at: p) === dump.screen.frontmostDrawnView(at: p), "\(name): front-most at \(p)")
                }
            }
        }
    }

    @Test("reachable regions from the front-to-back pass equal the per-view walk")
    func reachableRegions() throws {
        var compared = 0
        for (name, dump) in try Self.screens() {
            let index = ScreenIndex(screen: dump.screen)
            let views = dump.interactiveElements.map(\.view)
            guard let sweep = ReachableRegionSweep(index: index, targets: views) else { continue }
            for v in views {
                let n = try #require(index.number(of: v))
                let swept = try #require(sweep.region(of: n))
                let walked = ReachableRegion(of: v)
                #expect(swept.region == walked.region, "\(name): region of \(v.identifier ?? "?")")
                #expect(swept.isExact == walked.isExact)
                #expect(ReachableRegion(of: v, index: index).region == walked.region)
                compared += 1
            }
        }
        #expect(compared > 700)
    }

    @Test("the pre-order numbers the audit records for coverers are the index's")
    func covererNumbers() throws {
        var named = 0
        for text in [LayoutShapeGenerator.randomButtons(400), StressDumpGenerator.overlappingButtons(400),
                     LayoutShapeGenerator.staggeredButtons(300)] {
            let (loaded, audits) = try StressShapeAuditTests.audited(text)
            let index = ScreenIndex(screen: loaded.screen)
            for a in audits {
                for c in a.coveredBy {
                    let n = try #require(index.number(of: c.view))
                    #expect(Int(c.number) == n)
                    #expect(index.number(of: c) == n)
                    named += 1
                }
            }
        }
        #expect(named > 1_000)
    }
}
