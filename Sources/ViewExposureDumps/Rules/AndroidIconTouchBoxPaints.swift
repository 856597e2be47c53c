import ViewExposureGeometry

/// `android-icon-touch-box-paints` (inferred): a clickable layout that
/// `android-clickable-layout-paints` takes to paint, whose content is one small icon —
/// everything drawn or described in it is about square, carries no text, and fits in a box of
/// less than 40 % of the layout's area. That is an icon button's touch target (Material pads a
/// 24 dp icon to 48 dp; at rest only the icon is painted) or a floating action button (which
/// paints its whole circle), and the dump does not tell the two apart. The layout is taken to
/// paint, as the wider rule takes it, but under this name, so that the precision of this case
/// is measured apart and does not borrow the wider rule's.
enum AndroidIconTouchBoxPaints {
    static let info = DumpRuleInfo("android-icon-touch-box-paints", .inferred, .draws)

    /// The largest share of the layout's area the icon's box may take.
    static let largestContentShare = 0.4
    /// The largest ratio of an icon's longer side to its shorter one.
    static let largestAspect = 1.5

    /// For each element, whether its content (what is drawn or described below it) is one
    /// small icon as above. One pass from the leaves up: O(elements).
    static func holdsOnlySmallIcon(_ c: RuleContext) -> [Bool] {
        let n = c.raw.count
        var box = [Rect?](repeating: nil, count: n)
        var iconLike = [Bool](repeating: true, count: n)
        for i in c.raw.indices.reversed() where c.isView[i] {
            let p = Int(c.raw[i].parent)
            guard p >= 0, !c.traits[i].hidden else { continue }
            var below = box[i]
            var icon = iconLike[i]
            let t = c.traits[i]
            if t.drawsContent || t.hasLabel {
                let f = t.frame
                let square = !f.isEmpty && max(f.width, f.height) <= largestAspect * min(f.width, f.height)
                let text = c.tree.value(i, .text).flatMap(ElementTraits.nonBlank) != nil
                icon = icon && square && !text
                below = below.map { $0.union(f) } ?? f
            }
            if let b = below { box[p] = box[p].map { $0.union(b) } ?? b }
            iconLike[p] = iconLike[p] && icon
        }
        return (0..<n).map { i in
            guard let b = box[i], iconLike[i] else { return false }
            return b.area < largestContentShare * c.traits[i].frame.area
        }
    }
}
