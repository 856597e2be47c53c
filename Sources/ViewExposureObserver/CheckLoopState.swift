/// Whether an ``IntersectionObserver`` may run its queued checks now: not inside a batch
/// (``IntersectionObserver/performBatchUpdates(_:)``, which nests) and not while a check is
/// already running (a callback that changes the tree queues work the running loop picks up).
struct CheckLoopState {
    /// Open batches.
    private var batchDepth = 0
    /// A check loop is running.
    private var isProcessing = false

    /// Opens a batch.
    mutating func beginBatch() {
        batchDepth += 1
    }

    /// Closes a batch; every ``beginBatch()`` needs one.
    mutating func endBatch() {
        precondition(batchDepth > 0, "endBatch without beginBatch")
        batchDepth -= 1
    }

    /// Starts a check loop when none runs and no batch is open; `false` otherwise.
    mutating func startProcessing() -> Bool {
        guard batchDepth == 0, !isProcessing else { return false }
        isProcessing = true
        return true
    }

    /// Ends the loop ``startProcessing()`` started.
    mutating func finishProcessing() {
        isProcessing = false
    }
}
