import ViewExposureGeometry

/// A platform's own view class (`UIView`, `NSView`, the UIKit stand-in) as a ``LiveViewNode``:
/// the members every such class maps alike — its `superview`, its `alignmentRectInsets`
/// converted to `Double` — written once here in terms of the class's own properties, so that a
/// bridge writes only what its platform computes differently.
///
/// The requirements carry the platforms' own names on purpose (``LiveViewNode`` avoids them):
/// a bridge declares the conformance and the platform class already satisfies them. The
/// subviews stay each bridge's own (``LiveViewNode/withLiveSubviews(_:)``): a default written
/// against a `subviews` requirement would receive the array owned — a retain and a release
/// for every view a walk visits — where a bridge's own `body(subviews)` can lend it.
@MainActor
public protocol PlatformViewNode: LiveViewNode {
    /// What `alignmentRectInsets` is (`UIEdgeInsets`, `NSEdgeInsets`).
    associatedtype AlignmentInsets: PlatformEdgeInsets

    /// The parent, or `nil` at a window's root and for a detached view.
    var superview: Node? { get }

    /// Insets from the frame to the alignment rectangle.
    var alignmentRectInsets: AlignmentInsets { get }
}

extension PlatformViewNode {
    /// `superview`.
    @inlinable public var liveSuperview: Node? { superview }

    /// `alignmentRectInsets`, converted to `Double`.
    public var liveAlignmentRectInsets: EdgeInsets { EdgeInsets(converting: alignmentRectInsets) }
}

/// A platform's edge insets (`UIEdgeInsets`, `NSEdgeInsets`: `CGFloat`), read as the four
/// values `EdgeInsets` holds.
public protocol PlatformEdgeInsets {
    /// The platform's floating-point type (`CGFloat`).
    associatedtype Value: BinaryFloatingPoint
    /// Inset of the top edge.
    var top: Value { get }
    /// Inset of the left edge.
    var left: Value { get }
    /// Inset of the bottom edge.
    var bottom: Value { get }
    /// Inset of the right edge.
    var right: Value { get }
}
