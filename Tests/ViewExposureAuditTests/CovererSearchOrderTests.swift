@testable import ViewExposureAudit
import ViewExposureGeometry
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
            let found = (0..<count).map { _ in
                Coverer(view: View(), sharePercentage: Double(random.next() % 5) * 12.5,
                        hiddenBox: Rect(x: 0, y: 0, width: 1, height: 1))
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
}
