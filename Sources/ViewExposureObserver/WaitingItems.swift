/// The items waiting for a clock time: a duration gate's pending rise (``VisibleDurationGate``)
/// or a held departure (``DepartureHold``). Each item is listed at most once
/// (its `isWaiting` flag); the list may hold items whose wait was cancelled meanwhile, which
/// ``releaseDue(now:_:)`` drops.
struct WaitingItems {
    private var items: [ObservedItem] = []

    /// Whether no item waits.
    var isEmpty: Bool { items.isEmpty }

    /// Lists `item` (at most once).
    mutating func add(_ item: ObservedItem) {
        guard !item.isWaiting else { return }
        item.isWaiting = true
        items.append(item)
    }

    /// Calls `due` with every listed item whose gate deadline or held departure is due at
    /// `now` (clearing a due gate deadline; the evaluation decides, and clears, an ended
    /// hold), and keeps listed only those still waiting for a later time. O(listed items).
    mutating func releaseDue(now: Duration, _ due: (ObservedItem) -> Void) {
        var still: [ObservedItem] = []
        for item in items where !item.isRemoved {
            let gateDue = item.gate.takeDue(now: now)
            if gateDue || item.hold.isDue(now: now) { due(item) }
            if item.gate.deadline != nil || item.hold.isHeld(after: now) {
                still.append(item)
            } else {
                item.isWaiting = false
            }
        }
        items = still
    }

    /// Drops every listed item.
    mutating func removeAll() {
        items = []
    }
}
