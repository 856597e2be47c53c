import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureTestSupport

/// `View+Hierarchy`: UIKit's semantics for building and reshaping the tree, the `window`
/// maintained for moved subtrees, the traversals, the reports to a screen's observers, and the
/// subtree-region caches that exposure relies on being cleared by every change.
@Suite("View tree: hierarchy")
struct ViewHierarchyTests {
    /// Records every report of a screen, as "id:change".
    final class Recorder: TreeObserver {
        var changes: [String] = []
        var appStates: [AppState] = []
        func view(_ view: View, didChange change: ViewChange) {
            changes.append("\(view.identifier ?? "_"):\(change)")
        }
        func screen(_ screen: Screen, didChangeAppStateFrom old: AppState) { appStates.append(old) }
    }

    func ids(_ views: [View]) -> [String] { views.map { $0.identifier ?? "_" } }

    /// A parent `p` with subviews a, b, c (back to front).
    func family() -> (p: View, a: View, b: View, c: View) {
        let p = View(identifier: "p")
        let a = p.addChild(rect(0, 0, 1, 1), "a")
        let b = p.addChild(rect(0, 0, 1, 1), "b")
        let c = p.addChild(rect(0, 0, 1, 1), "c")
        return (p, a, b, c)
    }

    @Test("addSubview appends in front and sets the superview")
    func addSubview() {
        let (p, a, _, c) = family()
        #expect(ids(p.subviews) == ["a", "b", "c"])
        #expect(a.superview === p && c.superview === p)
    }

    @Test("re-adding a subview moves it to the front without duplicating it")
    func reAddMovesToFront() {
        let (p, a, _, _) = family()
        p.addSubview(a)
        #expect(ids(p.subviews) == ["b", "c", "a"])
    }

    @Test("adding a view that has another superview moves it there")
    func addMovesBetweenParents() {
        let (p, a, _, _) = family()
        let q = View(identifier: "q")
        q.addSubview(a)
        #expect(ids(p.subviews) == ["b", "c"])
        #expect(ids(q.subviews) == ["a"])
        #expect(a.superview === q)
    }

    @Test("insertSubview(at:) clamps the index; above and below place next to the sibling")
    func insertions() {
        let (p, a, b, c) = family()
        let x = View(identifier: "x"), y = View(identifier: "y"), z = View(identifier: "z")
        p.insertSubview(x, at: -5)
        #expect(ids(p.subviews) == ["x", "a", "b", "c"])
        p.insertSubview(y, at: 99)
        #expect(ids(p.subviews) == ["x", "a", "b", "c", "y"])
        p.insertSubview(z, aboveSubview: a)
        #expect(ids(p.subviews) == ["x", "a", "z", "b", "c", "y"])
        // Moving an existing subview above / below another one.
        p.insertSubview(c, belowSubview: a)
        #expect(ids(p.subviews) == ["x", "c", "a", "z", "b", "y"])
        p.insertSubview(x, aboveSubview: b)
        #expect(ids(p.subviews) == ["c", "a", "z", "b", "x", "y"])
        // A sibling that is not a subview: above = in front of all, below = behind all.
        let stranger = View(identifier: "s")
        let u = View(identifier: "u"), w = View(identifier: "w")
        p.insertSubview(u, aboveSubview: stranger)
        p.insertSubview(w, belowSubview: stranger)
        #expect(ids(p.subviews) == ["w", "c", "a", "z", "b", "x", "y", "u"])
    }

    @Test("removeFromSuperview detaches the view with its subtree; a root is left alone")
    func remove() {
        let (p, a, b, _) = family()
        let child = b.addChild(rect(0, 0, 1, 1), "child")
        b.removeFromSuperview()
        #expect(ids(p.subviews) == ["a", "c"])
        #expect(b.superview == nil)
        #expect(child.superview === b)
        p.removeFromSuperview()   // no superview: nothing happens
        #expect(ids(p.subviews) == ["a", "c"])
        #expect(a.superview === p)
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder; a non-subview is ignored")
    func reorder() {
        let (p, a, _, c) = family()
        p.bringSubviewToFront(a)
        #expect(ids(p.subviews) == ["b", "c", "a"])
        p.sendSubviewToBack(c)
        #expect(ids(p.subviews) == ["c", "b", "a"])
        let other = View(identifier: "o")
        p.bringSubviewToFront(other)
        p.sendSubviewToBack(other)
        #expect(ids(p.subviews) == ["c", "b", "a"])
        #expect(other.superview == nil)
    }

    @Test("window is set on the whole moved subtree, cleared on removal, and moved with it")
    func windowMaintenance() {
        let screen = Screen()
        let w1 = Window(frame: rect(0, 0, 100, 100), identifier: "w1")
        let w2 = Window(frame: rect(0, 0, 100, 100), identifier: "w2")
        screen.addWindow(w1)
        screen.addWindow(w2)
        // A detached subtree two levels deep has no window.
        let top = View(identifier: "top")
        let mid = top.addChild(rect(0, 0, 1, 1), "mid")
        let leaf = mid.addChild(rect(0, 0, 1, 1), "leaf")
        #expect(leaf.window == nil)
        w1.addSubview(top)
        #expect([top, mid, leaf].allSatisfy { $0.window === w1 })
        w2.addSubview(top)
        #expect([top, mid, leaf].allSatisfy { $0.window === w2 })
        // Moving a part of it: only that part changes window.
        w1.addSubview(mid)
        #expect(top.window === w2)
        #expect(mid.window === w1 && leaf.window === w1)
        mid.removeFromSuperview()
        #expect(mid.window == nil && leaf.window == nil)
        // A view added under a detached view gets no window; a window is its own window.
        let detached = View(identifier: "d")
        detached.addSubview(leaf)
        #expect(leaf.window == nil)
        #expect(w1.window === w1)
    }

    @Test("isDescendant(of:) includes the view itself and follows superviews only")
    func descendant() {
        let (p, a, b, _) = family()
        let child = b.addChild(rect(0, 0, 1, 1), "child")
        #expect(child.isDescendant(of: child))
        #expect(child.isDescendant(of: b))
        #expect(child.isDescendant(of: p))
        #expect(!child.isDescendant(of: a))
        #expect(!p.isDescendant(of: child))
    }

    @Test("pathFromRoot goes root first, self last; ancestors nearest first")
    func paths() {
        let (p, _, b, _) = family()
        let child = b.addChild(rect(0, 0, 1, 1), "child")
        #expect(ids(child.pathFromRoot) == ["p", "b", "child"])
        #expect(ids(Array(child.ancestors)) == ["b", "p"])
        #expect(ids(p.pathFromRoot) == ["p"])
        #expect(Array(p.ancestors).isEmpty)
    }

    @Test("forEachInSubtree visits in pre-order, back to front, and skips refused subtrees")
    func traversal() {
        let (p, a, b, _) = family()
        a.addChild(rect(0, 0, 1, 1), "a1")
        a.addChild(rect(0, 0, 1, 1), "a2")
        b.addChild(rect(0, 0, 1, 1), "b1").addChild(rect(0, 0, 1, 1), "b1x")
        var order: [String] = []
        p.forEachInSubtree { order.append($0.identifier!); return true }
        #expect(order == ["p", "a", "a1", "a2", "b", "b1", "b1x", "c"])
        var pruned: [String] = []
        p.forEachInSubtree { v in
            pruned.append(v.identifier!)
            return v !== a && v.identifier != "b1"
        }
        #expect(pruned == ["p", "a", "b", "b1", "c"])
        #expect(p.firstInSubtree { $0.identifier?.hasPrefix("b1") == true }?.identifier == "b1")
        #expect(p.firstInSubtree { $0.identifier == "nope" } == nil)
    }

    @Test("hierarchy changes are reported to the screen's observers, after the change")
    func notifications() {
        let f = ExposureFixture()
        let recorder = Recorder()
        f.screen.addObserver(recorder)
        let a = View(frame: rect(0, 0, 10, 10), identifier: "a")
        let b = View(frame: rect(0, 0, 10, 10), identifier: "b")
        f.window.addSubview(a)
        f.window.addSubview(b)
        f.window.bringSubviewToFront(a)
        f.window.sendSubviewToBack(b)
        f.window.insertSubview(b, aboveSubview: a)   // a move: removal, then insertion
        a.removeFromSuperview()
        #expect(recorder.changes == ["a:hierarchy", "b:hierarchy", "a:hierarchy", "b:hierarchy",
                                     "b:hierarchy", "b:hierarchy", "a:hierarchy"])
        // Changes in a detached tree are not on the screen: nothing is reported.
        recorder.changes = []
        let x = View(identifier: "x")
        a.addSubview(x)
        a.bringSubviewToFront(x)
        x.removeFromSuperview()
        #expect(recorder.changes.isEmpty)
    }

    @Test("a view moved off a screen is reported to that screen; a removed observer hears nothing")
    func movedOffScreen() {
        let f = ExposureFixture()
        let other = Screen()
        let w2 = Window(frame: rect(0, 0, 50, 50), identifier: "w2")
        other.addWindow(w2)
        let first = Recorder(), second = Recorder()
        f.screen.addObserver(first)
        other.addObserver(second)
        let v = f.window.addChild(rect(0, 0, 5, 5), "v")
        first.changes = []
        w2.addSubview(v)
        // The old screen hears that v left; the new one that it arrived.
        #expect(first.changes == ["v:hierarchy"])
        #expect(second.changes == ["v:hierarchy"])
        other.removeObserver(second)
        v.removeFromSuperview()
        #expect(second.changes == ["v:hierarchy"])
        f.screen.appState = .background
        #expect(first.appStates == [.active])
    }

    /// A 400×400 window with a 100×100 ad at the origin and, in front of it, a non-clipping
    /// 50×50 container far away at (300, 300) holding a view with `frame`. Measures once, so
    /// the subtree regions are cached before the test changes anything: if a change left a
    /// region stale, exposure would skip the container and report the ad fully visible.
    func adAndFarContainer(holding frame: Rect) -> (f: ExposureFixture, ad: View, container: View, held: View) {
        let f = ExposureFixture(width: 400, height: 400)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let container = f.window.addChild(rect(300, 300, 50, 50), "container")
        let held = container.addChild(frame, "held")
        #expect(measureExposure(ad).exposedPercentage == 100)
        return (f, ad, container, held)
    }

    @Test("moving a descendant clears its ancestors' subtree regions: exposure sees it")
    func subtreeRegionFollowsDeepMoves() {
        let (f, ad, container, child) = adAndFarContainer(holding: rect(0, 0, 50, 50))
        let grandchild = child.addChild(rect(10, 10, 20, 20), "grandchild")
        #expect(measureExposure(ad).exposedPercentage == 100)
        #expect(container.subtreeRegion == rect(300, 300, 50, 50))
        // Window (0, 0) is container (−300, −300) is child (−300, −300).
        grandchild.frame = rect(-300, -300, 50, 20)
        #expect(container.subtreeRegion == rect(0, 0, 350, 350))
        #expect(measureExposure(ad).exposedPercentage == 90)
        #expect(measureExposure(ad).occlusionRectangles == [rect(0, 0, 50, 20)])
        withExtendedLifetime(f) {}
    }

    @Test("adding, removing and moving subviews clear the cached regions up the chain")
    func subtreeRegionFollowsMembership() {
        let (f, ad, container, holder) = adAndFarContainer(holding: rect(0, 0, 10, 10))
        // Added under a cached subtree: the new view covers the ad's left half.
        let cover = View(frame: rect(-300, -300, 50, 100), identifier: "cover")
        holder.addSubview(cover)
        #expect(measureExposure(ad).exposedPercentage == 50)
        // Removed again: fully visible, and the region shrinks back.
        cover.removeFromSuperview()
        #expect(measureExposure(ad).exposedPercentage == 100)
        #expect(container.subtreeRegion == rect(300, 300, 50, 50))
        // Moved behind the ad (under a new parent that is behind it): no obstruction.
        f.window.insertSubview(container, belowSubview: ad)
        holder.addSubview(cover)
        #expect(measureExposure(ad).exposedPercentage == 100)
        // Brought back in front: obstructs again.
        f.window.bringSubviewToFront(container)
        #expect(measureExposure(ad).exposedPercentage == 50)
        withExtendedLifetime(f) {}
    }
}
