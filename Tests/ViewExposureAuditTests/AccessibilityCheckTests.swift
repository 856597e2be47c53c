import ViewExposureDumps
import ViewExposureDocument
import ViewExposureTestSupport
@testable import ViewExposureAudit
import Foundation
import Testing
import ViewExposure

/// The accessibility checks on their hand-worked fixtures (the numbers are in the fixtures'
/// comments), ATF's arithmetic, and the tap point of every control of every fixture (and of the
/// real dumps in ../shared/dumps when that directory is there).
@Suite("Accessibility checks")
struct AccessibilityCheckTests {
    /// The loaded fixture, audited and checked, by id.
    private func check(_ name: String, density: Float? = nil,
                       adjust: (inout CheckEnvironment) -> Void = { _ in }) throws -> [String: ElementAudit] {
        let loaded = try LoadedScene.load(fixtureBytes(name), fileName: name)
        var env = loaded.checkEnvironment(density: density)
        adjust(&env)
        let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        var out: [String: ElementAudit] = [:]
        for a in AccessibilityChecker(environment: env).run(audits, on: loaded.screen) { out[a.subject.identifier] = a }
        return out
    }

    private func findings(_ a: ElementAudit?, _ c: AccessibilityCheck) -> [CheckFinding] {
        a?.checks?.findings.filter { $0.check == c } ?? []
    }

    /// Whether the audit says `problem` of the element, certain or not.
    private func says(_ a: ElementAudit?, _ problem: AuditProblem) -> Bool {
        a.map { $0.problems.contains(problem) || $0.uncertainProblems.contains(problem) } ?? false
    }

    @Test("Java's Math.round(float) in dp: to nearest, halves up")
    func dpRounding() {
        #expect(TouchTargetSizeRule.dp(126, density: 2.625) == 48)
        #expect(TouchTargetSizeRule.dp(125, density: 2.625) == 48)   // 47.62
        #expect(TouchTargetSizeRule.dp(124, density: 2.625) == 47)   // 47.24
        #expect(TouchTargetSizeRule.dp(5, density: 2) == 3)          // 2.5 → 3
        #expect(TouchTargetSizeRule.dp(3, density: 2) == 2)          // 1.5 → 2
        #expect(TouchTargetSizeRule.dpTruncated(125, density: 2.625) == 47)
    }

    @Test("ATF's minimum: 48, 32 against an edge by equality, 32×32 in an input method")
    func requiredSize() {
        typealias P = TouchTargetSizeRule.PixelRect
        let display = (width: 1080, height: 2400)
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 10, top: 10, right: 100, bottom: 100), inInputMethod: false, display: display) == (48, 48))
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 0, top: 10, right: 100, bottom: 100), inInputMethod: false, display: display) == (32, 48))
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 10, top: 10, right: 1080, bottom: 2400), inInputMethod: false, display: display) == (32, 32))
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 10, top: 10, right: 1079, bottom: 2399), inInputMethod: false, display: display) == (48, 48))
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 10, top: 10, right: 100, bottom: 100), inInputMethod: true, display: display) == (32, 32))
        #expect(TouchTargetSizeRule.requiredSize(bounds: P(left: 10, top: 10, right: 100, bottom: 100), inInputMethod: false, display: nil) == (32, 32))
    }

    @Test("Android fixture: every check as worked by hand (density 2.625)")
    func androidFixture() throws {
        let a = try check("android-small-targets.xml", density: 2.625)
        let icon = findings(a["icon"], .smallTarget)
        #expect(icon.count == 1 && icon[0].isCertain && icon[0].level == "error" && icon[0].detail.hasPrefix("38×38 dp, needs 48×48 dp"))
        #expect(findings(a["edgeButton"], .smallTarget).isEmpty)
        let chip = findings(a["chip"], .smallTarget)
        #expect(chip.count == 1 && chip[0].level == "warning" && chip[0].detail.contains("clickable ancestor"))
        let row = findings(a["lastRow"], .smallTarget)
        #expect(row.count == 1 && !row[0].isCertain)
        let dup = findings(a["dupA"], .duplicateBounds)
        #expect(dup.count == 1 && dup[0].other == "dupB")
        #expect(findings(a["dupB"], .duplicateBounds).isEmpty)
        let back = findings(a["backButton"], .overlappingTargets)
        #expect(back.count == 1 && back[0].other == "frontButton" && back[0].share == 18.75)
        #expect(findings(a["frontButton"], .overlappingTargets).isEmpty)
        #expect(findings(a["bigButton"], .smallReachableArea).count == 1)
        #expect(findings(a["topStrip"], .smallReachableArea).isEmpty)
        // Named once: what `covered` names is no overlappingTargets.
        #expect(says(a["bigButton"], .covered) && findings(a["bigButton"], .overlappingTargets).isEmpty)
        // The image covers it by its class (android-class-draws, not earned yet): the cover is
        // uncertain, and it already says what `visible="true"` gets wrong, so no visibilityMismatch.
        #expect(a["hiddenByImage"]?.uncertainProblems.contains(.covered) == true)
        #expect(findings(a["hiddenByImage"], .visibilityMismatch).isEmpty)
        let cut = findings(a["edgeCut"], .clipped)
        #expect(cut.count == 1 && cut[0].share == 50)
        // Nothing else: the checks are quiet where the fixture is fine.
        for id in ["edgeButton", "card", "frontButton", "topStrip", "dupB"] {
            #expect(a[id]?.checks?.findings.isEmpty == true, "\(id)")
        }
    }

    @Test("without a density the estimate (1080 px → 2.625) is used and smallTarget is uncertain")
    func estimatedDensity() throws {
        let a = try check("android-small-targets.xml")
        let icon = findings(a["icon"], .smallTarget)
        #expect(icon.count == 1 && !icon[0].isCertain && icon[0].detail.contains("density estimated as 2.625"))
    }

    @Test("inside an input method's window the minimum is 32×32 dp")
    func inputMethodRule() throws {
        let a = try check("android-small-targets.xml", density: 2.625) { env in
            if let w = env.activeWindow { env.inputMethodWindows.insert(ObjectIdentifier(w)) }
        }
        #expect(findings(a["icon"], .smallTarget).isEmpty)          // 38×38 dp ≥ 32
        #expect(findings(a["chip"], .smallTarget).count == 1)       // 30×23 dp < 32
    }

    @Test("iOS fixture: every check as worked by hand")
    func iosFixture() throws {
        let a = try check("ios-accessibility-checks.xml")
        let info = findings(a["infoButton"], .smallTarget)
        #expect(info.count == 1 && info[0].detail == "30×30 pt, needs 44×44 pt")
        #expect(findings(a["bigButton"], .smallReachableArea).count == 1)
        #expect(findings(a["bigButton"], .overlappingTargets).isEmpty && says(a["bigButton"], .covered))
        #expect(findings(a["buyA"], .duplicateBounds).first?.other == "buyB")
        #expect(findings(a["leftButton"], .overlappingTargets).isEmpty && says(a["leftButton"], .covered))
        let edge = findings(a["edgeButton"], .clipped)
        #expect(edge.count == 1 && edge[0].share == 60 && edge[0].detail.hasPrefix("cut by the screen edge (40 pt cut off)"))
        #expect(findings(a["ghostButton"], .visibilityMismatch).first?.detail.hasPrefix("claimed invisible") == true)
        #expect(findings(a["tinyHidden"], .smallTarget).isEmpty && findings(a["tinyHidden"], .visibilityMismatch).count == 1)
        #expect(findings(a["coveredButton"], .visibilityMismatch).isEmpty && says(a["coveredButton"], .covered))
        // Scroll position is no fault (clipped, smallReachableArea); 2 pt past the edge is slack;
        // what a user does not see as a target is not judged by smallTarget.
        for id in ["promoButton", "buyB", "rightButton", "rowButton", "textCell", "slackButton", "placeholder", "batteryIcon"] {
            #expect(a[id]?.checks?.findings.isEmpty == true, "\(id)")
        }
        // Tap points: the center when it reaches, else the nearest reachable point.
        #expect(a["infoButton"]?.checks?.tapPoint == Point(x: 355, y: 75))
        #expect(a["bigButton"]?.checks?.tapPoint == Point(x: 190, y: 201))
        #expect(a["buyA"]?.checks?.tapPoint == nil && a["buyA"]?.checks?.tapPointReason?.contains("buyB") == true)
    }

    @Test("smallReachableArea: a virtual node's neighbours are parts of its host view, not targets in front of it")
    func virtualNodes() throws {
        let a = try check("android-virtual-pad-checks.xml", density: 2.625)
        // The corners its sibling nodes overlap are the same view's: each is reachable whole.
        #expect(findings(a["up"], .smallReachableArea).isEmpty && findings(a["left"], .smallReachableArea).isEmpty)
        // A real button in front still takes its part; which part of the pad a touch means is the pad's.
        let right = findings(a["right"], .smallReachableArea)
        #expect(right.count == 1 && !right[0].isCertain && right[0].detail.contains("53.8 % of the frame reachable; a virtual node"))
        // Counted as separate targets (no rule told), the later nodes' corners would cut up: the case is real.
        let plain = try check("android-virtual-pad-checks.xml", density: 2.625) { $0.virtualNodes = [] }
        #expect(findings(plain["up"], .smallReachableArea).first?.isCertain == true)
    }

    @Test("iOS smallTarget and duplicateBounds: bar items uncertain; stock sizes, headings and a link's own parts no targets; nested frames one target")
    func iosStockControls() throws {
        let a = try check("ios-stock-controls.xml")
        for id in ["backItem", "todayItem"] {
            let f = findings(a[id], .smallTarget)
            #expect(f.count == 1 && !f[0].isCertain && f[0].detail.contains("a bar item"), "\(id)")
        }
        for id in ["miniSwitch", "notesField", "privacyLink"] {
            #expect(findings(a[id], .smallTarget).first?.isCertain == true, "\(id)")
        }
        #expect(findings(a["twinA"], .duplicateBounds).first?.other == "twinB")
        for id in ["wifiSwitch", "pageDots", "heading", "privacyText", "privacyInline", "outerCell", "innerCell", "twinB"] {
            #expect(a[id]?.checks?.findings.isEmpty == true, "\(id)")
        }
    }

    @Test("a display size the dump does not state makes the bottom-edge allowance uncertain")
    func inferredDisplayEdge() throws {
        // A 100-px (38 dp) tall row at the bottom of the windows: 32 dp allowed only if that is
        // the display's edge. UiAutomator2 states the size; a legacy dump does not.
        func run(_ root: String) throws -> [CheckFinding] {
            let xml = root + "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2254]\">"
                + "<node resource-id=\"x:id/row\" class=\"android.widget.Button\" clickable=\"true\" visible-to-user=\"true\" bounds=\"[100,2154][980,2254]\"/>"
                + "</node></hierarchy>"
            let loaded = try LoadedScene.load(Array(xml.utf8), fileName: "edge.xml")
            let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
            return AccessibilityChecker(checks: [.smallTarget], environment: loaded.checkEnvironment(density: 2.625))
                .run(audits, on: loaded.screen).flatMap { $0.checks?.findings ?? [] }
        }
        #expect(try run("<hierarchy rotation=\"0\" width=\"1080\" height=\"2254\">").isEmpty)
        let inferred = try run("<hierarchy rotation=\"0\">")
        #expect(inferred.count == 1 && !inferred[0].isCertain && inferred[0].detail.hasPrefix("335×38 dp, needs 48×48 dp"))
        #expect(inferred.first?.detail.contains("does not state") == true)
    }

    @Test("duplicateBounds groups as ATF's map does: by bounds and a shared action with the group's first")
    func duplicateGrouping() throws {
        func node(_ id: String, click: Bool, long: Bool) -> String {
            "<node resource-id=\"x:id/\(id)\" class=\"android.widget.Button\" clickable=\"\(click)\" long-clickable=\"\(long)\" bounds=\"[100,100][500,300]\" visible-to-user=\"true\"/>"
        }
        let xml = "<hierarchy rotation=\"0\" width=\"1080\" height=\"2400\"><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">"
            + node("a", click: true, long: false) + node("b", click: false, long: true) + node("d", click: false, long: true)
            + "</node></hierarchy>"
        let loaded = try LoadedScene.load(Array(xml.utf8), fileName: "dup.xml")
        let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        let checked = AccessibilityChecker(checks: [.duplicateBounds], environment: loaded.checkEnvironment(density: 2.625))
            .run(audits, on: loaded.screen)
        let found = checked.filter { !($0.checks?.findings.isEmpty ?? true) }.map(\.subject.identifier)
        #expect(found == ["b"])   // a shares no action with b or d; b and d share long-click
    }

    /// `../shared/dumps` beside the repository (a worktree sits one level deeper), `nil` when absent.
    private static let sharedDumps: String? = [packagePath("../shared/dumps"), packagePath("../../shared/dumps")]
        .first { FileManager.default.fileExists(atPath: $0) }

    /// The screens of `dir` (XML and JSON files), sorted.
    private func screenFiles(in dir: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.sorted().filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.map { dir + "/" + $0 }
    }

    /// Checks that every tap point of every control of `paths` is a whole-unit point (so every
    /// driver's rounding taps it) on the control's on-screen part where the library's hit test
    /// answers the control or a view inside it. Returns the points checked and the controls
    /// without one.
    private func checkTapPoints(_ paths: [String]) throws -> (checked: Int, missing: Int) {
        var checked = 0, missing = 0
        for path in paths {
            let bytes = try readFileBytes(path)
            guard let loaded = try? LoadedScene.load(bytes, fileName: path), loaded.dump != nil else { continue }
            let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
            for a in AccessibilityChecker(checks: [], environment: loaded.checkEnvironment()).run(audits, on: loaded.screen) {
                let v = a.subject.view
                guard let p = a.checks?.tapPoint else {
                    missing += 1
                    #expect(a.checks?.tapPointReason != nil, "\(path): \(a.subject.identifier)")
                    continue
                }
                checked += 1
                // Whole units: Java's Math.round, Swift's rounding and truncation all give p.
                #expect(p.x == p.x.rounded(.down) && p.y == p.y.rounded(.down), "\(path): \(a.subject.identifier) at \(p)")
                let receiver = loaded.screen.hitTest(p)
                #expect(receiver.map { $0 === v || $0.isDescendant(of: v) } == true, "\(path): \(a.subject.identifier) at \(p)")
                #expect(ScreenAuditor.onScreenRect(of: v)?.contains(p) == true, "\(path): \(a.subject.identifier) at \(p)")
            }
        }
        return (checked, missing)
    }

    @Test("every tap point of every fixture is a whole-unit point that reaches its control, on screen")
    func tapPointsReach() throws {
        let (checked, missing) = try checkTapPoints(screenFiles(in: fixturePath("")))
        #expect(checked > 50)
        #expect(missing > 0)   // the fixtures hold controls nothing reaches (keyboard, twins)
    }

    @Test("every tap point of every shared dump (../shared/dumps, rico/, judged/) is a whole-unit point that reaches its control",
          .enabled(if: sharedDumps != nil, "../shared/dumps is not beside the repository: the real dumps are not checked here"))
    func sharedDumpTapPointsReach() throws {
        let dir = try #require(Self.sharedDumps)
        let files = screenFiles(in: dir) + screenFiles(in: dir + "/rico") + screenFiles(in: dir + "/judged")
        let (checked, _) = try checkTapPoints(files)
        #expect(files.count > 40 && checked > 200)
    }

    @Test("whole-unit points: halves round up, a unit clear of the edges where the rect allows")
    func wholeUnitPoints() {
        #expect(ElementTapPoint.whole(402.5) == 403 && ElementTapPoint.whole(402.49) == 402)
        let r = Rect(x: 0, y: 0, width: 403, height: 10)
        #expect(ElementTapPoint.nearestWholePoint(to: Point(x: 402.5, y: 5), in: r, clearance: 0) == Point(x: 402, y: 5))
        #expect(ElementTapPoint.nearestWholePoint(to: Point(x: 402.5, y: 5), in: r, clearance: 1) == Point(x: 401, y: 5))
        #expect(ElementTapPoint.nearestWholePoint(to: Point(x: 5, y: 5), in: Rect(x: 2.2, y: 0, width: 0.5, height: 10), clearance: 0) == nil)
        #expect(ElementTapPoint.nearestWholePoint(to: Point(x: 5, y: 5), in: Rect(x: 2.5, y: 0, width: 0.6, height: 10), clearance: 0) == Point(x: 3, y: 5))
    }
}
