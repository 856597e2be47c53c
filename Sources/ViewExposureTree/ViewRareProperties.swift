import ViewExposureGeometry

/// The properties of a ``View`` that few views set (transform, insets, hit-test hooks, friendly
/// obstruction, alignment mapping), kept out of line so that a view stays small: a screen of
/// 100 000 views that set none of them holds one `nil` pointer per view instead of ~200 bytes.
/// Allocated on the first write of a non-default value; one per view, never shared (and, like
/// the view's own stored properties, read without the runtime's exclusivity check).
final class ViewRareProperties {
    @exclusivity(unchecked) var transform: AffineTransform = .identity
    @exclusivity(unchecked) var alignmentRectInsets: EdgeInsets = .zero
    @exclusivity(unchecked) var hitInsets: EdgeInsets = .zero
    @exclusivity(unchecked) var friendlyObstruction: FriendlyObstruction?
    @exclusivity(unchecked) var hitTestHooks: HitTestHooks?
    @exclusivity(unchecked) var alignmentMapping: AlignmentMapping?
}
