/// The back-to-front order of a screen's windows, for ``LiveViewNode/liveWindows``
/// conformances: ascending window level (`UIWindow.windowLevel`, `NSWindow.level`), and among
/// windows of the same level the order they were listed in (earlier = further back).
public enum WindowOrder {
    /// `windows` back to front by ascending `level`, stable for equal levels. A NaN level
    /// sorts as the lowest. O(n log n).
    public static func backToFront<W>(_ windows: [W], level: (W) -> Double) -> [W] {
        let keyed = windows.enumerated().map { (index: $0.offset, level: level($0.element), window: $0.element) }
        return keyed.sorted { l, r in
            let a = l.level.isNaN ? -Double.infinity : l.level
            let b = r.level.isNaN ? -Double.infinity : r.level
            return a != b ? a < b : l.index < r.index
        }.map(\.window)
    }
}
