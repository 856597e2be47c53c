import Testing
@testable import ViewExposureLive

/// The live walk's stack: last in, first out across growth, and what is left on it when it
/// goes is released with it.
@Suite("Live hierarchies: the walk's stack")
struct LiveWalkStackTests {
    @Test func popsInReverseOrderAcrossGrowth() {
        var stack = LiveWalkStack<Int>(capacity: 2)
        for i in 0..<1_000 { stack.push(i) }
        #expect(stack.count == 1_000 && stack.capacity >= 1_000)
        var popped: [Int] = []
        while let i = stack.pop() { popped.append(i) }
        #expect(popped == Array((0..<1_000).reversed()))
        #expect(stack.pop() == nil)
        stack.push(7)
        #expect(stack.pop() == 7)
    }

    final class Counted {
        static nonisolated(unsafe) var alive = 0
        init() { Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    @Test func releasesWhatIsLeftWhenItGoes() {
        let before = Counted.alive
        do {
            var stack = LiveWalkStack<Counted>(capacity: 1)
            for _ in 0..<10 { stack.push(Counted()) }
            _ = stack.pop()
            #expect(Counted.alive == before + 9)
        }
        #expect(Counted.alive == before)
    }
}
