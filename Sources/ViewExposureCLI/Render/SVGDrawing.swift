import ViewExposure
import ViewExposureJSON

/// How a shape is painted: SVG presentation attributes.
struct SVGStyle: Hashable, Sendable {
    /// Outline colour (`none` when `nil`).
    var stroke: String?
    /// Outline width in points.
    var strokeWidth: Double
    /// Dash pattern such as `"4 3"`, or `nil` for a solid line.
    var dash: String?
    /// Fill colour (`none` when `nil`).
    var fill: String?
    /// Fill opacity, 0...1.
    var fillOpacity: Double

    /// Creates a style.
    init(stroke: String? = nil, strokeWidth: Double = 1, dash: String? = nil,
                fill: String? = nil, fillOpacity: Double = 1) {
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.fill = fill
        self.fillOpacity = fillOpacity
    }

    /// The SVG attributes, with a leading space.
    var attributes: String {
        var s = " fill=\"\(fill ?? "none")\""
        if fill != nil && fillOpacity != 1 { s += " fill-opacity=\"\(SVGDrawing.num(fillOpacity))\"" }
        s += " stroke=\"\(stroke ?? "none")\""
        if stroke != nil {
            s += " stroke-width=\"\(SVGDrawing.num(strokeWidth))\""
            if let dash { s += " stroke-dasharray=\"\(dash)\"" }
        }
        return s
    }
}

/// Builds an SVG picture from shapes in screen coordinates (points), then lays it out with a
/// legend underneath: add shapes in painting order (later ones on top), add legend entries,
/// then ``write(to:)`` it (or ask for ``svgText()``).
///
/// The picture shows `canvas` (usually the union of the windows) with a margin, scaled by
/// `scale` for the output size; text sizes are in screen points too. The layers are held by
/// reference (``ByteSpool``): one drawing, drawn in place, never copied.
struct SVGDrawing {
    /// The region of screen coordinates shown.
    let canvas: Rect
    /// Output pixels per point.
    let scale: Double
    /// A title drawn above the picture.
    var title: String

    // The layers' elements, a line each, as UTF-8 one after the other, spooled (to a temporary
    // file past a MB): written before the document's head, which depends on the legend,
    // can be; a 100 000-view picture's text is not held in memory.
    private let definitions = ByteSpool()
    private let body = ByteSpool()
    private var legend: [(style: SVGStyle, label: String)] = []
    private let labels = ByteSpool()
    private var labelAnchors: Set<LabelAnchor> = []
    /// For each label start (x, y, size) seen, the line its last label took: every line from
    /// the start down to it is taken, so the next label from that start looks further down
    /// only (labels stacked on one anchor — nested views sharing a corner — stay linear).
    private var lastLineFrom: [LabelStart: Double] = [:]

    private struct LabelStart: Hashable {
        let x: Double, y: Double, size: Double
    }

    /// A label's place rounded to whole points.
    private struct LabelAnchor: Hashable {
        var x: Int, y: Int
    }


    private static let margin = 16.0
    private static let titleHeight = 22.0
    private static let legendRowHeight = 18.0

    /// Creates an empty drawing of `canvas`.
    init(canvas: Rect, scale: Double = 1.5, title: String = "") {
        self.canvas = canvas
        self.scale = scale
        self.title = title
    }

    /// Defines a clip region named `id`: the polygon, further limited by the clip region
    /// `parent` when given (so nested clipping ancestors intersect).
    mutating func defineClip(id: String, polygon: [Point], within parent: String? = nil) {
        let clip = parent.map { " clip-path=\"url(#\($0))\"" } ?? ""
        definitions.appendLine("<clipPath id=\"\(id)\"><polygon points=\"\(Self.points(polygon))\"\(clip)/></clipPath>")
    }

    /// Adds a polygon (for example a view's transformed bounds), limited to the clip region
    /// `clip` when given, with an optional tooltip.
    mutating func addPolygon(_ polygon: [Point], style: SVGStyle, clip: String? = nil,
                                    tooltip: String? = nil) {
        let clipAttribute = clip.map { " clip-path=\"url(#\($0))\"" } ?? ""
        let tip = tooltip.map { "<title>\(MarkupEscaping.escaped($0))</title>" } ?? ""
        if tip.isEmpty {
            body.appendLine("<polygon points=\"\(Self.points(polygon))\"\(style.attributes)\(clipAttribute)/>")
        } else {
            body.appendLine("<polygon points=\"\(Self.points(polygon))\"\(style.attributes)\(clipAttribute)>\(tip)</polygon>")
        }
    }

    /// Adds an axis-aligned rect.
    mutating func addRect(_ rect: Rect, style: SVGStyle, clip: String? = nil, tooltip: String? = nil) {
        addPolygon(Self.corners(of: rect), style: style, clip: clip, tooltip: tooltip)
    }

    /// Adds a line segment.
    mutating func addLine(from a: Point, to b: Point, style: SVGStyle) {
        body.appendLine("<line x1=\"\(Self.num(a.x))\" y1=\"\(Self.num(a.y))\" x2=\"\(Self.num(b.x))\" y2=\"\(Self.num(b.y))\"\(style.attributes)/>")
    }

    /// Adds a circle.
    mutating func addCircle(center: Point, radius: Double, style: SVGStyle) {
        body.appendLine("<circle cx=\"\(Self.num(center.x))\" cy=\"\(Self.num(center.y))\" r=\"\(Self.num(radius))\"\(style.attributes)/>")
    }

    /// Adds a point marker: a ring with a cross-hair, and `label` next to it.
    mutating func addMarker(at p: Point, label: String, color: String = "#d400d4") {
        let style = SVGStyle(stroke: color, strokeWidth: 1.5)
        addCircle(center: p, radius: 6, style: style)
        addLine(from: Point(x: p.x - 10, y: p.y), to: Point(x: p.x + 10, y: p.y), style: style)
        addLine(from: Point(x: p.x, y: p.y - 10), to: Point(x: p.x, y: p.y + 10), style: style)
        if !label.isEmpty { addText(label, at: Point(x: p.x + 9, y: p.y - 8), size: 10, color: color, bold: true) }
    }

    /// Adds text whose baseline starts at `p`, with a white halo so it reads over any outline.
    mutating func addText(_ text: String, at p: Point, size: Double = 9, color: String = "#222",
                                 bold: Bool = false) {
        body.appendLine(Self.text(text, at: p, size: size, color: color, bold: bold))
    }

    /// A `<text>` element (``addText(_:at:size:color:bold:)``).
    private static func text(_ text: String, at p: Point, size: Double, color: String, bold: Bool) -> String {
        let weight = bold ? " font-weight=\"bold\"" : ""
        return "<text x=\"\(Self.num(p.x))\" y=\"\(Self.num(p.y))\" font-size=\"\(Self.num(size))\"\(weight) fill=\"\(color)\" stroke=\"white\" stroke-width=\"2.5\" paint-order=\"stroke\" stroke-linejoin=\"round\">\(MarkupEscaping.escaped(text))</text>"
    }

    /// Adds a label on the top layer (above every shape), so ids stay readable under
    /// covering views. A label whose anchor is taken by an earlier one moves down a line.
    mutating func addLabel(_ text: String, at p: Point, size: Double = 9, color: String = "#1d3557",
                                  bold: Bool = false) {
        let start = LabelStart(x: p.x, y: p.y, size: size)
        var y = lastLineFrom[start].map { $0 + (size + 1) } ?? p.y
        var anchor = LabelAnchor(x: Int(saturating: p.x.rounded()), y: Int(saturating: y.rounded()))
        while labelAnchors.contains(anchor) {
            y += size + 1
            // Far out (a scene's scale), a line down may not move the anchor: stop there.
            let next = LabelAnchor(x: anchor.x, y: Int(saturating: y.rounded()))
            if next == anchor { break }
            anchor = next
        }
        labelAnchors.insert(anchor)
        lastLineFrom[start] = y
        labels.appendLine(Self.text(text, at: Point(x: p.x, y: y), size: size, color: color, bold: bold))
    }

    /// Adds a legend entry (a swatch in `style` and its label), listed under the picture in
    /// the order added.
    mutating func addLegendEntry(_ label: String, style: SVGStyle) {
        legend.append((style, label))
    }

    /// The complete SVG document (``write(to:)`` into a string; for tests and small pictures).
    func svgText() throws(CLIFailure) -> String {
        var out: [UInt8] = []
        try write { out.append(contentsOf: $0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the complete SVG document to `writer`: the head, then the layers' bytes block by
    /// block as they were spooled, not copied into one document first. Throws when a layer's
    /// temporary file fails (``ByteSpool``).
    func write(to writer: OutputWriter) throws(CLIFailure) {
        try write { writer.write($0) }
    }

    /// Hands the document's bytes to `emit`, in order. O(size of the document).
    private func write(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) throws(CLIFailure) {
        func text(_ s: String) {
            var s = s
            s.withUTF8(emit)
        }
        let m = Self.margin
        let top = title.isEmpty ? 0 : Self.titleHeight
        let legendHeight = legend.isEmpty ? 0 : Double(legend.count) * Self.legendRowHeight + 8
        let width = canvas.width + 2 * m
        let height = top + canvas.height + 2 * m + legendHeight
        let originX = canvas.minX - m, originY = canvas.minY - m - top
        text("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Self.num(originX)) \(Self.num(originY)) \(Self.num(width)) \(Self.num(height))\" width=\"\(Self.num(width * scale))\" height=\"\(Self.num(height * scale))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n")
        text("<defs>\n<clipPath id=\"canvas\"><rect x=\"\(Self.num(canvas.minX))\" y=\"\(Self.num(canvas.minY))\" width=\"\(Self.num(canvas.width))\" height=\"\(Self.num(canvas.height))\"/></clipPath>\n")
        try definitions.forEachBlock(emit)
        text("</defs>\n")
        text("<rect x=\"\(Self.num(originX))\" y=\"\(Self.num(originY))\" width=\"\(Self.num(width))\" height=\"\(Self.num(height))\" fill=\"white\"/>\n")
        if !title.isEmpty {
            text("<text x=\"\(Self.num(canvas.minX))\" y=\"\(Self.num(canvas.minY - m - top + 16))\" font-size=\"13\" font-weight=\"bold\" fill=\"#111\">\(MarkupEscaping.escaped(title))</text>\n")
        }
        text("<rect x=\"\(Self.num(canvas.minX))\" y=\"\(Self.num(canvas.minY))\" width=\"\(Self.num(canvas.width))\" height=\"\(Self.num(canvas.height))\" fill=\"white\" stroke=\"#bbb\" stroke-width=\"0.5\"/>\n")
        // Everything drawn stays on the canvas (views can extend past the screen).
        text("<g clip-path=\"url(#canvas)\">\n")
        try body.forEachBlock(emit)
        try labels.forEachBlock(emit)
        text("</g>\n")
        var y = canvas.maxY + m + 8
        for entry in legend {
            var swatch = entry.style
            swatch.strokeWidth = Swift.min(swatch.strokeWidth, 2)
            text("<rect x=\"\(Self.num(canvas.minX))\" y=\"\(Self.num(y))\" width=\"22\" height=\"12\"\(swatch.attributes)/>\n")
            text("<text x=\"\(Self.num(canvas.minX + 30))\" y=\"\(Self.num(y + 10))\" font-size=\"11\" fill=\"#222\">\(MarkupEscaping.escaped(entry.label))</text>\n")
            y += Self.legendRowHeight
        }
        text("</svg>\n")
    }

    /// The four corners of `r`, clockwise from the top left.
    static func corners(of r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
         Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }

    static func points(_ polygon: [Point]) -> String {
        polygon.map { "\(num($0.x)),\(num($0.y))" }.joined(separator: " ")
    }

    /// A compact number for SVG attributes (up to 3 fraction digits, no exponent).
    static func num(_ x: Double) -> String {
        let s = JSONNumber.format((x * 1000).rounded() / 1000)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
}
