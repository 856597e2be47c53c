import ViewExposure
import ViewExposureJSON

/// The hit-testing and alignment layers of the picture (`render --point X,Y`, `--alignment`).
extension SceneRenderer {
    /// Styles of these layers.
    enum HitPalette {
        /// The view that receives the touch.
        static let receiver = SVGStyle(stroke: "#9467bd", strokeWidth: 2.5)
        /// The view drawn on top at the touch point, when it is not the receiver.
        static let frontmost = SVGStyle(stroke: "#e377c2", strokeWidth: 2, dash: "5 3")
        /// An alignment rectangle.
        static let alignment = SVGStyle(stroke: "#17becf", strokeWidth: 1.2, dash: "2 2")
    }

    /// Marks a touch at `point` (screen coordinates): a marker labelled with the point and the
    /// receiver's id, the receiver outlined, and — when it is another view — the front-most
    /// drawn view outlined dashed. Adds legend entries. Returns the audit.
    @discardableResult
    mutating func drawHitTest(at point: Point) -> PassThroughAudit {
        let screen = scene.screen
        let audit = screen.passThroughAudit(at: point)
        let coordinates = "\(JSONNumber.format(point.x)), \(JSONNumber.format(point.y))"
        if let r = audit.receiver {
            drawing.addPolygon(screenPolygon(of: r.bounds, in: r), style: HitPalette.receiver,
                               tooltip: r.identifier)
        }
        if let f = audit.frontmost, f !== audit.receiver {
            drawing.addPolygon(screenPolygon(of: f.bounds, in: f), style: HitPalette.frontmost,
                               tooltip: f.identifier)
        }
        let receiverName = audit.receiver.map { $0.identifier ?? "(unnamed)" } ?? "nothing"
        drawing.addMarker(at: point, label: "(\(coordinates)) → \(receiverName)")
        var line = "touch (\(coordinates)) → \(receiverName)"
        if audit.isPassThrough { line += ": PASS-THROUGH" }
        drawing.addLegendEntry(line, style: HitPalette.receiver)
        if let f = audit.frontmost, f !== audit.receiver {
            drawing.addLegendEntry("drawn on top at (\(coordinates)): \(f.identifier ?? "(unnamed)")",
                                   style: HitPalette.frontmost)
        }
        return audit
    }

    /// Outlines the alignment rect of every view whose alignment rect differs from its frame
    /// (non-zero insets or a custom mapping), and adds one legend entry when there are any.
    mutating func drawAlignmentRects() {
        var count = 0
        for window in scene.windows {
            window.forEachInSubtree { v in
                let frame = v.frame
                let a = v.alignmentRect(forFrame: frame)
                guard a != frame else { return true }
                let polygon: [Point]
                if let parent = v.superview {
                    polygon = screenPolygon(of: a, in: parent)
                } else {
                    // A window's frame is already in screen coordinates.
                    polygon = SVGDrawing.corners(of: a)
                }
                drawing.addPolygon(polygon, style: HitPalette.alignment, tooltip: v.identifier)
                count += 1
                return true
            }
        }
        if count > 0 {
            drawing.addLegendEntry("alignment rectangles (\(count))", style: HitPalette.alignment)
        }
    }
}
