import ViewExposureTree

/// The observer's registration table: the observed targets (in registration order and by
/// view) and the data items they show, by key.
///
/// It owns the records' registration flags (`isRemoved`) and nothing else: queuing checks is
/// ``CheckQueue``'s, deadlines are ``WaitingItems``'. O(1) lookups; removing a target is
/// O(targets) (the registration-ordered list).
struct ObserverRegistry {
    /// Observed targets in registration order.
    private(set) var targetList: [ObservationTarget] = []
    private var targetsByView: [ObjectIdentifier: ObservationTarget] = [:]
    /// The items shown by observed targets (or departed and not yet reported), by key.
    private var items: [ObservedItemKey: ObservedItem] = [:]
    /// The registration order the next target gets.
    private var nextOrder = 0

    /// Whether no view is observed.
    var isEmpty: Bool { targetList.isEmpty }

    /// The target observing `view`, if any.
    func target(for view: View) -> ObservationTarget? {
        targetsByView[ObjectIdentifier(view)]
    }

    /// Registers `view` (not yet observed) as the newest target.
    mutating func register(_ view: View, dataKey: String?, data: (any Sendable)?) -> ObservationTarget {
        let target = ObservationTarget(view: view, order: nextOrder, dataKey: dataKey, data: data)
        nextOrder += 1
        targetsByView[ObjectIdentifier(view)] = target
        targetList.append(target)
        return target
    }

    /// Unregisters the target observing `view` and returns it (marked removed), or `nil`.
    mutating func unregister(_ view: View) -> ObservationTarget? {
        guard let target = targetsByView.removeValue(forKey: ObjectIdentifier(view)) else { return nil }
        target.isRemoved = true
        targetList.removeAll { $0 === target }
        return target
    }

    /// The item with `key`, created (with `levels` threshold levels) on first use.
    mutating func item(_ key: ObservedItemKey, levels: Int) -> ObservedItem {
        if let existing = items[key] { return existing }
        let item = ObservedItem(key: key, levels: levels)
        items[key] = item
        return item
    }

    /// Drops `item` and its pending deadlines (queued references to it are skipped).
    mutating func forget(_ item: ObservedItem) {
        item.isRemoved = true
        item.gate.cancelDeadline()
        item.hold.cancel()
        items[item.key] = nil
    }

    /// Unregisters every target and forgets every item.
    mutating func removeAll() {
        for t in targetList {
            t.isRemoved = true
            t.item = nil
        }
        for item in items.values { item.isRemoved = true }
        targetList = []
        targetsByView = [:]
        items = [:]
    }
}
