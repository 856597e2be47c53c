import ViewExposureGeometry
import ViewExposureTree

/// Each view's transform to the screen and on-screen rect, computed once per view and then
/// read back: the checks ask for these for every control and for up to 64 views inside it,
/// and each answer costs O(depth), which made a deep chain cubic.
///
/// The answers are exactly those of `View.transformToScreen` and
/// ``ScreenAuditor/onScreenRect(of:)`` (the same computation, remembered), so the views must
/// not move while a memo is in use. Not `Sendable`: one screen, one thread.
final class ScreenGeometryMemo {
    private var transforms: [ObjectIdentifier: AffineTransform] = [:]
    private var onScreenRects: [ObjectIdentifier: Rect?] = [:]

    /// `view.transformToScreen`, remembered. O(depth) the first time, O(1) after.
    func transformToScreen(_ view: View) -> AffineTransform {
        let id = ObjectIdentifier(view)
        if let t = transforms[id] { return t }
        let t = view.transformToScreen
        transforms[id] = t
        return t
    }

    /// ``ScreenAuditor/onScreenRect(of:)``, remembered. O(depth) the first time, O(1) after.
    func onScreenRect(_ view: View) -> Rect? {
        let id = ObjectIdentifier(view)
        if let r = onScreenRects[id] { return r }
        let r = ScreenAuditor.onScreenRect(of: view)
        onScreenRects[id] = .some(r)
        return r
    }
}
