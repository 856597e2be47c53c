import Foundation
import ViewExposureTestSupport
import ViewExposureUIKitStandIn
import ViewExposure

/// One random hierarchy built twice from the same draws: as UIKit-style stand-ins (through
/// their UIKit API: `frame`, `contentOffset`, `windowScene`, `makeKeyAndVisible`) and as the
/// model (through `View`'s API), independently — the mirror is not used to build either.
/// `standIns[i]` and `models[i]` are the same view; windows come first, in scene order.
@MainActor
struct RandomLiveTree {
    let scene: UIWindowSceneStandIn
    let screen: Screen
    let standIns: [UIViewStandIn]
    let models: [View]
    let friendlyStandIns: [LiveFriendlyObstruction<UIViewStandIn>]

    /// `nesting`: the percent chance that a view goes under the view made just before it —
    /// long chains, nested deeper than the live walk recurses (0: shallow trees only, the
    /// draws of the other trees unchanged).
    init(_ rng: inout TestRandom, views: Int, nesting: Int = 0) {
        scene = UIWindowSceneStandIn()
        screen = Screen()
        var standIns: [UIViewStandIn] = []
        var models: [View] = []
        var friendly: [LiveFriendlyObstruction<UIViewStandIn>] = []

        // Windows: random levels (ties included), some never made visible.
        var windowLevels: [Double] = []
        for _ in 0..<rng.int(1, 3) {
            let frame = (Double(rng.int(-20, 80)), Double(rng.int(-20, 80)), Double(rng.int(100, 300)), Double(rng.int(100, 300)))
            let level = rng.pick([0.0, 0.0, 1000, 2000])
            let visible = rng.chance(85)
            let w = UIWindowStandIn(frame: CGRect(x: frame.0, y: frame.1, width: frame.2, height: frame.3))
            w.windowLevel = UIWindowStandIn.Level(rawValue: CGFloat(level))
            w.windowScene = scene
            if visible { w.makeKeyAndVisible() }
            let m = Window(frame: Rect(x: frame.0, y: frame.1, width: frame.2, height: frame.3))
            m.isHidden = !visible
            // Most windows paint a background; an overlay window is transparent.
            if rng.chance(70) {
                w.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            } else {
                m.painting = .nothing
            }
            standIns.append(w)
            models.append(m)
            windowLevels.append(level)
        }
        // The model's window order, written out: ascending level, the key window (the last
        // one made visible) in front of its level, scene order among other equals.
        let key = standIns.lastIndex { !$0.isHidden }
        let order = windowLevels.indices.sorted {
            if windowLevels[$0] != windowLevels[$1] { return windowLevels[$0] < windowLevels[$1] }
            if ($0 == key) != ($1 == key) { return $1 == key }
            return $0 < $1
        }
        for i in order { screen.addWindow(models[i] as! Window) }

        for _ in 0..<views {
            // Shallow trees with views sized against their parent, so views overlap often.
            let parent = nesting > 0 && rng.chance(nesting) ? standIns.count - 1
                : rng.chance(30) ? rng.int(0, windowLevels.count - 1) : rng.int(0, standIns.count - 1)
            let pw = max(Int(models[parent].bounds.width), 40), ph = max(Int(models[parent].bounds.height), 40)
            let x = Double(rng.int(-20, pw)), y = Double(rng.int(-20, ph))
            let w = Double(rng.int(0, pw)), h = Double(rng.int(0, ph))
            let isScroll = rng.chance(15)
            let s: UIViewStandIn = isScroll
                ? UIScrollViewStandIn(frame: CGRect(x: x, y: y, width: w, height: h))
                : UIViewStandIn(frame: CGRect(x: x, y: y, width: w, height: h))
            let m = View(frame: Rect(x: x, y: y, width: w, height: h))
            if isScroll {
                let offset = (Double(rng.int(-30, 60)), Double(rng.int(-30, 200)))
                (s as! UIScrollViewStandIn).contentOffset = CGPoint(x: offset.0, y: offset.1)
                m.bounds.origin = Point(x: offset.0, y: offset.1)
                m.clipsToBounds = true
                if rng.chance(20) {
                    s.clipsToBounds = false
                    m.clipsToBounds = false
                }
            } else if rng.chance(25) {
                s.clipsToBounds = true
                m.clipsToBounds = true
            }
            if rng.chance(3) {
                let angle = Double(rng.int(1, 6)) / 10
                s.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
                m.transform = AffineTransform(rotationAngle: angle)
            } else if rng.chance(10) {
                let k = rng.pick([2.0, 0.5])
                s.transform = CGAffineTransform(scaleX: CGFloat(k), y: CGFloat(k))
                m.transform = AffineTransform(scaleX: k, y: k)
            }
            if rng.chance(6) {
                s.isHidden = true
                m.isHidden = true
            }
            let alpha = rng.chance(85) ? 1 : rng.pick([0.5, 0.005, 0.01, 0.011])
            s.alpha = CGFloat(alpha)
            m.alpha = Float(alpha)
            if rng.chance(10) {
                s.isUserInteractionEnabled = false
                m.isUserInteractionEnabled = false
            }
            if rng.chance(10) {
                let i = (Double(rng.int(-4, 8)), Double(rng.int(-4, 8)), Double(rng.int(-4, 8)), Double(rng.int(-4, 8)))
                s.alignmentRectInsets = UIEdgeInsetsStandIn(top: i.0, left: i.1, bottom: i.2, right: i.3)
                m.alignmentRectInsets = EdgeInsets(top: i.0, left: i.1, bottom: i.2, right: i.3)
            }
            // What the view paints: mostly an opaque background; else a transparent one, a
            // visible border only, a border in a clear colour, or nothing at all.
            switch rng.int(0, 9) {
            case 0:
                s.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
                m.painting = .nothing
            case 1:
                let width = Double(rng.int(1, 8))
                s.layer.borderWidth = CGFloat(width)
                m.painting = .border(width: width)
            case 2:
                s.layer.borderWidth = 3
                s.layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0)
                m.painting = .nothing
            case 3:
                m.painting = .nothing
            default:
                s.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            }
            if rng.chance(5), let f = try? FriendlyObstruction(purpose: .other, reason: "r\(standIns.count)") {
                friendly.append(LiveFriendlyObstruction(s, f))
                m.friendlyObstruction = f
            }
            standIns[parent].addSubview(s)
            models[parent].addSubview(m)
            standIns.append(s)
            models.append(m)
        }
        self.standIns = standIns
        self.models = models
        friendlyStandIns = friendly
    }
}
