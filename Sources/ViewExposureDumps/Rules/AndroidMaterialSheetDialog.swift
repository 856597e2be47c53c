/// `android-material-sheet-dialog` (stated): a parent holding Material's bottom-sheet dialog
/// pair — `touch_outside` and, listed after it, `design_bottom_sheet` (the ids of the
/// library's `design_bottom_sheet_dialog` layout, merged into the app's resources) — has the
/// sheet drawn over the scrim, whatever their frames: the library's layout adds the scrim first
/// and the sheet after it, and gives the sheet elevation. A legacy dump cannot order the two
/// when the sheet is opened to full height (their frames are equal and the position sort ties);
/// the library does. Other pairs of the parent are in the position order
/// (``AndroidDocumentOrder``).
///
/// Applied where the tree is built (the order of each parent's children): a parent of at most
/// ``AndroidNestedLayerDocumentOrder/comparedChildren`` children, no other pair of which has
/// equal frames or is nested, and whose children carry no `drawing-order`.
package enum AndroidMaterialSheetDialog {
    static let info = DumpRuleInfo("android-material-sheet-dialog", .stated, .order)

    /// The last part of the scrim's and the sheet's resource ids.
    static let scrimID = ":id/touch_outside"
    static let sheetID = ":id/design_bottom_sheet"

    /// Whether `children` hold the scrim and, after it, the sheet, as the library lists them.
    /// O(k).
    static func holdsScrimThenSheet(_ children: ArraySlice<Int32>, tree: RawElementTree) -> Bool {
        var scrimSeen = false
        for c in children {
            guard let id = tree.value(Int(c), .resourceID) else { continue }
            if id.hasSuffix(scrimID) { scrimSeen = true } else if id.hasSuffix(sheetID) { return scrimSeen }
        }
        return false
    }

    /// Whether elements `a` and `b` are that pair (in either order of asking).
    package static func isScrimAndSheet(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        return (a.hasSuffix(scrimID) && b.hasSuffix(sheetID)) || (a.hasSuffix(sheetID) && b.hasSuffix(scrimID))
    }
}
