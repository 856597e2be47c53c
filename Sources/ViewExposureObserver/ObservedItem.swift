import ViewExposureTree

/// The reporting state of one data item (or of one view observed without a data key):
/// which observed views show it, the level last delivered, and its duration gate.
///
/// Entries are per item, so a reused cell reports per data item and an item moving from one
/// on-screen cell to another keeps its state (no hide/show pair, no restarted wait).
final class ObservedItem {
    let key: ObservedItemKey
    /// The targets showing this item, by registration order.
    var carriers: [ObservationTarget] = []
    /// The level last delivered; `nil` before the first entry.
    var deliveredLevel: Int?
    /// The minimum-visible-duration rule's state, with the deadline of a pending rise.
    var gate: VisibleDurationGate
    /// The reuse grace's state: a lost carrier, a held departure.
    var hold = DepartureHold()
    /// The registration order of the carrier whose geometry the last entry reported (kept
    /// while it stays among the best, so equal cells do not take turns).
    var representativeOrder: Int?
    /// The view that showed the item last and the data it had, for reporting the item's
    /// departure once no observed view shows it.
    var lastView: View?
    var lastData: (any Sendable)?
    /// The registration order of `lastView` (delivery order of a departure).
    var lastOrder = 0
    /// Queued for evaluation.
    var isDirty = false
    /// In the observer's list of items waiting for a deadline (gate or reuse grace).
    var isWaiting = false
    /// Forgotten by the observer (queued references are skipped).
    var isRemoved = false

    init(key: ObservedItemKey, levels: Int) {
        self.key = key
        self.gate = VisibleDurationGate(levels: levels)
    }
}
