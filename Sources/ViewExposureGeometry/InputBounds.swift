/// The numbers an input from outside (a UI dump of any format, a scene file, a command-line
/// option) may hold, so that no later arithmetic or conversion to an integer can trap: one rule
/// for every reader. A number outside is refused with its place (exit status 2), never clamped.
package enum InputBounds {
    /// The largest input read, in bytes: 2 GiB − 1 (libxml2 and the JSON parser count in C
    /// `int`s). Checked before reading — from the file's size, or while a stream is read.
    package static let size = Int(Int32.max)

    /// The largest magnitude of a coordinate or size: 10 000 000 points or pixels. Screens are
    /// a few thousand; a scrolled list a few hundred thousand. Within it, sums and differences
    /// of a few coordinates stay exact in a `Double` and convert to `Int` without trapping.
    package static let coordinate = 10_000_000.0

    /// The largest magnitude of a scene file's coordinate or size (frames, bounds origins,
    /// translations): 2 × ``coordinate``, since a scene's frames are relative to the superview
    /// and a dump's element may lie a whole ``coordinate`` on the other side of its parent — so
    /// every imported dump is a scene the tools read back.
    package static let sceneCoordinate = 2 * coordinate

    /// The Android densities (pixels per dp) a dump's `density` or `--density` may give: 0.1 to
    /// 100. Android's run from 0.75 (ldpi) to 4 (xxxhdpi); anything far beyond is no display.
    package static let density: ClosedRange<Double> = 0.1...100

    /// Whether `value` is a coordinate or size an input may hold: finite and within
    /// ±``coordinate``.
    @inline(__always)
    package static func admitsCoordinate(_ value: Double) -> Bool {
        value.isFinite && Swift.abs(value) <= coordinate
    }

    /// Whether `value` is a coordinate or size a scene file may hold: finite and within
    /// ±``sceneCoordinate``.
    @inline(__always)
    package static func admitsSceneCoordinate(_ value: Double) -> Bool {
        value.isFinite && Swift.abs(value) <= sceneCoordinate
    }

    /// The problem with a finite coordinate beyond the bound, `spelled` as the input gave it.
    package static func coordinateProblem(_ spelled: String) -> String {
        "\(spelled) is beyond ±10000000, the largest coordinate or size a screen can have"
    }

    /// The problem with a scene's number beyond ±``sceneCoordinate``.
    package static func sceneCoordinateProblem(_ spelled: String) -> String {
        "\(spelled) is beyond ±20000000, the largest coordinate or size a scene can have (twice a screen's, for frames relative to their superview)"
    }

    /// Whether `value` is a density an input may give.
    package static func admitsDensity(_ value: Double) -> Bool {
        value.isFinite && density.contains(value)
    }
}

extension Int {
    /// `value` (rounded by the caller) as an integer, saturated to ±2⁵³ and NaN read as 0:
    /// never traps, and the difference of two results never overflows. For numbers computed
    /// from input that was bounded (``InputBounds``) but then transformed (a scene's scale),
    /// where an exact answer no longer exists.
    package init(saturating value: Double) {
        let limit = 9_007_199_254_740_992.0
        if value.isNaN { self = 0 } else { self = Int(Swift.min(limit, Swift.max(-limit, value))) }
    }
}
