/// The work an ``IntersectionObserver`` check has queued: targets to measure and items to
/// evaluate, each at most once (by its `isDirty` flag, so queuing never hashes), in the
/// order they were queued.
struct CheckQueue {
    private(set) var targets: [ObservationTarget] = []
    private(set) var items: [ObservedItem] = []

    /// Whether nothing is queued.
    var isEmpty: Bool { targets.isEmpty && items.isEmpty }

    /// Queues `target` for a measurement (at most once; removed targets are ignored).
    mutating func mark(_ target: ObservationTarget) {
        guard !target.isDirty, !target.isRemoved else { return }
        target.isDirty = true
        targets.append(target)
    }

    /// Queues `item` for an evaluation (at most once; forgotten items are ignored).
    mutating func mark(_ item: ObservedItem) {
        guard !item.isDirty, !item.isRemoved else { return }
        item.isDirty = true
        items.append(item)
    }

    /// The queued targets, leaving none queued (their flags are cleared as they are measured).
    mutating func takeTargets() -> [ObservationTarget] {
        let taken = targets
        targets.removeAll(keepingCapacity: true)
        return taken
    }

    /// The queued items, leaving none queued (their flags are cleared as they are evaluated).
    mutating func takeItems() -> [ObservedItem] {
        let taken = items
        items.removeAll(keepingCapacity: true)
        return taken
    }

    /// Drops every queued record.
    mutating func removeAll() {
        targets = []
        items = []
    }
}
