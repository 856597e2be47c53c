import Testing
import ViewExposureGeometry
import ViewExposureTestSupport
import ViewExposureTree

/// A random axis-aligned scene as a value: two 100×100 windows, the second (an overlay) offset
/// and mostly not interactive, ~40 views with integer frames, some hidden, transparent,
/// non-interactive, without content, clipping, scrolled, scaled by 2 or ½, with hit insets and
/// policies — and points to hit-test, in quarters of a point. A failing scene shrinks
/// (``simpler()``) to fewer views and points and plainer ones, and prints as its views.
struct RandomHitTestScene: Sendable, Equatable, CustomTestStringConvertible {
    /// The second window's offset and attributes.
    var overlayOffset: [Int]
    var overlayDraws: Bool, overlayInteractive: Bool, overlayPassesThrough: Bool

    /// A view: its name (`v<window>_<index>`), its parent's name (`w0`, `w1` or a view's) and
    /// frame, and which one of the random changes it has (`nil`: none).
    struct ViewSpec: Sendable, Equatable {
        var name: String
        var parent: String
        var frame: [Int]
        var change: Int?
        var scroll: [Int] = [0, 0]
    }

    var views: [ViewSpec]
    /// Points in quarters of a point.
    var points: [[Int]]

    var testDescription: String {
        "overlay at \(overlayOffset)" + (overlayDraws ? " draws" : "") + (overlayInteractive ? " interactive" : "")
            + (overlayPassesThrough ? " passes through" : "") + "; "
            + views.map { "\($0.name) in \($0.parent) \($0.frame)" + ($0.change.map { " change \($0)" } ?? "")
                + ($0.change == 7 ? " scroll \($0.scroll)" : "") }.joined(separator: "; ")
            + " | points " + points.map { "(\(Double($0[0]) / 4), \(Double($0[1]) / 4))" }.joined(separator: ", ")
    }

    /// Draws a scene and `pointCount` points anywhere over it.
    static func draw(_ rng: inout TestRandom, pointCount: Int = 0) -> RandomHitTestScene {
        func r(_ n: UInt64) -> Int { Int(rng.next() % n) }
        var scene = RandomHitTestScene(overlayOffset: [0, 0], overlayDraws: false, overlayInteractive: false,
                                       overlayPassesThrough: false, views: [], points: [])
        for wi in 0..<2 {
            let offset = [wi * r(20), wi * r(20)]
            var names = ["w\(wi)"]
            if wi == 1 {
                scene.overlayOffset = offset
                scene.overlayDraws = r(2) == 0
                scene.overlayInteractive = r(3) == 0   // mostly a non-interactive overlay window
                scene.overlayPassesThrough = r(2) == 0
            }
            for i in 0..<(wi == 0 ? 30 : 10) {
                let parent = names[r(UInt64(names.count))]
                var v = ViewSpec(name: "v\(wi)_\(i)", parent: parent, frame: [r(80) - 10, r(80) - 10, 5 + r(50), 5 + r(50)])
                v.change = r(16)
                if v.change == 7 { v.scroll = [r(10), r(10)] }
                scene.views.append(v)
                names.append(v.name)
            }
        }
        scene.points = (0..<pointCount).map { _ in [r(480), r(480)] }
        return scene
    }

    /// The points as the tests use them.
    var pointsInPoints: [Point] { points.map { Point(x: Double($0[0]) / 4, y: Double($0[1]) / 4) } }

    /// The scene: the screen and every view, each window followed by its views in order.
    func build() -> (screen: Screen, views: [View]) {
        let screen = Screen()
        var byName: [String: View] = [:]
        var views: [View] = []
        for wi in 0..<2 {
            let offset = wi == 1 ? overlayOffset.map(Double.init) : [0, 0]
            let w = Window(frame: Rect(x: offset[0], y: offset[1], width: 100, height: 100), identifier: "w\(wi)")
            if wi == 1 {
                w.drawsContent = overlayDraws
                w.isUserInteractionEnabled = overlayInteractive
                w.hitTestPolicy = overlayPassesThrough ? .passThrough : .default
            }
            screen.addWindow(w)
            byName[w.identifier!] = w
            views.append(w)
            for spec in self.views where spec.name.hasPrefix("v\(wi)_") {
                let f = spec.frame.map(Double.init)
                let v = View(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), identifier: spec.name)
                switch spec.change {
                case 0: v.isHidden = true
                case 1: v.alpha = 0
                case 2, 3, 15: v.isUserInteractionEnabled = false
                case 4, 5: v.drawsContent = false
                case 6: v.clipsToBounds = true
                case 7: v.bounds.origin = Point(x: Double(spec.scroll[0]), y: Double(spec.scroll[1]))
                case 8: v.transform = AffineTransform(scaleX: 2, y: 2)
                case 9: v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
                case 10: v.hitInsets = EdgeInsets(top: -4, left: -4, bottom: -4, right: -4)
                case 11: v.hitInsets = EdgeInsets(top: 3, left: 2, bottom: 1, right: 0)
                case 12: v.hitTestPolicy = .passThrough
                case 13: v.hitTestPolicy = .subviewsOnly
                case 14: v.alpha = 0.5
                default: break
                }
                (byName[spec.parent] ?? w).addSubview(v)
                byName[spec.name] = v
                views.append(v)
            }
        }
        return (screen, views)
    }

    /// Simpler scenes than this one, most shrunk first: a view left out (its children moved to
    /// its parent), a point left out, the overlay plain, then one view plainer (no change, its
    /// frame toward the origin and 0×0) or one point toward the origin.
    func simpler() -> [RandomHitTestScene] {
        var out: [RandomHitTestScene] = []
        for i in views.indices {
            var s = self
            let removed = s.views.remove(at: i)
            for j in s.views.indices where s.views[j].parent == removed.name { s.views[j].parent = removed.parent }
            out.append(s)
        }
        for i in points.indices where points.count > 1 {
            var s = self
            s.points.remove(at: i)
            out.append(s)
        }
        var plainer = ShrinkCandidates(of: self)
        plainer.add { $0.overlayOffset = [0, 0] }
        plainer.add { $0.overlayDraws = false }
        plainer.add { $0.overlayInteractive = false }
        plainer.add { $0.overlayPassesThrough = false }
        for i in views.indices {
            plainer.add { $0.views[i].change = nil }
            for frame in shrinkEach(views[i].frame, toward: [0, 0, 0, 0]) { plainer.add { $0.views[i].frame = frame } }
        }
        for i in points.indices {
            for p in shrinkEach(points[i], toward: [0, 0]) { plainer.add { $0.points[i] = p } }
        }
        return out + plainer.all
    }
}
