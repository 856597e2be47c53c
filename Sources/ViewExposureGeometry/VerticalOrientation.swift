/// Which way the y axis points in the coordinate space an alignment computation works in.
///
/// UIKit views are y-down (the top edge is `minY`); unflipped AppKit views are y-up (the top
/// edge is `maxY`). In y-up spaces the *top* inset moves the `maxY` edge and the *bottom* inset
/// moves the `minY` edge, and a baseline offset is measured up from `minY`.
public enum VerticalOrientation: String, Sendable, CaseIterable {
    /// y grows downward: top = `minY` (UIKit, the default everywhere in this library).
    case yDown
    /// y grows upward: top = `maxY` (an unflipped AppKit view).
    case yUp
}

extension Rect {
    /// The rect with its edges moved inward by `insets`, where "top" and "bottom" follow
    /// `orientation` (for `.yDown` this is ``inset(by:)``).
    @inlinable public func inset(by insets: EdgeInsets, orientation: VerticalOrientation) -> Rect {
        switch orientation {
        case .yDown: return inset(by: insets)
        case .yUp:
            return inset(by: EdgeInsets(top: insets.bottom, left: insets.left,
                                        bottom: insets.top, right: insets.right))
        }
    }

    /// The rect with its edges moved outward by `insets` (the inverse of
    /// ``inset(by:orientation:)``): each edge is moved back by the same amount.
    @inlinable public func outset(by insets: EdgeInsets, orientation: VerticalOrientation) -> Rect {
        // Undo each edge separately rather than insetting by the negated insets, so that the
        // round trip is exact whenever the intermediate sums are (dyadic values).
        let flipped = orientation == .yUp
        let top = flipped ? insets.bottom : insets.top
        let bottom = flipped ? insets.top : insets.bottom
        let x0 = minX - insets.left, y0 = minY - top
        return Rect(x: x0, y: y0, width: width + insets.left + insets.right,
                    height: height + top + bottom)
    }
}
