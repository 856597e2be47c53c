/// Items: entries are reported per data item (or per view observed without a key), so each
/// target is attached to the item it shows and detached when it shows another.
extension IntersectionObserver {
    /// Adds `target` to the carriers of its item (created on first use), in registration
    /// order, and queues both for a check.
    func attach(_ target: ObservationTarget) {
        let item = registry.item(target.itemKey, levels: options.thresholds.values.count)
        let index = item.carriers.firstIndex { $0.order > target.order } ?? item.carriers.endIndex
        item.carriers.insert(target, at: index)
        target.item = item
        queue.mark(target)
        queue.mark(item)
    }

    /// Removes `target` from its item's carriers, remembering it as the item's last view (for
    /// a departure entry) and marking the loss, which the reuse grace may hold.
    func detach(_ target: ObservationTarget) {
        guard let item = target.item else { return }
        item.carriers.removeAll { $0 === target }
        item.lastView = target.view
        item.lastData = target.data
        item.lastOrder = target.order
        if item.representativeOrder == target.order { item.representativeOrder = nil }
        target.item = nil
        item.hold.noteLostCarrier()
        queue.mark(item)
    }
}
