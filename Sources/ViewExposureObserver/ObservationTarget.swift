import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// An observed view and what the observer knows about it (internal record).
///
/// Flags instead of sets keep a check free of hashing: the observer's work lists hold each
/// record at most once because the flags say whether it is already queued.
final class ObservationTarget {
    let view: View
    /// Registration order: entries of one check are delivered in it.
    let order: Int
    var dataKey: String?
    var data: (any Sendable)?
    /// The item this target shows (set while observed; cleared to break the reference cycle).
    var item: ObservedItem?
    /// The last measurement, `nil` before the first check.
    var measurement: IntersectionMeasurement?
    /// Queued for a check.
    var isDirty = false
    /// Collected by the scroll throttle for the trailing check.
    var isThrottled = false
    /// No longer observed (queued references are skipped).
    var isRemoved = false

    init(view: View, order: Int, dataKey: String?, data: (any Sendable)?) {
        self.view = view
        self.order = order
        self.dataKey = dataKey
        self.data = data
    }

    /// The key of the item this target shows.
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
