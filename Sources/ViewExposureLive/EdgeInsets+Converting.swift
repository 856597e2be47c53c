import ViewExposureGeometry

extension EdgeInsets {
    /// Insets read from a platform's (`UIEdgeInsets`, `NSEdgeInsets`: `CGFloat`), each value
    /// converted to `Double` — the conversion the UIKit and AppKit bridges share. Exact where
    /// `F` is `Double` or narrower.
    @inlinable package init<F: BinaryFloatingPoint>(converting top: F, _ left: F, _ bottom: F, _ right: F) {
        self.init(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
