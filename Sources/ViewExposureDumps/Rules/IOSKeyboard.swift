import ViewExposureGeometry

/// `ios-keyboard` (stated): the keys and buttons of an iOS `Keyboard` are the system's: the
/// audit leaves them out. The keyboard is the input method: drawn over its panel, in front of
/// the app, taking every touch there. The `Keyboard` element's frame is the keys' area only;
/// the panel also holds the keyboard's backdrop, which reaches above the keys (the suggestion
/// bar) and below them to the screen's edge (the globe and dictation row): the visible
/// elements that overlap the keys inside the keyboard's host — its largest container in its
/// window as wide as it and smaller than the window — are the keyboard's too. What the host
/// holds beside them (an input accessory's place above the keys) is not.
enum IOSKeyboard: DumpRule {
    static let info = DumpRuleInfo("ios-keyboard", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        // Each element is looked at once, however many keyboards there are: O(elements).
        var looked = [Bool](repeating: false, count: c.raw.count)
        for k in c.raw.indices where c.isView[k] && c.traits[k].isKeyboard && !looked[k] {
            looked[k] = true
            let keys = c.traits[k].frame
            let host = self.host(of: k, keys: keys, c, looked: &looked)
            guard host != k else { continue }
            var stack = Array(c.tree.children(host))
            while let e = stack.popLast().map(Int.init) {
                guard c.isView[e], !looked[e], !c.traits[e].hidden, !c.traits[e].reportedInvisible else { continue }
                looked[e] = true
                if c.traits[e].isKeyboard { continue }
                if let o = c.traits[e].frame.intersection(keys), !o.isEmpty {
                    c.traits[e].isKeyboard = true
                    c.traits[e].drawsContent = true
                    c.traits[e].takesTouches = true
                }
                stack.append(contentsOf: c.tree.children(e))
            }
        }
        let inside = c.below(c.traits.map(\.isKeyboard))
        for i in c.raw.indices where c.isView[i] {
            if c.traits[i].isKeyboard { c.mark(i, info) }
            if inside[i] { c.traits[i].audited = false }
        }
    }

    /// The keyboard `k`'s host: its largest container below its window's root that is as wide
    /// as the keys (within a point), holds them, and is not as large as the window; `k` when
    /// there is none. O(depth), each container walked once (`looked`).
    private static func host(of k: Int, keys: Rect, _ c: RuleContext, looked: inout [Bool]) -> Int {
        var root = k
        while c.raw[root].parent >= 0 && c.isView[Int(c.raw[root].parent)] { root = Int(c.raw[root].parent) }
        let window = c.traits[root].frame
        var host = k
        var p = Int(c.raw[k].parent)
        while p >= 0, p != root, c.isView[p], !looked[p] {
            let f = c.traits[p].frame
            guard abs(f.width - keys.width) <= 1, f.contains(keys), f != window else { break }
            looked[p] = true
            host = p
            p = Int(c.raw[p].parent)
        }
        return host
    }
}
