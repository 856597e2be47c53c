import Testing
import ViewExposure

/// The kernel keeps no global mutable state: kernels used from many threads at once give the
/// same results as one used alone.
@Suite struct KernelConcurrencyTests {
    @Test func parallelKernelsAgree() async {
        // 8 tasks, each with its own kernel, measure the same 60 rect sets as a serial kernel.
        var rng = RectSetGenerator.rng(21)
        let generator = RectSetGenerator.set(.integer, maxCount: 80, maxSide: 30, junkRate: 1)
        let sets = (0..<60).map { _ in generator.run(using: &rng) }
        let target = Rect(x: 0, y: 0, width: 100, height: 100)
        let serial = ObstructionKernel()
        let expected = sets.map { set -> ExposureGeometry in
            serial.removeAll()
            for r in set { serial.append(r) }
            return serial.exposure(of: target)
        }
        let results = await withTaskGroup(of: [ExposureGeometry].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let kernel = ObstructionKernel()
                    return sets.map { set in
                        kernel.removeAll()
                        for r in set { kernel.append(r) }
                        return kernel.exposure(of: target)
                    }
                }
            }
            var all: [[ExposureGeometry]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for r in results { #expect(r == expected) }
    }
}
