import ArgumentParser
import ViewExposureAudit
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure render SCENE (--view ID | --audit) --out FILE.svg`: draws the scene's windows with
/// the tested view's exposure, or with the audit of its interactive elements (covered and
/// unreachable ones in red, with what covers them).
struct RenderCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the windows and a view's exposure as an SVG picture.",
        discussion: """
            Every view is outlined at its place on screen and labelled with its id; the tested \
            view's visible rectangle is filled green and its occlusion rectangles red. --point \
            X,Y (repeatable) marks a touch, outlines its receiver and the view drawn on top there; \
            --alignment outlines alignment rectangles. --audit draws the audit of every interactive \
            element instead (or as well): covered and unreachable ones filled red, labelled with \
            what covers them, their coverers dashed, a marker where their touch goes. Prints \
            {"svg": FILE, "exposure": {…}} (plus "hits" for --point, "audit" for --audit) when done.

            Examples:
              exposure render Examples/feed.json --view ad --out feed-ad.svg
              exposure render Examples/flutter-overlay.json --view nativeAd --point 100,320 \
                --alignment --out flutter.svg
              exposure render Tests/Fixtures/ios-keyboard-over-button.xml --audit --out audit.svg
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: "The id of the view whose exposure is drawn.")
    var view: String?

    @Flag(name: .long, help: "Draw the audit of every interactive element (as exposure audit lists them).")
    var audit = false

    @OptionGroup var policy: PolicyArgument

    @Option(name: .long, help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
    var out: String

    @Option(name: .long, parsing: CoordinateOption.repeatedCoordinateParsing,
            help: ArgumentHelp("Mark a touch at this screen point: its receiver and the view drawn on top (repeatable).", valueName: "x,y"))
    var point: [String] = []

    @Flag(name: .long, help: "Draw the alignment rectangles of views whose alignment rect differs from the frame.")
    var alignment = false

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// At least one of `--view` and `--audit`.
    func validate() throws {
        if view == nil && !audit { throw ValidationError("missing --view ID (or --audit)") }
    }

    /// Draws and writes the file.
    func execute(in context: CommandContext) throws {
        let points = try point.map { (s: String) throws(CLIFailure) in try CoordinateOption.point(s) }
        try OutputFile.check(out, option: "--out", inputs: [scene.path], in: context)
        let loaded = try scene.load(in: context)
        let options = policy.options(for: loaded)
        let tested = try view.map { (id: String) throws(CLIFailure) in try loaded.view(id, option: "--view") }
        let exposure = tested.map { ExposureMeasurer(options: options).measure($0) }
        var renderer = SceneRenderer(scene: loaded.scene, focus: tested.map { [$0] } ?? [])
        let subjects = audit ? loaded.auditSubjects : []
        if audit {
            // Only the audited elements (and the tested view) are labelled: dumps have many views.
            let labelled = Set(subjects.map { ObjectIdentifier($0.view) } + (tested.map { [ObjectIdentifier($0)] } ?? []))
            renderer.drawViews { labelled.contains(ObjectIdentifier($0)) }
        } else {
            renderer.drawViews()
        }
        if let tested, let exposure { renderer.drawExposure(exposure, of: tested) }
        renderer.drawLegend()
        let auditor = loaded.auditor(policy: options.policy)
        let audited = audit ? auditor.audit(subjects, on: loaded.scene.screen) : []
        if audit { renderer.drawAudit(audited) }
        // These layers add their own legend entries, after the standard ones.
        if alignment { renderer.drawAlignmentRects() }
        var audits: [(Point, PassThroughAudit)] = []
        for p in points { audits.append((p, renderer.drawHitTest(at: p))) }
        try context.writeFile(out) { writer throws(CLIFailure) in try renderer.drawing.write(to: writer) }
        // `--out -`: the SVG is standard output; the summary would spoil it.
        if OutputFile.isStandardOutput(out) { return }
        var w = JSONWriter()
        w.beginObject()
        w.key("svg")
        w.string(out)
        if let exposure {
            w.key("exposure")
            exposure.write(to: &w)
        }
        if audit {
            // The ids of the problem elements, in document order.
            w.key("audit")
            w.beginObject()
            w.key("elements")
            w.integer(audited.count)
            for problem in [AuditProblem.covered, .unreachable] {
                w.key(problem.rawValue)
                w.beginArray()
                for a in audited where a.problems.contains(problem) { w.string(a.subject.identifier) }
                w.endArray()
            }
            w.endObject()
        }
        if !audits.isEmpty {
            // One entry per --point, in order: the point and the hit command's --audit fields.
            w.key("hits")
            w.beginArray()
            for (p, a) in audits {
                w.beginObject()
                w.key("point")
                w.numbers([p.x, p.y])
                w.key("view")
                HitCommand.writeID(a.receiver, to: &w)
                w.key("frontmost")
                HitCommand.writeID(a.frontmost, to: &w)
                w.key("passThrough")
                w.bool(a.isPassThrough)
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
        context.writeLine(w.text)
    }
}
