import ViewExposureGeometry
import ViewExposureTree

/// A node of a live view hierarchy — a `UIView`, an `NSView`, a test double — seen as the
/// geometry needs it, so that the library can measure it directly
/// (`ExposureMeasurer/measure(liveView:appState:friendlyObstructions:policy:)`) or copy it
/// into the model with ``LiveHierarchyMirror`` for every other feature.
///
/// The requirements are isolated to the main actor because UIKit and AppKit declare their
/// views `@MainActor` under Swift 6; the mirror and the measuring conveniences are
/// main-actor functions for the same reason. A conformance reads properties only: none of the
/// requirements may change the hierarchy.
///
/// The requirements are granular, one platform property (or a fixed few) each, so that a
/// caller reads only what its rules need, in the order they need it: a hidden view costs one
/// read, a transparent one two. What a view shows — visibility, opacity, geometry, clipping —
/// is read from what ``withLiveShown(_:)`` lends, the layer as it is on screen (for UIKit: the
/// presentation copy while animations run on the layer). The per-view reads a walk makes most
/// — the shown layer and the subviews — are lent to a closure rather than returned, so that
/// a walk over thousands of views takes no reference of its own per view (returned, each was
/// an atomic retain and release: two pairs per view visited on the feed benchmark; lent, one
/// pair per parent whose subtree the walk enters, for its subviews array).
///
/// Invariants a conformance keeps:
/// - the subviews are back to front (the last subview is drawn on top), like
///   `UIView.subviews`;
/// - `liveSuperview` is the parent within the hierarchy the mirror copies — `nil` at the
///   root of a window (a `UIWindow`; the content view of an `NSWindow`) and for a detached
///   view — and a node appears in its superview's subviews;
/// - the member names avoid clashing with UIKit's and AppKit's own (`bounds`, `subviews`, …),
///   since a conformance is an extension of the platform's view class.
///
/// `Node` is the one class every node of the hierarchy is (`UIView` for UIKit), so that a
/// whole hierarchy has one static type.
@MainActor
public protocol LiveViewNode: AnyObject {
    /// The class every node of the hierarchy is (for UIKit, `UIView`).
    associatedtype Node: LiveViewNode where Node.Node == Node
    /// What ``withLiveShown(_:)`` lends (for UIKit, `CALayer`).
    associatedtype Shown: LiveShownLayer

    /// Calls `body` with the node as it is on screen now, to read visibility, opacity, geometry
    /// and clipping from (each of its members one read), and returns what `body` returns.
    /// `body` borrows it: a conformance hands over what it holds (UIKit: the layer, or its
    /// presentation copy) without a reference of its own, and `body` keeps none. The reads are
    /// the conformance's (UIKit: `layer` and `animationKeys()`, and `presentation()` while the
    /// layer animates).
    func withLiveShown<R>(_ body: (Shown) -> R) -> R

    /// What the node paints itself, read from `shown` (its ``withLiveShown(_:)`` value) and
    /// the node; asked only when the content obstruction policy needs it.
    func livePainting(shown: Shown) -> Painting

    /// Calls `body` with the subviews, back to front, and returns what `body` returns.
    /// `body` borrows the array; a caller that needs its nodes after `body` returns keeps a
    /// copy of the array (a leaf's empty array need never be copied). One read.
    func withLiveSubviews<R>(_ body: ([Node]) -> R) -> R

    /// The parent, or `nil` at a window's root and for a detached node.
    var liveSuperview: Node? { get }

    /// Whether the node takes part in hit-testing (`isUserInteractionEnabled`).
    var liveIsUserInteractionEnabled: Bool { get }

    /// Insets from the frame to the alignment rectangle, top and bottom as seen on screen.
    var liveAlignmentRectInsets: EdgeInsets { get }

    /// The roots of the windows that share the screen with this node's window, back to
    /// front, this node's window included; empty when the node is in no window. Asked once
    /// per measurement (of the measured node), never per node of the walk, so a conformance
    /// may sort here (``WindowOrder``).
    var liveWindows: [Node] { get }
}

/// A node as it is on screen (for UIKit a `CALayer`: the view's layer, or its presentation
/// copy while it animates): one read per member.
@MainActor
public protocol LiveShownLayer {
    /// Whether it is hidden, with its subtree.
    var liveIsHidden: Bool { get }
    /// Its opacity as the platform reports it (the copy in the model is a `Float`, as
    /// `CALayer.opacity`).
    var liveAlpha: Double { get }
    /// Where it is: position, bounds, anchor point, transform.
    var liveGeometry: LiveGeometry { get }
    /// Whether it clips its subviews to its bounds.
    var liveClipsToBounds: Bool { get }
}

extension LiveViewNode {
    /// The node as it is on screen (``withLiveShown(_:)``'s value, kept): for callers that
    /// hold it past one read.
    @inlinable public var liveShown: Shown { withLiveShown { $0 } }

    /// The subviews, back to front (``withLiveSubviews(_:)``'s array, kept).
    @inlinable public var liveSubviews: [Node] { withLiveSubviews { $0 } }

    /// Everything the mirror copies, read at once: the shown node's members, the painting, the
    /// interaction switch and the alignment insets.
    @inlinable public var liveState: LiveViewState {
        withLiveShown { shown in
            let g = shown.liveGeometry
            return LiveViewState(center: g.center, bounds: g.bounds, anchorPoint: g.anchorPoint,
                                 transform: g.transform, clipsToBounds: shown.liveClipsToBounds,
                                 isHidden: shown.liveIsHidden, alpha: shown.liveAlpha,
                                 isUserInteractionEnabled: liveIsUserInteractionEnabled,
                                 alignmentRectInsets: liveAlignmentRectInsets, painting: livePainting(shown: shown))
        }
    }
}

/// A state computed whole (AppKit's frame-based mapping, test doubles) serves as the shown
/// layer: its members are plain reads.
extension LiveViewState: LiveShownLayer {
    /// ``isHidden``.
    public var liveIsHidden: Bool { isHidden }
    /// ``alpha``.
    public var liveAlpha: Double { alpha }
    /// ``center``, ``bounds``, ``anchorPoint``, ``transform``.
    public var liveGeometry: LiveGeometry {
        LiveGeometry(center: center, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }
    /// ``clipsToBounds``.
    public var liveClipsToBounds: Bool { clipsToBounds }
}
