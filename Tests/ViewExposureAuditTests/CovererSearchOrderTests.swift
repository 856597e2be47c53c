@testable import ViewExposureAudit
import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree
import ViewExposureTestSupport
import Testing

/// The orders the coverer search answers in, against plain restatements: a ``SiblingGrid``
/// query lists exactly the siblings in its range whose box overlaps the rect, in index order
/// (its merge steps over the others), and coverers come largest share first, in found order
/// among equal shares, whether the list is short (sorted in place) or long.
@Suite("Coverer search orders")
struct CovererSearchOrderTests {
    @Test("a grid query lists the overlapping siblings of its range in order, and stops when told")
    func gridQueries() {
        var random = TestRandom(seed: 28)
        func draw(_ n: Int) -> Double { Double(random.next() % UInt64(n)) }
        for round in 0..<40 {
            // Boxes of mixed sizes, some absent (in no answer) and some empty (in every query).
            var boxes: [Rect?] = []
            for _ in 0..<(50 + round * 10) {
                switch random.next() % 10 {
                case 0: boxes.append(nil)
                case 1: boxes.append(Rect(x: draw(500), y: draw(900), width: 0, height: 10))
                default: boxes.append(Rect(x: draw(500), y: draw(900), width: 5 + draw(80), height: 5 + draw(80)))
                }
            }
            let grid = SiblingGrid(boxes: boxes)
            for _ in 0..<20 {
                let rect = Rect(x: draw(500), y: draw(900), width: 1 + draw(120), height: 1 + draw(120))
                let a = Int(draw(boxes.count)), b = Int(draw(boxes.count + 1))
                let range = Swift.min(a, b)..<Swift.max(a, b)
                let expected = range.filter { boxes[$0] != nil && boxes[$0]!.overlaps(rect) }
                for descending in [false, true] {
                    var got: [Int] = []
                    grid.forEach(overlapping: rect, in: range, descending: descending) { got.append($0); return true }
                    #expect(got == (descending ? expected.reversed() : expected), "round \(round), \(range), \(rect)")
                    // Stopped after three answers: the first three.
                    var first: [Int] = []
                    grid.forEach(overlapping: rect, in: range, descending: descending) { first.append($0); return first.count < 3 }
                    #expect(first == Array((descending ? expected.reversed() : expected).prefix(3)))
                }
            }
        }
    }

    @Test("coverers sort largest share first, in found order among equal shares, short lists and long")
    func covererOrder() {
        var random = TestRandom(seed: 280)
        for count in [0, 1, 2, 5, 16, 32, 33, 70] {
            // Few distinct shares, so that ties are common.
            let found: [Coverer] = (0..<count).map { k in
                let share = Double(random.next() % 5) * 12.5
                return Coverer(view: View(), sharePercentage: share, hiddenBox: Rect(x: 0, y: 0, width: 1, height: 1), number: k)
            }
            let expected = found.enumerated().sorted {
                $0.element.sharePercentage != $1.element.sharePercentage
                    ? $0.element.sharePercentage > $1.element.sharePercentage : $0.offset < $1.offset
            }.map { ObjectIdentifier($0.element.view) }
            var sorted = found
            CoveringViews.sortLargestShareFirst(&sorted)
            #expect(sorted.map { ObjectIdentifier($0.view) } == expected, "\(count) coverers")
        }
    }

    @Test("a window whose transform holds a negative zero is searched with the walk's own transforms, finding what the same window without it finds")
    func windowWithNegativeZero() throws {
        // The window in front spans x -50…50 with its bounds' origin at -50: its translation is
        // center.x - 0, which is -0 when the center is -0 (the index keeps it; the walk, which
        // composes it after the identity, gets +0).
        func coverers(centerX: Double) throws -> (tx: Double, found: [Bool], shares: [Double], boxes: [Rect]) {
            let screen = Screen()
            let back = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 40), identifier: "button")
            button.painting = .fillsBounds
            back.addSubview(button)
            let front = Window(frame: Rect(x: -50, y: 0, width: 100, height: 100))
            front.bounds = Rect(x: -50, y: 0, width: 100, height: 100)
            front.center = Point(x: centerX, y: 50)
            front.painting = .nothing  // its subview is the coverer: the walk goes below the window
            let cover = View(frame: Rect(x: 20, y: 20, width: 40, height: 40), identifier: "cover")
            cover.painting = .fillsBounds
            front.addSubview(cover)
            screen.addWindow(back)
            screen.addWindow(front)
            let index = ScreenIndex(screen: screen, touchAreas: false)
            let tx = try #require(index.number(of: front).map { index.toScreen[$0].tx })
            let found = CoveringViews.find(for: button, occluded: [Rect(x: 10, y: 10, width: 40, height: 40)],
                                           options: ExposureOptions(policy: .contentDrawingViews), index: index) { _, _, _ in true }
            return (tx, found.coverers.map { $0.view === cover }, found.coverers.map(\.sharePercentage), found.coverers.map(\.hiddenBox))
        }
        let negative = try coverers(centerX: -0.0), positive = try coverers(centerX: 0)
        #expect(negative.tx == 0 && negative.tx.sign == .minus)
        #expect(positive.tx.sign == .plus)
        #expect(negative.found == [true])
        #expect(negative.found == positive.found && negative.shares == positive.shares && negative.boxes == positive.boxes)
    }
}
