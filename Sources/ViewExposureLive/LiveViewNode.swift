import ViewExposureGeometry

/// A node of a live view hierarchy — a `UIView`, an `NSView`, a test double — seen as the
/// geometry needs it, so that ``LiveHierarchyMirror`` can copy the hierarchy into the model
/// (`View` / `Window` / `Screen`) and every feature of the library can answer about it.
///
/// The requirements are isolated to the main actor because UIKit and AppKit declare their
/// views `@MainActor` under Swift 6; the mirror and the measuring conveniences are
/// main-actor functions for the same reason. A conformance reads properties only: none of the
/// requirements may change the hierarchy.
///
/// Invariants a conformance keeps:
/// - `liveSubviews` is back to front (the last subview is drawn on top), like
///   `UIView.subviews`;
/// - `liveSuperview` is the parent within the hierarchy the mirror copies — `nil` at the
///   root of a window (a `UIWindow`; the content view of an `NSWindow`) and for a detached
///   view — and a node appears in its superview's `liveSubviews`;
/// - the member names avoid clashing with UIKit's and AppKit's own (`bounds`, `subviews`, …),
///   since a conformance is an extension of the platform's view class.
///
/// `Node` is the one class every node of the hierarchy is (`UIView` for UIKit), so that a
/// whole hierarchy has one static type.
@MainActor
public protocol LiveViewNode: AnyObject {
    /// The class every node of the hierarchy is (for UIKit, `UIView`).
    associatedtype Node: LiveViewNode where Node.Node == Node

    /// The node's geometry and visibility now, in the model's conventions (see
    /// ``LiveViewState``).
    var liveState: LiveViewState { get }

    /// The subviews, back to front.
    var liveSubviews: [Node] { get }

    /// The parent, or `nil` at a window's root and for a detached node.
    var liveSuperview: Node? { get }

    /// The roots of the windows that share the screen with this node's window, back to
    /// front, this node's window included; empty when the node is in no window. Asked once
    /// per measurement (of the measured node), never per node of the walk, so a conformance
    /// may sort here (``WindowOrder``).
    var liveWindows: [Node] { get }
}
