import Geometry
import ViewTree
import Exposure

/// Observes how views intersect a root (a view, or their window) and reports each change of
/// threshold index or `isIntersecting` as an ``IntersectionObserverEntry`` — the W3C
/// Intersection Observer on the headless view tree, with the iOS observer's throttle,
/// minimum visible duration, scope, data keys for reused cells, and an occlusion-aware mode.
///
/// **Geometry** (W3C "compute the intersection"): the target's bounds, in window coordinates
/// (bounding boxes under transforms), clipped edge-inclusively by every clipping ancestor
/// below the root, then intersected with the root rect (the root's bounds — the window's for
/// a `nil` root — grown by the root margin in the root's own coordinates, then mapped to
/// window coordinates; see ``IntersectionGeometry``). Ratio = intersection
/// area ÷ target area (a zero-area target: 1 when touching, else 0); intersecting = touching
/// (edge contact counts) *and* the ratio reaches the smallest threshold. A target is never
/// intersecting — decisions, each tested — when it or an ancestor is hidden, its effective
/// alpha (product from the window down) is below 0.01, it is in no window or in a window of
/// another screen, the app is not ``AppState/active`` (`inactive` included, as for exposure),
/// or an explicit root is not a strict ancestor. Such entries still carry the target's
/// bounding rect when it is in a window.
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
/// observed view; moving a key from one on-screen cell to another delivers nothing, whether
/// the cells swap keys inside one batch or are reassigned one at a time: when a view gives
/// up a reported key (``setDataKey(_:data:for:)``) and no observed view shows the key
/// intersecting any more, its departure is held for ``IntersectionObserverOptions/reuseGrace``
/// and dropped if the key shows up on an intersecting target meanwhile. While held, the
/// key's duration gate is frozen (the move does not restart a minimum-visible-duration
/// wait). A key whose views stop intersecting for any other reason (scrolled off, hidden,
/// app in the background) is reported at once. *Decision*: a departure still held when the
/// grace ends is delivered then, with that time (``IntersectionObserverEntry/time`` is when
/// it is delivered, not when the key left: until then it was not known to have left); it
/// reports the key's current carrier if an observed (non-intersecting) view shows it by then,
/// else the view that showed it last, with zero rects. A view observed without a key is its
/// own item and is never held.
///
/// **Ownership.** The observer keeps its targets (strongly) until ``unobserve(_:)`` or
/// ``disconnect()``; the screen and clock hold the observer weakly. Not `Sendable`: it
/// belongs to the tree's thread, and the callback runs on it. The callback may change the
/// tree; the resulting checks run after it returns.
///
/// Complexity: a check is O(depth) per affected target (occlusion-aware: plus an exposure
/// measurement); finding affected targets is O(targets × depth) per change.
public final class IntersectionObserver {
    /// Root, margin, thresholds and timing rules, fixed at creation.
    public let options: IntersectionObserverOptions
    /// The screen whose changes trigger checks; targets in windows of other screens never
    /// intersect.
    public let screen: Screen
    /// The time source.
    public let clock: any ObservationClock

    private let callback: (IntersectionObserver, [IntersectionObserverEntry]) -> Void
    private let geometry: IntersectionGeometry
    private let occlusion: OcclusionAreaMeasuring?
    /// Observed targets in registration order, and by view.
    private var targetList: [ObservationTarget] = []
    private var targets: [ObjectIdentifier: ObservationTarget] = [:]
    private var items: [ObservedItemKey: ObservedItem] = [:]
    /// Work queues (each record at most once, by its `isDirty` / `isThrottled` flag).
    private var dirtyTargets: [ObservationTarget] = []
    private var dirtyItems: [ObservedItem] = []
    private var throttledTargets: [ObservationTarget] = []
    /// Items whose duration gate has a deadline or whose departure is held (may hold stale
    /// entries; `deadline` and `departureHeldUntil` decide).
    private var waitingItems: [ObservedItem] = []
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
        for t in targetList { t.item = nil }
    }

    /// The observed views, in registration order.
    public var observedViews: [View] {
        targetList.map(\.view)
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
        targetList.append(target)
        attach(target)
        processIfIdle()
    }

    /// Stops observing `view`: no entry is delivered for it any more. Its data item is
    /// forgotten when no other observed view shows it (no departure entry, as W3C
    /// `unobserve`); otherwise the item is re-evaluated with its remaining views. O(targets).
    public func unobserve(_ view: View) {
        guard let target = targets.removeValue(forKey: ObjectIdentifier(view)) else { return }
        target.isRemoved = true
        targetList.removeAll { $0 === target }
        if let item = target.item {
            item.carriers.removeAll { $0 === target }
            target.item = nil
            if item.carriers.isEmpty {
                forget(item)
            } else {
                markDirty(item)
            }
        }
        processIfIdle()
    }

    /// Stops observing every view and forgets every item; pending work is dropped.
    public func disconnect() {
        for t in targetList {
            t.isRemoved = true
            t.item = nil
        }
        for item in items.values { item.isRemoved = true }
        targetList = []
        targets = [:]
        items = [:]
        dirtyTargets = []
        dirtyItems = []
        throttledTargets = []
        waitingItems = []
        throttle.reset()
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
    /// interval, minimum-duration confirmations and departures whose reuse grace ended. A
    /// ``ManualClock`` calls it by itself; call it from a clock that cannot schedule wake-ups
    /// (for example once per frame).
    public func tick() {
        let now = clock.now
        let (flush, end) = throttle.due(now: now, hasCollected: !throttledTargets.isEmpty)
        if flush { flushThrottled() }
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
        if !waitingItems.isEmpty {
            var still: [ObservedItem] = []
            for item in waitingItems where !item.isRemoved {
                var due = false
                if let deadline = item.deadline, deadline <= now {
                    item.deadline = nil
                    due = true
                }
                // The evaluation decides (and clears) an ended hold.
                if let held = item.departureHeldUntil, held <= now { due = true }
                if due {
                    markDirty(item)
                    // Re-measure so a confirmation never relies on a position a throttled
                    // check has not seen yet.
                    for t in item.carriers { markDirty(t) }
                }
                let heldLater = item.departureHeldUntil.map { $0 > now } ?? false
                if item.deadline != nil || heldLater {
                    still.append(item)
                } else {
                    item.isWaiting = false
                }
            }
            waitingItems = still
        }
        processIfIdle()
    }

    // MARK: - Tree changes

    func treeDidChange(_ view: View, _ change: ViewChange) {
        guard !targetList.isEmpty else { return }
        if change == .scrollOffset {
            let (checkNow, end) = throttle.scrolled(now: clock.now)
            if checkNow {
                flushThrottled()
                forEachAffectedTarget(of: view, strictlyBelow: true) { markDirty($0) }
            } else {
                forEachAffectedTarget(of: view, strictlyBelow: true) { t in
                    if !t.isThrottled {
                        t.isThrottled = true
                        throttledTargets.append(t)
                    }
                }
            }
            if let end { clock.scheduleWakeUp(at: end, for: bridge) }
        } else {
            forEachAffectedTarget(of: view, strictlyBelow: false) { markDirty($0) }
        }
        processIfIdle()
    }

    func appStateDidChange() {
        for t in targetList { markDirty(t) }
        processIfIdle()
    }

    private func forEachAffectedTarget(of view: View, strictlyBelow: Bool, _ body: (ObservationTarget) -> Void) {
        if options.occlusionAware {
            for t in targetList { body(t) }
            return
        }
        if let root = options.root, root.isDescendant(of: view), !(strictlyBelow && root === view) {
            for t in targetList { body(t) }
            return
        }
        for t in targetList where t.view.isDescendant(of: view) && !(strictlyBelow && t.view === view) {
            body(t)
        }
    }

    private func flushThrottled() {
        for t in throttledTargets {
            t.isThrottled = false
            markDirty(t)
        }
        throttledTargets.removeAll(keepingCapacity: true)
    }

    private func markDirty(_ target: ObservationTarget) {
        guard !target.isDirty, !target.isRemoved else { return }
        target.isDirty = true
        dirtyTargets.append(target)
    }

    private func markDirty(_ item: ObservedItem) {
        guard !item.isDirty, !item.isRemoved else { return }
        item.isDirty = true
        dirtyItems.append(item)
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
        let index = item.carriers.firstIndex { $0.order > target.order } ?? item.carriers.endIndex
        item.carriers.insert(target, at: index)
        target.item = item
        markDirty(target)
        markDirty(item)
    }

    private func detach(_ target: ObservationTarget) {
        guard let item = target.item else { return }
        item.carriers.removeAll { $0 === target }
        item.lastView = target.view
        item.lastData = target.data
        item.lastOrder = target.order
        if item.representativeOrder == target.order { item.representativeOrder = nil }
        target.item = nil
        item.lostCarrier = true
        markDirty(item)
    }

    private func forget(_ item: ObservedItem) {
        item.isRemoved = true
        item.deadline = nil
        item.departureHeldUntil = nil
        items[item.key] = nil
    }

    // MARK: - Checking

    private func processIfIdle() {
        guard batchDepth == 0, !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while !dirtyTargets.isEmpty || !dirtyItems.isEmpty {
            let now = clock.now
            let measuring = dirtyTargets
            dirtyTargets.removeAll(keepingCapacity: true)
            // Nothing changes the tree while measuring, so superviews' chains can be shared.
            var chain: AncestorChain?
            for t in measuring {
                t.isDirty = false
                guard !t.isRemoved else { continue }
                let previous = t.measurement?.level
                let m = geometry.measure(t.view, occlusion: occlusion, cache: &chain)
                t.measurement = m
                // An item's raw level is the best of its views' levels: it can only change
                // when one of them does (attaching, detaching and deadlines mark it anyway).
                if previous != m.level, let item = t.item { markDirty(item) }
            }
            chain = nil
            let evaluating = dirtyItems
            dirtyItems.removeAll(keepingCapacity: true)
            var delivered: [(order: Int, entry: IntersectionObserverEntry)] = []
            for item in evaluating {
                item.isDirty = false
                guard !item.isRemoved else { continue }
                if let e = evaluate(item, now: now) { delivered.append(e) }
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

    /// Re-evaluates one item at `now`: its raw level (its best view), the reuse grace, the
    /// duration gate, and whether an entry is due. Returns the entry with its delivery order.
    private func evaluate(_ item: ObservedItem, now: Duration) -> (order: Int, entry: IntersectionObserverEntry)? {
        let lostCarrier = item.lostCarrier
        item.lostCarrier = false
        var best: ObservationTarget?
        var bestLevel = -1
        for t in item.carriers {
            guard let m = t.measurement else { continue }
            if m.level > bestLevel || (m.level == bestLevel && t.order == item.representativeOrder) {
                best = t
                bestLevel = m.level
            }
        }
        // No observed view shows an item that was never reported intersecting: forget it.
        if best == nil && (item.deliveredLevel ?? 0) == 0 {
            forget(item)
            return nil
        }
        let raw = best?.measurement?.level ?? 0
        if let heldUntil = item.departureHeldUntil {
            if raw > 0 {
                // The key showed up on an intersecting target within the grace: it moved, it
                // did not leave. Only a threshold change across the move is reported below.
                item.departureHeldUntil = nil
            } else if now < heldUntil {
                // Still held; the duration gate is left as it was before the key left.
                return nil
            } else {
                // The grace is over and the key is visible nowhere: the departure is due now.
                item.departureHeldUntil = nil
            }
        } else if lostCarrier, raw == 0, (item.deliveredLevel ?? 0) > 0, case .data = item.key,
                  options.reuseGrace > .zero {
            // A reported key that a view gave up and that no observed view shows intersecting
            // any more: hold its departure, in case a reused cell takes the key within the grace.
            let until = now + options.reuseGrace
            item.departureHeldUntil = until
            clock.scheduleWakeUp(at: until, for: bridge)
            if !item.isWaiting {
                item.isWaiting = true
                waitingItems.append(item)
            }
            return nil
        }
        let duration = options.minimumVisibleDuration
        let confirmed: Int
        if duration == .zero {
            confirmed = raw
        } else {
            item.gate.update(rawLevel: raw, now: now)
            confirmed = item.gate.confirmedLevel(now: now, duration: duration)
            let deadline = item.gate.nextDeadline(now: now, duration: duration)
            if let deadline, deadline != item.deadline {
                clock.scheduleWakeUp(at: deadline, for: bridge)
                if !item.isWaiting {
                    item.isWaiting = true
                    waitingItems.append(item)
                }
            }
            item.deadline = deadline
        }

        // The first entry waits while a rise is pending (its initial state is not settled).
        let due = item.deliveredLevel.map { $0 != confirmed } ?? (confirmed == raw)
        guard due else { return nil }
        item.deliveredLevel = confirmed
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
            forget(item)
            return nil
        }
        if best == nil { forget(item) }
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
