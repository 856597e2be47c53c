import ViewTree

/// A live view registered as a friendly obstruction (IAB OM SDK `addFriendlyObstruction`):
/// its copy in a snapshot carries `obstruction`, so exposure leaves it and its subtree out
/// and reports it.
@MainActor
public struct LiveFriendlyObstruction<Node: LiveViewNode> {
    /// The registered view.
    public let view: Node
    /// Its purpose and reason.
    public let obstruction: FriendlyObstruction

    /// Registers `view` with `obstruction`.
    public init(_ view: Node, _ obstruction: FriendlyObstruction) {
        self.view = view
        self.obstruction = obstruction
    }
}
