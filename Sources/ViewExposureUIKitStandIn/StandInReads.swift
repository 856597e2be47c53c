/// How many property reads the stand-in has answered: every getter of a `CALayerStandIn`
/// property and every getter of a `UIViewStandIn` property that is the view's own (`subviews`,
/// `superview`, `layer`, …) counts one — each one an Objective-C message on a device. A view
/// property UIKit forwards to the layer (`center` is the layer's `position`) counts once,
/// through the layer. The benchmark reads the counter around one call to compare callers.
///
/// Only the main actor touches it (the stand-in is main-actor isolated).
public enum StandInReads {
    /// Reads since the process started (wraps, never traps).
    /// Without run-time exclusivity checks: they would cost more than the read they count.
    @exclusivity(unchecked) nonisolated(unsafe) public static var count = 0

    /// `value`, counting one read: the one rule every counted getter of the stand-in follows.
    @inlinable @inline(__always)
    package static func counted<Value>(_ value: Value) -> Value {
        count &+= 1
        return value
    }
}

/// A stored property whose every read counts in ``StandInReads``.
@propertyWrapper
public struct Counted<Value> {
    /// The value, read without counting (for the stand-in's own bookkeeping).
    public var value: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// The value; each read counts one.
    public var wrappedValue: Value {
        get { StandInReads.counted(value) }
        set { value = newValue }
    }
}
