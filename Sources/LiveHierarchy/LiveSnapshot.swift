import Geometry
import ViewTree
import HitTesting

/// A copy of a whole live hierarchy (windows and every view in them) in the model, made on
/// the main actor, on which every feature of the library can be asked: exposure, hit-testing,
/// alignment, observation.
///
/// The copy is of the moment it is made: later changes to the live views do not reach it.
/// It keeps the copied nodes alive while it exists (so ``node(for:)`` can answer), so keep it
/// for one question, not across frames. The live views' own overrides (`point(inside:)`,
/// `hitTest(_:with:)`) are not copied: hit-testing follows UIKit's default rules.
///
/// Cost: O(nodes) — one ``LiveViewNode/liveState`` and one ``LiveViewNode/liveSubviews`` read
/// and one model view per node; iterative, so any depth is fine. For exposure alone,
/// ``LiveExposureSnapshot`` copies only what can change the answer.
@MainActor
public struct LiveSnapshot<Node: LiveViewNode> where Node.Node == Node {
    /// The screen holding the copies of the windows, in the order given (back to front).
    public let screen: Screen
    private let nodes: [Node]
    private let views: [View]

    /// Copies the windows whose roots are `windows` (back to front, as
    /// ``LiveViewNode/liveWindows`` lists them) with all their views; `friendlyObstructions`
    /// mark the copies of the registered views.
    public init(windows: [Node], appState: AppState = .active,
                friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) {
        var builder = LiveSnapshotBuilder(friendlyObstructions: friendlyObstructions)
        let screen = Screen(appState: appState)
        for root in windows { builder.copyWindow(root, onto: screen) }
        self.screen = screen
        nodes = builder.nodes
        views = builder.views
    }

    /// Copies every window on the screen of `node` (its ``LiveViewNode/liveWindows``).
    public init(screenOf node: Node, appState: AppState = .active,
                friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) {
        self.init(windows: node.liveWindows, appState: appState, friendlyObstructions: friendlyObstructions)
    }

    /// The number of views copied, windows included.
    public var count: Int { views.count }

    /// The copy of `node`, or `nil` when it was not copied (not in the given windows, or
    /// below a view whose geometry was not finite). O(count).
    public func view(for node: Node) -> View? {
        nodes.firstIndex { $0 === node }.map { views[$0] }
    }

    /// The live node `view` is the copy of, or `nil` when `view` is not from this snapshot.
    /// O(count).
    public func node(for view: View) -> Node? {
        views.firstIndex { $0 === view }.map { nodes[$0] }
    }

    /// The live node that receives a touch at `point`, in screen coordinates — UIKit's
    /// hit-testing (``Screen/hitTest(_:)``) on the copy.
    public func hitTest(_ point: Point) -> Node? {
        screen.hitTest(point).flatMap { node(for: $0) }
    }
}
