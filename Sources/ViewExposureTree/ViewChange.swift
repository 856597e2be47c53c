import ViewExposureGeometry

/// What changed about a view, as the tree reports it to observers of its ``Screen``.
public enum ViewChange: Sendable, Hashable {
    /// Center, bounds size, transform or clipping changed: the view's subtree moved.
    case geometry
    /// Only the bounds origin (scroll offset) changed: the view's subviews moved.
    case scrollOffset
    /// `isHidden`, `alpha` or `drawsContent` changed.
    case visibility
    /// The view was added, removed or reordered among its siblings, or its window changed.
    case hierarchy
}

/// Receives the changes of the views shown on a ``Screen``.
///
/// Observers are held weakly. Callbacks run synchronously inside the mutating call, after the
/// new value is stored; an observer must not mutate the tree from inside the callback.
public protocol TreeObserver: AnyObject {
    /// `view` (and so possibly its subtree) changed.
    func view(_ view: View, didChange change: ViewChange)
    /// The screen's application state changed.
    func screen(_ screen: Screen, didChangeAppStateFrom old: AppState)
}
