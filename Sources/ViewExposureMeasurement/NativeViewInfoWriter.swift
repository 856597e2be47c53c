import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

/// Writes a screen as the `NativeViewInfo` tree an OM SDK native layer would send for an ad
/// (docs/semantics.md §3.10, "NativeViewInfo"), so that a scene, a dump or a mirrored live
/// hierarchy can be replayed by `NativeViewInfoTree` or fed to a real OM SDK service.
///
/// The root is `{x: 0, y: 0}` with the viewport's size (`OMIDMeasurer`'s), its children the
/// windows. Hidden views and views with alpha 0 are left out with their subtrees, except the
/// ad and its ancestors, which are always written (the ad then says `"notVisibleReason":
/// "viewInvisible"`). Every node has its screen rect (the bounding box under a transform) in
/// points, exact (`JSONWriter.exactNumber`), and `clipsToBounds` (true for windows); the ad
/// has `adSessionId` and `isCreative`, friendly views `isFriendlyObstructionFor: [session]`
/// and their registration. Iterative; O(n).
public enum NativeViewInfoWriter {
    private enum Step {
        case node(View, parentToScreen: AffineTransform, underHidden: Bool)
        case close
    }

    /// The tree of `screen` for `ad` in session `session`, as UTF-8 JSON text.
    public static func utf8(_ screen: Screen, ad: View?, session: String) -> [UInt8] {
        var w = JSONWriter()
        write(screen, ad: ad, session: session, to: &w)
        return w.utf8
    }

    /// Writes the tree of `screen` for `ad` in session `session` into `w` (one value).
    package static func write(_ screen: Screen, ad: View?, session: String, to w: inout JSONWriter) {
        var onPath = Set<ObjectIdentifier>()
        var hiddenOnPath = false
        var node = ad
        while let v = node {
            onPath.insert(ObjectIdentifier(v))
            if v.isHidden || !(v.alpha > 0) { hiddenOnPath = true }
            node = v.superview
        }
        let viewport = OMIDMeasurer.viewport(of: screen.windows.first ?? Window())
        w.beginObject()
        w.key("x"); w.exactNumber(0.0)
        w.key("y"); w.exactNumber(0.0)
        w.key("width"); w.exactNumber(viewport.width)
        w.key("height"); w.exactNumber(viewport.height)
        w.key("clipsToBounds"); w.bool(true)
        w.key("childViews")
        w.beginArray()
        var steps: [Step] = [.close]
        for window in screen.windows.reversed() { steps.append(.node(window, parentToScreen: .identity, underHidden: false)) }
        while let step = steps.popLast() {
            switch step {
            case .close:
                w.endArray()
                w.endObject()
            case let .node(v, parentToScreen, underHidden):
                let isOnPath = onPath.contains(ObjectIdentifier(v))
                guard isOnPath || (!v.isHidden && v.alpha > 0) else { continue }
                let toScreen = v.transformToSuperview.concatenating(parentToScreen)
                let r = OMIDMeasurer.rect(of: v, toScreen: toScreen)
                w.beginObject()
                w.key("x"); w.exactNumber(r.x)
                w.key("y"); w.exactNumber(r.y)
                w.key("width"); w.exactNumber(r.width)
                w.key("height"); w.exactNumber(r.height)
                w.key("clipsToBounds"); w.bool(v.clipsToBounds || v is Window)
                if v === ad {
                    w.key("adSessionId"); w.string(session)
                    w.key("isCreative"); w.bool(true)
                    if hiddenOnPath { w.key("notVisibleReason"); w.string("viewInvisible") }
                } else if let f = v.friendlyObstruction, !isOnPath {
                    w.key("isFriendlyObstructionFor"); w.beginArray(); w.string(session); w.endArray()
                    if let c = f.className { w.key("friendlyObstructionClass"); w.string(c) }
                    w.key("friendlyObstructionPurpose"); w.string(f.purpose.rawValue)
                    if let reason = f.reason { w.key("friendlyObstructionReason"); w.string(reason) }
                }
                // The ad's children are written too: a native layer sends them (the service
                // never looks at them).
                // Under a hidden view on the ad's path only the path goes on.
                let hides = underHidden || v.isHidden || !(v.alpha > 0)
                let children = v.subviews.filter { onPath.contains(ObjectIdentifier($0)) || (!hides && !$0.isHidden && $0.alpha > 0) }
                guard !children.isEmpty else {
                    w.endObject()
                    continue
                }
                w.key("childViews")
                w.beginArray()
                steps.append(.close)
                for c in children.reversed() { steps.append(.node(c, parentToScreen: toScreen, underHidden: hides)) }
            }
        }
    }
}
