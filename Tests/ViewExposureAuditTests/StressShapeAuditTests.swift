import ViewExposureDumps
import ViewExposureDocument
import ViewExposureDumpGenerators
import ViewExposureAudit
import ViewExposureHitTesting
import Testing
import ViewExposure

/// The audit's shared answers (hit tests remembered by point, "is inside" by pre-order
/// intervals) on the two shapes that used to make it quadratic, checked against the plain
/// per-control questions asked of the screen from the root on sampled controls.
@Suite("Audit of stress shapes")
struct StressShapeAuditTests {
    static func audited(_ text: String) throws -> (LoadedScene, [ElementAudit]) {
        let loaded = try LoadedScene.load(Array(text.utf8), fileName: "stress.xml")
        let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        let checked = AccessibilityChecker(environment: loaded.checkEnvironment(density: 2.625)).run(audits, on: loaded.screen)
        return (loaded, checked)
    }

    static func checkSampled(_ loaded: LoadedScene, _ audits: [ElementAudit], expectedCount: Int) {
        #expect(audits.count == expectedCount)
        let step = Swift.max(1, audits.count / 25)
        for i in Array(Swift.stride(from: 0, to: audits.count, by: step)) + [audits.count - 1] {
            let a = audits[i], v = a.subject.view
            let hit = loaded.screen.hitTest(a.center)
            #expect(a.receiverAtCenter === hit, "receiver of control \(i)")
            #expect(a.reachesAtCenter == (hit.map { $0 === v || $0.isDescendant(of: v) } ?? false), "reach of control \(i)")
            #expect(a.frontmostAtCenter === loaded.screen.frontmostDrawnView(at: a.center), "front-most of control \(i)")
            if let p = a.visibleCenter {
                #expect(a.receiverAtVisibleCenter === loaded.screen.hitTest(p), "receiver at the visible center of control \(i)")
            }
            if let tap = a.checks?.tapPoint {
                let taker = loaded.screen.hitTest(tap)
                #expect(taker.map { $0 === v || $0.isDescendant(of: v) } ?? false, "tap point of control \(i) reaches it")
            }
            // Every generated control's center is on screen, so it is the one judged.
            let unreachable = a.problems.contains(.unreachable) || a.uncertainProblems.contains(.unreachable)
            #expect(unreachable == !a.reachesAtCenter, "unreachable of control \(i)")
        }
    }

    @Test("2 000 overlapping buttons: sampled answers equal the per-control hit test")
    func overlapping() throws {
        let (loaded, audits) = try Self.audited(StressDumpGenerator.overlappingButtons(2_000))
        Self.checkSampled(loaded, audits, expectedCount: 2_000)
        // The last button is in front of everything: reachable and uncovered; most others are
        // covered by later ones (uncertain: uiautomator without drawing-order does not say how
        // siblings are drawn).
        func covered(_ a: ElementAudit) -> Bool { a.problems.contains(.covered) || a.uncertainProblems.contains(.covered) }
        #expect(audits.last?.reachesAtCenter == true)
        #expect(audits.last.map(covered) == false)
        #expect(audits.filter(covered).count > 1_000)
    }

    @Test("Coverer lists are cut at 16 per sibling list: the first 16 later overlapping buttons, flagged")
    func coverersCut() throws {
        let (_, audits) = try Self.audited(StressDumpGenerator.overlappingButtons(600))
        let frames = audits.map(\.frameOnScreen)
        var cut = 0
        for i in audits.indices {
            // Every later button overlapping it thicker than the cover tolerance hides part of it.
            let later = (i + 1..<audits.count).filter { j in
                frames[i].intersection(frames[j]).map { $0.width > 1 && $0.height > 1 } ?? false
            }
            let named = Set(audits[i].coveredBy.map(\.identifier))
            let expected = Set(later.prefix(16).map { audits[$0].subject.identifier })
            #expect(named == expected, "coverers of control \(i)")
            #expect(audits[i].moreCoverers == (later.count > 16), "moreCoverers of control \(i)")
            if audits[i].moreCoverers {
                cut += 1
                #expect(audits[i].jsonLine().contains("\"moreCoverers\": true"))
            } else {
                #expect(!audits[i].jsonLine().contains("moreCoverers"))
            }
        }
        #expect(cut > 100)
    }

    @Test("A chain 2 000 deep: every control reached through its innermost descendant")
    func chain() throws {
        let (loaded, audits) = try Self.audited(StressDumpGenerator.nestedChain(2_000))
        Self.checkSampled(loaded, audits, expectedCount: 2_000)
        // Each button holds the next, so every touch reaches every one of them, and nested
        // targets are never "overlapping" one another.
        #expect(audits.allSatisfy { $0.reachesAtCenter && !$0.problems.contains(.unreachable) })
        #expect(audits.allSatisfy { a in !(a.checks?.findings.contains { $0.check == .overlappingTargets } ?? false) })
    }
}
