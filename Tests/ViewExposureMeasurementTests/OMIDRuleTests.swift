import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTestSupport
import ViewExposureTree
import Testing

/// The worked examples of docs/semantics.md §3.10, one rule each, on small NativeViewInfo trees.
@Suite("OMID: the rules on worked examples")
struct OMIDRuleTests {
    /// Reads `json` and measures its ad.
    static func omid(_ json: String, session: String? = nil, state: (inout OMIDSessionState) -> Void = { _ in }) throws -> OMIDGeometry {
        let tree = try NativeViewInfoTree.read(Array(json.utf8), session: session)
        var s = tree.state
        state(&s)
        return OMIDMeasurer().measure(tree.ad, root: tree.root, state: s)
    }

    static func node(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ extra: String = "") -> String {
        "{\"x\": \(x), \"y\": \(y), \"width\": \(w), \"height\": \(h)\(extra.isEmpty ? "" : ", " + extra)}"
    }

    static func root(_ children: [String], size: Double = 100) -> String {
        "{\"x\": 0, \"y\": 0, \"width\": \(size), \"height\": \(size), \"childViews\": [\(children.joined(separator: ", "))]}"
    }

    @Test("100 bars 0.45 tall: OMID 100 %, MRAID 55 %")
    func thinStripsHideNothing() throws {
        let bars = (0..<100).map { Self.node(0, Double($0), 100, 0.45) }
        let g = try Self.omid(Self.root([Self.node(0, 0, 100, 100, "\"isCreative\": true")] + bars))
        #expect(g.percentageInView == 100)
        #expect(g.pixelsInView == 10_000)
        #expect(g.obstructions.count == 100 && g.reasons == [.obstructed])

        let screen = Screen()
        let window = Window(frame: rect(0, 0, 100, 100))
        screen.addWindow(window)
        let ad = View(frame: rect(0, 0, 100, 100))
        window.addSubview(ad)
        for k in 0..<100 { window.addSubview(View(frame: rect(0, Double(k), 100, 0.45))) }
        #expect(abs(ExposureMeasurer().measure(ad).exposedPercentage - 55) < 1e-9)
        let model = OMIDMeasurer().measure(ad)
        #expect(model.percentageInView == 100 && model.pixelsInView == 10_000 && model.obstructions.count == 100)
    }

    /// An ad whose area is beyond `Double` (1.8e308 squared) once trapped converting its
    /// share to `Int` (found by FuzzNativeViewInfo's seeds): the share is no number then, and
    /// the percentage says 0 instead.
    @Test("areas beyond Double's range: a percentage in 0...100, no trap")
    func hugeAreasDoNotTrap() throws {
        let huge = Double.greatestFiniteMagnitude
        let g = try Self.omid(Self.root([Self.node(-1e308, 0, huge, huge, "\"isCreative\": true"), Self.node(0, 0, 1e308, 1e308)],
                                        size: huge))
        #expect((0...100).contains(g.percentageInView))
        #expect(g.reasons.contains(.obstructed))
        let small = try Self.omid(Self.root([Self.node(0, 0, huge, 1, "\"isCreative\": true")], size: huge))
        #expect(small.percentageInView == 100)
    }

    @Test("a 99.5-tall cover over a 100-tall ad hides all of it")
    func halfPointCoverRoundsUp() throws {
        let g = try Self.omid(Self.root([Self.node(0, 0, 100, 100, "\"isCreative\": true"), Self.node(0, 0, 100, 99.5)]))
        #expect(g.pixelsInView == 0 && g.percentageInView == 0)
    }

    @Test("clipsToBounds is true unless false; the typedef's clipToBounds is not read")
    func clippingDefault() throws {
        let ad = Self.node(0, 50, 100, 100, "\"isCreative\": true")
        let typo = try Self.omid(Self.root([Self.node(0, 0, 100, 100, "\"clipToBounds\": false, \"childViews\": [\(ad)]")], size: 200))
        #expect(typo.onScreenGeometry == rect(0, 50, 100, 50) && typo.reasons == [.clipped])
        let open = try Self.omid(Self.root([Self.node(0, 0, 100, 100, "\"clipsToBounds\": false, \"childViews\": [\(ad)]")], size: 200))
        #expect(open.onScreenGeometry == rect(0, 50, 100, 100) && open.reasons.isEmpty && open.percentageInView == 100)
    }

    @Test("a clipping ancestor trimming 0.01 or less is ignored; the viewport always trims")
    func clippingTolerance() throws {
        let ad = Self.node(0, 0, 100, 100, "\"isCreative\": true")
        let slight = try Self.omid(Self.root([Self.node(0, 0, 100, 99.995, "\"childViews\": [\(ad)]")], size: 200))
        #expect(slight.onScreenGeometry == rect(0, 0, 100, 100) && slight.reasons.isEmpty)
        let real = try Self.omid(Self.root([Self.node(0, 0, 100, 99.98, "\"childViews\": [\(ad)]")], size: 200))
        #expect(real.onScreenGeometry.height == 99.98 && real.reasons == [.clipped])
        let viewport = try Self.omid("{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 99.995, \"childViews\": [\(ad)]}")
        #expect(viewport.onScreenGeometry.height == 99.995 && viewport.reasons.isEmpty)
    }

    @Test("obstructions: whole, children before their parent, duplicates once, earlier siblings never")
    func obstructionOrder() throws {
        let g = try Self.omid(Self.root([
            Self.node(0, 0, 10, 10),
            Self.node(0, 0, 50, 50, "\"isCreative\": true, \"childViews\": [\(Self.node(0, 0, 20, 20))]"),
            Self.node(-10, -10, 30, 30, "\"clipsToBounds\": false, \"childViews\": [\(Self.node(5, 5, 5, 5)), \(Self.node(5, 5, 5, 5))]"),
            Self.node(40, 40, 100, 100, "\"childViews\": [\(Self.node(45, 45, 5, 5))]"),
        ]))
        #expect(g.obstructions == [rect(5, 5, 5, 5), rect(-10, -10, 30, 30), rect(40, 40, 100, 100)])
        #expect(g.pixelsInView == 2500 - 400 - 100)
    }

    @Test("a hidden ad is at the origin with nothing on screen, and an obstruction over the origin is still accepted")
    func hiddenAd() throws {
        let g = try Self.omid(Self.root([Self.node(10, 10, 50, 50, "\"isCreative\": true, \"notVisibleReason\": \"viewInvisible\""),
                                         Self.node(-5, -5, 20, 20), Self.node(30, 30, 5, 5)]))
        #expect(g.reasons == [.hidden, .obstructed])
        #expect(g.geometry == rect(10, 10, 50, 50) && g.onScreenGeometry == .zero)
        #expect(g.obstructions == [rect(-5, -5, 20, 20)] && g.pixelsInView == 0)
        let lost = try Self.omid(Self.root([Self.node(10, 10, 50, 50, "\"isCreative\": true, \"notVisibleReason\": \"notAttached\"")]))
        #expect(lost.reasons == [.notFound] && lost.geometry == .zero)
    }

    @Test("friendly: reported clipped to the ad's whole rect, its subtree hidden, every met one declared")
    func friendlyReporting() throws {
        let friendly = "\"isFriendlyObstructionFor\": [\"S\"], \"friendlyObstructionPurpose\": \"closeAd\", \"friendlyObstructionClass\": \"UIButton\""
        let g = try Self.omid(Self.root([
            Self.node(0, 0, 100, 100, "\"clipsToBounds\": true, \"childViews\": [\(Self.node(0, 50, 100, 100, "\"adSessionId\": \"S\""))]"),
            Self.node(80, 80, 40, 40, friendly + ", \"childViews\": [\(Self.node(80, 80, 40, 40))]"),
            Self.node(0, 0, 5, 5, friendly),
            Self.node(90, 90, 5, 5, "\"isFriendlyObstructionFor\": [\"other\"]"),
        ], size: 200), session: "S")
        #expect(g.declaredFriendlyObstructions == 2)
        #expect(g.friendlyObstructions.map(\.rect) == [rect(80, 80, 20, 40)])
        #expect(g.friendlyObstructions.first?.registration == (try FriendlyObstruction(purpose: .closeAd, reason: nil, className: "UIButton")))
        #expect(g.obstructions == [rect(90, 90, 5, 5)])
        #expect(g.pixelsInView == 5000 - 25)
    }

    @Test("reasons: focus, output device, background, lock and picture in picture")
    func appStateReasons() throws {
        let noFocus = try Self.omid(Self.root([Self.node(0, 0, 50, 50, "\"isCreative\": true, \"hasWindowFocus\": false, \"isPipActive\": true"),
                                               Self.node(0, 0, 10, 10)]))
        #expect(noFocus.reasons == [.backgrounded, .noWindowFocus, .pictureInPicture])
        #expect(noFocus.percentageInView == 0 && noFocus.pixelsInView == 0 && noFocus.obstructions.isEmpty)
        let locked = try Self.omid(Self.root([Self.node(0, 0, 50, 50, "\"isCreative\": true")])) { $0.isDeviceLocked = true }
        #expect(locked.reasons == [.deviceLocked] && locked.percentageInView == 100)
        let noDevice = try Self.omid("{\"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9, \"noOutputDevice\": true, \"childViews\": [\(Self.node(0, 0, 5, 5, "\"isCreative\": true"))]}")
        #expect(noDevice.reasons == [.backgrounded, .noOutputDevice] && noDevice.pixelsInView == 0)
    }

    @Test("the geometryChange JSON, keys in the service's order")
    func jsonShape() throws {
        let g = try Self.omid(Self.root([Self.node(0, 0, 50, 40, "\"isCreative\": true"), Self.node(0, 0, 10, 10),
                                         Self.node(40, 30, 20, 20, "\"isFriendlyObstructionFor\": [\"x\"], \"friendlyObstructionPurpose\": \"mediaControls\", \"friendlyObstructionReason\": \"Play\"")]))
        #expect(g.json == """
            {"viewport": {"width": 100.0, "height": 100.0}, "adView": {"percentageInView": 95, "pixelsInView": 1900.0, "reasons": ["obstructed"], \
            "geometry": {"width": 50.0, "height": 40.0, "x": 0.0, "y": 0.0, "pixels": 2000.0}, "onScreenGeometry": {"width": 50.0, "height": 40.0, \
            "x": 0.0, "y": 0.0, "pixels": 2000.0, "obstructions": [{"width": 10.0, "height": 10.0, "x": 0.0, "y": 0.0}], "friendlyObstructions": \
            [{"width": 10.0, "height": 10.0, "x": 40.0, "y": 30.0, "obstructionClass": null, "obstructionPurpose": "mediaControls", \
            "obstructionReason": "Play"}]}}, "declaredFriendlyObstructions": 1}
            """)
    }

    @Test("bad trees are refused with located problems", arguments: [
        ("{\"x\": 0, \"y\": 0, \"width\": 9, \"height\": \"9\"}", "1:40: height: expected a finite number, got a string"),
        ("{\"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9, \"childViews\": [{\"x\": 0, \"y\": 0, \"width\": 1}]}", "1:58: childViews[0]: missing \"height\""),
        ("{\"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9, \"childViews\": [\(node(0, 0, 1, 1, "\"isFriendlyObstructionFor\": [\"s\"], \"friendlyObstructionReason\": \"no-dash\""))]}",
         "childViews[0].friendlyObstructionReason: reason contains '-'; only letters, digits and spaces are allowed"),
        ("{\"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9, \"childViews\": [\(node(0, 0, 1, 1, "\"isFriendlyObstructionFor\": [\"s\"], \"friendlyObstructionPurpose\": \"close\""))]}",
         "childViews[0].friendlyObstructionPurpose: expected one of mediaControls, closeAd, notVisible, other"),
    ])
    func locatedProblems(json: String, message: String) {
        #expect(throws: NativeViewInfoError.self) { try NativeViewInfoTree.read(Array(json.utf8), session: nil) }
        do {
            _ = try NativeViewInfoTree.read(Array(json.utf8), session: nil)
        } catch {
            #expect(error.problems.map(\.description).contains { $0.hasSuffix(message) }, "\(error.problems.map(\.description))")
        }
    }
}
