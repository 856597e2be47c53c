import ViewExposureGeometry

/// The properties of a ``View`` that few views set (transform, insets, hit-test hooks, friendly
/// obstruction, alignment mapping), kept out of line so that a view stays small: a screen of
/// 100 000 views that set none of them holds one `nil` pointer per view instead of ~200 bytes.
/// Allocated on the first write of a non-default value; one per view, never shared.
final class ViewRareProperties {
    var transform: AffineTransform = .identity
    var alignmentRectInsets: EdgeInsets = .zero
    var hitInsets: EdgeInsets = .zero
    var friendlyObstruction: FriendlyObstruction?
    var hitTestHooks: HitTestHooks?
    var alignmentMapping: AlignmentMapping?
}
