import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// `measureAll` (one front-to-back pass) against measuring each view alone, on random
/// screens: several windows, nested clipping, scroll offsets, scales by 2 and ½, hidden and
/// transparent subtrees, friendly obstructions, an ignore predicate and both policies. Every
/// coordinate is exact in binary, so the two must agree exactly (at the reported precision,
/// which is how `Exposure` compares).
@Suite("Exposure: whole-screen pass against single measurements")
struct ExposureMeasureAllTests {
    typealias Random = TestRandom

    /// A screen of 1–3 windows (the front ones smaller, some off the origin) with `count`
    /// random views spread over them.
    static func randomScreen(_ rng: inout Random, count: Int) -> (Screen, [View]) {
        let screen = Screen()
        var all: [View] = []
        var parents: [View] = []
        for w in 0..<rng.int(1, 3) {
            let size = Double(300 - 60 * w)
            let window = Window(frame: Rect(x: Double(rng.int(0, 40)), y: Double(rng.int(0, 40)), width: size, height: size),
                                identifier: "w\(w)")
            window.drawsContent = rng.chance(50)
            window.alpha = rng.chance(10) ? 0.5 : 1
            screen.addWindow(window)
            all.append(window)
            parents.append(window)
        }
        for i in 0..<count {
            let v = View(frame: Rect(x: Double(rng.int(-40, 300)), y: Double(rng.int(-40, 300)),
                                     width: Double(rng.int(0, 90)), height: Double(rng.int(0, 90))),
                         identifier: "v\(i)")
            ExposureDifferentialTests.randomize(v, &rng)
            parents[rng.int(0, parents.count - 1)].addSubview(v)
            parents.append(v)
            all.append(v)
        }
        return (screen, all)
    }

    static func compare(_ screen: Screen, _ all: [View], options: ExposureOptions) -> (compared: Int, partial: Int) {
        let measurer = ExposureMeasurer(options: options)
        let pass = measurer.measureAll(on: screen)
        var partial = 0
        for v in all {
            let alone = measurer.measure(v)
            let together = pass.exposure(of: v)
            #expect(together == alone, "\(v.identifier ?? "?"): pass \(together) vs alone \(alone) (path \(v.pathFromRoot.map { $0.identifier ?? "?" }))")
            if alone.exposedPercentage > 0 && alone.exposedPercentage < 100 { partial += 1 }
        }
        return (all.count, partial)
    }

    @Test("random screens", arguments: [ObstructionPolicy.everyVisibleView, .contentDrawingViews])
    func randomScreensAgree(_ policy: ObstructionPolicy) {
        var rng = Random(seed: policy == .everyVisibleView ? 11 : 12)
        var partial = 0, friendlyReports = 0
        for _ in 0..<150 {
            let (screen, all) = Self.randomScreen(&rng, count: rng.int(5, 70))
            partial += Self.compare(screen, all, options: ExposureOptions(policy: policy)).partial
            let pass = ExposureMeasurer(options: ExposureOptions(policy: policy)).measureAll(on: screen)
            friendlyReports += all.filter { !pass.exposure(of: $0).friendlyObstructions.isEmpty }.count
        }
        // The workload exercised partial exposure and friendly reports, not only 0 % / 100 %.
        #expect(partial > 200)
        #expect(friendlyReports > 20)
    }

    @Test("an ignore predicate leaves subtrees out for the views outside them only")
    func ignorePredicate() {
        var rng = Random(seed: 13)
        for _ in 0..<100 {
            let (screen, all) = Self.randomScreen(&rng, count: rng.int(5, 50))
            let ignored = Set(all.filter { _ in rng.chance(10) }.map(ObjectIdentifier.init))
            _ = Self.compare(screen, all, options: ExposureOptions(ignoring: { ignored.contains(ObjectIdentifier($0)) }))
        }
    }

    @Test("rotated views are measured alone and still agree")
    func rotatedViews() {
        var rng = Random(seed: 14)
        for _ in 0..<60 {
            let (screen, all) = Self.randomScreen(&rng, count: rng.int(5, 40))
            for v in all.dropFirst() where rng.chance(10) { v.transform = AffineTransform(rotationAngle: .pi / 2) }
            _ = Self.compare(screen, all, options: ExposureOptions())
        }
    }

    @Test("a subset is measured with everything in front of it; other views read zero")
    func subset() {
        var rng = Random(seed: 15)
        let (screen, all) = Self.randomScreen(&rng, count: 60)
        let chosen = all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        let measurer = ExposureMeasurer()
        let pass = measurer.measureAll(on: screen, only: chosen)
        #expect(pass.count <= chosen.count)
        for v in chosen { #expect(pass.exposure(of: v) == measurer.measure(v)) }
        let entries = pass.entries.map { ObjectIdentifier($0.view) }
        let chosenIDs = Set(chosen.map(ObjectIdentifier.init))
        #expect(entries.allSatisfy { chosenIDs.contains($0) })
    }

    @Test("entries come in painter's order; a backgrounded app measures zero")
    func orderAndAppState() {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "w")
        screen.addWindow(window)
        let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), identifier: "a")
        let a1 = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), identifier: "a1")
        let b = View(frame: Rect(x: 25, y: 25, width: 50, height: 50), identifier: "b")
        window.addSubview(a); a.addSubview(a1); window.addSubview(b)
        let pass = ExposureMeasurer().measureAll(on: screen)
        #expect(pass.entries.map { $0.view.identifier } == ["w", "a", "a1", "b"])
        // a: 2500 minus b's 625 overlap = 75 %; b fully visible.
        #expect(pass.exposure(of: a).exposedPercentage == 75)
        #expect(pass.exposure(of: b).exposedPercentage == 100)
        screen.appState = .background
        let asleep = ExposureMeasurer().measureAll(on: screen, only: [a])
        #expect(asleep.exposure(of: a) == .zero)
    }

    @Test("a view squashed onto a line by a singular transform obstructs nothing, alone or in the pass")
    func singularTransformObstructsNothing() throws {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "w")
        screen.addWindow(window)
        let ad = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "ad")
        // (1, 1, 1, 1) maps the bounds onto a diagonal segment whose bounding box has area.
        let squashed = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "squashed")
        squashed.transform = AffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
        let squashedFriendly = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "friendly")
        squashedFriendly.transform = squashed.transform
        squashedFriendly.friendlyObstruction = try FriendlyObstruction(purpose: .other, reason: "close")
        window.addSubview(ad); window.addSubview(squashed); window.addSubview(squashedFriendly)
        let measurer = ExposureMeasurer()
        let alone = measurer.measure(ad)
        #expect(alone.exposedPercentage == 100)
        #expect(alone.friendlyObstructions.isEmpty)
        #expect(measurer.measureAll(on: screen).exposure(of: ad) == alone)
    }
}
