import Testing
import ViewExposureTestSupport

/// One case of the OMID differential as a value: a NativeViewInfo tree (its ad marked by a
/// session id or `isCreative`), the session measured and the app's state — so a failing case
/// can be shrunk (``simpler()``) to a small tree and printed as the JSON text the measurer read.
struct OMIDDifferentialCase: Sendable, Equatable, CustomTestStringConvertible {
    var root: OMIDRefNode
    var session: String?
    var backgrounded: Bool
    var locked: Bool

    var testDescription: String {
        "tree: \(root.json) session: \(session ?? "-")" + (backgrounded ? " backgrounded" : "") + (locked ? " locked" : "")
    }

    /// Simpler cases than this one, most shrunk first: the app's state plain; a subtree without
    /// the ad left out; a node above the ad replaced by its children; then one node plainer (an
    /// attribute back to its default, its numbers on the quarter-point grid, then toward 0).
    func simpler() -> [OMIDDifferentialCase] {
        var out = ShrinkCandidates(of: self)
        out.add { $0.backgrounded = false }
        out.add { $0.locked = false }
        out.add { $0.root.noOutputDevice = nil }
        let paths = Self.paths(below: root)
        for path in paths where !Self.holdsAd(Self.node(at: path, in: root)) {
            out.add { Self.modify(&$0.root, at: path.dropLast()) { $0.children.remove(at: path.last!) } }
        }
        for path in paths where Self.holdsAd(Self.node(at: path, in: root)) && !Self.isAd(Self.node(at: path, in: root)) {
            out.add {
                let hoisted = Self.node(at: path, in: $0.root).children
                Self.modify(&$0.root, at: path.dropLast()) { $0.children.replaceSubrange(path.last!...path.last!, with: hoisted) }
            }
        }
        for path in [[]] + paths {
            for plainer in Self.plainer(Self.node(at: path, in: root)) {
                out.add { Self.modify(&$0.root, at: path[...]) { $0 = plainer } }
            }
        }
        return out.all
    }

    /// `n` with one attribute back to its default, or one of its numbers simpler.
    private static func plainer(_ n: OMIDRefNode) -> [OMIDRefNode] {
        var out = ShrinkCandidates(of: n)
        out.add { $0.clipsToBounds = nil }
        if !isAd(n) {
            out.add { $0.friendlyFor = []; $0.friendlyPurpose = "other"; $0.friendlyReason = nil; $0.friendlyClass = nil }
        }
        out.add { $0.friendlyReason = nil }
        out.add { $0.friendlyClass = nil }
        out.add { $0.notVisibleReason = nil }
        out.add { $0.hasWindowFocus = nil }
        out.add { $0.isPipActive = nil }
        let numbers = [n.x, n.y, n.width, n.height]
        let quarters = numbers.map { ($0 * 4).rounded() }
        if quarters.map({ $0 / 4 }) != numbers {
            out.add { $0.x = quarters[0] / 4; $0.y = quarters[1] / 4; $0.width = quarters[2] / 4; $0.height = quarters[3] / 4 }
        } else {
            for q in shrinkEach(quarters.map { Int($0) }, toward: [0, 0, 0, 0]) {
                out.add { $0.x = Double(q[0]) / 4; $0.y = Double(q[1]) / 4; $0.width = Double(q[2]) / 4; $0.height = Double(q[3]) / 4 }
            }
        }
        return out.all
    }

    /// Whether `n` is the ad.
    private static func isAd(_ n: OMIDRefNode) -> Bool { n.isCreative || n.adSessionId != nil }

    /// Whether the subtree of `n` holds the ad.
    private static func holdsAd(_ n: OMIDRefNode) -> Bool {
        var stack = [n]
        while let m = stack.popLast() {
            if isAd(m) { return true }
            stack += m.children
        }
        return false
    }

    /// The paths (child indices from the root) of every node below the root, in pre-order.
    private static func paths(below root: OMIDRefNode) -> [[Int]] {
        var out: [[Int]] = []
        var stack: [(OMIDRefNode, [Int])] = [(root, [])]
        while let (n, path) = stack.popLast() {
            if !path.isEmpty { out.append(path) }
            for (i, c) in n.children.enumerated().reversed() { stack.append((c, path + [i])) }
        }
        return out
    }

    private static func node(at path: [Int], in root: OMIDRefNode) -> OMIDRefNode {
        path.reduce(root) { $0.children[$1] }
    }

    /// Applies `change` to the node at `path` (depth ≤ the generator's 6 levels).
    private static func modify(_ n: inout OMIDRefNode, at path: ArraySlice<Int>, _ change: (inout OMIDRefNode) -> Void) {
        guard let first = path.first else { return change(&n) }
        modify(&n.children[first], at: path.dropFirst(), change)
    }
}
