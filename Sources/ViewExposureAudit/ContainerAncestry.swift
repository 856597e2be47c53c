import ViewExposureTree

/// Per view of an indexed screen, the containers above it that the checks ask about: the
/// nearest ancestor that scrolls (its content's position is the scroll offset, not the
/// layout: `clipped` and `smallReachableArea` leave what it cuts alone), whether it lies in
/// a status bar (the system's indicators: iOS `smallTarget` does not judge them) or in a
/// navigation bar, toolbar or tab bar (whose items UIKit gives a touch area beyond their
/// frame), and the nearest ancestor that is a control (a link or button: what lies inside it
/// with its label is that control again).
///
/// Computed once, top down over the pre-order numbering (a parent is numbered before its
/// children): O(views), each view's attributes asked once. Not `Sendable`: one screen.
struct ContainerAncestry {
    /// The nearest scrolling ancestor's number, -1 when none.
    private var scroller: [Int32]
    private var statusBar: [Bool]
    private var systemBar: [Bool]
    /// The nearest ancestor that is a link or button, -1 when none.
    private var control: [Int32]
    private let index: ScreenIndex

    /// Android classes that scroll their content (or page it), besides a `scrollable` flag.
    static let scrollingClasses: Set<String> = [
        "android.widget.ScrollView", "android.widget.HorizontalScrollView", "androidx.core.widget.NestedScrollView",
        "androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView", "android.widget.ListView",
        "android.widget.GridView", "android.widget.AbsListView", "androidx.viewpager.widget.ViewPager",
        "androidx.viewpager2.widget.ViewPager2", "android.webkit.WebView",
    ]

    /// iOS types that scroll their content, by the end of their name.
    static let scrollingTypeSuffixes = ["ScrollView", "Table", "CollectionView", "WebView"]

    /// Whether the source says `attrs` describe a view that scrolls its content: iOS scroll
    /// views, tables, collection views and web views; Android a `scrollable` flag (Rico's per
    /// direction) or a scrolling class. `type` is `attrs["type"]` (read once by the caller).
    static func scrolls(_ attrs: SourceAttributes?, type: String?) -> Bool {
        guard let attrs else { return false }
        if attrs.flag("scrollable") || attrs.flag("scrollable-vertical") || attrs.flag("scrollable-horizontal") { return true }
        if let t = type {
            for s in scrollingTypeSuffixes where t.hasSuffix(s) { return true }
        }
        if let c = attrs["class"], scrollingClasses.contains(c) { return true }
        return false
    }

    /// Whether a view of type `type` is a status bar (iOS `StatusBar`; Android's status bar window's
    /// `statusBarBackground` or the system UI's status bar container are not controls here).
    static func isStatusBar(type: String?) -> Bool {
        guard let t = type else { return false }
        return t.hasSuffix("StatusBar")
    }

    /// Whether a view of type `type` is a bar whose items UIKit lays out and gives a touch area beyond
    /// their frame: a navigation bar, toolbar or tab bar (XCUITest and UI Automation types).
    static func isItemBar(type: String?) -> Bool {
        guard let t = type else { return false }
        return t.hasSuffix("NavigationBar") || t.hasSuffix("Toolbar") || t.hasSuffix("TabBar")
    }

    /// Whether a view of type `type` is a control that takes a tap as a whole: a link or a button.
    static func isControl(type: String?) -> Bool {
        guard let t = type else { return false }
        return t.hasSuffix("Link") || t.hasSuffix("Button")
    }

    /// The ancestry of every view of `index`. With `clipsAreScrollers` (iOS dumps, whose
    /// importers clip only scroll containers: a legacy UI Automation `UIATableView` names its
    /// type by its element, not an attribute), a clipping view the source describes scrolls too.
    init(index: ScreenIndex, env: CheckEnvironment, clipsAreScrollers: Bool) {
        self.index = index
        let n = index.views.count
        var scroller = [Int32](repeating: -1, count: n)
        var statusBar = [Bool](repeating: false, count: n)
        var systemBar = [Bool](repeating: false, count: n)
        var control = [Int32](repeating: -1, count: n)
        var isControl = [Bool](repeating: false, count: n)
        var scrolls = [Bool](repeating: false, count: n)
        for k in 0..<n {
            let attrs = env.sourceAttributes(of: index.views[k])
            let type = attrs?["type"]
            // Whether a view scrolls is asked only by what lies inside it: not read for a leaf.
            if index.last[k] > k {
                scrolls[k] = Self.scrolls(attrs, type: type) || (clipsAreScrollers && attrs != nil && index.views[k].clipsToBounds)
            }
            isControl[k] = Self.isControl(type: type)
            let p = index.parent[k]
            if p >= 0 {
                scroller[k] = scrolls[p] ? Int32(p) : scroller[p]
                statusBar[k] = statusBar[p]
                systemBar[k] = systemBar[p]
                control[k] = isControl[p] ? Int32(p) : control[p]
            }
            if Self.isStatusBar(type: type) { statusBar[k] = true }
            if Self.isItemBar(type: type) { systemBar[k] = true }
        }
        self.scroller = scroller
        self.statusBar = statusBar
        self.systemBar = systemBar
        self.control = control
    }

    /// The nearest ancestor of `view` that scrolls, or `nil`. O(1).
    func nearestScroller(of view: View) -> View? {
        guard let k = index.number(of: view), scroller[k] >= 0 else { return nil }
        return index.views[Int(scroller[k])]
    }

    /// Whether `view` is a status bar or inside one. O(1).
    func isInStatusBar(_ view: View) -> Bool {
        guard let k = index.number(of: view) else { return false }
        return statusBar[k]
    }

    /// Whether `view` lies in a navigation bar, toolbar or tab bar (not the bar itself). O(1).
    func isInItemBar(_ view: View) -> Bool {
        guard let k = index.number(of: view), index.parent[k] >= 0 else { return false }
        return systemBar[index.parent[k]]
    }

    /// The nearest ancestor of `view` that is a link or button, or `nil`. O(1).
    func enclosingControl(of view: View) -> View? {
        guard let k = index.number(of: view), control[k] >= 0 else { return nil }
        return index.views[Int(control[k])]
    }
}
