import ViewExposureAudit
import ViewExposure

/// The audit layer of the picture (`render --audit`): every audited element outlined, covered
/// and unreachable ones filled red with what covers them and where their touch goes.
extension SceneRenderer {
    /// Styles of the audit layer.
    enum AuditPalette {
        /// An element with no problem.
        static let fine = SVGStyle(stroke: "#2ca02c", strokeWidth: 1.5)
        /// A covered or unreachable element.
        static let problem = SVGStyle(stroke: "#d62728", strokeWidth: 2, fill: "#d62728", fillOpacity: 0.35)
        /// A view covering a problem element.
        static let coverer = SVGStyle(stroke: "#7f2704", strokeWidth: 1.5, dash: "6 3")
        /// An element reached through a view drawn on top of it (pass-through).
        static let passThrough = SVGStyle(stroke: "#ff7f0e", strokeWidth: 2, dash: "4 2")
    }

    /// Draws `audits`: outlines, red fills with `covered by …` labels, coverers dashed, a
    /// marker with `→ receiver` at the center of every unreachable element; sets the title and
    /// adds legend entries.
    mutating func drawAudit(_ audits: [ElementAudit]) {
        var covered = 0, unreachable = 0, fine = 0, passThrough = 0, problem = 0
        var coverersDrawn = Set<ObjectIdentifier>()
        let shown = audits.filter { a in
            !a.problems.contains { $0 == .offscreen || $0 == .empty || $0 == .hidden }
        }
        // Coverers first, so the elements they cover are drawn over their outlines.
        for a in shown where a.problems.contains(.covered) || a.problems.contains(.unreachable) {
            for c in a.coveredBy where coverersDrawn.insert(ObjectIdentifier(c.view)).inserted {
                drawing.addPolygon(screenPolygon(of: c.view.bounds, in: c.view), style: AuditPalette.coverer,
                                   tooltip: c.identifier)
            }
        }
        for a in shown {
            let polygon = screenPolygon(of: a.subject.view.bounds, in: a.subject.view)
            let isCovered = a.problems.contains(.covered), isUnreachable = a.problems.contains(.unreachable)
            if isCovered || isUnreachable {
                drawing.addPolygon(polygon, style: AuditPalette.problem, tooltip: a.subject.identifier)
                problem += 1
                var text = a.subject.identifier
                if isCovered {
                    covered += 1
                    let names = a.coveredBy.prefix(2).map(\.identifier).joined(separator: ", ")
                    text += ": \(AuditTable.percent(a.exposure.exposedPercentage)) visible"
                    if !names.isEmpty { text += ", covered by \(names)" }
                }
                drawing.addLabel(text, at: Point(x: a.frameOnScreen.minX + 2, y: a.frameOnScreen.minY + 10),
                                 color: "#b00000", bold: true)
                if isUnreachable {
                    unreachable += 1
                    let to = a.receiverAtCenter.map { $0.identifier ?? "(unnamed)" } ?? "nothing"
                    // The marker's text goes under it, clear of the element's label above.
                    drawing.addMarker(at: a.center, label: "", color: "#b00000")
                    drawing.addLabel("→ \(to)", at: Point(x: a.center.x + 9, y: a.center.y + 16), color: "#b00000", bold: true)
                }
            } else if a.problems.contains(.passThrough) {
                passThrough += 1
                drawing.addPolygon(polygon, style: AuditPalette.passThrough, tooltip: a.subject.identifier)
            } else {
                fine += 1
                drawing.addPolygon(polygon, style: AuditPalette.fine, tooltip: a.subject.identifier)
            }
        }
        drawing.title = "audit: \(audits.count) controls, \(covered) covered, \(unreachable) unreachable"
        if problem > 0 {
            drawing.addLegendEntry("covered or unreachable (\(problem)); ⊕ → where its touch goes", style: AuditPalette.problem)
        }
        if !coverersDrawn.isEmpty {
            drawing.addLegendEntry("covering view (\(coverersDrawn.count))", style: AuditPalette.coverer)
        }
        if passThrough > 0 {
            drawing.addLegendEntry("reached through a view drawn on top of it (\(passThrough))", style: AuditPalette.passThrough)
        }
        if fine > 0 { drawing.addLegendEntry("visible and reachable (\(fine))", style: AuditPalette.fine) }
    }
}
