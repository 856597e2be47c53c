import ViewExposure
import ViewExposureScene
import ViewExposureJSON

/// Draws a ``Scene`` into an ``SVGDrawing``: every view's outline where it is on screen
/// (rotated views as polygons, parts cut off by clipping ancestors dashed), ids as labels, and
/// on request a view's exposure. Other commands add their own layers with the drawing's
/// shape methods and ``screenPolygon(of:in:)``, then their legend entries.
///
/// Layers are drawn in the order of the calls; call ``drawViews()`` first.
struct SceneRenderer {
    /// The scene drawn.
    let scene: Scene
    /// The picture so far.
    var drawing: SVGDrawing

    /// Colours and styles shared by the layers (and their legend entries).
    enum Palette {
        /// A window's outline.
        static let window = SVGStyle(stroke: "#333333", strokeWidth: 1.5, fill: "#e9edf2")
        /// A view that draws content.
        static let view = SVGStyle(stroke: "#4a6fa5", strokeWidth: 0.8, fill: "#4a6fa5", fillOpacity: 0.07)
        /// A container that draws nothing itself.
        static let container = SVGStyle(stroke: "#4a6fa5", strokeWidth: 0.8, dash: "6 2")
        /// The part of a view outside its clipping ancestors.
        static let clippedOut = SVGStyle(stroke: "#a0a8b0", strokeWidth: 0.5, dash: "3 3")
        /// A hidden or transparent view.
        static let invisible = SVGStyle(stroke: "#b0b0b0", strokeWidth: 0.6, dash: "1 2")
        /// The tested view's outline.
        static let tested = SVGStyle(stroke: "#ff7f0e", strokeWidth: 2)
        /// The visible rectangle.
        static let visible = SVGStyle(stroke: "#2ca02c", strokeWidth: 1, fill: "#2ca02c", fillOpacity: 0.35)
        /// An occlusion rectangle.
        static let occlusion = SVGStyle(stroke: "#d62728", strokeWidth: 1, fill: "#d62728", fillOpacity: 0.45)
        /// A friendly obstruction's covered part.
        static let friendly = SVGStyle(stroke: "#1f77b4", strokeWidth: 1, dash: "4 2", fill: "#1f77b4", fillOpacity: 0.3)
    }

    private let focus: [View]
    /// Views' transforms to the screen, shared along their paths.
    private let screenTransforms = ScreenTransformCache()
    private var usedContainerStyle = false
    private var usedInvisibleStyle = false
    private var usedClippedOutStyle = false
    private var exposureLegend: [(String, SVGStyle)] = []

    /// A renderer whose canvas is the union of the windows' frames on screen and of the
    /// screen bounding boxes of the `focus` views (so a tested view that is partly off
    /// screen or scrolled out is drawn whole); focus views' labels are bold orange.
    init(scene: Scene, focus: [View] = []) {
        self.scene = scene
        self.focus = focus
        var canvas = Rect.zero
        for w in scene.windows { canvas = canvas.union(w.frameOnScreen) }
        for v in focus { canvas = canvas.union(v.frameOnScreen) }
        if canvas.isEmpty { canvas = Rect(x: 0, y: 0, width: 100, height: 100) }
        // Keep very small scenes legible and very large ones within a sensible pixel size.
        let longest = Swift.max(canvas.width, canvas.height)
        let scale = Swift.min(4, Swift.max(0.25, 1000 / longest))
        self.drawing = SVGDrawing(canvas: canvas, scale: scale)
    }

    /// The screen polygon of `rect` given in `view`'s bounds coordinates (4 corners).
    func screenPolygon(of rect: Rect, in view: View) -> [Point] {
        let t = screenTransforms.transformToScreen(view)
        return SVGDrawing.corners(of: rect).map { t.apply(to: $0) }
    }

    /// Outlines every view, back to front, with its id (only for the views `labelling` accepts,
    /// when given); iterative over any depth.
    ///
    /// A window and every view that clips define a clip region for their descendants; a view
    /// is drawn solid inside that region and dashed outside it, so scrolled-out content shows
    /// as a faint outline. Hidden and transparent views (and their subtrees) are dotted grey.
    mutating func drawViews(labelling: ((View) -> Bool)? = nil) {
        struct Item { let view: View; let toScreen: AffineTransform; let clip: String?; let clipBox: Rect?; let invisible: Bool }
        var clipCount = 0
        for window in scene.windows {
            var stack = [Item(view: window, toScreen: window.transformToSuperview, clip: nil, clipBox: nil, invisible: false)]
            while let item = stack.popLast() {
                let v = item.view
                let polygon = SVGDrawing.corners(of: v.bounds).map { item.toScreen.apply(to: $0) }
                let box = Self.boundingBox(polygon)
                let invisible = item.invisible || v.isInvisibleItself
                let style: SVGStyle
                if v is Window {
                    style = Palette.window
                } else if invisible {
                    style = Palette.invisible
                    usedInvisibleStyle = true
                } else if v.drawsContent {
                    style = Palette.view
                } else {
                    style = Palette.container
                    usedContainerStyle = true
                }
                if let clip = item.clip, let clipBox = item.clipBox, !clipBox.contains(box) {
                    drawing.addPolygon(polygon, style: Palette.clippedOut)
                    usedClippedOutStyle = true
                    drawing.addPolygon(polygon, style: style, clip: clip, tooltip: v.identifier)
                } else {
                    drawing.addPolygon(polygon, style: style, tooltip: v.identifier)
                }
                if let id = v.identifier, labelling?(v) ?? true {
                    let shown = item.clipBox.map { box.intersection($0) } ?? box
                    if let shown {
                        let focused = focus.contains { $0 === v }
                        drawing.addLabel(id, at: Point(x: shown.minX + 2, y: shown.minY + 9),
                                         color: focused ? "#c85a00" : (invisible ? "#888" : "#1d3557"),
                                         bold: focused)
                    }
                }
                var childClip = item.clip, childClipBox = item.clipBox
                if v is Window || v.clipsToBounds {
                    clipCount += 1
                    let id = "clip\(clipCount)"
                    drawing.defineClip(id: id, polygon: polygon, within: item.clip)
                    childClip = id
                    childClipBox = item.clipBox.map { box.intersection($0) ?? .zero } ?? box
                }
                for s in v.subviews.reversed() {
                    stack.append(Item(view: s, toScreen: s.transformToSuperview.concatenating(item.toScreen),
                                      clip: childClip, clipBox: childClipBox, invisible: invisible))
                }
            }
        }
    }

    /// Draws `exposure`, measured for `view`: the view's outline, the visible rectangle, the
    /// occlusion rectangles and the friendly obstructions' covered parts; sets the title.
    mutating func drawExposure(_ exposure: Exposure, of view: View) {
        let name = view.identifier.map { "\"\($0)\"" } ?? "the view"
        let percentage = JSONNumber.format(exposure.exposedPercentage)
        drawing.title = "exposure of \(name): \(percentage) % visible"
        drawing.addPolygon(screenPolygon(of: view.bounds, in: view), style: Palette.tested)
        exposureLegend.append(("tested view \(name)", Palette.tested))
        if !exposure.visibleRectangle.isEmpty {
            drawing.addPolygon(screenPolygon(of: exposure.visibleRectangle, in: view), style: Palette.visible)
            exposureLegend.append(("visible rectangle (\(percentage) % of the view is exposed)", Palette.visible))
        }
        let occlusions = exposure.occlusionRectangles ?? []
        for r in occlusions {
            drawing.addPolygon(screenPolygon(of: r, in: view), style: Palette.occlusion)
        }
        if !occlusions.isEmpty {
            exposureLegend.append(("occlusion rectangles (\(occlusions.count))", Palette.occlusion))
        }
        for f in exposure.friendlyObstructions {
            drawing.addPolygon(screenPolygon(of: f.rect, in: view), style: Palette.friendly)
        }
        if !exposure.friendlyObstructions.isEmpty {
            let names = exposure.friendlyObstructions.map { "\($0.identifier ?? "_") (\($0.purpose.rawValue))" }
            exposureLegend.append(("friendly obstructions, not counted: " + names.joined(separator: ", "), Palette.friendly))
        }
    }

    /// Adds the legend entries of what was drawn.
    mutating func drawLegend() {
        drawing.addLegendEntry("window (the screen area it covers)", style: Palette.window)
        drawing.addLegendEntry("view outline, labelled with its id", style: Palette.view)
        if usedContainerStyle { drawing.addLegendEntry("container that draws nothing (drawsContent false)", style: Palette.container) }
        if usedClippedOutStyle { drawing.addLegendEntry("part cut off by a clipping ancestor", style: Palette.clippedOut) }
        if usedInvisibleStyle { drawing.addLegendEntry("hidden or transparent view", style: Palette.invisible) }
        for (label, style) in exposureLegend { drawing.addLegendEntry(label, style: style) }
    }

    static func boundingBox(_ polygon: [Point]) -> Rect {
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        return Rect(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
    }
}
