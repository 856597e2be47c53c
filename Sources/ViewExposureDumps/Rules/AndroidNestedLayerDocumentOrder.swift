import ViewExposureGeometry

/// `android-nested-layer-document-order` (inferred): the children of an Android parent none of
/// which carries `drawing-order` (a legacy `uiautomator dump`), when one of them lies inside a
/// sibling listed before it and covers at least half of that sibling (two layers of about the
/// same size, one within the other), are taken to be drawn in document order all the same.
///
/// A rule apart from ``AndroidDocumentOrder`` because for such a pair the list order is the
/// position sort's, not the drawing's: Android lists a parent's children sorted by position
/// (`ViewGroup.ViewLocationHolder`: left edge, top edge, then taller first), so of two nested
/// views the outer one is always listed first, whichever is drawn on top. A small view inside a
/// large one (a button over a list) is mostly drawn on top; two layers of about the same size
/// are not: a full-height layer holding a bottom navigation bar is listed before the list it is
/// drawn over. ``AndroidSameFrameDocumentOrder`` is the case of equal frames.
///
/// Applied where the tree is built (the order of each parent's children); this is its one name,
/// which a finding's `because` gives when the order of two such siblings decided it.
enum AndroidNestedLayerDocumentOrder {
    static let info = DumpRuleInfo("android-nested-layer-document-order", .inferred, .order)

    /// The most children compared pairwise: a parent of more (a long list) is checked among its
    /// largest, where layers are.
    static let comparedChildren = 64

    /// Whether one of `children` lies inside an earlier one whose area it covers at least half of
    /// (the frames differ; equal ones are ``AndroidSameFrameDocumentOrder``'s). O(k log k) for k
    /// children: at most ``comparedChildren`` of them, the largest, are compared pairwise.
    static func hasNestedLayers(_ children: ArraySlice<Int32>, traits: [ElementTraits]) -> Bool {
        nestedPairs(children, traits: traits, atMost: 1, sameFramesToo: false) > 0
    }

    /// How many pairs of `children` are nested layers (equal frames included unless
    /// `sameFramesToo` is false), counting up to `atMost`. O(k log k), as
    /// ``hasNestedLayers(_:traits:)``.
    static func nestedPairs(_ children: ArraySlice<Int32>, traits: [ElementTraits], atMost: Int,
                            sameFramesToo: Bool = true) -> Int {
        var found = 0
        var candidates = Array(children.indices)
        if candidates.count > comparedChildren {
            candidates.sort { traits[Int(children[$0])].frame.area > traits[Int(children[$1])].frame.area }
            candidates = Array(candidates.prefix(comparedChildren)).sorted()
        }
        for (n, a) in candidates.enumerated() {
            let outer = traits[Int(children[a])].frame
            for b in candidates[(n + 1)...] {
                let inner = traits[Int(children[b])].frame
                if sameFramesToo || inner != outer, outer.isNestedLayer(with: inner) {
                    found += 1
                    if found >= atMost { return found }
                }
            }
        }
        return found
    }
}
