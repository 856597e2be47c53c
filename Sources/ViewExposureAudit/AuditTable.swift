import ViewExposureJSON

/// The human-readable form of audits (`exposure audit --table`): one row per element, worst
/// first, columns aligned.
public enum AuditTable {
    /// One row: the cells of an audit, ready to print (so rows from many threads can be
    /// gathered: a row holds no views).
    public struct Row: Sendable {
        /// The file the element came from, `nil` to leave the file column out.
        public var file: String?
        /// element, type, label, visible, on screen, touch at center, covered by, because (the
        /// rule ids the findings rest on, but `frames`: ``ElementAudit/because``), problems
        /// (uncertain findings follow, marked `?`: `unreachable?`).
        public var cells: [String]
        let rank: Int
        let visibleShare: Double

        /// The row of `audit`. Long labels and coverer lists are cut with `…`.
        public init(_ audit: ElementAudit, file: String? = nil) {
            self.file = file
            let touch: String
            if audit.problems.contains(where: { $0 == .offscreen || $0 == .empty || $0 == .hidden }) {
                touch = "—"
            } else if !audit.centerIsOnScreen, let reaches = audit.reachesAtVisibleCenter {
                // The center is off screen: the touch is tried at the visible part's center.
                touch = (reaches ? "reaches it" : "→ " + (audit.receiverAtVisibleCenter.map { $0.identifier ?? "(unnamed)" } ?? "nothing"))
                    + " (visible part)"
            } else if audit.reachesAtCenter {
                touch = "reaches it"
            } else {
                touch = "→ " + (audit.receiverAtCenter.map { $0.identifier ?? "(unnamed)" } ?? "nothing")
            }
            let covered = audit.coveredBy.map { "\($0.identifier)\($0.isCertain ? "" : "?") (\(AuditTable.percent($0.sharePercentage)))" }
                .joined(separator: ", ") + (audit.moreCoverers ? ", …" : "")
            cells = [audit.subject.identifier, audit.subject.type ?? "", AuditTable.cut(audit.subject.label ?? "", 24),
                     AuditTable.percent(audit.exposure.exposedPercentage), AuditTable.percent(audit.onScreenPercentage),
                     AuditTable.cut(touch, 40), AuditTable.cut(covered, 48), AuditTable.cut(AuditTable.because(audit), 48),
                     (audit.problems.map(\.rawValue) + audit.uncertainProblems.map { $0.rawValue + "?" }
                        + (audit.checks.map { c in c.failedChecks.map(\.rawValue) + c.uncertainChecks.map { $0.rawValue + "?" } } ?? []))
                        .joined(separator: ", ")]
            (rank, visibleShare) = audit.severity
        }
    }

    /// The column titles (after `file` when there is a file column).
    public static let header = ["element", "type", "label", "visible", "on screen", "touch at center", "covered by", "because",
                                "problems"]

    /// The rule ids of every finding's ``ElementAudit/because`` but the fact every finding
    /// rests on (`frames`), each once, worst finding first.
    static func because(_ audit: ElementAudit) -> String {
        var ids: [String] = []
        for p in AuditProblem.allCases {
            for id in audit.because[p] ?? [] where id != "frames" && !ids.contains(id) { ids.append(id) }
        }
        return ids.joined(separator: ", ")
    }

    /// The table of `rows`, sorted worst first (the worst problem, then the visible share of
    /// the on-screen part; equal rows keep their order), with a `file` column when any row
    /// has a file.
    public static func format(_ rows: [Row]) -> String {
        let withFile = rows.contains { $0.file != nil }
        let order = rows.enumerated().sorted { a, b in
            if a.element.rank != b.element.rank { return a.element.rank < b.element.rank }
            if a.element.visibleShare != b.element.visibleShare { return a.element.visibleShare < b.element.visibleShare }
            return a.offset < b.offset
        }.map(\.element)
        var lines = [withFile ? ["file"] + header : header]
        for r in order { lines.append((withFile ? [r.file ?? ""] + r.cells : r.cells).map(printable)) }
        var widths = [Int](repeating: 0, count: lines[0].count)
        for l in lines { for (i, c) in l.enumerated() { widths[i] = Swift.max(widths[i], c.count) } }
        return lines.map { l in
            var text = ""
            for (i, c) in l.enumerated() {
                text += i == l.count - 1 ? c : c + String(repeating: " ", count: widths[i] - c.count + 2)
            }
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n") + "\n"
    }

    /// `cell` with every control character (C0, DEL, C1) as U+FFFD: a line break from a dump's
    /// label would split its row, an escape start a terminal escape sequence.
    static func printable(_ cell: String) -> String {
        guard cell.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return cell }
        var out = String.UnicodeScalarView()
        for s in cell.unicodeScalars { out.append(s.value < 0x20 || (0x7F...0x9F).contains(s.value) ? "\u{FFFD}" : s) }
        return String(out)
    }

    /// `62.5 %`, one fraction digit at most.
    public static func percent(_ x: Double) -> String {
        let s = JSONNumber.format((x * 10).rounded() / 10)
        return (s.hasSuffix(".0") ? String(s.dropLast(2)) : s) + " %"
    }

    /// `text` cut to `limit` characters, ending in `…` when cut.
    static func cut(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
