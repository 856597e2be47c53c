import ArgumentParser
import Dispatch
import Foundation
import ViewExposureAudit
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure audit FILE... [--table] [--fail-on covered [N] | --fail-on CHECK] [--checks LIST]
/// [--density D] [--html PATH] [--policy every|content]`: every
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
/// CHECK` (an ``AccessibilityCheck`` name), 1 when that check has a certain finding. Uncertain
/// findings never fail. The accessibility checks (`--checks`, default all) add `tapPoint` and
/// `findings` to each line; `--html` also writes a self-contained report page
/// (``AuditHTMLReport``).
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

            Checks (--checks, comma-separated; --fail-on NAME): smallTarget, smallReachableArea, \
            duplicateBounds, overlappingTargets, clipped, visibilityMismatch (docs/dumps.md).
            """
    )

    @Argument(help: ArgumentHelp("UI dumps or scene files (- for standard input).", valueName: "file"))
    var files: [String] = []

    @Flag(name: .long, help: "Print a table sorted worst first instead of JSON lines.")
    var table = false

    // The default; the flag is accepted for scripts that say so.
    @Flag(name: .long, help: "Print one JSON object per element and line (the default).")
    var jsonl = false

    // The words after --fail-on: `covered` and an optional percentage, or a check's name.
    @Option(name: .customLong("fail-on"), parsing: .upToNextOption,
            help: ArgumentHelp("Exit with 1 when an element on screen is unreachable at its center, or covered with less than N % visible (N defaults to 50); or, given a check's name, when that check finds something certain. Uncertain findings never fail.", valueName: "covered [N] | CHECK"))
    var failOn: [String] = []

    @Option(name: .long, help: ArgumentHelp("Comma-separated checks to run (default: all).", valueName: "list"))
    var checks: String?

    @Option(name: .long, help: "Android pixels per dp for smallTarget (default: the dump's, else estimated, findings uncertain).")
    var density: Float?

    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report to this file.", valueName: "path"))
    var html: String?

    @Option(name: .long, help: "every: every visible view covers; content: only views that draw content (the default for UI dumps).")
    var policy: MeasureCommand.PolicyOption?

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

    /// The files and the `--fail-on` threshold, once `--fail-on covered [N] FILE…` has been
    /// taken apart (the option swallows what follows it).
    func plan() throws(CLIFailure) -> (files: [String], threshold: Double?) {
        let p = try planWithCheck()
        return (p.files, p.threshold)
    }

    /// ``plan()`` with the check of `--fail-on CHECK`, if that form was given.
    func planWithCheck() throws(CLIFailure) -> (files: [String], threshold: Double?, check: AccessibilityCheck?) {
        var files = self.files
        guard !failOn.isEmpty else {
            if files.isEmpty { throw .badInput("audit: missing FILE (a UI dump or scene file)") }
            return (files, nil, nil)
        }
        if let check = AccessibilityCheck(rawValue: failOn[0]) {
            files += failOn.dropFirst()
            if files.isEmpty { throw .badInput("audit: missing FILE (a UI dump or scene file)") }
            return (files, nil, check)
        }
        guard failOn[0] == "covered" else {
            throw .badInput("--fail-on: expected \"covered\" and an optional percentage, or a check (" + AccessibilityCheck.allCases.map(\.rawValue).joined(separator: ", ") + "), got \"\(failOn[0])\"")
        }
        var threshold = 50.0
        var rest = failOn.dropFirst()
        if let first = rest.first, let n = Double(first), first.allSatisfy({ "0123456789.".contains($0) }) {
            guard n.isFinite, n >= 0, n <= 100 else { throw .badInput("--fail-on covered: N must be between 0 and 100, got \(first)") }
            threshold = n
            rest = rest.dropFirst()
        }
        files += rest
        if files.isEmpty { throw .badInput("audit: missing FILE (a UI dump or scene file)") }
        return (files, threshold, nil)
    }

    /// Audits the files and prints.
    func execute(in context: CommandContext) throws {
        let (files, threshold, failCheck) = try planWithCheck()
        let checks = try selectedChecks()
        if let density, !(density.isFinite && density > 0) { throw CLIFailure.badInput("--density: expected a positive number, got \(density)") }
        if let failCheck, !checks.contains(failCheck) { throw CLIFailure.badInput("--fail-on \(failCheck.rawValue): the check is not among --checks") }
        if files.filter({ $0 == "-" }).count > 1 { throw CLIFailure.badInput("-: standard input can be read once") }
        let stdin: [UInt8]? = files.contains("-") ? try context.readInput("-") : nil
        let withFileColumn = files.count > 1
        let table = self.table, policy = self.policy?.policy
        let options = FileOptions(policy: policy, table: table, tableFile: withFileColumn, threshold: threshold,
                                  checks: checks, failCheck: failCheck, density: density, html: html != nil)
        let results = Self.parallelMap(files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { path in
            Self.auditFile(path, stdin: stdin, options: options)
        }
        var errors: [String] = [], failing = 0, checkFailing = 0, rows: [AuditTable.Row] = []
        var screens: [AuditHTMLReport.Screen] = []
        for r in results {
            errors += r.errors
            failing += r.failing
            checkFailing += r.checkFailing
            if let s = r.screen { screens.append(s) }
            if table { rows += r.rows } else { for line in r.lines { context.writeLine(line) } }
        }
        if table { context.write(AuditTable.format(rows)) }
        if let html { try context.writeFile(html, AuditHTMLReport(screens: screens).html()) }
        if !errors.isEmpty { throw CLIFailure.badInput(errors) }
        if let failCheck, checkFailing > 0 {
            context.writeErrorLine("audit: \(checkFailing) element\(checkFailing == 1 ? "" : "s") with a certain \(failCheck.rawValue) finding (--fail-on \(failCheck.rawValue))")
            throw ExitCode(1)
        }
        if let threshold, failing > 0 {
            context.writeErrorLine("audit: \(failing) element\(failing == 1 ? "" : "s") less than \(JSONNumber.shortest(threshold)) % visible or unreachable (--fail-on covered)")
            throw ExitCode(1)
        }
    }

    /// What auditing one file produced (no views: it crosses threads).
    struct FileResult: Sendable {
        var lines: [String] = []
        var rows: [AuditTable.Row] = []
        var failing = 0
        var checkFailing = 0
        var screen: AuditHTMLReport.Screen?
        var errors: [String] = []
    }

    /// How to audit each file.
    struct FileOptions: Sendable {
        var policy: ObstructionPolicy?
        var table: Bool
        var tableFile: Bool
        var threshold: Double?
        var checks: Set<AccessibilityCheck>
        var failCheck: AccessibilityCheck?
        var density: Float?
        var html: Bool
    }

    /// Reads, imports, audits and checks one file; every problem becomes an error line.
    static func auditFile(_ path: String, stdin: [UInt8]?, options: FileOptions) -> FileResult {
        var result = FileResult()
        let name = CommandContext.displayName(of: path)
        do {
            let bytes = try path == "-" ? (stdin ?? []) : CommandContext.readFile(path)
            let loaded = try LoadedScene.loadReporting(bytes, fileName: name)
            let auditor = loaded.auditor(policy: options.policy)
            let audits = auditor.audit(loaded.auditSubjects, on: loaded.screen)
            let checker = AccessibilityChecker(checks: options.checks, environment: loaded.checkEnvironment(density: options.density))
            let checked = checker.run(audits, on: loaded.screen)
            for a in checked {
                let line = a.jsonLine(file: name)
                if options.table { result.rows.append(AuditTable.Row(a, file: options.tableFile ? name : nil)) }
                else { result.lines.append(line) }
                if let threshold = options.threshold, a.fails(minimumVisiblePercentage: threshold) { result.failing += 1 }
                if let c = options.failCheck, a.checks?.failedChecks.contains(c) ?? false { result.checkFailing += 1 }
            }
            if options.html { result.screen = AuditHTMLReport.Screen(file: name, screen: loaded.screen, audits: checked) }
        } catch {
            result.errors = error.lines
        }
        return result
    }

    /// `transform` over `items` on up to `jobs` threads, results in the items' order.
    static func parallelMap<R: Sendable>(_ items: [String], jobs: Int,
                                         _ transform: @escaping @Sendable (String) -> R) -> [R] {
        let workers = Swift.max(1, Swift.min(jobs, items.count))
        if workers == 1 { return items.map(transform) }
        let slots = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Workers take the next file as they finish, so one slow file does not idle the rest.
            while let i = slots.takeTicket() {
                slots.set(i, transform(items[i]))
            }
        }
        return slots.values()
    }
}

/// Results written by several threads, each slot once, under a lock.
private final class ResultSlots<R: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [R?]
    private var ticket = 0

    init(count: Int) { slots = [R?](repeating: nil, count: count) }

    func set(_ i: Int, _ value: R) {
        lock.lock()
        slots[i] = value
        lock.unlock()
    }

    /// The next slot index nobody has taken yet, or `nil` when all are taken.
    func takeTicket() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard ticket < slots.count else { return nil }
        ticket += 1
        return ticket - 1
    }

    func values() -> [R] { slots.map { $0! } }
}
