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
}
