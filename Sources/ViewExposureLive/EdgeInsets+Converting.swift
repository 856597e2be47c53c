import ViewExposureGeometry

extension EdgeInsets {
    /// Insets read from a platform's (`UIEdgeInsets`, `NSEdgeInsets`: `CGFloat`), each value
    /// converted to `Double` — the conversion the UIKit and AppKit bridges share. Exact where
    /// the platform's values are `Double` or narrower.
    @inlinable package init(converting insets: some PlatformEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                  right: Double(insets.right))
    }
}
