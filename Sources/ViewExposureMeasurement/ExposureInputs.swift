import ViewExposureGeometry
import ViewExposureTree

/// What an exposure measurement hands to the obstruction kernel, in the tested view's bounds
/// coordinates: the clipped rect and the obstruction rects (each already intersected with it),
/// plus what the result needs besides the kernel's answer.
///
/// ``ExposureMeasurer/inputs(for:)`` returns it so that other kernels (the pure-Swift
/// reference, a drawing of the obstructions) can be fed exactly what the C kernel is fed;
/// ``exposure(with:)`` turns any kernel's `ExposureGeometry` into the result.
public struct ExposureInputs: Hashable, Sendable {
    /// The tested view's bounds ∩ every clipping ancestor ∩ the window. Never empty.
    public var clippedRect: Rect
    /// The obstructions, each non-empty and inside `clippedRect`, in z-order (back to front);
    /// they may overlap one another.
    public var obstructions: [Rect]
    /// The friendly obstructions left out, back to front.
    public var friendlyObstructions: [FriendlyObstructionReport]
    /// The area of the tested view's bounds, the denominator of the percentage. Positive.
    public var testedArea: Double

    /// Creates inputs (no validation; ``ExposureMeasurer`` produces consistent ones).
    public init(clippedRect: Rect, obstructions: [Rect], friendlyObstructions: [FriendlyObstructionReport],
                testedArea: Double) {
        self.clippedRect = clippedRect
        self.obstructions = obstructions
        self.friendlyObstructions = friendlyObstructions
        self.testedArea = testedArea
    }

    /// The result for the kernel's answer `geometry` about these inputs:
    /// `exposedPercentage = 100 × visibleArea / testedArea` clamped to `0...100`, the visible
    /// bounds (`.zero` when nothing is visible), the occlusion rects or `nil` when none.
    public func exposure(with geometry: ExposureGeometry) -> Exposure {
        Exposure(testedArea: testedArea, geometry: geometry, friendlyObstructions: friendlyObstructions)
    }
}

extension Exposure {
    /// Assembles a result from a kernel answer (see ``ExposureInputs/exposure(with:)``).
    @inlinable
    package init(testedArea: Double, geometry: ExposureGeometry, friendlyObstructions: [FriendlyObstructionReport]) {
        let visible = geometry.visibleArea > 0
        self.init(exposedPercentage: visible ? Swift.min(100, Swift.max(0, 100 * geometry.visibleArea / testedArea)) : 0,
                  visibleRectangle: visible ? geometry.visibleBounds : .zero,
                  occlusionRectangles: visible && !geometry.occlusionRectangles.isEmpty ? geometry.occlusionRectangles : nil,
                  friendlyObstructions: friendlyObstructions)
    }
}
