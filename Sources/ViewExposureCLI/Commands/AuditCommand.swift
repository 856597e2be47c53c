import ArgumentParser
import Dispatch
import Foundation
import ViewExposureAudit
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure audit FILE... [--table] [--fail-on covered [N] | --fail-on CHECK[:warning]]...
/// [--checks LIST] [--density D] [--html PATH [--screenshot IMAGE]] [--junit PATH] [--sarif PATH]
/// [--policy every|content]`: every
/// interactive element of a screen — its exposure, whether a touch at its center (and at the
/// center of its largest visible part) reaches it, what takes the touch instead, what covers
/// it, and the pass-through case.
///
/// Output: one JSON object per element and line (``ElementAudit/write(to:file:)``), files in
/// the order given, elements in document order; `--table` prints a table sorted worst first
/// instead. Several files are audited in parallel on every core (`--jobs`), the output staying
/// in order. Exit status 0 with problems reported; 2 when a file is bad input (the others are
/// still audited); with `--fail-on covered [N]`, 1 when an element on screen is unreachable, or
/// covered with less than N % (default 50; of its on-screen part) visible; with `--fail-on
/// CHECK` (an ``AccessibilityCheck`` name), 1 when that check has a certain finding at ATF's
/// `error` level (or with no level: the checks ATF does not have), `CHECK:warning` also on its
/// warnings, as ATF's validator fails on errors unless told otherwise. `--fail-on` may be given
/// several times; each criterion fails on its own. Uncertain findings never fail. The
/// accessibility checks (`--checks`, default all) add `tapPoint` and `findings` to each line;
/// `--html` also writes a self-contained report page (``AuditHTMLReport``; the screenshot from
/// `--screenshot`, or a PNG or JPEG of the dump's name beside it, drawn under the outlines), `--junit` JUnit XML
/// (``AuditJUnitReport``), `--sarif` a SARIF 2.1.0 log (``AuditSARIFReport``).
struct AuditCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit every interactive element of a screen: exposure, reachability, coverers.",
        discussion: """
            Reads UI dumps (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML) or \
            scene files, and prints one JSON line per interactive element: "problems" (unreachable, \
            covered, passThrough, disabled, offscreen, empty, hidden), "confidence" and "uncertain" \
            (findings the dump cannot settle, such as an order it does not give: never problems, \
            never failing), "exposure", "onScreen", "receiverAtCenter", "coveredBy", the element's \
            "attributes"… Dumps are measured with the content policy unless --policy says otherwise.

            Examples:
              exposure audit Tests/Fixtures/ios-keyboard-over-button.xml --table
              exposure audit Tests/Fixtures/ios-alert-over-content.xml Tests/Fixtures/android-bottom-sheet.xml --jsonl
              exposure audit Examples/carousel.json --fail-on covered 60
              exposure audit Tests/Fixtures/android-small-targets.xml --density 2.625 --checks smallTarget,duplicateBounds --table
              exposure audit Tests/Fixtures/android-small-targets.xml Tests/Fixtures/ios-accessibility-checks.xml --html report.html
              exposure audit Tests/Fixtures/android-surfaces.xml --density 2.625 --fail-on smallTarget:warning --fail-on clipped --junit audit.xml --sarif audit.sarif

            Checks (--checks, comma-separated; --fail-on NAME, repeatable): smallTarget, smallReachableArea, \
            duplicateBounds, overlappingTargets, clipped, visibilityMismatch (docs/dumps.md). \
            --fail-on smallTarget fails on ATF's errors; smallTarget:warning on its warnings too.
            """
    )

    @Argument(help: ArgumentHelp("UI dumps or scene files (- for standard input).", valueName: "file"))
    var files: [String] = []

    @Flag(name: .long, help: "Print a table sorted worst first instead of JSON lines.")
    var table = false

    // The default; the flag is accepted for scripts that say so.
    @Flag(name: .long, help: "Print one JSON object per element and line (the default).")
    var jsonl = false

    // The words after every --fail-on, in order: `covered` and an optional percentage, or a
    // check's name (with `:warning` or `:error`), then possibly files.
    @Option(name: .customLong("fail-on"), parsing: .upToNextOption,
            help: ArgumentHelp("Exit with 1 when an element on screen is unreachable at its center, or covered with less than N % visible (N defaults to 50); or, given a check's name, when that check finds something certain at ATF's error level (CHECK:warning: warnings too). Repeatable. Uncertain findings never fail.", valueName: "covered [N] | CHECK[:warning]"))
    var failOn: [String] = []

    @Option(name: .long, help: ArgumentHelp("Comma-separated checks to run (default: all).", valueName: "list"))
    var checks: String?

    @Option(name: .long, help: "Android pixels per dp for smallTarget (default: the dump's, else estimated, findings uncertain).")
    var density: Float?

    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report to this file.", valueName: "path"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("With --html and one file: a PNG or JPEG of the screen to draw under the outlines (default: a PNG or JPEG of the dump's name beside it).", valueName: "image"))
    var screenshot: String?

    @Option(name: .long, help: ArgumentHelp("Also write JUnit XML to this file: one test case per control, a failure per certain finding.", valueName: "path"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Also write a SARIF 2.1.0 log to this file: one result per finding, with its rule, level and element.", valueName: "path"))
    var sarif: String?

    @Option(name: .long, help: "every: every visible view covers; content: only views that draw content (the default for UI dumps).")
    var policy: PolicyArgument.Choice?

    @Option(name: .long, help: "Files audited at once (default: the number of cores).")
    var jobs: Int?

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// `--table` and `--jsonl` exclude each other; `--jobs` is positive.
    func validate() throws {
        if table && jsonl { throw ValidationError("give either --table or --jsonl, not both") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// The checks `--checks` selects (all when not given).
    func selectedChecks() throws(CLIFailure) -> Set<AccessibilityCheck> {
        guard let checks else { return Set(AccessibilityCheck.allCases) }
        var out: Set<AccessibilityCheck> = []
        for name in checks.split(separator: ",") {
            let n = String(name).trimmingCharacters(in: .whitespaces)
            guard let c = AccessibilityCheck(rawValue: n) else {
                throw .badInput("--checks: unknown check \"\(n)\"; expected some of " + AccessibilityCheck.allCases.map(\.rawValue).joined(separator: ", "))
            }
            out.insert(c)
        }
        return out
    }

    /// A `--fail-on CHECK[:warning]` criterion: the check, and whether ATF's warnings fail too.
    struct CheckCriterion: Sendable, Equatable {
        var check: AccessibilityCheck
        var includesWarnings: Bool

        /// Whether `finding` fails this criterion: certain, of the check, at ATF's `error` level
        /// (or with no level), or at any level with `:warning`.
        func fails(on finding: CheckFinding) -> Bool {
            finding.check == check && finding.isCertain && (includesWarnings || finding.level == nil || finding.level == "error")
        }

        /// `CHECK`, `CHECK:error` or `CHECK:warning`; `nil` for any other word.
        init?(_ word: String) {
            let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let c = AccessibilityCheck(rawValue: parts[0]) else { return nil }
            check = c
            if parts.count == 1 || parts[1] == "error" { includesWarnings = false }
            else if parts[1] == "warning" { includesWarnings = true }
            else { return nil }
        }
    }

    /// The files and the `--fail-on` threshold, once `--fail-on covered [N] FILE…` has been
    /// taken apart (the option swallows what follows it).
    func plan() throws(CLIFailure) -> (files: [String], threshold: Double?) {
        let p = try planWithChecks()
        return (p.files, p.threshold)
    }

    /// ``plan()`` with the check criteria. The words of every `--fail-on` arrive as one list
    /// (the option swallows what follows it, and repeats append): each word that is a criterion
    /// (`covered` with an optional percentage, or a check) is one, any other is a file; the
    /// first must be a criterion. A file named like a check is given as `./NAME`.
    func planWithChecks() throws(CLIFailure) -> (files: [String], threshold: Double?, checks: [CheckCriterion]) {
        var files = self.files
        var threshold: Double?
        var checks: [CheckCriterion] = []
        let expected = "expected \"covered\" and an optional percentage, or a check (" + AccessibilityCheck.allCases.map(\.rawValue).joined(separator: ", ") + ", optionally :warning)"
        if let first = failOn.first, first != "covered", CheckCriterion(first) == nil {
            throw .badInput("--fail-on: \(expected), got \"\(first)\"")
        }
        var k = 0
        while k < failOn.count {
            let word = failOn[k]
            k += 1
            if let c = CheckCriterion(word) {
                if let i = checks.firstIndex(where: { $0.check == c.check }) { checks[i].includesWarnings = checks[i].includesWarnings || c.includesWarnings }
                else { checks.append(c) }
            } else if word == "covered" {
                var n = 50.0
                if k < failOn.count, let v = Double(failOn[k]), failOn[k].allSatisfy({ "0123456789.".contains($0) }) {
                    guard v.isFinite, v >= 0, v <= 100 else { throw .badInput("--fail-on covered: N must be between 0 and 100, got \(failOn[k])") }
                    n = v
                    k += 1
                }
                if let t = threshold, t != n { throw .badInput("--fail-on covered: given twice with different percentages (\(JSONNumber.shortest(t)), \(JSONNumber.shortest(n)))") }
                threshold = n
            } else {
                files.append(word)
            }
        }
        if files.isEmpty { throw .badInput("audit: missing FILE (a UI dump or scene file)") }
        return (files, threshold, checks)
    }

    /// Audits the files and prints.
    func execute(in context: CommandContext) throws {
        let (files, threshold, failChecks) = try planWithChecks()
        let checks = try selectedChecks()
        if let density, !InputBounds.admitsDensity(Double(density)) { throw CLIFailure.badInput("--density: expected a number from 0.1 to 100 (pixels per dp), got \(density)") }
        for c in failChecks where !checks.contains(c.check) { throw CLIFailure.badInput("--fail-on \(c.check.rawValue): the check is not among --checks") }
        if files.filter({ $0 == "-" }).count > 1 { throw CLIFailure.badInput("-: standard input can be read once") }
        if screenshot != nil && html == nil { throw CLIFailure.badInput("--screenshot: only with --html") }
        if screenshot != nil && files.count > 1 { throw CLIFailure.badInput("--screenshot: only with one file (beside several dumps, keep each one's PNG or JPEG of the same name)") }
        // No output may be an input (dumps, the screenshot), however spelled: refused before anything is read or written.
        // Nor may two outputs be one file (or both standard output), nor an output standard input's file.
        let inputs = files + (screenshot.map { [$0] } ?? [])
        let outputs = [("--html", html), ("--junit", junit), ("--sarif", sarif)].compactMap { option, path in path.map { (option, $0) } }
        try OutputFile.check(outputs, inputs: inputs, in: context)
        let stdin: [UInt8]? = files.contains("-") ? try context.readInput("-") : nil
        let withFileColumn = files.count > 1
        let table = self.table, policy = self.policy?.policy
        let options = FileOptions(policy: policy, table: table, tableFile: withFileColumn, threshold: threshold,
                                  checks: checks, failChecks: failChecks, density: density, html: html != nil,
                                  summary: junit != nil || sarif != nil, screenshot: screenshot)
        var errors: [String] = [], failing = 0, rows: [AuditTable.Row] = []
        var checkFailing = [Int](repeating: 0, count: failChecks.count)
        var screens: [AuditHTMLReport.Screen] = [], summaries: [AuditFindingsSummary] = []
        // `--html -`: the page is standard output, the lines or table would spoil it.
        let htmlToStandardOutput = html.map(OutputFile.isStandardOutput) ?? false
        let printsLines = !table && !htmlToStandardOutput
        func take(_ r: FileResult) {
            errors += r.errors
            failing += r.failing
            for (k, n) in r.checkFailing.enumerated() { checkFailing[k] += n }
            if let s = r.screen { screens.append(s) }
            if let s = r.summary { summaries.append(s) }
            if table { rows += r.rows } else if printsLines { for line in r.lines { context.writeLine(line) } }
        }
        let workers = Swift.max(1, Swift.min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        if workers == 1 {
            // One at a time: each line is printed as it is made (and streamed out), not held.
            for path in files {
                take(Self.auditFile(path, stdin: stdin, options: options, printing: printsLines ? { context.writeLine($0) } : nil))
            }
        } else {
            // In parallel, printed in the files' order as each is done: a file's lines are held
            // only until those before it are printed.
            Self.parallelForEachInOrder(files, jobs: workers, { path in Self.auditFile(path, stdin: stdin, options: options) }, take)
        }
        if table && !htmlToStandardOutput { context.write(AuditTable.format(rows)) }
        if let html { try context.writeFile(html) { AuditHTMLReport(screens: screens).write(to: $0) } }
        if let junit { try context.writeFile(junit) { AuditJUnitReport(files: summaries).write(to: $0) } }
        if let sarif { try context.writeFile(sarif, AuditSARIFReport(files: summaries).json()) }
        if !errors.isEmpty { throw CLIFailure.badInput(errors) }
        var failed = false
        for (k, c) in failChecks.enumerated() where checkFailing[k] > 0 {
            let n = checkFailing[k], name = c.check.rawValue + (c.includesWarnings ? ":warning" : "")
            context.writeErrorLine("audit: \(n) element\(n == 1 ? "" : "s") with a certain \(c.check.rawValue) finding\(c.includesWarnings ? "" : " at error level") (--fail-on \(name))")
            failed = true
        }
        if let threshold, failing > 0 {
            context.writeErrorLine("audit: \(failing) element\(failing == 1 ? "" : "s") less than \(JSONNumber.shortest(threshold)) % visible or unreachable (--fail-on covered)")
            failed = true
        }
        if failed { throw ExitCode(1) }
    }

    /// What auditing one file produced (no views: it crosses threads).
    struct FileResult: Sendable {
        var lines: [String] = []
        var rows: [AuditTable.Row] = []
        var failing = 0
        /// Per `--fail-on CHECK` criterion, the elements failing it.
        var checkFailing: [Int] = []
        var screen: AuditHTMLReport.Screen?
        var summary: AuditFindingsSummary?
        var errors: [String] = []
    }

    /// How to audit each file.
    struct FileOptions: Sendable {
        var policy: ObstructionPolicy?
        var table: Bool
        var tableFile: Bool
        var threshold: Double?
        var checks: Set<AccessibilityCheck>
        var failChecks: [CheckCriterion]
        var density: Float?
        var html: Bool
        /// Whether the JUnit or SARIF file is asked for.
        var summary: Bool
        /// `--screenshot`.
        var screenshot: String?
    }

    /// Reads, imports, audits and checks one file; every problem becomes an error line. The
    /// JSON lines go to `printing` as they are made when given, else into the result.
    static func auditFile(_ path: String, stdin: [UInt8]?, options: FileOptions, printing: ((String) -> Void)? = nil) -> FileResult {
        var result = FileResult()
        result.checkFailing = [Int](repeating: 0, count: options.failChecks.count)
        let name = CommandContext.displayName(of: path)
        do {
            let bytes = try path == "-" ? (stdin ?? []) : CommandContext.readFile(path)
            let loaded = try LoadedScene.loadReporting(bytes, fileName: name)
            let auditor = loaded.auditor(policy: options.policy)
            let audits = auditor.audit(loaded.auditSubjects, on: loaded.screen)
            let environment = loaded.checkEnvironment(density: options.density)
            let checker = AccessibilityChecker(checks: options.checks, environment: environment)
            let checked = checker.run(audits, on: loaded.screen)
            for a in checked {
                if options.table { result.rows.append(AuditTable.Row(a, file: options.tableFile ? name : nil)) }
                else if let printing { printing(a.jsonLine(file: name)) }
                else { result.lines.append(a.jsonLine(file: name)) }
                if let threshold = options.threshold, a.fails(minimumVisiblePercentage: threshold) { result.failing += 1 }
                for (k, c) in options.failChecks.enumerated() where a.checks?.findings.contains(where: c.fails(on:)) ?? false {
                    result.checkFailing[k] += 1
                }
            }
            if options.html {
                var assumptions = AuditAssumptions.sentences(loaded: loaded, environment: environment, densityOption: options.density)
                let shot = try screenshot(for: path, given: options.screenshot, notes: &assumptions)
                result.screen = AuditHTMLReport.Screen(file: name, screen: loaded.screen, audits: checked, assumptions: assumptions,
                                                       screenshot: shot)
            }
            if options.summary { result.summary = AuditFindingsSummary(file: name, audits: checked) }
        } catch {
            result.errors = error.lines
        }
        return result
    }

    /// The screenshot for the dump at `path`: the `given` file (not an image: bad input), else the
    /// first of `NAME.png`, `.jpg`, `.jpeg` (either case) beside it, where `NAME` is the dump's
    /// name without its extension (one that is no image is noted in `notes`, not drawn).
    static func screenshot(for path: String, given: String?, notes: inout [String]) throws(CLIFailure) -> (name: String, image: ScreenshotImage)? {
        if let given {
            guard let image = ScreenshotImage(bytes: try CommandContext.readFile(given, isText: false)) else {
                throw .badInput("\(given): --screenshot: not a PNG or JPEG image with a readable size")
            }
            return (given, image)
        }
        guard path != "-" else { return nil }
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[nameStart...]
        let base = name.lastIndex(of: ".").flatMap { $0 > name.startIndex ? String(path[..<$0]) : nil } ?? path
        for ext in ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"] {
            let candidate = base + "." + ext
            guard candidate != path, FileManager.default.fileExists(atPath: candidate) else { continue }
            if let bytes = try? CommandContext.readFile(candidate, isText: false), let image = ScreenshotImage(bytes: bytes) { return (candidate, image) }
            notes.append("\(candidate) beside the dump is no PNG or JPEG with a readable size: not drawn.")
            return nil
        }
        return nil
    }

    /// `transform` over `items` on `jobs` threads, each result handed to `consume` on the
    /// calling thread in the items' order as soon as it and those before it are done, then
    /// dropped: what is held is the results done early, never all of them.
    static func parallelForEachInOrder<R: Sendable>(_ items: [String], jobs: Int,
                                                    _ transform: @escaping @Sendable (String) -> R,
                                                    _ consume: (R) -> Void) {
        let slots = ResultSlots<R>(count: items.count)
        for _ in 0..<Swift.max(1, Swift.min(jobs, items.count)) {
            // Workers take the next file as they finish, so one slow file does not idle the rest.
            Thread.detachNewThread {
                while let i = slots.takeTicket() { slots.set(i, transform(items[i])) }
            }
        }
        for i in items.indices { consume(slots.take(i)) }
    }
}

/// Results written by several threads, each slot once, and taken once by one reader, under a
/// lock.
private final class ResultSlots<R: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var slots: [R?]
    private var ticket = 0

    init(count: Int) { slots = [R?](repeating: nil, count: count) }

    func set(_ i: Int, _ value: R) {
        condition.lock()
        slots[i] = value
        condition.broadcast()
        condition.unlock()
    }

    /// The next slot index nobody has taken yet, or `nil` when all are taken.
    func takeTicket() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard ticket < slots.count else { return nil }
        ticket += 1
        return ticket - 1
    }

    /// Slot `i`'s value once it is set (waiting until then); the slot is emptied.
    func take(_ i: Int) -> R {
        condition.lock()
        defer { condition.unlock() }
        while slots[i] == nil { condition.wait() }
        let value = slots[i]!
        slots[i] = nil
        return value
    }
}
