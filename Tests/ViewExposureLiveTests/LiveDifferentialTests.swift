import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposureTestSupport
import ViewExposure

/// The live path against the model built directly, on random hierarchies (``RandomLiveTree``):
/// exposure through the UIKit-style convenience (measured straight over the live nodes) under
/// both policies and through a whole-window mirror update, hit-testing through the mirror, and
/// the copied geometry itself.
@Suite("Live hierarchies: differential against the model")
@MainActor
struct LiveDifferentialTests {
    @Test("exposure of every view equals the model's", arguments: 0..<4)
    func exposureAgrees(_ batch: Int) {
        var rng = TestRandom(seed: 0x11FE_0000 + UInt64(batch))
        var compared = 0, partial = 0, zero = 0, policiesDiffer = 0
        let contentModel = ExposureMeasurer(options: ExposureOptions(policy: .contentDrawingViews))
        let strictModel = ExposureMeasurer()
        for _ in 0..<10 {
            let tree = RandomLiveTree(&rng, views: rng.int(20, 120))
            let mirror = LiveHierarchyMirror.ofScreen(tree.standIns[0], friendlyObstructions: tree.friendlyStandIns)
            #expect(mirror.count == tree.standIns.count)
            let measurer = ExposureMeasurer()
            for (s, m) in zip(tree.standIns, tree.models) {
                let expected = contentModel.measure(m)
                let expectedStrict = strictModel.measure(m)
                let live = measurer.measure(s, friendlyObstructions: tree.friendlyStandIns)
                let strict = measurer.measure(s, friendlyObstructions: tree.friendlyStandIns, policy: .everyVisibleView)
                let whole = mirror.view(for: s).map { contentModel.measure($0) } ?? .zero
                #expect(live == expected && live.exposedPercentage == expected.exposedPercentage
                        && live.visibleRectangle == expected.visibleRectangle,
                        "live: \(live) vs model \(expected)")
                #expect(strict == expectedStrict && strict.exposedPercentage == expectedStrict.exposedPercentage,
                        "live, every visible view: \(strict) vs model \(expectedStrict)")
                #expect(whole == expected && whole.exposedPercentage == expected.exposedPercentage,
                        "whole copy: \(whole) vs model \(expected)")
                compared += 1
                if expected.exposedPercentage == 0 { zero += 1 }
                if expected.exposedPercentage > 0 && expected.exposedPercentage < 100 { partial += 1 }
                if expected != expectedStrict { policiesDiffer += 1 }
            }
        }
        // The trees exercised partial and zero exposure, and painting that matters.
        #expect(compared > 400)
        #expect(partial > compared / 10)
        #expect(zero > compared / 10)
        #expect(policiesDiffer > compared / 20)
    }

    /// Chains nested far deeper than the live walk recurses inside the views' `subviews`
    /// borrows (it hands deeper subtrees to an explicit stack): the same answers, friendly
    /// reports in the same order.
    @Test("exposure in deep trees equals the model's", arguments: 0..<2)
    func deepTreesAgree(_ batch: Int) {
        var rng = TestRandom(seed: 0xDEE9_0000 + UInt64(batch))
        var compared = 0, partial = 0, deepest = 0
        let contentModel = ExposureMeasurer(options: ExposureOptions(policy: .contentDrawingViews))
        let strictModel = ExposureMeasurer()
        let measurer = ExposureMeasurer()
        for _ in 0..<6 {
            let tree = RandomLiveTree(&rng, views: rng.int(80, 160), nesting: 85)
            for (s, m) in zip(tree.standIns, tree.models) {
                deepest = max(deepest, m.pathFromRoot.count)
                let expected = contentModel.measure(m)
                let expectedStrict = strictModel.measure(m)
                let live = measurer.measure(s, friendlyObstructions: tree.friendlyStandIns)
                let strict = measurer.measure(s, friendlyObstructions: tree.friendlyStandIns, policy: .everyVisibleView)
                #expect(live == expected && live.exposedPercentage == expected.exposedPercentage,
                        "live: \(live) vs model \(expected)")
                #expect(strict == expectedStrict && strict.exposedPercentage == expectedStrict.exposedPercentage,
                        "live, every visible view: \(strict) vs model \(expectedStrict)")
                compared += 1
                if expected.exposedPercentage > 0 && expected.exposedPercentage < 100 { partial += 1 }
            }
        }
        #expect(deepest > 40)
        #expect(compared > 400 && partial > 20)
    }

    @Test("hit-testing through the mirror picks the model's view", arguments: 0..<4)
    func hitTestAgrees(_ batch: Int) {
        var rng = TestRandom(seed: 0x417E_0000 + UInt64(batch))
        var hits = 0, total = 0
        for _ in 0..<10 {
            let tree = RandomLiveTree(&rng, views: rng.int(20, 120))
            let mirror = LiveHierarchyMirror.ofScreen(tree.standIns[0])
            var index: [ObjectIdentifier: Int] = [:]
            for (i, m) in tree.models.enumerated() { index[ObjectIdentifier(m)] = i }
            for _ in 0..<200 {
                let p = Point(x: Double(rng.int(-20, 600)) / 2, y: Double(rng.int(-20, 600)) / 2)
                let expected = tree.screen.hitTest(p).flatMap { index[ObjectIdentifier($0)] }
                let got = mirror.hitTest(p).flatMap { s in tree.standIns.firstIndex { $0 === s } }
                #expect(got == expected, "hit at \(p): mirror view \(got.map(String.init) ?? "nil"), model \(expected.map(String.init) ?? "nil")")
                total += 1
                if expected != nil { hits += 1 }
            }
        }
        #expect(hits > total / 4)
    }

    @Test("the copies have the model's frames, transforms to screen and alignment rects")
    func geometryAgrees() throws {
        var rng = TestRandom(seed: 0x6E0_0000)
        for _ in 0..<10 {
            let tree = RandomLiveTree(&rng, views: 80)
            let mirror = LiveHierarchyMirror.ofScreen(tree.standIns[0])
            for (s, m) in zip(tree.standIns, tree.models) {
                let copy = try #require(mirror.view(for: s))
                #expect(copy.frame == m.frame)
                #expect(copy.bounds == m.bounds)
                #expect(copy.frameOnScreen == m.frameOnScreen)
                #expect(copy.alignmentRect == m.alignmentRect)
                #expect(copy.isHidden == m.isHidden && copy.alpha == m.alpha
                        && copy.clipsToBounds == m.clipsToBounds
                        && copy.isUserInteractionEnabled == m.isUserInteractionEnabled)
                // The stand-in's own UIKit-style frame agrees with the model's.
                let f = s.frame
                #expect(Rect(x: f.origin.x, y: f.origin.y, width: f.width, height: f.height) == m.frame)
            }
            // Windows in the same back-to-front order (by level, scene order among equals).
            let copiedOrder = mirror.screen.windows.map { w in tree.standIns.firstIndex { $0 === mirror.node(for: w) } }
            let modelOrder = tree.screen.windows.map { w in tree.models.firstIndex { $0 === w } }
            #expect(copiedOrder == modelOrder)
        }
    }
}
