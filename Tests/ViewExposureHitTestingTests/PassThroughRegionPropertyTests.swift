import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting

/// The region audit claims to be exact for axis-aligned scenes. Check it against the point
/// audit (and the hit test against a direct transcription of UIKit's rules) on random trees.
@Suite("Pass-through: region audit against point audits on random trees")
struct PassThroughRegionPropertyTests {
    static let seed: UInt64 = 0x4849_5400_0000_0001

    /// A random axis-aligned scene: two windows, ~40 views with integer frames, some hidden,
    /// transparent, non-interactive, without content, clipping, scrolled, scaled by 2 or ½,
    /// with hit insets and policies; plus an interception policy on the container sometimes.
    struct RandomScene {
        let screen: Screen
        let views: [View]
    }

    static func randomScene(_ rng: inout TestRandom) -> RandomScene {
        func r(_ n: UInt64) -> Int { Int(rng.next() % n) }
        let screen = Screen()
        var views: [View] = []
        for wi in 0..<2 {
            let w = Window(frame: Rect(x: Double(wi * r(20)), y: Double(wi * r(20)), width: 100, height: 100),
                           identifier: "w\(wi)")
            if wi == 1 {
                w.drawsContent = r(2) == 0
                w.isUserInteractionEnabled = r(3) == 0   // mostly a non-interactive overlay window
                w.hitTestPolicy = r(2) == 0 ? .passThrough : .default
            }
            screen.addWindow(w)
            var all: [View] = [w]
            for i in 0..<(wi == 0 ? 30 : 10) {
                let parent = all[r(UInt64(all.count))]
                let v = View(frame: Rect(x: Double(r(80)) - 10, y: Double(r(80)) - 10,
                                         width: Double(5 + r(50)), height: Double(5 + r(50))),
                             identifier: "v\(wi)_\(i)")
                switch r(16) {
                case 0: v.isHidden = true
                case 1: v.alpha = 0
                case 2, 3, 15: v.isUserInteractionEnabled = false
                case 4, 5: v.drawsContent = false
                case 6: v.clipsToBounds = true
                case 7: v.bounds.origin = Point(x: Double(r(10)), y: Double(r(10)))
                case 8: v.transform = AffineTransform(scaleX: 2, y: 2)
                case 9: v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
                case 10: v.hitInsets = EdgeInsets(top: -4, left: -4, bottom: -4, right: -4)
                case 11: v.hitInsets = EdgeInsets(top: 3, left: 2, bottom: 1, right: 0)
                case 12: v.hitTestPolicy = .passThrough
                case 13: v.hitTestPolicy = .subviewsOnly
                case 14: v.alpha = 0.5
                default: break
                }
                parent.addSubview(v)
                all.append(v)
            }
            views += all
        }
        return RandomScene(screen: screen, views: views)
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

    @Test func hitTestMatchesTheTranscriptionOfUIKit() {
        var rng = TestRandom(seed: Self.seed)
        for _ in 0..<30 {
            let s = Self.randomScene(&rng)
            for _ in 0..<300 {
                let p = Point(x: Double(rng.next() % 480) / 4, y: Double(rng.next() % 480) / 4)
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
