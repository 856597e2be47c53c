import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposureTestSupport
import ViewExposure

/// A mirror kept across random changes of the live hierarchy answers as a fresh one does:
/// its reused copies follow every change (geometry, visibility, re-parenting, removal,
/// insertion, z-order, windows, app state), whichever updates it alternates between.
@Suite("Live hierarchies: a kept mirror follows changes")
@MainActor
struct LiveMirrorReuseTests {
    /// One random change through the stand-in's UIKit API.
    static func mutate(_ tree: inout [UIViewStandIn], detached: inout [UIViewStandIn],
                       scene: UIWindowSceneStandIn, windows: [UIWindowStandIn], _ rng: inout TestRandom) {
        let v = tree[rng.int(0, tree.count - 1)]
        switch rng.int(0, 11) {
        case 0:
            if let s = v as? UIScrollViewStandIn { s.contentOffset.y = CGFloat(rng.int(-40, 200)) }
            else { v.center = CGPoint(x: rng.int(-20, 300), y: rng.int(-20, 300)) }
        case 1: v.frame = CGRect(x: rng.int(-20, 200), y: rng.int(-20, 200), width: rng.int(0, 150), height: rng.int(0, 150))
        case 2: v.isHidden.toggle()
        case 3: v.alpha = rng.pick([1, 0.5, 0.005, 0.011])
        case 4: v.transform = rng.chance(50) ? .identity : CGAffineTransform(scaleX: 2, y: 2)
        case 5:
            // Re-parent under a view outside v's subtree (windows stay roots).
            let target = tree[rng.int(0, tree.count - 1)]
            var node: UIViewStandIn? = target, inside = false
            while let n = node { if n === v { inside = true }; node = n.superview }
            if !inside, !(v is UIWindowStandIn) { target.addSubview(v) }
        case 6:
            // Detach a subtree; its views leave `tree` until it is added back.
            if !(v is UIWindowStandIn) {
                v.removeFromSuperview()
                let subtree = Self.subtree(of: v)
                tree.removeAll { t in subtree.contains { $0 === t } }
                detached.append(v)
            }
        case 7:
            if let back = detached.popLast() {
                tree[rng.int(0, tree.count - 1)].addSubview(back)
                tree += Self.subtree(of: back)
            } else {
                let n = UIViewStandIn(frame: CGRect(x: rng.int(0, 200), y: rng.int(0, 200), width: rng.int(1, 100), height: rng.int(1, 100)))
                v.addSubview(n)
                tree.append(n)
            }
        case 8: v.superview?.bringSubviewToFront(v)
        case 9:
            let w = windows[rng.int(0, windows.count - 1)]
            w.windowLevel = UIWindowStandIn.Level(rawValue: CGFloat(rng.pick([0, 0, 1000])))
        case 10:
            let w = windows[rng.int(0, windows.count - 1)]
            if rng.chance(50) { w.isHidden.toggle() } else { w.windowScene = w.windowScene == nil ? scene : nil }
        default:
            scene.activationState = rng.chance(80) ? .foregroundActive : .background
        }
    }

    static func subtree(of v: UIViewStandIn) -> [UIViewStandIn] {
        var all: [UIViewStandIn] = [], stack = [v]
        while let n = stack.popLast() {
            all.append(n)
            stack += n.subviews
        }
        return all
    }

    @Test("exposure and whole-window updates on one kept mirror", arguments: 0..<3)
    func keptMirrorMatchesFresh(_ batch: Int) throws {
        var rng = TestRandom(seed: 0x2E05_E000 + UInt64(batch))
        var comparedExposure = 0, comparedHits = 0, nonZero = 0
        for _ in 0..<6 {
            let random = RandomLiveTree(&rng, views: rng.int(30, 90))
            var tree = random.standIns
            var detached: [UIViewStandIn] = []
            let windows = tree.compactMap { $0 as? UIWindowStandIn }
            let kept = LiveHierarchyMirror<UIViewStandIn>()
            let measurer = ExposureMeasurer()
            for _ in 0..<25 {
                for _ in 0..<rng.int(1, 3) {
                    Self.mutate(&tree, detached: &detached, scene: random.scene, windows: windows, &rng)
                }
                // Exposure updates of several targets (detached ones included) on the kept mirror.
                for _ in 0..<4 {
                    let v = rng.chance(90) || detached.isEmpty ? tree[rng.int(0, tree.count - 1)] : detached[0]
                    let fresh = measurer.measure(v)
                    // The app state the convenience reads: the view's window scene's, active without one.
                    let scene = ((v as? UIWindowStandIn) ?? v.window)?.windowScene
                    let appState: AppState = (scene?.activationState ?? .foregroundActive) == .foregroundActive ? .active : .background
                    let reused = kept.update(exposureOf: v, appState: appState).map {
                        ExposureMeasurer(options: ExposureOptions(policy: .contentDrawingViews)).measure($0)
                    } ?? .zero
                    #expect(reused == fresh && reused.exposedPercentage == fresh.exposedPercentage
                            && reused.visibleRectangle == fresh.visibleRectangle,
                            "kept mirror \(reused) vs fresh \(fresh)")
                    comparedExposure += 1
                    if fresh.exposedPercentage > 0 { nonZero += 1 }
                }
                // Then a whole-window update of the same mirror: hit-testing and geometry.
                let root = windows[0] as UIViewStandIn
                kept.update(screenOf: root)
                let fresh = LiveHierarchyMirror.ofScreen(root)
                #expect(kept.count == fresh.count)
                for _ in 0..<20 {
                    let p = Point(x: Double(rng.int(-10, 300)), y: Double(rng.int(-10, 300)))
                    #expect(kept.hitTest(p) === fresh.hitTest(p), "hit at \(p)")
                    comparedHits += 1
                }
                for v in tree {
                    #expect(kept.view(for: v)?.frameOnScreen == fresh.view(for: v)?.frameOnScreen)
                }
                #expect(kept.screen.windows.count == fresh.screen.windows.count)
            }
        }
        #expect(comparedExposure == 6 * 25 * 4 && comparedHits == 6 * 25 * 20)
        #expect(nonZero > comparedExposure / 10)
    }

    /// Steady state: with nothing changed, an update rewrites nothing, so the copies keep
    /// their identity and the cached geometry.
    @Test func unchangedHierarchyKeepsItsCopies() throws {
        let s = StandInScreen()
        let scroll = UIScrollViewStandIn(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.window.addSubview(scroll)
        let ad = scroll.addChild(0, 400, 320, 100)
        s.window.addChild(0, 430, 320, 50)
        let mirror = LiveHierarchyMirror<UIViewStandIn>()
        let first = try #require(mirror.update(exposureOf: ad))
        let again = try #require(mirror.update(exposureOf: ad))
        #expect(first === again && mirror.count == 4)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let scrolled = try #require(mirror.update(exposureOf: ad))
        #expect(scrolled === first)
        #expect(mirror.view(for: scroll)?.bounds.origin == Point(x: 0, y: 100))
        #expect(ExposureMeasurer().measure(scrolled).exposedPercentage == 100)
        // A whole-window update of the same mirror reuses the same copies too.
        mirror.update(screenOf: ad)
        #expect(mirror.view(for: ad) === first && mirror.count == 4)
        // Removing the ad drops its copy from the mirror.
        ad.removeFromSuperview()
        mirror.update(screenOf: scroll)
        #expect(mirror.view(for: ad) == nil && mirror.count == 3)
        #expect(mirror.view(for: scroll)?.subviews.isEmpty == true)
    }
}
