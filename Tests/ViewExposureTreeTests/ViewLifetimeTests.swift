import Testing
import ViewExposureGeometry
import ViewExposureTree

/// `superview` and `window` do not retain (they are not weak references either, so parents
/// and windows have no reference-count side tables): a parent or window being freed must
/// clear them in every view that outlives it, as weak references would read.
@Suite("View lifetimes: superview and window outlived")
struct ViewLifetimeTests {
    /// A chain of `depth` views below `root`, each with `frame` in its parent; the deepest.
    private static func chain(under root: View, depth: Int, frame: Rect) -> View {
        var parent = root
        for _ in 0..<depth {
            let v = View(frame: frame)
            parent.addSubview(v)
            parent = v
        }
        return parent
    }

    /// A detached parent freed while its subview is held elsewhere.
    @Test func subviewOutlivesItsParent() {
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), identifier: "child")
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.pathFromRoot.count == 1)
    }

    /// A window freed while a view deep in it (with its own subtree) is held elsewhere: the
    /// held view and its subtree read no window, and the held view no superview; its own
    /// subviews keep it as their superview.
    @Test func viewsOutliveTheirWindow() {
        let held: View
        let leaf: View
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let parent = Self.chain(under: window, depth: 50, frame: Rect(x: 1, y: 1, width: 300, height: 400))
            held = parent.superview!
            leaf = parent
            #expect(held.window === window)
            #expect(leaf.window === window)
        }
        #expect(held.superview == nil)
        #expect(held.window == nil)
        #expect(leaf.superview === held)
        #expect(leaf.window == nil)
        // The tree that is left still works: a conversion needs the chain up to the root.
        #expect(leaf.transformToScreen == AffineTransform(translationX: 1, y: 1).concatenating(AffineTransform(translationX: 1, y: 1)))
    }

    /// A screen freed while its windows are held elsewhere: they read no screen (as a weak
    /// reference would), and a window removed from a live screen reads none either.
    @Test func windowsOutliveTheirScreen() {
        let kept = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let removed = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        kept.addSubview(child)
        do {
            let screen = Screen()
            screen.addWindow(kept)
            screen.addWindow(removed)
            #expect(kept.screen === screen && removed.screen === screen)
            screen.removeWindow(removed)
            #expect(removed.screen == nil)
            #expect(kept.screen === screen)
        }
        #expect(kept.screen == nil)
        // A change reported by a view of the window reaches no freed screen.
        child.isHidden = true
        #expect(child.window === kept)
    }

    /// A window freed with a long chain below it and nothing else held: the teardown is
    /// iterative (no deep recursion) and touches nothing freed.
    @Test func deepTreeTornDown() {
        var leaf: View?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            leaf = Self.chain(under: window, depth: 20_000, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(leaf?.superview == nil)
        #expect(leaf?.window == nil)
        leaf = nil
    }
}
