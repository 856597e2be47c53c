import ViewExposureGeometry

/// Mapping between a view's coordinates and the screen's (the space windows' frames are in),
/// which relates views in different windows.
extension View {
    /// The transform from this view's bounds coordinates to screen coordinates: up to the root,
    /// then through the root's own placement (a window's frame is on the screen). O(depth).
    public var transformToScreen: AffineTransform {
        let r = root
        return transform(toAncestor: r).concatenating(r.transformToSuperview)
    }

    /// The transform from this view's coordinates into `other`'s through the screen, for views
    /// in the same or different windows; `nil` when `other`'s transform chain is singular.
    public func transformViaScreen(to other: View) -> AffineTransform? {
        guard let back = other.transformToScreen.inverted else { return nil }
        return transformToScreen.concatenating(back)
    }
}
