import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTestSupport
import ViewExposureTree
import PropertyBased
import Testing

/// `OMIDMeasurer` on replayed NativeViewInfo trees against ``OMIDReference`` (a separate,
/// plain implementation of the same behaviour text), on seeded random trees built to reach
/// every rule: clipping defaults, 0.005 and 0.02 trims, friendly subtrees and other sessions,
/// duplicates, sub-0.5 strips, half-point edges, every reason.
@Suite("OMID: differential against the reference", .shrinking)
struct OMIDDifferentialTests {
    /// Coordinates on the quarter-point grid, sometimes off it by 0.005 or 0.02 (the
    /// tolerance), sizes sometimes 0.3 or 0.45 (strips thinner than the grid's half point).
    static func coordinate(_ rng: inout TestRandom, _ lo: Int, _ hi: Int) -> Double {
        var v = Double(rng.int(lo * 4, hi * 4)) / 4
        if rng.chance(8) { v += rng.pick([0.005, -0.005, 0.02, -0.02]) }
        return v
    }

    static func randomNode(_ rng: inout TestRandom, near parent: Rect?, depth: Int, budget: inout Int,
                           recent: inout [Rect]) -> OMIDRefNode {
        var x = coordinate(&rng, -20, 180), y = coordinate(&rng, -20, 180)
        var w = coordinate(&rng, 0, 90), h = coordinate(&rng, 0, 90)
        if let p = parent, rng.chance(70) {
            // Mostly inside or across the parent, so clipping decides things.
            x = p.minX + coordinate(&rng, -10, Int(max(1, p.width)))
            y = p.minY + coordinate(&rng, -10, Int(max(1, p.height)))
        }
        if rng.chance(10) { h = rng.pick([0.3, 0.45, 0.5, 0.55]) }
        if rng.chance(3) { w = 0 }
        if rng.chance(8), let r = recent.randomElement(using: &rng) { x = r.x; y = r.y; w = r.width; h = r.height }
        var node = OMIDRefNode(x: x, y: y, width: w, height: h)
        recent.append(node.rect)
        node.clipsToBounds = rng.pick([nil, nil, true, false, false])
        if rng.chance(8) {
            node.friendlyFor = rng.chance(80) ? ["S1"] : ["S2"]
            node.friendlyPurpose = rng.pick(FriendlyObstruction.Purpose.allCases).rawValue
            if rng.chance(50) { node.friendlyReason = "Close button \(rng.int(0, 9))" }
            if rng.chance(50) { node.friendlyClass = "UIButton" }
        }
        let childCount = depth < 5 && budget > 0 ? rng.int(0, 4) : 0
        for _ in 0..<childCount where budget > 0 {
            budget -= 1
            node.children.append(randomNode(&rng, near: node.rect, depth: depth + 1, budget: &budget, recent: &recent))
        }
        return node
    }

    /// A random tree with one ad node (sometimes none), and the options to measure it with.
    static func randomCase(_ rng: inout TestRandom) -> OMIDDifferentialCase {
        var budget = rng.int(3, 40)
        var recent: [Rect] = []
        var root = OMIDRefNode(x: 0, y: 0, width: Double(rng.int(100, 200)), height: Double(rng.int(100, 200)))
        root.clipsToBounds = rng.pick([nil, true, false])
        while budget > 0 {
            budget -= 1
            root.children.append(randomNode(&rng, near: root.rect, depth: 1, budget: &budget, recent: &recent))
        }
        if rng.chance(5) { root.noOutputDevice = true }
        // Pick the ad among the non-root nodes by pre-order position.
        var paths: [[Int]] = []
        func collect(_ n: OMIDRefNode, _ path: [Int]) {
            for (i, c) in n.children.enumerated() { paths.append(path + [i]); collect(c, path + [i]) }
        }
        collect(root, [])
        let bySession = rng.chance(50)
        if !paths.isEmpty && !rng.chance(4) {
            let path = rng.pick(paths)
            func mark(_ n: inout OMIDRefNode, _ rest: ArraySlice<Int>, _ rng: inout TestRandom) {
                guard let i = rest.first else {
                    n.friendlyFor = []
                    if bySession { n.adSessionId = "S1" } else { n.isCreative = true; if rng.chance(70) { n.adSessionId = "S1" } }
                    if rng.chance(6) { n.notVisibleReason = rng.pick(["notAttached", "noWindowFocus", "noAdView", "viewInvisible", "viewGone"]) }
                    if rng.chance(5) { n.hasWindowFocus = false } else if rng.chance(20) { n.hasWindowFocus = true }
                    if rng.chance(5) { n.isPipActive = true }
                    if rng.chance(4) { n.width = 0 }
                    return
                }
                mark(&n.children[i], rest.dropFirst(), &rng)
            }
            mark(&root, path[...], &rng)
        }
        return OMIDDifferentialCase(root: root, session: bySession ? "S1" : nil, backgrounded: rng.chance(5), locked: rng.chance(5))
    }

    /// The library's answer for a case: the tree's JSON text read and measured.
    static func measured(_ c: OMIDDifferentialCase) throws -> OMIDGeometry {
        let tree = try NativeViewInfoTree.read(Array(c.root.json.utf8), session: c.session)
        var state = tree.state
        state.isBackgrounded = c.backgrounded
        state.isDeviceLocked = c.locked
        var g = OMIDMeasurer().measure(tree.ad, root: tree.root, state: state)
        for i in g.friendlyObstructions.indices { g.friendlyObstructions[i].identifier = nil }
        return g
    }

    @Test("random trees: the measurer equals the reference, and every rule is reached")
    func randomTreesAgree() async {
        var runs = 0
        var reached = Set<OMIDReason>()
        var sawDuplicate = false, sawStrip = false, sawFriendly = false, sawDeclaredOnly = false
        // A failing case is shrunk (a smaller tree, plainer nodes) before it is reported.
        await seededPropertyCheck(seed: 30, count: 3000, draw: Self.randomCase, shrink: { $0.simpler() }) { c in
            runs += 1
            let expected = OMIDReference.measure(c.root, session: c.session, backgrounded: c.backgrounded, locked: c.locked)
            let got: OMIDGeometry
            do { got = try Self.measured(c) } catch { Issue.record("not read: \(error)"); return }
            #expect(got == expected)
            reached.formUnion(got.reasons)
            if got.declaredFriendlyObstructions > got.friendlyObstructions.count { sawDeclaredOnly = true }
            if !got.friendlyObstructions.isEmpty { sawFriendly = true }
            if got.obstructions.contains(where: { $0.height < 0.5 }) { sawStrip = true }
            let all = Self.allRects(c.root)
            if Set(all).count < all.count && got.reasons.contains(.obstructed) { sawDuplicate = true }
        }
        // Counted when the 3 000 cases ran alone (a failure stops them and adds the shrinker's runs).
        if runs == 3000 {
            #expect(reached == Set(OMIDReason.allCases))
            #expect(sawDuplicate && sawStrip && sawFriendly && sawDeclaredOnly)
        }
    }

    static func allRects(_ n: OMIDRefNode) -> [Rect] {
        var out: [Rect] = [], stack = [n]
        while let m = stack.popLast() { out.append(m.rect); stack.append(contentsOf: m.children) }
        return out
    }
}
