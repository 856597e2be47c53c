/// Batches: changes made inside one are checked once, at the end of the outermost.
extension IntersectionObserver {
    /// Runs `body` (which may change the tree, data keys and targets) and checks everything
    /// it affected once, at the end: changes in between are not seen separately. Batches nest.
    public func performBatchUpdates(_ body: () throws -> Void) rethrows {
        beginBatch()
        defer { endBatch() }
        try body()
    }

    /// Opens a batch (see ``performBatchUpdates(_:)``); every call needs one ``endBatch()``.
    func beginBatch() {
        loop.beginBatch()
    }

    /// Closes a batch; the outermost one checks what the batch affected.
    func endBatch() {
        loop.endBatch()
        processIfIdle()
    }
}
