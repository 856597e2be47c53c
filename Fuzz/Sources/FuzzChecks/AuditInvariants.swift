import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ViewExposure
import ViewExposureCLI
import ViewExposureJSON

/// The invariants of the audit, its checks and every writer of its results, for any bytes (a
/// UI dump or a scene file on standard input), through the `exposure` command in-process:
/// - `audit -` (JSON lines), `audit - --table`, `audit - --html -` and `render - --audit --out -`
///   exit 0 or 2 — never 1 (an internal failure) and never a trap;
/// - refused: nothing on standard output, and every line on standard error names `<stdin>`;
/// - accepted: every JSON line parses as one JSON object; the table has a header and one row
///   per JSON line; the HTML page and the SVG hold only characters XML 1.0 can hold, and the
///   SVG parses as XML (a browser would otherwise show its error page instead of the picture).
public enum AuditInvariants {
    public static func check(_ bytes: [UInt8]) {
        let lines = run(["audit", "-"], bytes)
        guard lines.exitCode == 0 else { return }
        let jsonLines = lines.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in jsonLines {
            guard let document = try? JSONDocument.parse(Array(line.utf8)), document.root.isObject else {
                fuzzFailure("an audit line is not a JSON object: \(line)", input: bytes)
            }
        }
        let table = run(["audit", "-", "--table"], bytes)
        if table.exitCode != 0 { fuzzFailure("audit --table exits \(table.exitCode) where audit exits 0", input: bytes) }
        let rows = table.standardOutput.split(separator: "\n").count
        if rows != jsonLines.count + 1 && !(jsonLines.isEmpty && rows <= 1) {
            fuzzFailure("the table has \(rows) lines for \(jsonLines.count) JSON lines", input: bytes)
        }
        let html = run(["audit", "-", "--html", "-"], bytes)
        if html.exitCode != 0 { fuzzFailure("audit --html exits \(html.exitCode) where audit exits 0", input: bytes) }
        checkMarkupCharacters(html.standardOutput, kind: "HTML", input: bytes)
        let svg = run(["render", "-", "--audit", "--out", "-"], bytes)
        if svg.exitCode != 0 { fuzzFailure("render --audit exits \(svg.exitCode) where audit exits 0: \(svg.standardError)", input: bytes) }
        checkMarkupCharacters(svg.standardOutput, kind: "SVG", input: bytes)
        let parser = XMLParser(data: Data(svg.standardOutput.utf8))
        if !parser.parse() {
            fuzzFailure("the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", input: bytes)
        }
    }

    /// Runs the command and checks the outcome's shape.
    private static func run(_ arguments: [String], _ bytes: [UInt8]) -> (standardOutput: String, standardError: String, exitCode: Int32) {
        let r = ExposureCLI.run(arguments, input: bytes)
        switch r.exitCode {
        case 0: break
        case 2:
            if !r.standardOutput.isEmpty { fuzzFailure("\(arguments) refused the input but wrote: \(r.standardOutput.prefix(200))", input: bytes) }
            for line in r.standardError.split(separator: "\n") where !line.hasPrefix("<stdin>") {
                fuzzFailure("\(arguments): an error line that does not name the input: \(line)", input: bytes)
            }
        default:
            fuzzFailure("\(arguments) exits \(r.exitCode): \(r.standardError)", input: bytes)
        }
        return r
    }

    /// Every scalar of `text` is a character of XML 1.0.
    private static func checkMarkupCharacters(_ text: String, kind: String, input: [UInt8]) {
        for s in text.unicodeScalars where !(s == "\t" || s == "\n" || s == "\r" || (s.value >= 0x20 && s.value != 0xFFFE && s.value != 0xFFFF)) {
            fuzzFailure("the \(kind) holds U+\(String(s.value, radix: 16, uppercase: true)), which XML cannot", input: input)
        }
    }
}
