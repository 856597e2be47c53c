import Geometry
import ViewTree

/// A copy of the part of a live hierarchy that can change one view's exposure (spec §3), made
/// on the main actor — what ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:)``
/// measures.
///
/// Copied: the path from the window's root down to the target (the target without its
/// subviews, which never obstruct it), at every level of that path the siblings in front of
/// the path's child with their whole subtrees, and the windows in front of the target's
/// window with theirs. Left out: earlier siblings and their subtrees, and windows behind —
/// nothing there can obstruct. So measuring ``target`` gives the exposure the whole hierarchy
/// would give, for fewer copies; other questions (hit-testing, observation) need a
/// ``LiveSnapshot``.
///
/// When the target's window root is not among its ``LiveViewNode/liveWindows`` but that list
/// is not empty, the window is taken as the front-most one; when the list is empty the target
/// is in no window and ``target`` is `nil` (zero exposure). Cost: O(depth + siblings on the
/// path + nodes in front), iterative.
@MainActor
public struct LiveExposureSnapshot<Node: LiveViewNode> where Node.Node == Node {
    /// The screen holding the copied windows: the target's, then those in front of it.
    public let screen: Screen
    /// The copy of the target, or `nil` when the target is in no window, is not among its
    /// superview's subviews, or lies below a view whose geometry is not finite: its exposure
    /// is zero.
    public let target: View?
    /// The number of views copied, windows included.
    public let count: Int

    /// Copies what can change the exposure of `target`; `friendlyObstructions` mark the
    /// copies of the registered views.
    public init(exposureOf target: Node, appState: AppState = .active,
                friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) {
        let screen = Screen(appState: appState)
        var builder = LiveSnapshotBuilder(friendlyObstructions: friendlyObstructions)
        self.target = Self.copy(exposureOf: target, onto: screen, with: &builder)
        self.screen = screen
        count = builder.views.count
    }

    /// Copies the path, the siblings in front along it and the windows in front; returns the
    /// target's copy (see ``target``).
    private static func copy(exposureOf target: Node, onto screen: Screen,
                             with builder: inout LiveSnapshotBuilder<Node>) -> View? {
        var path = [target]
        while let up = path[path.count - 1].liveSuperview { path.append(up) }
        path.reverse()
        let root = path[0]
        var windows = target.liveWindows
        guard !windows.isEmpty else { return nil }
        if !windows.contains(where: { $0 === root }) { windows.append(root) }
        // Present: `root` was appended above when missing.
        let rootIndex = windows.firstIndex { $0 === root }!

        let (window, rootCopiesSubviews) = builder.copy(root, asWindow: true)
        // `copy` made a `Window` because `asWindow` is true.
        screen.addWindow(window as! Window)
        var reached: View? = rootCopiesSubviews ? window : nil
        var k = 1
        while k < path.count, let parentCopy = reached {
            let siblings = path[k - 1].liveSubviews
            guard let i = siblings.firstIndex(where: { $0 === path[k] }) else {
                reached = nil
                break
            }
            let (copy, copiesSubviews) = builder.copy(path[k], asWindow: false)
            parentCopy.addSubview(copy)
            builder.copySubtrees(siblings[(i + 1)...], under: parentCopy)
            reached = copiesSubviews ? copy : nil
            k += 1
        }
        for front in windows[(rootIndex + 1)...] { builder.copyWindow(front, onto: screen) }
        return reached
    }
}
