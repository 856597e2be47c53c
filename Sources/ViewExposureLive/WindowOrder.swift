/// The back-to-front order of a screen's windows, for ``LiveViewNode/liveWindows``
/// conformances.
///
/// The rule: ascending window level (`UIWindow.windowLevel`, `NSWindow.level`); among windows
/// of one level, the key window in front (UIKit's `makeKeyAndVisible` puts the window it
/// makes key in front of the others of its level or lower), the others in the order they
/// were listed (earlier = further back). UIKit documents no order among equal levels and no
/// order for `UIWindowScene.windows`, so for two non-key windows of one level this is a
/// stated assumption: the scene's order, which is the order they joined it.
public enum WindowOrder {
    /// `windows` back to front by ascending `level`, the window for which `isKey` answers
    /// `true` last within its level, stable otherwise. A NaN level sorts as the lowest.
    /// O(n log n).
    public static func backToFront<W>(_ windows: [W], level: (W) -> Double,
                                      isKey: (W) -> Bool = { _ in false }) -> [W] {
        if windows.count < 2 { return windows }
        let keyed = windows.enumerated().map {
            (index: $0.offset, level: level($0.element), key: isKey($0.element), window: $0.element)
        }
        return keyed.sorted { l, r in
            let a = l.level.isNaN ? -Double.infinity : l.level
            let b = r.level.isNaN ? -Double.infinity : r.level
            if a != b { return a < b }
            if l.key != r.key { return r.key }
            return l.index < r.index
        }.map(\.window)
    }
}
