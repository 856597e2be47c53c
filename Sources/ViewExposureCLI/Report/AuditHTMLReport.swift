import ViewExposure
import ViewExposureAudit
import ViewExposureJSON

/// `exposure audit --html`: one self-contained page (inline CSS, SVG and script; nothing from
/// the network) with, per audited file, what the findings rest on (units, density, display
/// size, order: ``AuditAssumptions``), the screen drawn to scale and large enough to read — its
/// screenshot underneath when one is given (a `data:` URI), every window outlined, every
/// control outlined and coloured by its worst problem (dashed when only uncertain) and its tap
/// point marked — and a table with one row per control of the JSON lines, worst first. Hovering
/// a row highlights its control; a menu filters rows, outlines and tap points alike.
///
/// The page's script records any error in `data-errors` on `<body>`, the first picture's box in
/// `data-picture` (left, top, width, height in CSS px), and sets `data-ready="1"` when it has
/// wired every row (the browser test reads them).
struct AuditHTMLReport: PiecewiseDocument {
    /// One control as the page shows it (no views: it crosses threads).
    struct Control: Sendable {
        var subject: AuditedControl
        var tapPoint: Point?
        /// Problem and check names; uncertain ones end in `?`.
        var findings: [String]
        var details: [String]
        /// The worst certain problem or check, `uncertain`, or `ok`.
        var worst: String
    }

    /// One audited file.
    struct Screen: Sendable {
        var file: String
        var windows: [Rect]
        var extent: Rect
        var controls: [Control]
        /// What the findings rest on, in sentences.
        var assumptions: [String]
        /// The screenshot drawn under the outlines.
        var screenshot: ScreenshotImage?

        /// The page's view of `audits` (already checked) on `screen`, worst first.
        init(file: String, screen: ViewExposureTree.Screen, audits: [ElementAudit], assumptions: [String] = [],
             screenshot: (name: String, image: ScreenshotImage)? = nil) {
            self.file = file
            windows = screen.windows.map(\.frame)
            // The screen is what the windows holding a control a user can see cover: a window
            // showing nothing may carry another frame (SpringBoard lists windows it does not
            // show sized in pixels, three times the screen in points).
            var seen = Set<ObjectIdentifier>()
            for a in audits where a.problems.allSatisfy({ $0 != .hidden && $0 != .offscreen && $0 != .empty }) {
                if let w = a.subject.view.window { seen.insert(ObjectIdentifier(w)) }
            }
            let shown = screen.windows.filter { seen.contains(ObjectIdentifier($0)) }.map(\.frame)
            let framing = shown.isEmpty ? windows : shown
            var e = framing.first ?? .zero
            for w in framing.dropFirst() { e = e.union(w) }
            extent = e.isEmpty ? Rect(x: 0, y: 0, width: 100, height: 100) : e
            self.assumptions = assumptions
            self.screenshot = screenshot?.image
            if let s = screenshot {
                self.assumptions.append(AuditAssumptions.screenshot(name: s.name, width: s.image.width, height: s.image.height, extent: extent))
            } else {
                self.assumptions.append("No screenshot: give --screenshot, or keep a PNG or JPEG of the same name beside the dump.")
            }
            controls = ElementAudit.sortedWorstFirst(audits).map { a in
                var names = a.problems.map(\.rawValue) + a.uncertainProblems.map { $0.rawValue + "?" }
                var details: [String] = []
                if let c = a.checks {
                    names += c.failedChecks.map(\.rawValue) + c.uncertainChecks.map { $0.rawValue + "?" }
                    details = c.findings.map { "\($0.check.rawValue)\($0.isCertain ? "" : "?"): \($0.detail)" }
                    if c.tapPoint == nil, let r = c.tapPointReason { details.append("no tap point: \(r)") }
                }
                if !a.coveredBy.isEmpty {
                    details.append("covered by " + a.coveredBy.map { "\($0.identifier) (\(AuditTable.percent($0.sharePercentage)))" }.joined(separator: ", "))
                }
                for p in AuditProblem.allCases {
                    if let ids = a.because[p] { details.append("\(p.rawValue) because: " + ids.joined(separator: ", ")) }
                }
                let certain = names.filter { !$0.hasSuffix("?") }
                let worst = AuditHTMLReport.severityOrder.first { certain.contains($0) }
                    ?? (names.isEmpty ? "ok" : (certain.isEmpty ? "uncertain" : certain[0]))
                return Control(subject: AuditedControl(a), tapPoint: a.checks?.tapPoint, findings: names,
                               details: details, worst: worst)
            }
        }
    }

    /// Problems and checks, worst first, with their colours.
    static let severityOrder = ["unreachable", "covered", "smallTarget", "smallReachableArea", "passThrough",
                                "visibilityMismatch", "clipped", "duplicateBounds", "overlappingTargets",
                                "disabled", "offscreen", "empty", "hidden"]
    static let colours: [String: String] = [
        "unreachable": "#d62728", "covered": "#ff7f0e", "smallTarget": "#e377c2", "smallReachableArea": "#9467bd",
        "passThrough": "#8c564b", "visibilityMismatch": "#bcbd22", "clipped": "#17becf", "duplicateBounds": "#393b79",
        "overlappingTargets": "#1f77b4", "disabled": "#aaaaaa", "offscreen": "#cccccc", "empty": "#cccccc",
        "hidden": "#cccccc", "uncertain": "#999999", "ok": "#2ca02c",
    ]

    /// The audited files, in order.
    var screens: [Screen]

    /// The whole page.
    func html() -> String { text }

    /// Hands the page to `emit` in order: its head, each screen's section, the script.
    func writePieces(_ emit: (String) -> Void) {
        var filterNames: [String] = []
        for s in screens {
            for c in s.controls {
                for f in c.findings {
                    let n = f.hasSuffix("?") ? String(f.dropLast()) : f
                    if !filterNames.contains(n) { filterNames.append(n) }
                }
            }
        }
        filterNames.sort { (Self.severityOrder.firstIndex(of: $0) ?? 99) < (Self.severityOrder.firstIndex(of: $1) ?? 99) }
        let total = screens.reduce(0) { $0 + $1.controls.count }
        var h = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>exposure audit</title>
        <style>
        body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#222;background:#fafafa}
        h1{font-size:20px;margin:0 0 8px} h2{font-size:16px;margin:24px 0 8px;word-break:break-all}
        .screen{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        svg{background:#fff;border:1px solid #ccc;flex:0 0 auto}
        ul.assumptions{margin:4px 0 8px;padding-left:20px;color:#444;font-size:13px}
        svg rect.control{fill-opacity:.08;stroke-width:2}
        svg rect.control.uncertain{stroke-dasharray:4 3}
        svg rect.control.hl{fill-opacity:.45;stroke-width:4}
        svg rect.window{fill:none;stroke:#888;stroke-dasharray:2 2}
        svg circle.tap{fill:#000}
        table{border-collapse:collapse;background:#fff;flex:1 1 480px}
        th,td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
        th{background:#eee} tr.control:hover,tr.control.hl{background:#ffe9a8}
        .sw{display:inline-block;width:10px;height:10px;margin-right:4px;border:1px solid #555}
        .legend span{margin-right:12px;white-space:nowrap} .details{color:#555;font-size:12px}
        </style></head>
        <body data-ready="0" data-errors="0">
        <h1>exposure audit</h1>
        <p>\(screens.count) file\(screens.count == 1 ? "" : "s"), <span id="count">\(total)</span> controls.
        Filter: <select id="filter"><option value="">all controls</option><option value="any">with a finding</option>
        """
        for n in filterNames { h += "<option value=\"\(MarkupEscaping.escaped(n))\">\(MarkupEscaping.escaped(n))</option>" }
        h += "</select></p>\n<p class=\"legend\">"
        for n in Self.severityOrder + ["uncertain", "ok"] {
            h += "<span><i class=\"sw\" style=\"background:\(Self.colours[n]!)\"></i>\(n)</span>"
        }
        h += "</p>\n"
        emit(h)
        for (si, s) in screens.enumerated() { emit(section(s, index: si)) }
        emit("<script>\n" + Self.script + "\n</script>\n</body></html>\n")
    }

    /// The picture's height may reach this many CSS pixels and its width
    /// ``pictureMaxWidth``: a phone screen is drawn 720 px tall, large enough to read its
    /// outlines and screenshot without hovering.
    static let pictureMaxHeight = 720.0
    static let pictureMaxWidth = 900.0

    private func section(_ s: Screen, index si: Int) -> String {
        let e = s.extent
        let scale = Swift.min(Self.pictureMaxHeight / e.height, Self.pictureMaxWidth / e.width)
        let w = Int(saturating: (e.width * scale).rounded()), ht = Int(saturating: (e.height * scale).rounded())
        func n(_ x: Double) -> String { JSONNumber.shortest((x * 100).rounded() / 100) }
        var h = "<h2>\(MarkupEscaping.escaped(s.file))</h2>\n<ul class=\"assumptions\">"
        for a in s.assumptions { h += "<li>\(MarkupEscaping.escaped(a))</li>" }
        h += "</ul>\n<div class=\"screen\">\n"
        h += "<svg width=\"\(w)\" height=\"\(ht)\" viewBox=\"\(n(e.minX)) \(n(e.minY)) \(n(e.width)) \(n(e.height))\" role=\"img\" aria-label=\"\(MarkupEscaping.escaped(s.file))\">\n"
        if let shot = s.screenshot {
            h += "<image class=\"screenshot\" x=\"\(n(e.minX))\" y=\"\(n(e.minY))\" width=\"\(n(e.width))\" height=\"\(n(e.height))\" preserveAspectRatio=\"none\" href=\"\(shot.dataURI)\"/>\n"
        }
        for win in s.windows {
            h += "<rect class=\"window\" x=\"\(n(win.minX))\" y=\"\(n(win.minY))\" width=\"\(n(win.width))\" height=\"\(n(win.height))\" vector-effect=\"non-scaling-stroke\"/>\n"
        }
        for (ci, c) in s.controls.enumerated() {
            let colour = Self.colours[c.worst] ?? "#2ca02c"
            let cls = c.worst == "uncertain" ? "control uncertain" : "control"
            h += "<rect class=\"\(cls)\" id=\"c\(si)-\(ci)\" x=\"\(n(c.subject.frame.minX))\" y=\"\(n(c.subject.frame.minY))\" width=\"\(n(c.subject.frame.width))\" height=\"\(n(c.subject.frame.height))\" stroke=\"\(colour)\" fill=\"\(colour)\" vector-effect=\"non-scaling-stroke\"><title>\(MarkupEscaping.escaped(c.subject.id)): \(MarkupEscaping.escaped(c.worst))</title></rect>\n"
            if let p = c.tapPoint {
                h += "<circle class=\"tap\" data-key=\"c\(si)-\(ci)\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(n(3 / scale))\"/>\n"
            }
        }
        h += "</svg>\n<table><thead><tr><th>element</th><th>type</th><th>label</th><th>findings</th></tr></thead><tbody>\n"
        for (ci, c) in s.controls.enumerated() {
            let checks = c.findings.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }.joined(separator: " ")
            h += "<tr class=\"control\" data-key=\"c\(si)-\(ci)\" data-checks=\"\(MarkupEscaping.escaped(checks))\">"
            h += "<td><i class=\"sw\" style=\"background:\(Self.colours[c.worst] ?? "#2ca02c")\"></i>\(MarkupEscaping.escaped(c.subject.id))</td>"
            h += "<td>\(MarkupEscaping.escaped(c.subject.type))</td><td>\(MarkupEscaping.escaped(c.subject.label))</td><td>\(MarkupEscaping.escaped(c.findings.joined(separator: ", ")))"
            if !c.details.isEmpty { h += "<div class=\"details\">\(c.details.map(MarkupEscaping.escaped).joined(separator: "<br>"))</div>" }
            h += "</td></tr>\n"
        }
        h += "</tbody></table>\n</div>\n"
        return h
    }

    /// Hover highlighting and the filter; errors are counted on `<body>`.
    static let script = """
    (function () {
      var body = document.body;
      window.addEventListener('error', function () {
        body.setAttribute('data-errors', String(Number(body.getAttribute('data-errors')) + 1));
      });
      var rows = Array.prototype.slice.call(document.querySelectorAll('tr.control'));
      var picture = document.querySelector('svg');
      if (picture) {
        var box = picture.getBoundingClientRect();
        body.setAttribute('data-picture', [box.left, box.top, box.width, box.height].map(Math.round).join(','));
      }
      rows.forEach(function (row) {
        var shape = document.getElementById(row.getAttribute('data-key'));
        function on() { row.classList.add('hl'); if (shape) shape.classList.add('hl'); }
        function off() { row.classList.remove('hl'); if (shape) shape.classList.remove('hl'); }
        row.addEventListener('mouseenter', on);
        row.addEventListener('mouseleave', off);
        if (shape) { shape.addEventListener('mouseenter', on); shape.addEventListener('mouseleave', off); }
      });
      var filter = document.getElementById('filter');
      filter.addEventListener('change', function () {
        var want = filter.value, shown = 0;
        rows.forEach(function (row) {
          var checks = row.getAttribute('data-checks').split(' ').filter(Boolean);
          var keep = want === '' || (want === 'any' ? checks.length > 0 : checks.indexOf(want) >= 0);
          row.style.display = keep ? '' : 'none';
          var shape = document.getElementById(row.getAttribute('data-key'));
          if (shape) shape.style.display = keep ? '' : 'none';
          var dots = document.querySelectorAll('circle.tap[data-key="' + row.getAttribute('data-key') + '"]');
          for (var k = 0; k < dots.length; k++) dots[k].style.display = keep ? '' : 'none';
          if (keep) shown += 1;
        });
        document.getElementById('count').textContent = String(shown);
      });
      body.setAttribute('data-rows', String(rows.length));
      body.setAttribute('data-ready', '1');
    })();
    """
}
