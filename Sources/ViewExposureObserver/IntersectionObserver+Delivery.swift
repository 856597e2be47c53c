/// Delivery: the entry an item reports, and the order in which a check's entries reach the
/// callback.
extension IntersectionObserver {
    /// The entry reporting `item` at level `confirmed`, from its best carrier's measurement;
    /// with no carrier, a departure naming the view that showed the item last (zero rects),
    /// after which the item is forgotten. Returns the entry with its delivery order.
    func entry(for item: ObservedItem, best: ObservationTarget?, confirmedLevel confirmed: Int,
               now: Duration) -> (order: Int, entry: IntersectionObserverEntry)? {
        let entry: IntersectionObserverEntry
        let order: Int
        if let best, let m = best.measurement {
            item.representativeOrder = best.order
            entry = IntersectionObserverEntry(
                time: now, target: best.view, dataKey: best.dataKey, data: best.data,
                isIntersecting: confirmed > 0, intersectionRatio: m.ratio,
                boundingClientRect: m.boundingClientRect, intersectionRect: m.intersectionRect,
                rootBounds: m.rootBounds,
                isVisible: m.isVisible.map { $0 && confirmed > 0 }, thresholdIndex: confirmed)
            order = best.order
        } else if let view = item.lastView {
            // Departure: no observed view shows the item any more.
            let dataKey: String?
            if case .data(let s) = item.key { dataKey = s } else { dataKey = nil }
            entry = IntersectionObserverEntry(
                time: now, target: view, dataKey: dataKey, data: item.lastData,
                isIntersecting: false, intersectionRatio: 0, boundingClientRect: .zero,
                intersectionRect: .zero, rootBounds: .zero,
                isVisible: options.occlusionAware ? false : nil, thresholdIndex: 0)
            order = item.lastOrder
        } else {
            registry.forget(item)
            return nil
        }
        if best == nil { registry.forget(item) }
        return (order, entry)
    }

    /// Hands one check's entries to the callback, in registration order; for one view, an
    /// item's departure before the next one's arrival. Nothing is called for no entries.
    func deliver(_ delivered: [(order: Int, entry: IntersectionObserverEntry)]) {
        guard !delivered.isEmpty else { return }
        let sorted = delivered.sorted {
            $0.order != $1.order ? $0.order < $1.order
                : (!$0.entry.isIntersecting && $1.entry.isIntersecting)
        }
        callback(self, sorted.map(\.entry))
    }
}
