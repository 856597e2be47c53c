/// Observes how views intersect a root (a view, or their window) and reports each change of
/// threshold index or `isIntersecting` as an ``IntersectionObserverEntry`` — the W3C
/// Intersection Observer on the headless view tree, with the iOS observer's throttle,
/// minimum visible duration, scope, data keys for reused cells, and an occlusion-aware mode.
///
/// **Triggers.** There is no KVO on Linux: the observer subscribes to its ``Screen`` (a
/// ``TreeObserver``) and re-checks only the targets a change can affect:
/// - geometry, visibility or hierarchy change of a view V: targets that are V or inside V's
///   subtree (V is then on their clipping chain), and every target when V is the root or one
///   of its ancestors;
/// - scroll offset change of V: the targets strictly below V, through the throttle
///   (``IntersectionObserverOptions/throttle``);
/// - app state change: every target; a data key change: that target;
/// - occlusion-aware mode: any change re-checks every target (a view in front of a target
///   can be anywhere in the tree).
/// Checks run synchronously inside the mutating call, or at the end of
/// ``performBatchUpdates(_:)``. The first check of a target always delivers an entry.
///
/// **Time.** Throttled trailing checks and minimum-duration confirmations are due at clock
/// times; the observer asks its ``ObservationClock`` to wake it and runs them in ``tick()``.
/// Entries carry the clock's time at delivery (see ``IntersectionObserverEntry/time``).
///
/// **Data items** (reused cells, spec §6): entries are reported per data key, not per view.
/// A key is reported once as it becomes visible and once as it stops being visible on every
/// observed view; moving a key from one on-screen cell to another (inside one batch when the
/// cells swap keys) delivers nothing. A view observed without a key is its own item.
///
/// **Ownership.** The observer keeps its targets (strongly) until ``unobserve(_:)`` or
/// ``disconnect()``; the screen and clock hold the observer weakly. Not `Sendable`: it
/// belongs to the tree's thread, and the callback runs on it. The callback may change the
/// tree; the resulting checks run after it returns.
///
/// Complexity: a check is O(depth) per affected target (occlusion-aware: plus an exposure
/// measurement); finding affected targets is O(targets × depth) per change.
public final class IntersectionObserver {
    /// The configuration.
    public let options: IntersectionObserverOptions
    /// The screen whose changes trigger checks; targets in windows of other screens never
    /// intersect.
    public let screen: Screen
    /// The time source.
    public let clock: any ObservationClock

    private let callback: (IntersectionObserver, [IntersectionObserverEntry]) -> Void
    private let geometry: IntersectionGeometry
    private let occlusion: OcclusionAreaMeasuring?
    private var targets: [ObjectIdentifier: ObservationTarget] = [:]
    private var items: [ObservedItemKey: ObservedItem] = [:]
    private var itemDeadlines: [ObservedItemKey: Duration] = [:]
    private var dirtyTargets: Set<ObjectIdentifier> = []
    private var dirtyItems: Set<ObservedItemKey> = []
    private var throttle: ScrollCheckThrottle
    private var nextOrder = 0
    private var batchDepth = 0
    private var isProcessing = false
    private let bridge = IntersectionObserverBridge()

    /// Creates an observer of views on `screen`, timed by `clock`; `callback` receives the
    /// entries of each check, in target registration order.
    public init(screen: Screen, clock: any ObservationClock, options: IntersectionObserverOptions,
                callback: @escaping (IntersectionObserver, [IntersectionObserverEntry]) -> Void) {
        self.options = options
        self.screen = screen
        self.clock = clock
        self.callback = callback
        self.geometry = IntersectionGeometry(screen: screen, root: options.root,
                                             rootMargin: options.rootMargin, thresholds: options.thresholds)
        self.occlusion = options.occlusionAware ? ExposureOcclusion() : nil
        self.throttle = ScrollCheckThrottle(interval: options.throttle)
        bridge.owner = self
        screen.addObserver(bridge)
    }

    deinit {
        screen.removeObserver(bridge)
    }

    /// The observed views, in registration order.
    public var observedViews: [View] {
        targets.values.sorted { $0.order < $1.order }.map(\.view)
    }

    /// The data key a view is observed with (`nil` when not observed or observed without one).
    public func dataKey(of view: View) -> String? {
        targets[ObjectIdentifier(view)]?.dataKey
    }

    /// Starts observing `view`, showing the data item `dataKey` with opaque `data` (handed
    /// back in entries untouched). The first check runs at once (or at the end of the batch).
    /// Observing a view again only updates its data key and data, as
    /// ``setDataKey(_:data:for:)``.
    public func observe(_ view: View, dataKey: String? = nil, data: (any Sendable)? = nil) {
        let id = ObjectIdentifier(view)
        if targets[id] != nil {
            setDataKey(dataKey, data: data, for: view)
            return
        }
        let target = ObservationTarget(view: view, order: nextOrder, dataKey: dataKey, data: data)
        nextOrder += 1
        targets[id] = target
        attach(target)
        processIfIdle()
    }

    /// Stops observing `view`: no entry is delivered for it any more. Its data item is
    /// forgotten when no other observed view shows it (no departure entry, as W3C
    /// `unobserve`); otherwise the item is re-evaluated with its remaining views.
    public func unobserve(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let target = targets.removeValue(forKey: id) else { return }
        dirtyTargets.remove(id)
        throttle.remove(id)
        let key = target.itemKey
        if let item = items[key] {
            item.carriers.removeAll { $0 == id }
            if item.carriers.isEmpty {
                forget(key)
            } else {
                dirtyItems.insert(key)
            }
        }
        processIfIdle()
    }

    /// Stops observing every view and forgets every item; pending work is dropped.
    public func disconnect() {
        targets = [:]
        items = [:]
        itemDeadlines = [:]
        dirtyTargets = []
        dirtyItems = []
        throttle.reset()
    }

    /// Tells the observer that `view` (observed) now shows the data item `key` with `data`
    /// (a reused cell). With the same key, only the data is replaced and nothing is checked.
    /// Otherwise the view is checked for its new item (whose first entry is delivered as
    /// for a new target), and the old item is re-evaluated: if no observed view shows it any
    /// more and it was reported intersecting, its departure is delivered. Swap keys between
    /// cells inside ``performBatchUpdates(_:)`` so that no item is seen as gone in between.
    public func setDataKey(_ key: String?, data: (any Sendable)?, for view: View) {
        guard let target = targets[ObjectIdentifier(view)] else { return }
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

    /// Runs `body` (which may change the tree, data keys and targets) and checks everything
    /// it affected once, at the end: changes in between are not seen separately. Batches nest.
    public func performBatchUpdates(_ body: () throws -> Void) rethrows {
        beginBatch()
        defer { endBatch() }
        try body()
    }

    /// Opens a batch (see ``performBatchUpdates(_:)``); every call needs one ``endBatch()``.
    func beginBatch() {
        batchDepth += 1
    }

    /// Closes a batch; the outermost one checks what the batch affected.
    func endBatch() {
        precondition(batchDepth > 0, "endBatch without beginBatch")
        batchDepth -= 1
        processIfIdle()
    }

    /// Runs what is due at the clock's current time: the trailing check of an ended throttle
    /// interval and minimum-duration confirmations. A ``ManualClock`` calls it by itself; call
    /// it from a clock that cannot schedule wake-ups (for example once per frame).
    public func tick() {
        let now = clock.now
        let (check, end) = throttle.due(now: now)
        dirtyTargets.formUnion(check)
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
        for (key, deadline) in itemDeadlines where deadline <= now {
            itemDeadlines[key] = nil
            dirtyItems.insert(key)
            // Re-measure so a confirmation never relies on a position a throttled check
            // has not seen yet.
            if let item = items[key] { dirtyTargets.formUnion(item.carriers) }
        }
        processIfIdle()
    }

    // MARK: - Tree changes

    func treeDidChange(_ view: View, _ change: ViewChange) {
        guard !targets.isEmpty else { return }
        if change == .scrollOffset {
            let (check, end) = throttle.scrolled(affectedTargets(of: view, strictlyBelow: true), now: clock.now)
            dirtyTargets.formUnion(check)
            if let end { clock.scheduleWakeUp(at: end, for: bridge) }
        } else {
            dirtyTargets.formUnion(affectedTargets(of: view, strictlyBelow: false))
        }
        processIfIdle()
    }

    func appStateDidChange() {
        guard !targets.isEmpty else { return }
        dirtyTargets.formUnion(targets.keys)
        processIfIdle()
    }

    private func affectedTargets(of view: View, strictlyBelow: Bool) -> [ObjectIdentifier] {
        if options.occlusionAware { return Array(targets.keys) }
        if let root = options.root, root.isDescendant(of: view), !(strictlyBelow && root === view) {
            return Array(targets.keys)
        }
        var out: [ObjectIdentifier] = []
        for (id, t) in targets where t.view.isDescendant(of: view) && !(strictlyBelow && t.view === view) {
            out.append(id)
        }
        return out
    }

    // MARK: - Items

    private func attach(_ target: ObservationTarget) {
        let key = target.itemKey
        let item: ObservedItem
        if let existing = items[key] {
            item = existing
        } else {
            item = ObservedItem(key: key, levels: options.thresholds.values.count)
            items[key] = item
        }
        let id = ObjectIdentifier(target.view)
        let index = item.carriers.firstIndex { (targets[$0]?.order ?? .max) > target.order } ?? item.carriers.endIndex
        item.carriers.insert(id, at: index)
        dirtyTargets.insert(id)
        dirtyItems.insert(key)
    }

    private func detach(_ target: ObservationTarget) {
        let key = target.itemKey
        guard let item = items[key] else { return }
        let id = ObjectIdentifier(target.view)
        item.carriers.removeAll { $0 == id }
        item.lastView = target.view
        item.lastData = target.data
        item.lastOrder = target.order
        if item.representative == id { item.representative = nil }
        dirtyItems.insert(key)
    }

    private func forget(_ key: ObservedItemKey) {
        items[key] = nil
        itemDeadlines[key] = nil
        dirtyItems.remove(key)
    }

    // MARK: - Checking

    private func processIfIdle() {
        guard batchDepth == 0, !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while !dirtyTargets.isEmpty || !dirtyItems.isEmpty {
            let now = clock.now
            for id in dirtyTargets {
                guard let t = targets[id] else { continue }
                t.measurement = geometry.measure(t.view, occlusion: occlusion)
                dirtyItems.insert(t.itemKey)
            }
            dirtyTargets = []
            let keys = dirtyItems
            dirtyItems = []
            var delivered: [(order: Int, entry: IntersectionObserverEntry)] = []
            for key in keys {
                if let e = evaluate(key, now: now) { delivered.append(e) }
            }
            guard !delivered.isEmpty else { continue }
            // Registration order; for one view, an item's departure before the next one's arrival.
            delivered.sort {
                $0.order != $1.order ? $0.order < $1.order
                    : (!$0.entry.isIntersecting && $1.entry.isIntersecting)
            }
            callback(self, delivered.map(\.entry))
        }
    }

    /// Re-evaluates one item at `now`: its raw level (its best view), the duration gate, and
    /// whether an entry is due. Returns the entry with its delivery order.
    private func evaluate(_ key: ObservedItemKey, now: Duration) -> (order: Int, entry: IntersectionObserverEntry)? {
        guard let item = items[key] else { return nil }
        var best: ObservationTarget?
        var bestLevel = -1
        for id in item.carriers {
            guard let t = targets[id], let m = t.measurement else { continue }
            if m.level > bestLevel || (m.level == bestLevel && id == item.representative) {
                best = t
                bestLevel = m.level
            }
        }
        // No observed view shows an item that was never reported intersecting: forget it.
        if best == nil && (item.deliveredLevel ?? 0) == 0 {
            forget(key)
            return nil
        }
        let raw = best?.measurement?.level ?? 0
        let duration = options.minimumVisibleDuration
        item.gate.update(rawLevel: raw, now: now)
        let confirmed = item.gate.confirmedLevel(now: now, duration: duration)
        if let deadline = item.gate.nextDeadline(now: now, duration: duration) {
            if itemDeadlines[key] != deadline {
                itemDeadlines[key] = deadline
                clock.scheduleWakeUp(at: deadline, for: bridge)
            }
        } else {
            itemDeadlines[key] = nil
        }

        // The first entry waits while a rise is pending (its initial state is not settled).
        let due = item.deliveredLevel.map { $0 != confirmed } ?? (confirmed == raw)
        guard due else { return nil }
        item.deliveredLevel = confirmed
        let entry: IntersectionObserverEntry
        let order: Int
        if let best, let m = best.measurement {
            item.representative = ObjectIdentifier(best.view)
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
            if case .data(let s) = key { dataKey = s } else { dataKey = nil }
            entry = IntersectionObserverEntry(
                time: now, target: view, dataKey: dataKey, data: item.lastData,
                isIntersecting: false, intersectionRatio: 0, boundingClientRect: .zero,
                intersectionRect: .zero, rootBounds: .zero,
                isVisible: options.occlusionAware ? false : nil, thresholdIndex: 0)
            order = item.lastOrder
        } else {
            forget(key)
            return nil
        }
        if best == nil { forget(key) }
        return (order, entry)
    }
}

/// Receives tree changes and clock wake-ups for an ``IntersectionObserver`` (held weakly by
/// the screen and the clock, so the observer's public API stays free of those callbacks).
final class IntersectionObserverBridge: TreeObserver, ClockSleeper {
    weak var owner: IntersectionObserver?

    func view(_ view: View, didChange change: ViewChange) {
        owner?.treeDidChange(view, change)
    }

    func screen(_ screen: Screen, didChangeAppStateFrom old: AppState) {
        owner?.appStateDidChange()
    }

    func clockDidReach(_ now: Duration) {
        owner?.tick()
    }
}
