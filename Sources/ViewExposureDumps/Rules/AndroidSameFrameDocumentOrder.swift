import ViewExposureGeometry

/// `android-same-frame-document-order` (inferred): the children of an Android parent none of
/// which carries `drawing-order` (a legacy `uiautomator dump`), when two of them have the same
/// non-empty frame, are taken to be drawn in document order all the same.
///
/// A rule apart from ``AndroidDocumentOrder`` because there the document order says nothing at
/// all: Android lists a parent's children sorted by position (`ViewGroup.ViewLocationHolder`),
/// and two children of the same bounds tie on every position key, so the sort falls back to
/// their accessibility ids, which are handed out in the order views are first asked for, not
/// in the order they are drawn. A full-screen sheet and the map it lies over are such a pair.
///
/// Applied where the tree is built (the order of each parent's children); this is its one name,
/// which a finding's `because` gives when the order of two such siblings decided it.
enum AndroidSameFrameDocumentOrder {
    static let info = DumpRuleInfo("android-same-frame-document-order", .inferred, .order)

    /// Whether two of `children` have the same non-empty frame. O(k) expected; a few children
    /// (most parents) are compared pairwise, without allocating.
    static func hasSameFrames(_ children: ArraySlice<Int32>, traits: [ElementTraits]) -> Bool {
        if children.count <= 8 {
            for i in children.indices {
                let frame = traits[Int(children[i])].frame
                if frame.isEmpty { continue }
                for j in children.indices[(i + 1)...] where traits[Int(children[j])].frame == frame { return true }
            }
            return false
        }
        var seen = Set<Rect>(minimumCapacity: children.count)
        for c in children {
            let frame = traits[Int(c)].frame
            if !frame.isEmpty, !seen.insert(frame).inserted { return true }
        }
        return false
    }
}
