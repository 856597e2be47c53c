import PropertyBased
import Testing
import ViewExposureGeometry
import ViewExposureTestSupport
import ViewExposureTree

/// One case of the exposure differential as a value: a random tree, then rounds of mutations
/// each followed by the views measured — so a failing case can be shrunk (fewer rounds, views,
/// mutations and probes, plainer views) and printed.
///
/// Views are referred to by an id that no shrinking renumbers: the window is 0, the views of the
/// initial tree 1, 2, …, a view a mutation adds ``createdIDs`` + its number. A mutation or probe
/// whose view is not in the tree when it runs (removed by a mutation, or left out by the
/// shrinker) is skipped, so every shrunk case still runs.
struct ExposureDifferentialCase: Sendable, CustomTestStringConvertible {
    /// The first id of views added by mutations.
    static let createdIDs = 10_000

    /// A view of the initial tree: its id, its parent (an earlier view's id; 0 is the window) and
    /// what `randomize` would set.
    struct ViewSpec: Sendable, Equatable {
        var id = 0
        var parent: Int
        var frame: [Int]
        var clips = false, hidden = false, draws = true
        var alpha: Float = 1
        var boundsOrigin: [Int]?
        var scale: Double?
        var friendlyReason: Int?
        var border: Int?

        /// Draws the attributes (not the frame or parent): mostly plain, sometimes clipping,
        /// hidden, faint or at the alpha threshold, drawing nothing, scrolled, scaled by 2 or ½,
        /// friendly, or a border.
        mutating func drawAttributes(_ rng: inout TestRandom) {
            clips = rng.chance(25)
            hidden = rng.chance(5)
            alpha = rng.chance(5) ? 0.005 : (rng.chance(10) ? 0.5 : 1)
            draws = !rng.chance(20)
            if rng.chance(15) { boundsOrigin = [rng.int(-20, 20), rng.int(-20, 20)] }
            if rng.chance(8) { scale = rng.chance(50) ? 2 : 0.5 }
            if rng.chance(6) { friendlyReason = rng.int(0, 9) }
            if rng.chance(10) { border = rng.int(1, 12) }
        }

        /// Sets the attributes on `v` (not its frame or parent).
        func applyAttributes(to v: View) {
            v.clipsToBounds = clips
            v.isHidden = hidden
            v.alpha = alpha
            v.drawsContent = draws
            if let o = boundsOrigin { v.bounds.origin = Point(x: Double(o[0]), y: Double(o[1])) }
            if let k = scale { v.transform = AffineTransform(scaleX: k, y: k) }
            if let r = friendlyReason { v.friendlyObstruction = try? FriendlyObstruction(purpose: .other, reason: "r\(r)") }
            if let b = border { v.painting = .border(width: Double(b)) }
        }
    }

    /// A change to the tree (geometry, clipping, hierarchy or visibility), with its drawn values:
    /// `kind` 0 center, 1 bounds origin, 2 clipping toggled, 3 bounds size, 4 re-parenting,
    /// 5 transform, 6 removal of a leaf (`flag`) or a new child.
    struct Mutation: Sendable, Equatable {
        /// `view` changed; `target` the new parent (kind 4); `child` the id of a new child (kind 6).
        var kind: Int, view: Int, target: Int, child: Int
        var values: [Int]
        var flag: Bool
    }

    struct Round: Sendable, Equatable {
        var mutations: [Mutation]
        var probes: [Int]
    }

    var views: [ViewSpec]
    var rounds: [Round]

    var testDescription: String {
        let tree = views.map { v in
            var s = "\(Self.name(v.id)) in \(Self.name(v.parent)) \(v.frame)"
            if v.clips { s += " clips" }
            if v.hidden { s += " hidden" }
            if !v.draws { s += " draws nothing" }
            if v.alpha != 1 { s += " alpha \(v.alpha)" }
            if let o = v.boundsOrigin { s += " bounds origin \(o)" }
            if let k = v.scale { s += " scale \(k)" }
            if v.friendlyReason != nil { s += " friendly" }
            if let b = v.border { s += " border \(b)" }
            return s
        }
        let steps = rounds.map { r in
            r.mutations.map { m in
                "mutation \(m.kind) of \(Self.name(m.view)) \(m.values)" + (m.kind == 4 ? " under \(Self.name(m.target))" : "")
                    + (m.kind == 6 ? (m.flag ? " (removed if a leaf, else adds \(Self.name(m.child)))" : " adds \(Self.name(m.child))") : "")
            } + ["measure " + r.probes.map(Self.name).joined(separator: ", ")]
        }
        return "tree: " + tree.joined(separator: "; ") + " | " + steps.map { $0.joined(separator: ", ") }.joined(separator: " | ")
    }

    /// The name of the view with `id`, as its identifier in the tree.
    static func name(_ id: Int) -> String {
        id == 0 ? "w" : id >= createdIDs ? "n\(id - createdIDs)" : "v\(id)"
    }

    // MARK: drawing

    /// A random 300×300 window with 10…60 views, each under a random earlier view, then 10 rounds
    /// (1…4 mutations before each but the first) of 6 views measured. Views are small against
    /// the window, so many subtrees miss a tested view and are skipped.
    static func draw(_ rng: inout TestRandom) -> ExposureDifferentialCase {
        let count = rng.int(10, 60)
        var views: [ViewSpec] = []
        for i in 0..<count {
            var v = ViewSpec(id: i + 1, parent: 0, frame: [rng.int(-40, 300), rng.int(-40, 300), rng.int(0, 60), rng.int(0, 60)])
            v.drawAttributes(&rng)
            v.parent = rng.int(0, i)
            views.append(v)
        }
        // The ids a mutation or probe may name: every view drawn so far (some may be gone by then).
        var ids = Array(1...count)
        var rounds: [Round] = []
        for round in 0..<10 {
            let mutations: [Mutation] = round == 0 ? [] : (0..<rng.int(1, 4)).map { _ -> Mutation in
                let kind = rng.int(0, 6)
                let values = switch kind {
                case 0: [rng.int(-40, 300), rng.int(-40, 300)]  // a center
                case 1: [rng.int(-60, 60), rng.int(-60, 60)]  // a bounds origin
                case 3: [rng.int(0, 120), rng.int(0, 120)]  // a bounds size
                case 6: [rng.int(-40, 300), rng.int(-40, 300), rng.int(1, 60), rng.int(1, 60)]  // a new child's frame
                default: [Int]()
                }
                let m = Mutation(kind: kind, view: rng.pick(ids), target: rng.int(0, ids.count) == 0 ? 0 : rng.pick(ids),
                                 child: createdIDs + ids.count - count, values: values, flag: rng.chance(50))
                if kind == 6 { ids.append(m.child) }
                return m
            }
            rounds.append(Round(mutations: mutations, probes: (0..<6).map { _ in rng.pick(ids) }))
        }
        return ExposureDifferentialCase(views: views, rounds: rounds)
    }

    // MARK: running

    /// The initial tree: the screen (kept alive by the caller) and the views in it by id.
    func build() -> (Screen, [Int: View]) {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), identifier: "w")
        screen.addWindow(window)
        var byID: [Int: View] = [0: window]
        for spec in views {
            let f = spec.frame.map(Double.init)
            let v = View(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), identifier: Self.name(spec.id))
            spec.applyAttributes(to: v)
            (byID[spec.parent] ?? window).addSubview(v)
            byID[spec.id] = v
        }
        return (screen, byID)
    }

    /// Applies `m` to the tree of the views `byID`; nothing when its view is not there.
    static func apply(_ m: Mutation, to byID: inout [Int: View]) {
        guard let v = byID[m.view] else { return }
        let n = m.values.map(Double.init)
        switch m.kind {
        case 0: v.center = Point(x: n[0], y: n[1])
        case 1: v.bounds.origin = Point(x: n[0], y: n[1])
        case 2: v.clipsToBounds.toggle()
        case 3: v.bounds.size = Size(width: n[0], height: n[1])
        case 4:
            // Re-parent under a view outside v's subtree.
            if let target = byID[m.target], !target.isDescendant(of: v) { target.addSubview(v) }
        case 5: v.transform = m.flag ? .identity : AffineTransform(scaleX: 2, y: 2)
        default:
            if m.flag, v.superview != nil, v.subviews.isEmpty {
                v.removeFromSuperview()
                byID[m.view] = nil
            } else {
                let child = View(frame: Rect(x: n[0], y: n[1], width: n[2], height: n[3]), identifier: name(m.child))
                v.addSubview(child)
                byID[m.child] = child
            }
        }
    }

    // MARK: shrinking

    /// Simpler cases than this one, most shrunk first: a round left out, a view left out (its
    /// children moved to its parent), a mutation or probe left out, then one view plainer (an
    /// attribute back to its default, its frame toward 0) or one mutation's values toward 0.
    func simpler() -> [ExposureDifferentialCase] {
        var out: [ExposureDifferentialCase] = []
        for i in rounds.indices where rounds.count > 1 {
            var c = self
            c.rounds.remove(at: i)
            out.append(c)
        }
        for i in views.indices where views.count > 1 {
            out.append(withoutView(i))
        }
        for (r, round) in rounds.enumerated() {
            for m in round.mutations.indices {
                var c = self
                c.rounds[r].mutations.remove(at: m)
                out.append(c)
            }
            for p in round.probes.indices where round.probes.count > 1 {
                var c = self
                c.rounds[r].probes.remove(at: p)
                out.append(c)
            }
        }
        for i in views.indices {
            for plainer in Self.plainer(views[i]) {
                var c = self
                c.views[i] = plainer
                out.append(c)
            }
        }
        for (r, round) in rounds.enumerated() {
            for (m, mutation) in round.mutations.enumerated() {
                for values in shrinkEach(mutation.values, toward: mutation.values.count == 4 ? [0, 0, 1, 1] : mutation.values.map { _ in 0 }) {
                    var c = self
                    c.rounds[r].mutations[m].values = values
                    out.append(c)
                }
            }
        }
        return out
    }

    /// The case without view `i`: its children go to its parent.
    private func withoutView(_ i: Int) -> ExposureDifferentialCase {
        var c = self
        let removed = views[i]
        c.views.remove(at: i)
        for j in c.views.indices where c.views[j].parent == removed.id {
            c.views[j].parent = removed.parent
        }
        return c
    }

    /// `v` with one attribute back to its default, or its frame one step toward 0.
    private static func plainer(_ v: ViewSpec) -> [ViewSpec] {
        var out = ShrinkCandidates(of: v)
        out.add { $0.clips = false }
        out.add { $0.hidden = false }
        out.add { $0.draws = true }
        out.add { $0.alpha = 1 }
        out.add { $0.boundsOrigin = nil }
        out.add { $0.scale = nil }
        out.add { $0.friendlyReason = nil }
        out.add { $0.border = nil }
        for frame in shrinkEach(v.frame, toward: [0, 0, 0, 0]) { out.add { $0.frame = frame } }
        return out.all
    }
}
