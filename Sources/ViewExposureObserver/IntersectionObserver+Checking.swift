/// The check: measure the queued targets, evaluate the queued items, deliver what changed.
extension IntersectionObserver {
    /// Runs the queued checks unless a batch is open or a check is already running (a
    /// callback that changes the tree queues work that this loop picks up after it returns).
    func processIfIdle() {
        guard loop.startProcessing() else { return }
        defer { loop.finishProcessing() }
        while !queue.isEmpty {
            let now = clock.now
            measureDirtyTargets()
            let evaluating = queue.takeItems()
            var delivered: [(order: Int, entry: IntersectionObserverEntry)] = []
            for item in evaluating {
                item.isDirty = false
                guard !item.isRemoved else { continue }
                if let e = evaluate(item, now: now) { delivered.append(e) }
            }
            deliver(delivered)
        }
    }

    /// Measures every queued target; an item whose view changed level is queued in turn.
    private func measureDirtyTargets() {
        let measuring = queue.takeTargets()
        // Nothing changes the tree while measuring, so superviews' chains can be shared, and
        // the occlusion of every target comes from one whole-screen pass.
        var chain: AncestorChain?
        occlusion?.prepare(on: geometry.screen)
        defer { occlusion?.finish() }
        for t in measuring {
            t.isDirty = false
            guard !t.isRemoved else { continue }
            let previous = t.measurement?.level
            let m = geometry.measure(t.view, occlusion: occlusion, cache: &chain)
            t.measurement = m
            // An item's raw level is the best of its views' levels: it can only change
            // when one of them does (attaching, detaching and deadlines mark it anyway).
            if previous != m.level, let item = t.item { queue.mark(item) }
        }
    }

    /// Re-evaluates one item at `now`: its raw level (its best view), the reuse grace, the
    /// duration gate, and whether an entry is due. Returns the entry with its delivery order.
    private func evaluate(_ item: ObservedItem, now: Duration) -> (order: Int, entry: IntersectionObserverEntry)? {
        let lostCarrier = item.hold.takeLostCarrier()
        let best = bestCarrier(of: item)
        // No observed view shows an item that was never reported intersecting: forget it.
        if best == nil && (item.deliveredLevel ?? 0) == 0 {
            registry.forget(item)
            return nil
        }
        let raw = best?.measurement?.level ?? 0
        if holdsDeparture(of: item, rawLevel: raw, lostCarrier: lostCarrier, now: now) { return nil }
        let confirmed = gatedLevel(of: item, rawLevel: raw, now: now)
        // The first entry waits while a rise is pending (its initial state is not settled).
        let due = item.deliveredLevel.map { $0 != confirmed } ?? (confirmed == raw)
        guard due else { return nil }
        item.deliveredLevel = confirmed
        return entry(for: item, best: best, confirmedLevel: confirmed, now: now)
    }

    /// The measured carrier with the highest level; among equals, the one the last entry
    /// reported (so equal cells do not take turns), else the first registered.
    private func bestCarrier(of item: ObservedItem) -> ObservationTarget? {
        var best: ObservationTarget?
        var bestLevel = -1
        for t in item.carriers {
            guard let m = t.measurement else { continue }
            if m.level > bestLevel || (m.level == bestLevel && t.order == item.representativeOrder) {
                best = t
                bestLevel = m.level
            }
        }
        return best
    }
}
