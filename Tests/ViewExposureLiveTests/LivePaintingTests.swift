import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposure

/// What live views paint, and the live conveniences' default policy: a transparent host in
/// front of the ad (prebid-mobile-ios #1227) leaves it visible while the host's painting
/// children still obstruct; an overlay that strokes a border (#1189) obstructs only its ring.
/// Each live answer is compared with a model built by hand.
@Suite("Live hierarchies: what views paint")
@MainActor
struct LivePaintingTests {
    static let opaque = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// A visible 400×800 window (opaque) holding a 300×250 ad at (50, 100).
    @MainActor struct Screen1 {
        let scene = UIWindowSceneStandIn()
        let window = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let ad = UIViewStandIn(frame: CGRect(x: 50, y: 100, width: 300, height: 250))
        init() {
            window.backgroundColor = LivePaintingTests.opaque
            ad.backgroundColor = LivePaintingTests.opaque
            window.windowScene = scene
            window.makeKeyAndVisible()
            window.addSubview(ad)
        }
    }

    /// The model oracle: the same window and ad, then `front` views (frame, painting) in
    /// front of the ad as siblings, the last one holding `children` (frame, painting).
    static func model(front: [(Rect, Painting)], children: [(Rect, Painting)] = [],
                      policy: ObstructionPolicy) -> Exposure {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        screen.addWindow(window)
        let ad = View(frame: Rect(x: 50, y: 100, width: 300, height: 250))
        window.addSubview(ad)
        var last: View?
        for (frame, painting) in front {
            let v = View(frame: frame)
            v.painting = painting
            window.addSubview(v)
            last = v
        }
        for (frame, painting) in children {
            let c = View(frame: frame)
            c.painting = painting
            last?.addSubview(c)
        }
        return ExposureMeasurer(options: ExposureOptions(policy: policy)).measure(ad)
    }

    @Test func transparentFullWindowHostLeavesTheAdVisible() {
        // #1227: a floating-bar host the size of the window, transparent, over the content,
        // with an opaque bar at the bottom.
        let s = Screen1()
        let host = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        s.window.addSubview(host)
        let bar = UIViewStandIn(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        bar.backgroundColor = Self.opaque
        host.addSubview(bar)
        let measured = ExposureMeasurer().measure(s.ad)
        let oracle = Self.model(front: [(Rect(x: 0, y: 0, width: 400, height: 800), .nothing)],
                                children: [(Rect(x: 0, y: 300, width: 400, height: 100), .fillsBounds)],
                                policy: .contentDrawingViews)
        #expect(measured == oracle)
        // The bar covers the ad's rows 200…250: 50 of 250.
        #expect(measured.exposedPercentage == 80)
        // The strict reading hides the ad behind the host's frame.
        #expect(ExposureMeasurer().measure(s.ad, policy: .everyVisibleView).exposedPercentage == 0)
        // Without the bar, the ad is fully visible.
        bar.removeFromSuperview()
        #expect(ExposureMeasurer().measure(s.ad).exposedPercentage == 100)
    }

    @Test func borderOnlyOverlayObstructsOnlyItsRing() {
        // #1189: an overlay the size of the ad stroking a 4-point border.
        let s = Screen1()
        let overlay = UIViewStandIn(frame: CGRect(x: 50, y: 100, width: 300, height: 250))
        overlay.layer.borderWidth = 4
        overlay.layer.borderColor = Self.opaque
        s.window.addSubview(overlay)
        let measured = ExposureMeasurer().measure(s.ad)
        let oracle = Self.model(front: [(Rect(x: 50, y: 100, width: 300, height: 250), .border(width: 4))],
                                policy: .contentDrawingViews)
        #expect(measured == oracle)
        // Visible: the inside, 292 × 242 of 300 × 250.
        #expect(measured.exposedPercentage == 292 * 242 * 100 / (300 * 250.0))
        #expect(measured.visibleRectangle == Rect(x: 4, y: 4, width: 292, height: 242))
        // A border in a clear colour paints nothing.
        overlay.layer.borderColor = Self.clear
        #expect(ExposureMeasurer().measure(s.ad).exposedPercentage == 100)
    }

    @Test func whatAViewPaints() {
        let plain = UIViewStandIn(frame: .zero)
        #expect(plain.livePainting(shown: plain.liveShown) == .nothing)
        plain.backgroundColor = Self.clear
        #expect(plain.livePainting(shown: plain.liveShown) == .nothing)
        plain.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.2)
        #expect(plain.livePainting(shown: plain.liveShown) == .fillsBounds)
        let withContents = UIViewStandIn(frame: .zero)
        withContents.layer.contents = NSObject()
        #expect(withContents.livePainting(shown: withContents.liveShown) == .fillsBounds)
        let label = UILabelStandIn(frame: .zero)
        #expect(label.livePainting(shown: label.liveShown) == .nothing)
        label.text = ""
        #expect(label.livePainting(shown: label.liveShown) == .nothing)
        label.text = "Sponsored"
        #expect(label.livePainting(shown: label.liveShown) == .fillsBounds)
        let image = UIImageViewStandIn(frame: .zero)
        #expect(image.livePainting(shown: image.liveShown) == .nothing)
        image.image = NSObject()
        #expect(image.livePainting(shown: image.liveShown) == .fillsBounds)
        let blur = UIVisualEffectViewStandIn(frame: .zero)
        #expect(blur.livePainting(shown: blur.liveShown) == .nothing)
        blur.effect = NSObject()
        #expect(blur.livePainting(shown: blur.liveShown) == .fillsBounds)
        final class Drawing: UIViewStandIn {
            override class var overridesDraw: Bool { true }
            override func draw(_ rect: CGRect) {}
        }
        let drawing = Drawing(frame: .zero)
        #expect(drawing.livePainting(shown: drawing.liveShown) == .fillsBounds)
        let ring = UIViewStandIn(frame: .zero)
        ring.layer.borderWidth = 2
        #expect(ring.livePainting(shown: ring.liveShown) == .border(width: 2))
        // An animated background colour would be read from the presentation layer: the
        // painting is read from what `liveShown` returns.
    }

    @Test func readsAreLazy() {
        // Reads of one view in front of the ad, beyond the same call without it: where it is
        // (the layer, its animation keys, position, bounds, anchor point, transform) and its
        // subviews come first: seven reads, all a leaf away from the ad costs; a leaf over
        // the ad then reads isHidden (eight when hidden), its opacity (nine when transparent),
        // and under the content policy what it paints.
        let s = Screen1()
        let front = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        s.window.addSubview(front)
        let measurer = ExposureMeasurer()
        func reads(_ policy: ObstructionPolicy = .contentDrawingViews) -> Int {
            let before = StandInReads.count
            _ = measurer.measure(liveView: s.ad, policy: policy)
            return StandInReads.count &- before
        }
        let baseline: Int = {
            front.removeFromSuperview()
            defer { s.window.addSubview(front) }
            return reads()
        }()
        front.isHidden = true
        #expect(reads() - baseline == 8)
        front.isHidden = false
        front.alpha = 0
        #expect(reads() - baseline == 9)
        front.alpha = 1
        // Visible over the ad: painting is read only under the content policy.
        #expect(reads(.everyVisibleView) - baseline == 9)
        #expect(reads() - baseline > 9)
        front.frame = CGRect(x: 0, y: 600, width: 400, height: 100)
        #expect(reads() - baseline == 7)
    }
}
