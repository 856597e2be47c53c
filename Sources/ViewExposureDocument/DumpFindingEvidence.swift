import ViewExposureAudit
import ViewExposureGeometry
import ViewExposureDumps
import ViewExposureTree

/// What an imported dump's rules say a finding rests on (``FindingEvidence``): `frames` (the
/// dump's geometry); the rule that orders the two views — the window order when they are in
/// different windows, else the order rule of their nearest common ancestor's children (a bar
/// drawn over the content it floats over by its own rule) — unless one holds the other; and the
/// rules that made the other view (and its ancestors below the common one, and for a coverer its
/// subtree) take the touch (`unreachable`) or draw (`covered`, `passThrough`), or, when no rule
/// decided it, the format's default reading of its class or type.
///
/// Complexity: O(depth of the other view below the common ancestor) a finding, on bit sets, after
/// one O(elements) pass over the dump (subtree ends and subtree rules) made on first use.
final class DumpFindingEvidence: FindingEvidence {
    private let dump: ImportedDump
    /// For each element (pre-order), the last element of its subtree, and the rules recorded in it.
    private lazy var subtree: (last: [Int32], rules: [UInt64]) = {
        var last = [Int32](repeating: 0, count: dump.elements.count)
        var rules = dump.rules.map(\.bits)
        for i in last.indices { last[i] = Int32(i) }
        for i in last.indices.reversed() {
            let p = dump.parentIndex(of: i)
            guard p >= 0 else { continue }
            rules[p] |= rules[i]
            last[p] = max(last[p], last[i])
        }
        return (last, rules)
    }()

    /// The basis of each distinct bit set asked so far: a screen's findings rest on a few
    /// distinct sets, so each finding shares its rule-id array instead of building one (the
    /// evidence serves one audit on one thread).
    private var bases: [UInt64: FindingBasis] = [:]
    /// The last subject asked about and its element: an audit asks about one subject several
    /// times in a row (its receiver, then its coverers), each a dictionary lookup otherwise.
    private var lastSubject: (id: ObjectIdentifier, element: Int?)?
    /// The last basis made or found in ``bases``: a subject's coverers (windows in front of it,
    /// siblings above it) mostly rest on the same rules.
    private var lastBasis: (bits: UInt64, basis: FindingBasis)?

    init(_ dump: ImportedDump) { self.dump = dump }

    func basis(of problem: AuditProblem, subject: View, other: View?) -> FindingBasis {
        var bits = Self.frames
        guard let other else { return basis(bits) }
        let subjectID = ObjectIdentifier(subject)
        let subjectElement: Int?
        if let last = lastSubject, last.id == subjectID {
            subjectElement = last.element
        } else {
            subjectElement = dump.elementIndex(of: subject)
            lastSubject = (subjectID, subjectElement)
        }
        guard let s = subjectElement, let o = dump.elementIndex(of: other) else { return basis(bits) }
        let (last, subtreeRules) = subtree
        // The nearest common ancestor (-1: different windows) and its child on the other's side.
        var c = o, top = o
        while c >= 0 && !(c <= s && s <= Int(last[c])) { top = c; c = dump.parentIndex(of: c) }
        if c < 0 {
            // Different windows: the front window's own rule (an input method's window); an
            // Android window listed before the subject's (the list is front-most first); else the
            // rule that put it in front.
            let window = dump.rules[top].bits
            var subjectWindow = s
            while dump.parentIndex(of: subjectWindow) >= 0 { subjectWindow = dump.parentIndex(of: subjectWindow) }
            if window & Self.inputMethod != 0 {
                bits |= Self.inputMethod
            } else if dump.format.isAndroid && top < subjectWindow {
                bits |= Self.listOrder
            } else {
                bits |= window & Self.windowOrders
            }
        } else if c != o && c != s {
            let order = dump.rules[c].bits & Self.orders
            let bar = order & dump.rules[top].bits & Self.bars
            if bar != 0 {
                bits |= bar
            } else {
                var side = s
                while dump.parentIndex(of: side) != c { side = dump.parentIndex(of: side) }
                bits |= pairOrder(order & ~Self.windowOrders & ~Self.bars, side, top)
            }
        }
        // What made the other view take the touch or draw. An Android view the dump states takes
        // touches keeps the touch whatever its ancestors are read as: Android offers a touch to
        // the children under it before their parent, so what made a bar or sheet around it take
        // touches decides nothing.
        var decided = problem == .covered ? coveringRules(o, subtreeRules) : dump.rules[o].bits
        if problem == .unreachable, dump.format.isAndroid, statesItTakesTouches(o) {
            decided &= Self.touchAspects
            return basis(bits | (decided != 0 ? decided : Self.clickable))
        }
        // A covered finding's share also rests on what holds the coverer: an ancestor that
        // reaches over more of the subject than the coverer (a bar's or sheet's container) and
        // is read as drawing nothing would, if it drew, hide more. Within one window: what a
        // window in front draws is its window rules' (a keyboard's, an alert's).
        let shareRestsOnHolders = problem == .covered && c >= 0
        let subjectFrame = shareRestsOnHolders ? dump.elements[s].frameOnScreen : .zero
        let hides = shareRestsOnHolders ? Self.overlap(dump.elements[o].frameOnScreen, subjectFrame) : 0
        var readAsNotDrawing: UInt64 = 0
        var a = dump.parentIndex(of: o)
        while a >= 0 && a != c {
            decided |= dump.rules[a].bits
            if shareRestsOnHolders, !dump.elements[a].view.drawsContent,
               Self.overlap(dump.elements[a].frameOnScreen, subjectFrame) - hides > Self.shareTolerance * subjectFrame.area {
                let rules = dump.rules[a].bits & Self.drawAspects
                readAsNotDrawing |= rules != 0 ? rules : defaultDrawReading
            }
            a = dump.parentIndex(of: a)
        }
        decided &= problem == .unreachable ? Self.touchAspects : Self.drawAspects
        // The keyboard's window rule, named as the order, may also be what decided (its window
        // draws its whole frame): then the default reading decides nothing.
        if decided == 0 { decided = problem == .unreachable && dump.format.isAndroid ? Self.clickable : defaultDrawReading }
        if problem == .covered, !dump.format.isAndroid, claimedInvisibleButShowing(s, coverer: o) {
            readAsNotDrawing |= defaultDrawReading
        }
        // And on Android, on the orders not certain that put an overlapping sibling behind it.
        // (On iOS the same reading took 25 right certain findings of the judged screens, held up
        // by windows and presented layers, and no wrong one: iOS is left as it was.)
        if problem == .covered, dump.format.isAndroid {
            readAsNotDrawing |= uncertainOrdersBehind(s)
            let frame = dump.elements[s].frameOnScreen
            let hidden = c >= 0 ? hides : Self.overlap(dump.elements[o].frameOnScreen, frame)
            for panel in panelsInFront(s) where panel.overlap - hidden > Self.shareTolerance * frame.area {
                readAsNotDrawing |= panel.reading
            }
        }
        return basis(bits | decided | readAsNotDrawing)
    }

    /// The rules what coverer `o` hides rests on: those of its whole subtree, but when a rule
    /// recorded on `o` has it draw its frame, only its own and those of the children (with their
    /// subtrees) that reach outside that frame — what is drawn inside a drawn frame hides nothing
    /// more (a sheet's icon button, however its box is read, adds nothing to the sheet over a
    /// scrim). A child inside the frame counts the rules of its own subtree that reach outside its
    /// frame, which may still lie inside `o`'s: more rules, never fewer. (Where no rule on `o`
    /// decided that it draws — a window's rule, the default reading — the whole subtree counts.)
    /// O(1) after one O(elements) pass.
    private func coveringRules(_ o: Int, _ subtreeRules: [UInt64]) -> UInt64 {
        let view = dump.elements[o].view, own = dump.rules[o].bits
        let drawnByOwnRule = view.drawsContent && !view.isHidden && own & Self.drawRules != 0
        return drawnByOwnRule ? own | rulesOutsideFrame[o] : subtreeRules[o]
    }

    /// For each element, the rules of its children's subtrees that reach outside its frame (a
    /// child outside it counts its whole subtree; one inside, its own such rules). One pass, on
    /// first use.
    private lazy var rulesOutsideFrame: [UInt64] = {
        let (_, subtreeRules) = subtree
        var outside = [UInt64](repeating: 0, count: dump.elements.count)
        for i in dump.elements.indices.reversed() {
            let p = dump.parentIndex(of: i)
            guard p >= 0 else { continue }
            let inside = dump.elements[p].frameOnScreen.contains(dump.elements[i].frameOnScreen)
            outside[p] |= inside ? outside[i] : subtreeRules[i]
        }
        return outside
    }()

    /// Whether an Android element's own attributes say it takes touches (`android-clickable`).
    private func statesItTakesTouches(_ i: Int) -> Bool {
        let a = dump.elements[i].attributeList
        return ["clickable", "long-clickable", "scrollable"].contains { a[$0] == "true" }
    }

    /// The order rules, not certain, that put behind element `s` (or behind the ancestor holding
    /// it) a sibling whose drawn part (``drawnBox``) reaches over more than ``shareTolerance`` of
    /// it: were that sibling drawn in front, as the dump does not rule out, more of `s` would be
    /// hidden, so a covered share rests on those rules too (a map taken to lie over the sheet
    /// drawn over it hides none of the sheet's part). Past ``behindScanned`` siblings behind one
    /// holder the rule is counted without looking further, and past ``ancestorsClimbed``
    /// ancestors every unsettled order above. O(ancestorsClimbed × behindScanned) a subject at
    /// most, remembered for its next coverers.
    private func uncertainOrdersBehind(_ s: Int) -> UInt64 {
        if let last = lastOrdersBehind, last.element == s { return last.bits }
        let frame = dump.elements[s].frameOnScreen
        let least = Self.shareTolerance * frame.area
        var bits: UInt64 = 0
        var b = s, p = dump.parentIndex(of: s), climbed = 0
        while p >= 0, frame.area > 0 {
            climbed += 1
            if climbed > Self.ancestorsClimbed {
                // A chain this deep is no real screen's: every unsettled order above counts.
                bits |= unsettledOrdersAbove[b]
                break
            }
            let order = unsettledChildOrder(p)
            if order != 0, let holder = dump.elements[b].view.superview {
                let behind = holder.subviews[..<Int(positionInParent[b])]
                for (n, sibling) in behind.reversed().enumerated() {
                    if n == Self.behindScanned {
                        bits |= order
                        break
                    }
                    if let i = dump.elementIndex(of: sibling), !sibling.isHidden, let drawn = drawnBox[i],
                       Self.overlap(drawn, frame) > least {
                        let pair = pairOrder(order, i, b)
                        if !DumpRuleSet(bits: pair).isCertain { bits |= pair }
                    }
                }
            }
            b = p
            p = dump.parentIndex(of: p)
        }
        lastOrdersBehind = (s, bits)
        return bits
    }

    /// The panels drawn in front of element `s` that are read as drawing nothing: siblings in
    /// front of `s` or of an ancestor of it, smaller than that ancestor (not a layer over all of
    /// it), holding something drawn, themselves read as not drawing — a bar's or a drawer's
    /// bottom panel whose background the reading leaves out. Each with how much of `s` its frame
    /// covers and the rule that reads it so (else the default reading): were it to paint, more of
    /// `s` would be hidden than the share says. Bounded as ``uncertainOrdersBehind(_:)``: past
    /// ``behindScanned`` siblings in front of one holder the default reading counts without
    /// looking further. Remembered for the subject's next coverers.
    private func panelsInFront(_ s: Int) -> [(overlap: Double, reading: UInt64)] {
        if let last = lastPanelsInFront, last.element == s { return last.panels }
        let frame = dump.elements[s].frameOnScreen
        var panels: [(overlap: Double, reading: UInt64)] = []
        var b = s, climbed = 0
        while let holder = dump.elements[b].view.superview, frame.area > 0, climbed < Self.ancestorsClimbed {
            climbed += 1
            let under = dump.elements[b].frameOnScreen
            let front = holder.subviews[(Int(positionInParent[b]) + 1)...]
            if front.count > Self.behindScanned {
                // Past the siblings looked at, a panel may lie in front unseen: the reading counts.
                panels.append((.infinity, defaultDrawReading))
            }
            for sibling in front.prefix(Self.behindScanned) {
                guard let i = dump.elementIndex(of: sibling), !sibling.isHidden, !sibling.drawsContent,
                      drawnBox[i] != nil else { continue }
                let f = dump.elements[i].frameOnScreen
                let overlap = Self.overlap(f, frame)
                guard overlap > 0, !f.contains(under) else { continue }
                let rules = dump.rules[i].bits & Self.drawRules
                panels.append((overlap, rules != 0 ? rules : defaultDrawReading))
            }
            let p = dump.parentIndex(of: b)
            guard p >= 0 else { break }
            b = p
        }
        lastPanelsInFront = (s, panels)
        return panels
    }

    /// The last subject whose panels in front were worked out.
    private var lastPanelsInFront: (element: Int, panels: [(overlap: Double, reading: UInt64)])?

    /// The rule two siblings `a` and `b` of a legacy Android parent are ordered by, when the
    /// parent's rule is one of those that the list order of some of its children says nothing
    /// about: of two children of the same frame, ``sameFrameOrder``'s; of two layers of about one
    /// size, one within the other, ``nestedLayerOrder``'s; of any other two, the position order's
    /// (`android-document-order`) — the sort orders each pair by its own positions. Any other
    /// `order` is returned as it is. O(1).
    private func pairOrder(_ order: UInt64, _ a: Int, _ b: Int) -> UInt64 {
        if order & Self.materialSheetOrder != 0 {
            // Material's scrim and sheet, ordered by the library; any other pair by position.
            let ids = (dump.elements[a].attributeList["resource-id"], dump.elements[b].attributeList["resource-id"])
            return AndroidMaterialSheetDialog.isScrimAndSheet(ids.0, ids.1) ? Self.materialSheetOrder : Self.documentOrder
        }
        guard order & (Self.sameFrameOrder | Self.nestedLayerOrder) != 0 else { return order }
        let fa = dump.elements[a].frameOnScreen, fb = dump.elements[b].frameOnScreen
        if !fa.isEmpty, fa == fb { return Self.sameFrameOrder }
        return fa.isNestedLayer(with: fb) ? Self.nestedLayerOrder : Self.documentOrder
    }

    /// For each element, the box of what its subtree draws (frames on screen of the views read
    /// as drawing, hidden subtrees left out), `nil` for nothing: a layer that draws only a bar
    /// hides nothing elsewhere, whichever way it is ordered. One pass, on first use.
    private lazy var drawnBox: [Rect?] = {
        var box = [Rect?](repeating: nil, count: dump.elements.count)
        for i in dump.elements.indices.reversed() {
            let view = dump.elements[i].view
            if view.isHidden { box[i] = nil; continue }
            if view.drawsContent {
                let f = dump.elements[i].frameOnScreen
                box[i] = box[i].map { $0.union(f) } ?? f
            }
            let p = dump.parentIndex(of: i)
            if p >= 0, let b = box[i] { box[p] = box[p].map { $0.union(b) } ?? b }
        }
        return box
    }()

    /// The order of element `p`'s children when it is not certain, else 0 (a window root's own
    /// place among windows is not its children's order).
    private func unsettledChildOrder(_ p: Int) -> UInt64 {
        let order = dump.rules[p].bits & Self.orders & ~Self.windowOrders & ~Self.bars
        return order != 0 && !DumpRuleSet(bits: order).isCertain ? order : 0
    }

    /// For each element, the unsettled child orders of all its ancestors: what a subject
    /// deeper than ``ancestorsClimbed`` rests on past that depth. One pre-order pass, on first use.
    private lazy var unsettledOrdersAbove: [UInt64] = {
        var above = [UInt64](repeating: 0, count: dump.elements.count)
        for i in dump.elements.indices {
            let p = dump.parentIndex(of: i)
            if p >= 0 { above[i] = above[p] | unsettledChildOrder(p) }
        }
        return above
    }()

    /// How many ancestors ``uncertainOrdersBehind(_:)`` climbs before counting every unsettled
    /// order above: a real screen is far shallower, and a hostile chain stays linear.
    static let ancestorsClimbed = 256

    /// The last subject whose uncertain orders behind it were worked out.
    private var lastOrdersBehind: (element: Int, bits: UInt64)?

    /// How many siblings behind one holder ``uncertainOrdersBehind(_:)`` looks at.
    static let behindScanned = 64

    /// Each element's place among its superview's subviews (back to front), worked out once.
    private lazy var positionInParent: [Int32] = {
        var position = [Int32](repeating: 0, count: dump.elements.count)
        for e in dump.elements {
            for (k, v) in e.view.subviews.enumerated() {
                if let i = dump.elementIndex(of: v) { position[i] = Int32(k) }
            }
        }
        return position
    }()

    /// Whether the dump says element `s` is not visible (an iOS `visible="false"`; an Android
    /// `visible-to-user="false"` hides the element, so it is never asked about) while
    /// `coverer` leaves more than ``shareTolerance`` of its on-screen part showing: then
    /// something the format's default reading takes to draw nothing hides the rest (an iOS
    /// sheet's or menu's plain background), and the share rests on that reading. O(attributes)
    /// of `s` once per subject (remembered for its next coverers), O(1) after.
    private func claimedInvisibleButShowing(_ s: Int, coverer o: Int) -> Bool {
        let claimed: Bool
        if let last = lastInvisibleClaim, last.element == s {
            claimed = last.claimed
        } else {
            let attributes = dump.elements[s].attributeList
            claimed = VisibilityMismatchCheck.claim { attributes[$0] } == false
            lastInvisibleClaim = (s, claimed)
        }
        guard claimed, let part = dump.elements[s].frameOnScreen.intersection(windowsExtent) else { return false }
        return part.area - Self.overlap(dump.elements[o].frameOnScreen, part) > Self.shareTolerance * part.area
    }

    /// The last element whose visibility claim was read, and whether it claims to be invisible:
    /// an audit asks about one subject's coverers in a row (up to four attribute reads each).
    private var lastInvisibleClaim: (element: Int, claimed: Bool)?

    /// What is on screen (``ImportedDump/windowsExtent``), worked out on first use.
    private lazy var windowsExtent: Rect = dump.windowsExtent

    /// How much more of the subject (a fraction of its area) a container of the coverer must
    /// reach over than the coverer for the share to rest on the container's not drawing: the
    /// 5 points a share may be off by (docs/dumps.md, "Certainty").
    static let shareTolerance = 0.05

    /// The area of `a` inside `b`.
    private static func overlap(_ a: Rect, _ b: Rect) -> Double { a.intersection(b)?.area ?? 0 }

    /// The format's default reading of what draws, when no rule decided it.
    private var defaultDrawReading: UInt64 { dump.format.isAndroid ? Self.classDraws : Self.typeTraits }

    /// The static basis of `bits`, remembered.
    private func basis(_ bits: UInt64) -> FindingBasis {
        if let last = lastBasis, last.bits == bits { return last.basis }
        let b: FindingBasis
        if let known = bases[bits] {
            b = known
        } else {
            b = Self.basis(bits)
            bases[bits] = b
        }
        lastBasis = (bits, b)
        return b
    }

    /// The basis of `bits`: frames first, then the order, then what decided (the order of
    /// ``DumpRuleInfo/all`` within each).
    private static func basis(_ bits: UInt64) -> FindingBasis {
        let set = DumpRuleSet(bits: bits)
        let ordering = orders | inputMethod
        let order = DumpRuleSet(bits: bits & ordering), rest = DumpRuleSet(bits: bits & ~ordering & ~frames)
        return FindingBasis(ruleIDs: DumpRuleSet(bits: frames).ids + order.ids + rest.ids, isCertain: set.isCertain)
    }

    private static func bit(_ id: String) -> UInt64 {
        let set = DumpRuleSet()
        return DumpRuleInfo.all.firstIndex { $0.id == id }.map { UInt64(1) << UInt64($0) } ?? set.bits
    }
    private static let frames = bit("frames")
    private static let inputMethod = bit("android-input-method-window")
    private static let clickable = bit("android-clickable")
    private static let classDraws = bit("android-class-draws")
    private static let typeTraits = bit("ios-type-traits")
    private static let listOrder = bit("android-window-list-order")
    private static let documentOrder = bit("android-document-order")
    private static let sameFrameOrder = bit("android-same-frame-document-order")
    private static let nestedLayerOrder = bit("android-nested-layer-document-order")
    private static let materialSheetOrder = bit("android-material-sheet-dialog")
    private static let windowOrders = bit("ios-window-order") | bit("android-window-order") | bit("android-system-ui-window")
        | listOrder
    private static let bars = bit("ios-bars-over-content") | bit("android-header-over-list")
    private static let orders = DumpRuleSet(bits: ~0).only([.order]).bits
    private static let touchAspects = DumpRuleSet(bits: ~0).only([.touches, .drawsAndTouches, .hidden, .frames]).bits
    private static let drawAspects = DumpRuleSet(bits: ~0).only([.draws, .drawsAndTouches, .hidden, .frames]).bits
    /// The rules that decide whether a view draws (not whether it is hidden, nor its frame).
    private static let drawRules = DumpRuleSet(bits: ~0).only([.draws, .drawsAndTouches]).bits
}

extension ImportedDump {
    /// What this dump's rules say each audit finding rests on: give it to a
    /// ``ScreenAuditor``'s `evidence` (``LoadedScene/auditor(policy:)`` does).
    package var findingEvidence: any FindingEvidence { DumpFindingEvidence(self) }
}
