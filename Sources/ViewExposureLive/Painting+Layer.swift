import ViewExposureTree

extension Painting {
    /// What a Core Animation layer paints of its own — the rule the UIKit and AppKit bridges
    /// share, after their view-class rules: its bounds when its background colour has alpha > 0
    /// or it has contents; the ring of its border when the width is > 0 and the border colour's
    /// alpha > 0; otherwise nothing. Each argument is evaluated only when the rule comes to it
    /// (on a device each is a message to the layer), in that order. O(1).
    @inlinable package static func ofLayer(
        backgroundAlpha: @autoclosure () -> Double?, hasContents: @autoclosure () -> Bool,
        borderWidth: @autoclosure () -> Double, borderAlpha: @autoclosure () -> Double?
    ) -> Painting {
        if let alpha = backgroundAlpha(), alpha > 0 { return .fillsBounds }
        if hasContents() { return .fillsBounds }
        let width = borderWidth()
        if width > 0, let alpha = borderAlpha(), alpha > 0 { return .border(width: width) }
        return .nothing
    }
}
