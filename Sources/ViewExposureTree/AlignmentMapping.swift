import ViewExposureGeometry

/// A custom pair of conversions between a view's frame and its alignment rectangle
/// (UIKit's `alignmentRect(forFrame:)` / `frame(forAlignmentRect:)` overrides).
///
/// The two closures must be mathematical inverses of each other; ``verifyInverse(frames:alignmentRects:orientation:tolerance:)``
/// checks a sample of inputs both ways and says which way fails. Each closure receives the
/// orientation of the coordinate space, because "top" is `minY` or `maxY` depending on it.
public struct AlignmentMapping {
    /// Frame → alignment rect.
    public typealias Forward = (_ frame: Rect, _ orientation: VerticalOrientation) -> Rect
    /// Alignment rect → frame.
    public typealias Backward = (_ alignmentRect: Rect, _ orientation: VerticalOrientation) -> Rect

    /// Maps a frame to its alignment rect.
    public var alignmentRectForFrame: Forward
    /// Maps an alignment rect back to a frame.
    public var frameForAlignmentRect: Backward

    /// Creates a mapping from its two directions.
    public init(alignmentRectForFrame: @escaping Forward, frameForAlignmentRect: @escaping Backward) {
        self.alignmentRectForFrame = alignmentRectForFrame
        self.frameForAlignmentRect = frameForAlignmentRect
    }

    /// The default mapping of a view: inset the frame by `insets` one way, outset the other.
    public static func insets(_ insets: EdgeInsets) -> AlignmentMapping {
        AlignmentMapping(
            alignmentRectForFrame: { $0.inset(by: insets, orientation: $1) },
            frameForAlignmentRect: { $0.outset(by: insets, orientation: $1) })
    }

    /// Checks that the two directions undo each other on every sample: for each frame f,
    /// `frameFor(alignmentFor(f)) ≈ f`, then for each alignment rect a,
    /// `alignmentFor(frameFor(a)) ≈ a`, where ≈ allows `tolerance` per component (0 = exact).
    /// Returns the first failure, or `nil` when every sample round-trips. O(samples).
    public func verifyInverse(frames: [Rect], alignmentRects: [Rect],
                              orientation: VerticalOrientation = .yDown,
                              tolerance: Double = 0) -> AlignmentInverseFailure? {
        // One round trip, `there` then `back`, over each input; the first that does not
        // come back fails.
        func firstFailure(_ inputs: [Rect], _ there: Forward, _ back: Backward,
                          _ direction: AlignmentInverseFailure.Direction) -> AlignmentInverseFailure? {
            for input in inputs {
                let intermediate = there(input, orientation)
                let roundTrip = back(intermediate, orientation)
                if !roundTrip.isApproximatelyEqual(to: input, tolerance: tolerance) {
                    return AlignmentInverseFailure(direction: direction, input: input,
                                                   intermediate: intermediate, roundTrip: roundTrip)
                }
            }
            return nil
        }
        return firstFailure(frames, alignmentRectForFrame, frameForAlignmentRect, .frameToAlignmentToFrame)
            ?? firstFailure(alignmentRects, frameForAlignmentRect, alignmentRectForFrame, .alignmentToFrameToAlignment)
    }
}

/// Why a frame ↔ alignment-rect pair is not a pair of inverses: the way round that failed and
/// the offending input.
public struct AlignmentInverseFailure: Hashable, Sendable, CustomStringConvertible {
    /// The way round a round trip goes.
    public enum Direction: String, Hashable, Sendable {
        /// frame → alignment rect → frame did not give the frame back.
        case frameToAlignmentToFrame
        /// alignment rect → frame → alignment rect did not give the alignment rect back.
        case alignmentToFrameToAlignment
    }

    /// Which round trip failed.
    public var direction: Direction
    /// The input of the round trip (a frame or an alignment rect, per `direction`).
    public var input: Rect
    /// The result of the first conversion.
    public var intermediate: Rect
    /// What came back instead of `input`.
    public var roundTrip: Rect

    /// One sentence naming the direction, the input and what came back.
    public var description: String {
        switch direction {
        case .frameToAlignmentToFrame:
            return "frame → alignment rect → frame is not the identity: frame \(input) → alignment rect \(intermediate) → frame \(roundTrip)"
        case .alignmentToFrameToAlignment:
            return "alignment rect → frame → alignment rect is not the identity: alignment rect \(input) → frame \(intermediate) → alignment rect \(roundTrip)"
        }
    }
}

extension Rect {
    /// Whether origin and size components each differ by at most `tolerance` (0 = equal).
    @inlinable public func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
