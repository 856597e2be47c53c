import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTestSupport
import ViewExposureTree
import Testing

/// OMID against MRAID where the two standards must agree — integer coordinates, no transforms,
/// alphas 0 or 1, no friendly obstructions, an active app, a window at the origin: the same
/// visible pixels — and NativeViewInfo written from any tree and read back measures the same.
@Suite("OMID: agreement with MRAID, and the NativeViewInfo round trip")
struct OMIDAgreementTests {
    /// A random window of `count` views at integer coordinates under random earlier views.
    static func randomScreen(_ rng: inout TestRandom, count: Int, friendly: Bool, transforms: Bool) -> (Screen, [View]) {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "w")
        screen.addWindow(window)
        var all: [View] = [window]
        for i in 0..<count {
            let v = View(frame: Rect(x: Double(rng.int(-30, 200)), y: Double(rng.int(-30, 200)),
                                     width: Double(rng.int(0, 80)), height: Double(rng.int(0, 80))), identifier: "v\(i)")
            v.clipsToBounds = rng.chance(40)
            v.isHidden = rng.chance(4)
            v.alpha = rng.chance(4) ? 0 : 1
            if rng.chance(10) { v.bounds.origin = Point(x: Double(rng.int(-10, 10)), y: Double(rng.int(-10, 10))) }
            if friendly, rng.chance(8) { v.friendlyObstruction = try? FriendlyObstruction(purpose: .closeAd, reason: "Close") }
            if transforms, rng.chance(8) { v.transform = AffineTransform(scaleX: 0.5, y: 2) }
            if transforms, rng.chance(5) { v.alpha = 0.005 }
            all[rng.int(0, all.count - 1)].addSubview(v)
            all.append(v)
        }
        if rng.chance(30) {
            let front = Window(frame: Rect(x: Double(rng.int(0, 150)), y: Double(rng.int(0, 150)), width: 40, height: 40))
            screen.addWindow(front)
        }
        return (screen, all)
    }

    @Test("integer trees: OMID's pixelsInView is MRAID's visible area")
    func samePixelsAsMRAID() {
        var rng = TestRandom(seed: 3030)
        let mraid = ExposureMeasurer(), omid = OMIDMeasurer()
        var nonTrivial = 0
        for _ in 0..<300 {
            let (screen, all) = Self.randomScreen(&rng, count: rng.int(5, 40), friendly: false, transforms: false)
            for v in all.dropFirst() {
                let e = mraid.measure(v)
                let g = omid.measure(v)
                let area = v.bounds.area
                let visible = e.exposedPercentage * area / 100
                #expect(abs(g.pixelsInView - visible) < 1e-6, "view \(v.identifier ?? "?") in seed case: MRAID \(e) OMID \(g.json)")
                if area > 0 { #expect(g.percentageInView == Int((g.pixelsInView / area * 100).rounded(.toNearestOrAwayFromZero))) }
                if visible > 0 && visible < area { nonTrivial += 1 }
            }
            withExtendedLifetime(screen) {}
        }
        #expect(nonTrivial > 100)
    }

    @Test("any tree written as NativeViewInfo and read back measures the same")
    func writtenTreesReplay() throws {
        var rng = TestRandom(seed: 3031)
        let omid = OMIDMeasurer()
        for _ in 0..<150 {
            let (screen, all) = Self.randomScreen(&rng, count: rng.int(5, 30), friendly: true, transforms: true)
            for v in all.dropFirst() where rng.chance(30) {
                let text = NativeViewInfoWriter.utf8(screen, ad: v, session: "S")
                let replay = try NativeViewInfoTree.read(text, session: "S")
                var direct = omid.measure(v)
                var replayed = omid.measure(replay.ad, root: replay.root, state: replay.state)
                for i in direct.friendlyObstructions.indices { direct.friendlyObstructions[i].identifier = nil }
                for i in replayed.friendlyObstructions.indices { replayed.friendlyObstructions[i].identifier = nil }
                #expect(direct == replayed, "\(String(decoding: text, as: UTF8.self))")
                if direct != replayed { return }
            }
            withExtendedLifetime(screen) {}
        }
    }
}

/// The friendly bit cached beside the subtree region: a friendly view far from the ad is
/// counted, however the skipped subtrees around it change.
@Suite("OMID: friendly views far from the ad are declared")
struct OMIDFarFriendlyTests {
    @Test("setting, clearing and hiding a far friendly view changes the declared count")
    func farFriendly() throws {
        let screen = Screen()
        let window = Window(frame: rect(0, 0, 100, 100))
        screen.addWindow(window)
        let ad = View(frame: rect(0, 0, 50, 50))
        window.addSubview(ad)
        let far = View(frame: rect(0, 500, 10, 10))
        let leaf = View(frame: rect(0, 0, 5, 5))
        far.addSubview(leaf)
        window.addSubview(far)
        let omid = OMIDMeasurer()
        #expect(omid.measure(ad).declaredFriendlyObstructions == 0)
        leaf.friendlyObstruction = try FriendlyObstruction(purpose: .other, reason: nil)
        #expect(omid.measure(ad).declaredFriendlyObstructions == 1)
        #expect(omid.measure(ad).friendlyObstructions.isEmpty)
        far.clipsToBounds = true    // a clipping candidate: its children are not visited
        #expect(omid.measure(ad).declaredFriendlyObstructions == 0)
        far.clipsToBounds = false
        far.isHidden = true         // left out by the native layer
        #expect(omid.measure(ad).declaredFriendlyObstructions == 0)
        far.isHidden = false
        leaf.friendlyObstruction = nil
        #expect(omid.measure(ad).declaredFriendlyObstructions == 0)
        leaf.friendlyObstruction = try FriendlyObstruction(purpose: .closeAd, reason: "Close")
        #expect(omid.measure(ad).declaredFriendlyObstructions == 1)
    }
}
