/// An observed view and what the observer knows about it (internal record).
final class ObservationTarget {
    let view: View
    /// Registration order: entries of one check are delivered in it.
    let order: Int
    var dataKey: String?
    var data: (any Sendable)?
    /// The last measurement, `nil` before the first check.
    var measurement: IntersectionMeasurement?

    init(view: View, order: Int, dataKey: String?, data: (any Sendable)?) {
        self.view = view
        self.order = order
        self.dataKey = dataKey
        self.data = data
    }

    /// The item this target shows.
    var itemKey: ObservedItemKey {
        dataKey.map(ObservedItemKey.data) ?? .view(ObjectIdentifier(view))
    }
}

/// What entries are reported per: a data item (its data key) or, for a target observed
/// without one, the view itself.
enum ObservedItemKey: Hashable {
    case data(String)
    case view(ObjectIdentifier)
}
