import ViewExposureGeometry
import ViewExposureTree

/// Reading views out of `subviews` arrays without retaining them.
///
/// Iterating a `[View]` the ordinary way retains and releases each element: two atomic
/// reference-count operations per view, on every view a walk passes (`superview` and `window`
/// are `unowned(unsafe)`, so those are the only reference counting a walk would do). The
/// exposure walk only needs the references while the array that holds them is alive (it keeps
/// those arrays alive), so it reads them as `Unmanaged<View>` — a pointer-sized trivial value
/// with the same layout as a strong reference.
enum UnretainedViews {
    /// The element at `index` of `views`, unretained. `views` must outlive its use.
    @inline(__always) static func element(_ index: Int, of raw: UnsafeRawBufferPointer) -> Unmanaged<View> {
        raw.load(fromByteOffset: index &* MemoryLayout<View>.stride, as: Unmanaged<View>.self)
    }

    /// The index of `view` in `views` (compared by identity), or `nil`.
    static func index(of view: View, in views: [View]) -> Int? {
        let target = Unmanaged.passUnretained(view).toOpaque()
        return views.withUnsafeBytes { raw in
            for i in 0..<views.count where element(i, of: raw).toOpaque() == target { return i }
            return nil
        }
    }
}
