import ViewExposureGeometry
import ViewExposureTree

/// What ``SmallTargetCheck``'s demotions ask of a view's ancestors, remembered per view and
/// derived from the parent's answer (top down), so that each costs O(1) amortised instead of a
/// walk up the superview chain per control (quadratic on a deep chain):
///
/// - an ancestor that is clickable (resp. long-clickable) and qualifies as ATF's clickable
///   ancestor (pixel bounds at least its dp minimum, no `AbsListView`);
/// - an ancestor that is a `WebView`;
/// - over the scrollable ancestors, the largest top and left and the smallest bottom and right
///   edges in pixels: a view is against some scrollable ancestor's edge exactly when its own
///   edge reaches one of these.
///
/// The answers are those of the per-view walks they replace. Not `Sendable`: one screen.
final class AncestorFacts {
    struct Facts {
        var clickableAncestor = false
        var longClickableAncestor = false
        var webViewAncestor = false
        var scrollable: (top: Int, left: Int, bottom: Int, right: Int)? = nil
    }

    private let index: ScreenIndex
    private let env: CheckEnvironment
    /// Per view, the facts for what lies inside it (``inside(_:)``), `nil` until derived.
    private var facts: [Facts?]

    init(index: ScreenIndex, env: CheckEnvironment) {
        self.index = index
        self.env = env
        facts = Array(repeating: nil, count: index.views.count)
    }

    /// The facts about the ancestors of view number `n` (not counting the view itself): those
    /// its parent holds for its subviews.
    func of(_ n: Int) -> Facts {
        let p = index.parent[n]
        return p >= 0 ? inside(p) : Facts()
    }

    /// The facts for what lies inside view number `p` (about it and its ancestors), derived
    /// from its parent's once per view — siblings share them, each view's attributes are read
    /// once — top down from the nearest view already known (or a window), without recursion.
    private func inside(_ p: Int) -> Facts {
        if let f = facts[p] { return f }
        var path: [Int] = []
        var m = p
        while m >= 0, facts[m] == nil {
            path.append(m)
            m = index.parent[m]
        }
        for k in path.reversed() {
            let q = index.parent[k]
            var f = q >= 0 ? facts[q]! : Facts()
            let a = index.views[k]
            let attrs = env.sourceAttributes(of: a)
            let click = env.flag("clickable", of: a), long = env.flag("long-clickable", of: a)
            if click || long {
                let b = SmallTargetCheck.pixelRect(index.transformToScreen(a).apply(to: a.bounds))
                let need = SmallTargetCheck.required(a, bounds: b, env: env)
                if !SmallTargetCheck.isInstance(attrs, of: SmallTargetCheck.absListViews),
                   b.height >= need.height, b.width >= need.width {
                    if click { f.clickableAncestor = true }
                    if long { f.longClickableAncestor = true }
                }
            }
            if SmallTargetCheck.isInstance(attrs, of: ["android.webkit.WebView"]) { f.webViewAncestor = true }
            if env.flag("scrollable", of: a) || env.flag("scrollable-vertical", of: a) || env.flag("scrollable-horizontal", of: a) {
                let s = SmallTargetCheck.pixelRect(index.transformToScreen(a).apply(to: a.bounds))
                if let e = f.scrollable {
                    f.scrollable = (Swift.max(e.top, s.top), Swift.max(e.left, s.left),
                                    Swift.min(e.bottom, s.bottom), Swift.min(e.right, s.right))
                } else {
                    f.scrollable = (s.top, s.left, s.bottom, s.right)
                }
            }
            facts[k] = f
        }
        return facts[p]!
    }

    /// ``SmallTargetCheck/hasQualifyingClickableAncestor(_:env:)`` for a view whose own flags
    /// are `actions`.
    func hasQualifyingClickableAncestor(_ v: View, actions: SmallTargetCheck.Actions) -> Bool {
        guard let n = index.number(of: v) else { return SmallTargetCheck.hasQualifyingClickableAncestor(v, env: env) }
        let f = of(n)
        return (actions.clickable && f.clickableAncestor) || (actions.longClickable && f.longClickableAncestor)
    }

    /// ``SmallTargetCheck/hasAncestor(_:env:in:)`` for `WebView`.
    func hasWebViewAncestor(_ v: View) -> Bool {
        guard let n = index.number(of: v) else { return SmallTargetCheck.hasAncestor(v, env: env, in: ["android.webkit.WebView"]) }
        return of(n).webViewAncestor
    }

    /// ``SmallTargetCheck/isAgainstScrollableEdge(_:bounds:env:)``.
    func isAgainstScrollableEdge(_ v: View, bounds: TouchTargetSizeRule.PixelRect) -> Bool {
        guard let n = index.number(of: v) else { return SmallTargetCheck.isAgainstScrollableEdge(v, bounds: bounds, env: env) }
        guard let s = of(n).scrollable else { return false }
        return bounds.top <= s.top || bounds.left <= s.left || bounds.bottom >= s.bottom || bounds.right >= s.right
    }
}
