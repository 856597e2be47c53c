import ViewExposureTree

/// What one view does to the views drawn behind it that lie outside its subtree: the answer
/// of ``ObstructionClassifier/role(of:effectiveAlpha:ancestorsObstruct:)``, which both
/// ``ExposureMeasurer/measure(_:)`` and ``ExposureMeasurer/measureAll(windows:appState:only:)``
/// ask at every view they walk.
///
/// Where the view obstructs is a separate, geometric question (``ObstructorPlacement``): a
/// role says *whether and how*, the placement says *where*.
///
/// Both walks switch over this enum exhaustively, so a new way to paint is a new case here
/// plus the places the compiler then lists.
@usableFromInline
package enum ObstructionRole {
    /// Hidden: neither the view nor its subtree is drawn, measured or obstructs.
    case hidden
    /// Drawn but obstructing nothing, nor its subtree: its effective alpha is below
    /// `View.transparencyThreshold`, or an ancestor's subtree cannot obstruct.
    case inert
    /// The options' `ignoring` predicate matches it: it and its subtree obstruct only the
    /// views inside that subtree.
    case ignored
    /// A friendly obstruction (`View.friendlyObstruction` is set): left out with its subtree
    /// for the views outside it (which report it with the rect it would have covered); its
    /// subtree still obstructs inside. (No payload: a trivial enum costs nothing to copy in
    /// the per-view loop; the friendly branch reads the marker.)
    case friendly
    /// It paints nothing that counts under the content policy, so it obstructs nothing by
    /// itself; its subviews still can.
    case paintsNothing
    /// It paints only a border ring of `width` inside its bounds (``Painting/border(width:)``
    /// under the content policy): it obstructs with the ring's four strips
    /// (``ObstructorPlacement/forEachCoveredRect(of:bounds:toTarget:limit:_:)``), not its frame; its
    /// subviews can obstruct too.
    case paintsBorder(width: Double)
    /// It obstructs with its whole bounds; its subviews can obstruct too.
    case fills
}
