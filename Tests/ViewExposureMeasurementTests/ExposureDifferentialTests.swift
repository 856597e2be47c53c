import ViewExposureReference
import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// `ExposureMeasurer` against the literal transcription of the rules
/// (`ExposureTranscription`: `convert`, `effectiveAlpha`, no caches, the reference kernel) on
/// random trees, and again after random mutations measured with the same measurer — which
/// checks that the cached subtree regions follow every change.
///
/// Coordinates are integers, scales are 2 or ½ and alphas avoid the threshold, so both paths
/// compute exactly and must agree at the reported precision.
@Suite("Exposure: differential against the transcription")
struct ExposureDifferentialTests {
    /// A random 300×300 window with `count` views, each under a random earlier view; views
    /// are small against the window, so many subtrees miss a tested view and are skipped.
    static func randomTree(_ rng: inout TestRandom, count: Int) -> (Screen, Window, [View]) {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), identifier: "w")
        screen.addWindow(window)
        var all: [View] = [window]
        for i in 0..<count {
            let v = View(frame: Rect(x: Double(rng.int(-40, 300)), y: Double(rng.int(-40, 300)),
                                     width: Double(rng.int(0, 60)), height: Double(rng.int(0, 60))),
                         identifier: "v\(i)")
            randomize(v, &rng)
            all[rng.int(0, all.count - 1)].addSubview(v)
            all.append(v)
        }
        return (screen, window, all)
    }

    static func randomize(_ v: View, _ rng: inout TestRandom) {
        v.clipsToBounds = rng.chance(25)
        v.isHidden = rng.chance(5)
        v.alpha = rng.chance(5) ? 0.005 : (rng.chance(10) ? 0.5 : 1)
        v.drawsContent = !rng.chance(20)
        if rng.chance(15) { v.bounds.origin = Point(x: Double(rng.int(-20, 20)), y: Double(rng.int(-20, 20))) }
        if rng.chance(8) { v.transform = rng.chance(50) ? AffineTransform(scaleX: 2, y: 2) : AffineTransform(scaleX: 0.5, y: 0.5) }
        if rng.chance(6) { v.friendlyObstruction = try? FriendlyObstruction(purpose: .other, reason: "r\(rng.int(0, 9))") }
        if rng.chance(10) { v.painting = .border(width: Double(rng.int(1, 12))) }
    }

    /// One random mutation of the tree (geometry, clipping, hierarchy or visibility).
    static func mutate(_ all: inout [View], _ rng: inout TestRandom) {
        let v = all[rng.int(1, all.count - 1)]
        switch rng.int(0, 6) {
        case 0: v.center = Point(x: Double(rng.int(-40, 300)), y: Double(rng.int(-40, 300)))
        case 1: v.bounds.origin = Point(x: Double(rng.int(-60, 60)), y: Double(rng.int(-60, 60)))
        case 2: v.clipsToBounds.toggle()
        case 3: v.bounds.size = Size(width: Double(rng.int(0, 120)), height: Double(rng.int(0, 120)))
        case 4:
            // Re-parent under a view outside v's subtree.
            let target = all[rng.int(0, all.count - 1)]
            if !target.isDescendant(of: v) { target.addSubview(v) }
        case 5: v.transform = rng.chance(50) ? .identity : AffineTransform(scaleX: 2, y: 2)
        default:
            if rng.chance(50), v.superview != nil, v.subviews.isEmpty {
                v.removeFromSuperview()
                all.removeAll { $0 === v }
            } else {
                let n = View(frame: Rect(x: Double(rng.int(-40, 300)), y: Double(rng.int(-40, 300)),
                                         width: Double(rng.int(1, 60)), height: Double(rng.int(1, 60))))
                v.addSubview(n)
                all.append(n)
            }
        }
    }

    @Test("random trees and mutations", arguments: [ObstructionPolicy.everyVisibleView, .contentDrawingViews])
    func randomTreesAgree(_ policy: ObstructionPolicy) {
        var rng = TestRandom(seed: policy == .everyVisibleView ? 1 : 2)
        var compared = 0, nonTrivial = 0
        for _ in 0..<100 {
            var (screen, _, all) = Self.randomTree(&rng, count: rng.int(10, 60))
            let measurer = ExposureMeasurer(options: ExposureOptions(policy: policy))
            for round in 0..<10 {
                if round > 0 { for _ in 0..<rng.int(1, 4) { Self.mutate(&all, &rng) } }
                for _ in 0..<6 {
                    let v = all[rng.int(1, all.count - 1)]
                    let fast = measurer.measure(v)
                    guard let literal = ExposureTranscription.exposure(of: v, policy: policy) else { continue }
                    #expect(ExposureTranscription.same(fast, literal),
                            "\(v.identifier ?? "?"): measurer \(fast) vs transcription \(literal)")
                    compared += 1
                    if fast.exposedPercentage > 0 && fast.exposedPercentage < 100 { nonTrivial += 1 }
                }
            }
            withExtendedLifetime(screen) {}
        }
        // The workload exercised partial exposure, not only the trivial 0 % and 100 %.
        #expect(compared == 100 * 10 * 6)
        #expect(nonTrivial > 50)
    }
}
