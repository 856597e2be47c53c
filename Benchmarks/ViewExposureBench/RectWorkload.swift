import ViewExposureReference
/// The rect workload of docs/benchmark-workloads.md §1: N integer rects inside `[0, 1000)²`, drawn
/// from a splitmix64 stream seeded with `0x5EED0000 + N`.
struct RectWorkload {
    /// Distribution name: `"A"` (MAXWH 200), `"B"` (20), `"C"` (5).
    let dist: String
    /// Number of rects.
    let n: Int
    /// Struct-of-arrays coordinates, as the kernel reads them.
    var minX: [Double] = [], minY: [Double] = [], maxX: [Double] = [], maxY: [Double] = []

    /// The target rect `[0, 1000) × [0, 1000)`.
    static let target = (minX: 0.0, minY: 0.0, maxX: 1000.0, maxY: 1000.0)

    /// The maximum width/height of a distribution.
    static func maxWH(_ dist: String) -> UInt64 {
        switch dist {
        case "A": 200
        case "B": 20
        default: 5
        }
    }

    /// Generates the workload exactly as docs/benchmark-workloads.md §1.1 describes.
    init(dist: String, n: Int) {
        self.dist = dist
        self.n = n
        var rng = SplitMix64(seed: 0x5EED_0000 &+ UInt64(n))
        let maxWH = Self.maxWH(dist)
        minX.reserveCapacity(n); minY.reserveCapacity(n)
        maxX.reserveCapacity(n); maxY.reserveCapacity(n)
        for _ in 0..<n {
            let w = 1 + rng.next() % maxWH
            let h = 1 + rng.next() % maxWH
            let x = rng.next() % (1000 - w + 1)
            let y = rng.next() % (1000 - h + 1)
            minX.append(Double(x)); minY.append(Double(y))
            maxX.append(Double(x + w)); maxY.append(Double(y + h))
        }
    }
}

extension RectWorkload {
    /// Grid cells the Swift reference marks (sum of rect areas in cells of the compressed grid,
    /// about 1 unit² each here): used to skip reference cells that would run for too long.
    var estimatedReferenceWork: Double {
        var total = 0.0
        for i in 0..<n { total += (maxX[i] - minX[i]) * (maxY[i] - minY[i]) }
        return total
    }
}
