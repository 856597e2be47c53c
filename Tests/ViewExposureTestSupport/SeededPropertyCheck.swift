import Foundation
import PropertyBased
import Testing

/// Checks `property` on `count` inputs drawn by `draw` from the fixed stream `seed`, through
/// PropertyBased's `propertyCheck`: a failing input is shrunk with `shrink` — repeatedly replaced
/// by the first of its candidates that still fails — and reported with the input it came from.
///
/// Every run checks the same inputs: `propertyCheck` seeds each case from the system, so the
/// generator here ignores the random source it is handed and draws case after case from one
/// ``TestRandom`` stream instead. The `.fixedSeed(…)` hint PropertyBased prints with a failure
/// therefore does not apply; the failure reproduces by running the test again.
///
/// `shrink(value)` must list only inputs simpler than `value` and never `value` itself (the
/// shrinker stops when no candidate fails; a candidate equal to its input would loop forever).
/// Cost: `count` draws and checks; after a failure, one check a candidate tried.
package func seededPropertyCheck<Value: Sendable, Candidates: Sequence<Value> & SendableMetatype>(
    seed: UInt64,
    count: Int,
    draw: @escaping @Sendable (inout TestRandom) -> Value,
    shrink: @escaping @Sendable (Value) -> Candidates,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (Value) async throws -> Void
) async {
    let stream = SeededStream(seed: seed)
    let input = Generator<Value, Candidates>(
        run: { _ in stream.draw(draw) },
        shrink: { shrink($0) })
    await propertyCheck(count: count, input: input, perform: property, isolation: isolation, sourceLocation: sourceLocation)
}

/// One ``TestRandom`` stream shared by the draws of a property check (the generator must be
/// `Sendable`; `propertyCheck` draws one case at a time, the lock only makes that safe to rely on).
private final class SeededStream: @unchecked Sendable {
    private var random: TestRandom
    private let lock = NSLock()

    init(seed: UInt64) {
        random = TestRandom(seed: seed)
    }

    func draw<Value>(_ body: (inout TestRandom) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&random)
    }
}

/// Simpler integer vectors than `values`: one entry at a time moved toward its entry in `targets`
/// (PropertyBased's integer shrinker: the target first, then halfway, …), for shrinkers of
/// shapes on a grid and of cases regenerated from a seed at a smaller size (fewer views, fewer
/// rounds). Never lists `values` itself.
package func shrinkEach(_ values: [Int], toward targets: [Int]) -> [[Int]] {
    precondition(values.count == targets.count, "one target a value")
    var out: [[Int]] = []
    for i in values.indices where values[i] != targets[i] {
        for simpler in values[i].shrink(towards: targets[i]) {
            var v = values
            v[i] = simpler
            out.append(v)
        }
    }
    return out
}

/// A shrinker's candidates made one change at a time from `original`: ``add(_:)`` changes a
/// copy and keeps it only when it differs (a shrinker must never list its input).
package struct ShrinkCandidates<Value: Equatable> {
    package let original: Value
    package private(set) var all: [Value] = []

    package init(of original: Value) {
        self.original = original
    }

    /// Keeps `original` changed by `change`, unless that leaves it as it was.
    package mutating func add(_ change: (inout Value) -> Void) {
        var candidate = original
        change(&candidate)
        if candidate != original { all.append(candidate) }
    }
}
