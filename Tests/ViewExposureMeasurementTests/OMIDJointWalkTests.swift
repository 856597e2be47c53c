import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTestSupport
import ViewExposureTree
import Testing

/// `ExposureMeasurer.measureWithOMID` — one walk for both standards — against the two separate
/// measurements, on random trees where the two walks visit different views: transparent and
/// half-transparent subtrees, clipping views, friendly views, transforms, views that paint
/// nothing or a border, ignored views, front windows, every app and session state.
@Suite("MRAID and OMID from one walk")
struct OMIDJointWalkTests {
    /// A random screen from `OMIDAgreementTests.randomScreen`, made rougher: fractional alphas
    /// and coordinates, paintings, a random app state.
    static func roughScreen(_ rng: inout TestRandom) -> (Screen, [View]) {
        let (screen, all) = OMIDAgreementTests.randomScreen(&rng, count: rng.int(3, 40), friendly: true, transforms: true)
        for v in all.dropFirst() {
            if rng.chance(10) { v.alpha = rng.pick([0.5, 0.009, 0.3]) }
            if rng.chance(10) { v.frame.origin.x += rng.pick([0.25, 0.5, 0.45]) }
            if rng.chance(15) { v.painting = rng.pick([.nothing, .border(width: 3), .fillsBounds]) }
        }
        screen.appState = rng.chance(85) ? .active : rng.pick([.inactive, .background])
        return (screen, all)
    }

    @Test("random trees: the joint call equals measure and OMIDMeasurer.measure")
    func jointEqualsSeparate() {
        var rng = TestRandom(seed: 3031)
        let omid = OMIDMeasurer()
        var bothWalked = 0, differentViews = 0
        for _ in 0..<600 {
            let (screen, all) = Self.roughScreen(&rng)
            let ignoredID = "v\(rng.int(0, 10))"
            let options: ExposureOptions = switch rng.int(0, 2) {
            case 0: ExposureOptions()
            case 1: ExposureOptions(policy: .contentDrawingViews)
            default: ExposureOptions(ignoring: { $0.identifier == ignoredID })
            }
            let mraid = ExposureMeasurer(options: options)
            for v in all.dropFirst() {
                let state = OMIDSessionState(isBackgrounded: rng.chance(5), isDeviceLocked: rng.chance(5),
                                             notVisibleReason: rng.chance(3) ? rng.pick(["notAttached", "hidden"]) : nil,
                                             hasWindowFocus: !rng.chance(3))
                let e = mraid.measure(v)
                let g = omid.measure(v, state: state)
                let joint = mraid.measureWithOMID(v, state: state, using: omid)
                #expect(joint.mraid == e, "view \(v.identifier ?? "?"): joint \(joint.mraid), alone \(e)")
                #expect(joint.omid == g, "view \(v.identifier ?? "?"): joint \(joint.omid.json), alone \(g.json)")
                if e.exposedPercentage > 0 && g.pixelsInView > 0 { bothWalked += 1 }
                if e.exposedPercentage > 0 && abs(e.exposedPercentage * v.bounds.area / 100 - g.pixelsInView) > 1 {
                    differentViews += 1
                }
            }
            withExtendedLifetime(screen) {}
        }
        // Both walks ran, and often saw different views.
        #expect(bothWalked > 1000)
        #expect(differentViews > 100)
    }

    @Test("replayed NativeViewInfo trees: the joint call equals the separate ones")
    func jointEqualsSeparateOnLoggedTrees() throws {
        var rng = TestRandom(seed: 3032)
        let mraid = ExposureMeasurer(), omid = OMIDMeasurer()
        for _ in 0..<500 {
            let c = OMIDDifferentialTests.randomCase(&rng)
            let tree = try NativeViewInfoTree.read(Array(c.root.json.utf8), session: c.session)
            guard let ad = tree.ad else { continue }
            var state = tree.state
            state.isBackgrounded = c.backgrounded
            let joint = mraid.measureWithOMID(ad, state: state, using: omid)
            #expect(joint.mraid == mraid.measure(ad))
            #expect(joint.omid == omid.measure(ad, root: tree.root, state: state), "tree: \(c.root.json)")
        }
    }

    /// The joint walk passes over a subtree by one test for both standards (`JointSkipTest`),
    /// with a margin meant to be stricter than either standard's own skip. Siblings placed at
    /// the edges of the ad — touching it, inside or outside OMID's 0.01 tolerance and its 1e-9
    /// padding — under fractional translations (a scrolled container) at magnitudes up to
    /// 1e15, some holding a friendly view far away, must give both separate answers exactly.
    @Test("siblings at the ad's edges, any magnitude: the joint call equals the separate ones")
    func jointEqualsSeparateAtEdges() {
        var rng = TestRandom(seed: 3033)
        let mraid = ExposureMeasurer(), omid = OMIDMeasurer()
        let gaps = [-0.02, -0.01, -0.005, -1e-9, 0, 1e-9, 0.005, 0.01, 0.0100001, 0.02, 0.5]
        var obstructed = 0
        for _ in 0..<400 {
            let scale = rng.pick([1.0, 1e3, 1e9, 1e15])
            let shift = scale * rng.pick([0, 0.3, -0.7]) + rng.pick([0, 0.25, 0.1])
            let screen = Screen()
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            screen.addWindow(window)
            // A scrolled container: its subviews' transform to the screen is a fractional translation.
            let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            container.clipsToBounds = rng.chance(50)
            container.bounds.origin = Point(x: shift, y: -shift)
            window.addSubview(container)
            let ad = View(frame: Rect(x: shift + 50, y: 100 - shift, width: 300, height: 250.5), identifier: "ad")
            container.addSubview(ad)
            let a = ad.frame
            for k in 0..<rng.int(1, 12) {
                let gap = rng.pick(gaps) * Swift.max(1, rng.chance(30) ? scale : 1)
                let size = Size(width: rng.pick([0.4, 10, 300]), height: rng.pick([0.3, 20, 250.5]))
                let origin: Point = switch rng.int(0, 3) {
                case 0: Point(x: a.maxX + gap, y: a.minY + rng.pick([0, 100]))             // right of the ad
                case 1: Point(x: a.minX - size.width - gap, y: a.minY)                     // left
                case 2: Point(x: a.minX + rng.pick([0, 150]), y: a.maxY + gap)             // below
                default: Point(x: a.minX, y: a.minY - size.height - gap)                   // above
                }
                let sibling = View(frame: Rect(origin: origin, size: size), identifier: "s\(k)")
                sibling.clipsToBounds = rng.chance(30)
                if rng.chance(40) {
                    let child = View(frame: Rect(x: rng.pick([0, -0.005, 5]), y: 0, width: size.width, height: size.height))
                    sibling.addSubview(child)
                }
                if rng.chance(15) {
                    let far = View(frame: Rect(x: 5_000, y: 5_000, width: 10, height: 10))
                    far.friendlyObstruction = try? FriendlyObstruction(purpose: .other, reason: "far")
                    sibling.addSubview(far)
                }
                container.addSubview(sibling)
            }
            let e = mraid.measure(ad)
            let g = omid.measure(ad)
            let joint = mraid.measureWithOMID(ad, using: omid)
            #expect(joint.mraid == e, "joint \(joint.mraid), alone \(e)")
            #expect(joint.omid == g, "joint \(joint.omid.json), alone \(g.json)")
            if !g.obstructions.isEmpty { obstructed += 1 }
        }
        // The edges were reached: some siblings were accepted, others passed over.
        #expect(obstructed > 50 && obstructed < 390)
    }
}
