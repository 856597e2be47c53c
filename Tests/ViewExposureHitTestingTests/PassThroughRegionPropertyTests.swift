import ViewExposureTestSupport
import PropertyBased
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting

/// The region audit claims to be exact for axis-aligned scenes. Check it against the point
/// audit (and the hit test against a direct transcription of UIKit's rules) on random trees.
@Suite("Pass-through: region audit against point audits on random trees")
struct PassThroughRegionPropertyTests {
    static let seed: UInt64 = 0x4849_5400_0000_0001

    /// A random scene (``RandomHitTestScene``) built.
    static func randomScene(_ rng: inout TestRandom) -> (screen: Screen, views: [View]) {
        RandomHitTestScene.draw(&rng).build()
    }

    /// UIKit's hit test transcribed directly (recursive; the trees are shallow).
    static func referenceHitTest(_ v: View, _ p: Point) -> View? {
        if v.isHidden || !v.isUserInteractionEnabled || Double(v.alpha) < 0.01 { return nil }
        if let hook = v.hitTestHooks?.hitTest { return hook(v, p) { v.defaultHitTest(p) } }
        let area = v.bounds.inset(by: v.hitInsets)
        guard area.contains(p) else { return nil }
        if v.hitTestPolicy == .subviewsOnly {
            let over = v.subviews.contains { s in
                !s.isHidden && Double(s.alpha) >= 0.01
                    && s.bounds.inset(by: s.hitInsets).contains(s.transformToSuperview.inverted!.apply(to: p))
            }
            if !over { return nil }
        }
        for s in v.subviews.reversed() {
            if let hit = referenceHitTest(s, s.transformToSuperview.inverted!.apply(to: p)) { return hit }
        }
        return v.hitTestPolicy == .passThrough ? nil : v
    }

    /// 30 scenes of 300 points each; a failing scene is shrunk (fewer views and points, plainer
    /// ones) before it is reported.
    @Test(.shrinking) func hitTestMatchesTheTranscriptionOfUIKit() async {
        await seededPropertyCheck(seed: Self.seed, count: 30, draw: { RandomHitTestScene.draw(&$0, pointCount: 300) },
                                  shrink: { $0.simpler() }) { scene in
            let s = scene.build()
            for p in scene.pointsInPoints {
                var expected: View?
                for w in s.screen.windows.reversed() {
                    if let hit = Self.referenceHitTest(w, w.transformToSuperview.inverted!.apply(to: p)) {
                        expected = hit
                        break
                    }
                }
                #expect(s.screen.hitTest(p) === expected, "point \(p)")
            }
        }
    }

    @Test func regionContainsExactlyThePointsWhoseAuditPassesThroughAnOverlay() {
        var rng = TestRandom(seed: Self.seed)
        var checkedInside = 0
        for round in 0..<80 {
            let s = Self.randomScene(&rng)
            let container = s.views[1 + Int(rng.next() % UInt64(29))]   // a view of window 0
            if round % 3 == 0 {
                // Some rounds intercept under a random later view of window 0 or of window 1.
                let overlay = s.views[31 + Int(rng.next() % 10)]
                let policy = OverlayTouchInterception()
                policy.register(overlay)
                policy.install(on: container)
            }
            let region = container.passThroughRegion()
            #expect(region.isExact)
            guard let toContainer = container.transformToScreen.inverted else { continue }
            // Half the points anywhere, half over the container (in quarters of a point).
            let box = container.frameOnScreen
            for k in 0..<400 {
                let p = k % 2 == 0
                    ? Point(x: Double(rng.next() % 480) / 4, y: Double(rng.next() % 480) / 4)
                    : Point(x: (box.minX * 4).rounded(.down) / 4 + Double(rng.next() % UInt64(max(1, box.width * 4))) / 4,
                            y: (box.minY * 4).rounded(.down) / 4 + Double(rng.next() % UInt64(max(1, box.height * 4))) / 4)
                let audit = s.screen.passThroughAudit(at: p)
                // The region's notion: the container's subtree receives the touch and a view in
                // front of the whole container is drawn there.
                var expected = false
                if let r = audit.receiver, r.isDescendant(of: container), let f = audit.frontmost {
                    expected = !f.isDescendant(of: container) && f.isInFront(of: container)
                }
                let local = toContainer.apply(to: p)
                #expect(region.region.contains(local) == expected, "round \(round), point \(p), container \(container.identifier ?? "?")")
                if expected { checkedInside += 1 }
            }
        }
        // The random scenes must actually produce pass-through points, or the test proves little.
        #expect(checkedInside > 400)   // 864 with this seed
    }
}
