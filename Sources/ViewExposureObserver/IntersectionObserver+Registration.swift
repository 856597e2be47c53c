import ViewExposureTree

/// Registration: which views are observed, and with which data key.
extension IntersectionObserver {
    /// Starts observing `view`, showing the data item `dataKey` with opaque `data` (handed
    /// back in entries untouched). The first check runs at once (or at the end of the batch).
    /// Observing a view again only updates its data key and data, as
    /// ``setDataKey(_:data:for:)``.
    public func observe(_ view: View, dataKey: String? = nil, data: (any Sendable)? = nil) {
        if registry.target(for: view) != nil {
            setDataKey(dataKey, data: data, for: view)
            return
        }
        attach(registry.register(view, dataKey: dataKey, data: data))
        processIfIdle()
    }

    /// Stops observing `view`: no entry is delivered for it any more. Its data item is
    /// forgotten when no other observed view shows it (no departure entry, as W3C
    /// `unobserve`); otherwise the item is re-evaluated with its remaining views. O(targets).
    public func unobserve(_ view: View) {
        guard let target = registry.unregister(view) else { return }
        if let item = target.item {
            item.carriers.removeAll { $0 === target }
            target.item = nil
            if item.carriers.isEmpty {
                registry.forget(item)
            } else {
                queue.mark(item)
            }
        }
        processIfIdle()
    }

    /// Stops observing every view and forgets every item; pending work is dropped.
    public func disconnect() {
        registry.removeAll()
        queue.removeAll()
        throttle.reset()
        waiting.removeAll()
    }

    /// Tells the observer that `view` (observed) now shows the data item `key` with `data`
    /// (a reused cell). With the same key, only the data is replaced and nothing is checked.
    /// Otherwise the view is checked for its new item (whose first entry is delivered as
    /// for a new target — unless the key's departure is being held, see below), and the old
    /// item is re-evaluated: if no observed view shows it intersecting any more and it was
    /// reported intersecting, its departure is held for ``IntersectionObserverOptions/reuseGrace``
    /// (delivered at once when the grace is zero) and dropped if an intersecting target
    /// shows the key meanwhile. Swapping keys inside ``performBatchUpdates(_:)`` needs no
    /// grace: no item is seen as gone in between.
    public func setDataKey(_ key: String?, data: (any Sendable)?, for view: View) {
        guard let target = registry.target(for: view) else { return }
        guard key != target.dataKey else {
            target.data = data
            return
        }
        detach(target)
        target.dataKey = key
        target.data = data
        attach(target)
        processIfIdle()
    }
}
