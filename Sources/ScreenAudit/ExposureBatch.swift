import Exposure
import ViewTree

/// The audit's one call into the exposure layer: the exposure of a set of views of one screen.
///
/// Today it measures each view alone with an ``ExposureMeasurer`` (reusing its buffers), so
/// its cost is the sum of single measurements. When a whole-screen, one-pass measurement
/// exists, replacing the body of ``measure(_:options:)`` is the whole change.
public enum ExposureBatch {
    /// The exposure of every view of `views`, in the same order, with `options`.
    public static func measure(_ views: [View], options: ExposureOptions) -> [Exposure] {
        let measurer = ExposureMeasurer(options: options)
        return views.map { measurer.measure($0) }
    }
}
