import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree

/// A deliberately plain second implementation of Open Measurement's geometry, written from
/// the behaviour text of issue 30 / docs/semantics.md §3.10 only: a recursive node type, the
/// walk as a filter over pre-order indices, post-order by numbering, the covered area by
/// testing every cell against every obstruction. Small trees only (recursion, O(n³)).
struct OMIDRefNode: Sendable, Equatable {
    var x, y, width, height: Double
    /// `nil`: the key is absent (then the node clips).
    var clipsToBounds: Bool?
    var children: [OMIDRefNode] = []
    var isCreative = false
    var adSessionId: String?
    var friendlyFor: [String] = []
    var friendlyPurpose = "other"
    var friendlyReason: String?
    var friendlyClass: String?
    var notVisibleReason: String?
    var hasWindowFocus: Bool?
    var isPipActive: Bool?
    var noOutputDevice: Bool?

    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

    /// The node as NativeViewInfo JSON text (Swift's shortest round-trip numbers).
    var json: String {
        var parts = ["\"x\": \(x)", "\"y\": \(y)", "\"width\": \(width)", "\"height\": \(height)"]
        if let c = clipsToBounds { parts.append("\"clipsToBounds\": \(c)") }
        if isCreative { parts.append("\"isCreative\": true") }
        if let s = adSessionId { parts.append("\"adSessionId\": \"\(s)\"") }
        if !friendlyFor.isEmpty {
            parts.append("\"isFriendlyObstructionFor\": [" + friendlyFor.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            parts.append("\"friendlyObstructionPurpose\": \"\(friendlyPurpose)\"")
            if let r = friendlyReason { parts.append("\"friendlyObstructionReason\": \"\(r)\"") }
            if let c = friendlyClass { parts.append("\"friendlyObstructionClass\": \"\(c)\"") }
        }
        if let r = notVisibleReason { parts.append("\"notVisibleReason\": \"\(r)\"") }
        if let f = hasWindowFocus { parts.append("\"hasWindowFocus\": \(f)") }
        if let p = isPipActive { parts.append("\"isPipActive\": \(p)") }
        if let n = noOutputDevice { parts.append("\"noOutputDevice\": \(n)") }
        if !children.isEmpty { parts.append("\"childViews\": [" + children.map(\.json).joined(separator: ", ") + "]") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

enum OMIDReference {
    struct Flat {
        var node: OMIDRefNode
        var parent: Int?
        var post = 0
        var end = 0  // one past the last pre-order index of the subtree
    }

    static func flatten(_ root: OMIDRefNode) -> [Flat] {
        var out: [Flat] = []
        var post = 0
        func visit(_ n: OMIDRefNode, _ parent: Int?) {
            let me = out.count
            out.append(Flat(node: n, parent: parent))
            for c in n.children { visit(c, me) }
            out[me].post = post
            post += 1
            out[me].end = out.count
        }
        visit(root, nil)
        return out
    }

    static func jsRound(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }

    static func measure(_ root: OMIDRefNode, session: String?, backgrounded: Bool, locked: Bool) -> OMIDGeometry {
        let nodes = flatten(root)
        var reasons: [OMIDReason] = []
        func add(_ r: OMIDReason) { if !reasons.contains(r) { reasons.append(r) } }
        let adIndex: Int? = session != nil
            ? nodes.firstIndex { $0.node.adSessionId == session }
            : nodes.firstIndex { $0.node.isCreative }
        let sessionForFriendly = session ?? adIndex.flatMap { nodes[$0].node.adSessionId }
        let viewport = Rect(x: 0, y: 0, width: root.width, height: root.height)
        let ad = adIndex.map { nodes[$0].node }
        var back = backgrounded
        if ad?.hasWindowFocus == false { back = true; add(.noWindowFocus) }
        if root.noOutputDevice == true { back = true; add(.noOutputDevice) }
        if back { add(.backgrounded) }
        if locked { add(.deviceLocked) }
        if ad?.isPipActive == true { add(.pictureInPicture) }

        var geometry = Rect.zero
        var onScreen = Rect.zero
        let notFoundReasons = ["notAttached", "noWindowFocus", "noAdView"]
        if ad == nil || notFoundReasons.contains(ad!.notVisibleReason ?? "-") {
            add(.notFound)
        } else if ad!.notVisibleReason != nil || ad!.width <= 0 || ad!.height <= 0 {
            add(.hidden)
            geometry = ad!.rect
        } else {
            geometry = ad!.rect
            func cut(_ a: Rect, _ b: Rect) -> Rect? {
                let l = max(a.minX, b.minX), r = min(a.maxX, b.maxX), t = max(a.minY, b.minY), btm = min(a.maxY, b.maxY)
                return l < r && t < btm ? Rect(x: l, y: t, width: r - l, height: btm - t) : nil
            }
            var current = cut(viewport, ad!.rect)
            if let c = current, ad!.width - c.width > 0.01 || ad!.height - c.height > 0.01 { add(.clipped) }
            var p = nodes[adIndex!].parent
            while let i = p, let c = current {
                if nodes[i].node.clipsToBounds != false || nodes[i].parent == nil {
                    let next = cut(c, nodes[i].node.rect)
                    let nw = next?.width ?? 0, nh = next?.height ?? 0
                    if c.width - nw > 0.01 || c.height - nh > 0.01 { current = next; add(.clipped) }
                }
                p = nodes[i].parent
            }
            if let c = current { onScreen = c } else { add(.clipped) }
        }

        func overlapsOnScreen(_ r: Rect) -> Bool {
            r.minX < onScreen.maxX - 0.01 && r.maxX > onScreen.minX + 0.01
                && r.minY < onScreen.maxY - 0.01 && r.maxY > onScreen.minY + 0.01
        }
        var obstructions: [(post: Int, rect: Rect)] = []
        var friendly: [OMIDFriendlyObstruction] = []
        var declared = 0
        if let a = adIndex, !back {
            func isFriendly(_ n: OMIDRefNode) -> Bool {
                !n.friendlyFor.isEmpty && (sessionForFriendly == nil || n.friendlyFor.contains(sessionForFriendly!))
            }
            for k in nodes.indices where k >= nodes[a].end {
                // Not visited when a candidate ancestor clips or is friendly.
                var blocked = false
                var p = nodes[k].parent
                while let i = p, i > a {
                    if nodes[i].node.clipsToBounds != false || isFriendly(nodes[i].node) { blocked = true }
                    p = nodes[i].parent
                }
                if blocked { continue }
                let n = nodes[k].node
                if isFriendly(n) {
                    declared += 1
                    if overlapsOnScreen(n.rect) {
                        let l = max(n.rect.minX, geometry.minX), t = max(n.rect.minY, geometry.minY)
                        let r = Rect(x: l, y: t, width: max(0, min(n.rect.maxX, geometry.maxX) - l),
                                     height: max(0, min(n.rect.maxY, geometry.maxY) - t))
                        let reg = try! FriendlyObstruction(purpose: FriendlyObstruction.Purpose(rawValue: n.friendlyPurpose)!,
                                                           reason: n.friendlyReason, className: n.friendlyClass)
                        friendly.append(OMIDFriendlyObstruction(identifier: nil, rect: r, registration: reg))
                    }
                    continue
                }
                obstructions.append((nodes[k].post, n.rect))
            }
        }
        var accepted: [Rect] = []
        for o in obstructions.sorted(by: { $0.post < $1.post }) {
            if o.rect.width > 0 && o.rect.height > 0 && overlapsOnScreen(o.rect) && !accepted.contains(o.rect) {
                accepted.append(o.rect)
            }
        }
        if !accepted.isEmpty { add(.obstructed) }
        var pixels = 0.0
        if !back {
            let clampX = { (v: Double) in min(max(v, onScreen.minX), onScreen.maxX) }
            let clampY = { (v: Double) in min(max(v, onScreen.minY), onScreen.maxY) }
            let xs = Array(Set(accepted.flatMap { [clampX($0.minX), clampX($0.maxX)] })).sorted()
            let ys = Array(Set(accepted.flatMap { [clampY($0.minY), clampY($0.maxY)] })).sorted()
            var covered = 0.0
            if xs.count > 1 && ys.count > 1 {
                for i in 0..<(xs.count - 1) {
                    for j in 0..<(ys.count - 1) {
                        let px = xs[i] + 0.5, py = ys[j] + 0.5
                        if accepted.contains(where: { $0.minX < px && px < $0.maxX && $0.minY < py && py < $0.maxY }) {
                            covered += jsRound(xs[i + 1] - xs[i]) * jsRound(ys[j + 1] - ys[j])
                        }
                    }
                }
            }
            pixels = max(0, onScreen.width * onScreen.height - covered)
        }
        let area = geometry.width * geometry.height
        let percentage = area > 0 ? Int(jsRound(pixels / area * 100)) : 0
        return OMIDGeometry(viewport: Size(width: root.width, height: root.height), percentageInView: percentage,
                            pixelsInView: pixels, reasons: reasons.sorted(), geometry: geometry, onScreenGeometry: onScreen,
                            obstructions: accepted, friendlyObstructions: friendly, declaredFriendlyObstructions: declared)
    }
}
