import ViewExposureGeometry

/// What the Android surface rules read, worked out once before any of them changes a trait
/// (so that their order among themselves does not matter): which subtrees hold controls,
/// which elements something inside already draws over wholly, which subtrees take touches,
/// and each element's window frame. O(elements).
struct AndroidSurfaceFacts {
    /// Whether each subtree holds a control that is not hidden.
    let holdsControl: [Bool]
    /// Whether something inside each element already draws over its whole frame (a scrim):
    /// then the element itself need not paint to cover what is behind it.
    let coveredWholly: [Bool]
    /// Whether anything below each element takes touches.
    let touchBelow: [Bool]
    /// The frame of each element's window.
    let windowFrame: [Rect?]

    init(_ c: RuleContext) {
        let raw = c.raw, traits = c.traits, isView = c.isView
        holdsControl = c.holdsControl()
        var coveredWholly = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            let p = Int(raw[i].parent)
            guard p >= 0, isView[p], !traits[i].hidden else { continue }
            if coveredWholly[i] && traits[i].frame.contains(traits[p].frame) { coveredWholly[p] = true }
            if traits[i].drawsContent && traits[i].frame.contains(traits[p].frame) { coveredWholly[p] = true }
        }
        self.coveredWholly = coveredWholly
        var touchBelow = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            let p = Int(raw[i].parent)
            if p >= 0 && (touchBelow[i] || traits[i].takesTouches) { touchBelow[p] = true }
        }
        self.touchBelow = touchBelow
        var windowFrame = [Rect?](repeating: nil, count: raw.count)
        for r in c.roots { windowFrame[Int(r)] = traits[Int(r)].frame }
        for i in raw.indices where isView[i] && windowFrame[i] == nil {
            let p = Int(raw[i].parent)
            if p >= 0 { windowFrame[i] = windowFrame[p] }
        }
        self.windowFrame = windowFrame
    }
}
