import ViewExposure

extension LiveHierarchyMirror {
    /// A new mirror brought to every window on `node`'s screen (test shorthand).
    static func ofScreen(_ node: Node,
                         friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) -> LiveHierarchyMirror {
        let mirror = LiveHierarchyMirror()
        mirror.update(screenOf: node, friendlyObstructions: friendlyObstructions)
        return mirror
    }
}
