import ViewExposureTree

/// A live view registered as a friendly obstruction (IAB OM SDK `addFriendlyObstruction`):
/// its copy in a mirror carries `obstruction` and `identifier`, so exposure leaves it and its
/// subtree out and reports it under that identifier.
@MainActor
public struct LiveFriendlyObstruction<Node: LiveViewNode> {
    /// The registered view.
    public let view: Node
    /// Its purpose and reason.
    public let obstruction: FriendlyObstruction
    /// The `id` of its report (`FriendlyObstructionReport`); `nil` reports `null`.
    public let identifier: String?

    /// Registers `view` with `obstruction`, reported as `identifier`.
    public init(_ view: Node, _ obstruction: FriendlyObstruction, identifier: String? = nil) {
        self.view = view
        self.obstruction = obstruction
        self.identifier = identifier
    }
}
