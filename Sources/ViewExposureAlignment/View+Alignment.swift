import ViewExposureGeometry
import ViewExposureTree

/// Alignment rectangles (docs/semantics.md §5): the part of a view that layout aligns, without
/// ornaments such as shadows and badges.
///
/// Rounding: insetting and outsetting add and subtract the same inset values, so the two
/// directions are exact inverses whenever the intermediate sums are representable — for
/// example on dyadic values (integers, halves, quarters …) of moderate size. For arbitrary
/// doubles each component of a round trip may differ by a few ulps of the largest magnitude
/// involved; compare with a tolerance there.
extension View {
    /// The alignment rect of `frame`: `frame` inset by `alignmentRectInsets` (top and bottom
    /// follow `orientation`), or the custom `alignmentMapping` when the view has one. O(1).
    public func alignmentRect(forFrame frame: Rect, orientation: VerticalOrientation = .yDown) -> Rect {
        if let m = alignmentMapping { return m.alignmentRectForFrame(frame, orientation) }
        return frame.inset(by: alignmentRectInsets, orientation: orientation)
    }

    /// The frame whose alignment rect is `alignmentRect`: the inverse of
    /// ``alignmentRect(forFrame:orientation:)``. O(1).
    public func frame(forAlignmentRect alignmentRect: Rect, orientation: VerticalOrientation = .yDown) -> Rect {
        if let m = alignmentMapping { return m.frameForAlignmentRect(alignmentRect, orientation) }
        return alignmentRect.outset(by: alignmentRectInsets, orientation: orientation)
    }

    /// The view's current alignment rect, in its superview's coordinates (from `frame`).
    public var alignmentRect: Rect { alignmentRect(forFrame: frame) }

    /// The mapping this view uses: its custom one, or the insets mapping.
    public var effectiveAlignmentMapping: AlignmentMapping {
        alignmentMapping ?? .insets(alignmentRectInsets)
    }

    /// The intrinsic content size in alignment-rect space (what Auto Layout works with): the
    /// size of the alignment rect of a frame of the content's natural size at the origin.
    /// A 200×200 image with a 20-point shadow (insets 0, 0, 20, 20) has 180×180.
    public func intrinsicAlignmentSize(forContentSize size: Size) -> Size {
        alignmentRect(forFrame: Rect(origin: .zero, size: size)).size
    }

    /// The distance from the bottom of the alignment rect of `frame` up to a text baseline at
    /// `baseline` (a y coordinate in the same space as `frame`): in y-down space
    /// `alignmentRect.maxY − baseline`, in y-up space `baseline − alignmentRect.minY`.
    /// Positive when the baseline is above the alignment rect's bottom.
    public func baselineOffsetFromBottom(baseline: Double, frame: Rect,
                                         orientation: VerticalOrientation = .yDown) -> Double {
        let a = alignmentRect(forFrame: frame, orientation: orientation)
        switch orientation {
        case .yDown: return a.maxY - baseline
        case .yUp: return baseline - a.minY
        }
    }

    /// The y coordinate of the baseline that lies `offset` above the bottom of the alignment
    /// rect of `frame` (the inverse of ``baselineOffsetFromBottom(baseline:frame:orientation:)``).
    public func baseline(offsetFromBottom offset: Double, frame: Rect,
                         orientation: VerticalOrientation = .yDown) -> Double {
        let a = alignmentRect(forFrame: frame, orientation: orientation)
        switch orientation {
        case .yDown: return a.maxY - offset
        case .yUp: return a.minY + offset
        }
    }

    /// Moves the view so that the center of its alignment rect is the center of its
    /// superview's bounds (what an Auto Layout "center in container" constraint does). Only
    /// `center` changes, by the offset between the two centers, so transforms and sizes are
    /// kept. Returns `false` (and does nothing) when the view has no superview.
    @discardableResult
    public func centerInSuperviewByAlignmentRect() -> Bool {
        guard let parent = superview else { return false }
        let a = alignmentRect
        let target = parent.bounds.center
        center = Point(x: center.x + (target.x - a.midX), y: center.y + (target.y - a.midY))
        return true
    }
}
