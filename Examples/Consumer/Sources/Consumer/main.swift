// Builds a small feed, measures the ad's exposure and hit-tests a few points — once on the
// model directly and once through a live hierarchy of the consumer's own class — prints the
// answers and exits with 1 when any differs from what the library must give.
import ViewExposure
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var failures: [String] = []
@MainActor func check(_ what: String, _ got: String, _ expected: String) {
    print("\(what): \(got)")
    if got != expected { failures.append("\(what): expected \(expected), got \(got)") }
}

// The model: a 375×667 window, a clipping feed below a 64-point bar, an ad 250 high whose
// top 168 rows are on screen, and a tab bar over the bottom 49 of those.
let screen = Screen()
let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "window")
screen.addWindow(window)
let feed = View(frame: Rect(x: 0, y: 64, width: 375, height: 603), identifier: "feed")
feed.clipsToBounds = true
window.addSubview(feed)
let ad = View(frame: Rect(x: 0, y: 435, width: 375, height: 250), identifier: "ad")
feed.addSubview(ad)
let tabBar = View(frame: Rect(x: 0, y: 618, width: 375, height: 49), identifier: "tabBar")
window.addSubview(tabBar)

let exposure = ExposureMeasurer().measure(ad)
// Visible: rows 0..<119 of the ad (168 on screen, 49 under the tab bar) → 119/250 = 47.6 %.
check("exposure", exposure.mraidJSON,
      #"{"exposedPercentage": 47.6, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 375.0, "height": 119.0}, "occlusionRectangles": null}"#)
check("hit (10, 600)", screen.hitTest(Point(x: 10, y: 600))?.identifier ?? "nil", "ad")
check("hit (10, 650)", screen.hitTest(Point(x: 10, y: 650))?.identifier ?? "nil", "tabBar")
check("hit (10, 20)", screen.hitTest(Point(x: 10, y: 20))?.identifier ?? "nil", "window")

// The same hierarchy as the consumer's own view class, measured live with one call per frame:
// nothing to keep between calls, nothing copied. The class says where each view is
// (`withLiveShown`) and what it paints (`livePainting`).
@MainActor final class Node: LiveViewNode {
    let name: String
    var state: LiveViewState
    var paints: Painting = .fillsBounds
    private(set) var children: [Node] = []
    private(set) weak var parent: Node?
    var windows: [Node] = []

    init(_ name: String, _ frame: Rect, clips: Bool = false) {
        self.name = name
        state = LiveViewState(center: frame.center, bounds: Rect(origin: .zero, size: frame.size), clipsToBounds: clips)
    }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
    func withLiveShown<R>(_ body: (LiveViewState) -> R) -> R { body(state) }
    func livePainting(shown: LiveViewState) -> Painting { paints }
    func withLiveSubviews<R>(_ body: ([Node]) -> R) -> R { body(children) }
    var liveSuperview: Node? { parent }
    var liveIsUserInteractionEnabled: Bool { true }
    var liveAlignmentRectInsets: EdgeInsets { .zero }
    var liveWindows: [Node] {
        var root = self
        while let p = root.parent { root = p }
        return root.windows
    }
}

do {  // top-level code runs on the main actor, as the live node class requires
    let liveWindow = Node("window", Rect(x: 0, y: 0, width: 375, height: 667))
    liveWindow.windows = [liveWindow]
    let liveFeed = Node("feed", Rect(x: 0, y: 64, width: 375, height: 603), clips: true)
    let liveAd = Node("ad", Rect(x: 0, y: 435, width: 375, height: 250))
    liveWindow.add(liveFeed)
    liveFeed.add(liveAd)
    liveWindow.add(Node("tabBar", Rect(x: 0, y: 618, width: 375, height: 49)))
    // A transparent host over the whole window (a floating-bar container): it paints
    // nothing, so under the live default (the content policy) it hides nothing.
    let host = Node("host", Rect(x: 0, y: 0, width: 375, height: 667))
    host.paints = .nothing
    liveWindow.add(host)
    let measurer = ExposureMeasurer()
    check("live exposure", measurer.measure(liveView: liveAd).mraidJSON, exposure.mraidJSON)
    check("live exposure, every visible view obstructing",
          String(measurer.measure(liveView: liveAd, policy: .everyVisibleView).exposedPercentage), "0.0")
    // Scroll the feed by 100 points: the ad's rows 0..<219 are then clear of the tab bar.
    liveFeed.state.bounds.origin.y = 100
    check("live exposure after scrolling", String(measurer.measure(liveView: liveAd).exposedPercentage), "87.6")
    // Hit-testing asks a mirror (a copy kept in step with the live tree).
    let mirror = LiveHierarchyMirror<Node>()
    mirror.update(screenOf: liveWindow)
    check("live hit (10, 600)", mirror.hitTest(Point(x: 10, y: 600))?.name ?? "nil", "host")
}

if failures.isEmpty {
    print("consumer: all answers as expected")
} else {
    for f in failures { print("FAILED \(f)") }
    exit(1)
}
