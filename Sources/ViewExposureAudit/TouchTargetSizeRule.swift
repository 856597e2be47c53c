import ViewExposureGeometry

/// The arithmetic of ATF's `TouchTargetSizeCheck` (version 4.1), written from its source's
/// rules (docs/dumps.md, "smallTarget"): sizes are whole pixels (`Rect` of ints), converted to
/// dp as Java's `Math.round(px / density)` in single precision; the minimum is 48×48 dp, a
/// dimension whose view touches that screen edge (left = 0 or right = display width; top = 0 or
/// bottom = display height, by equality) may be 32 dp, and everything in an input method's
/// window may be 32×32 dp. Without a display size the most lenient minimum (32) applies, as
/// ATF does below Android 4.2.
public enum TouchTargetSizeRule {
    /// Android's touch-target minimum, dp.
    public static let minimum = 48
    /// Against a screen edge or inside an input method, dp.
    public static let reducedMinimum = 32
    /// Apple's minimum hit target, pt.
    public static let iosMinimum = 44.0

    /// Bounds in whole pixels: left, top, right, bottom.
    public struct PixelRect: Sendable, Equatable {
        /// Edges in pixels.
        public var left, top, right, bottom: Int
        /// Creates bounds.
        public init(left: Int, top: Int, right: Int, bottom: Int) {
            self.left = left
            self.top = top
            self.right = right
            self.bottom = bottom
        }
        /// `right - left`.
        public var width: Int { right - left }
        /// `bottom - top`.
        public var height: Int { bottom - top }
    }

    /// `px / density` in dp, rounded as Java's `Math.round(float)`: to nearest, halves up.
    /// Saturates (as Java's does) where the quotient leaves `Int`'s range — a density near 0
    /// — instead of trapping; NaN gives 0, as in Java.
    public static func dp(_ px: Int, density: Float) -> Int {
        let q = Float(px) / density
        return Int(saturating: Double((q + 0.5).rounded(.down)))
    }

    /// `px / density` truncated as Java's `(int)` cast (ATF's clipping comparison); saturated
    /// as ``dp(_:density:)``.
    public static func dpTruncated(_ px: Int, density: Float) -> Int {
        Int(saturating: Double((Float(px) / density).rounded(.towardZero)))
    }

    /// The minimum width and height in dp for a view with `bounds` (ATF's
    /// `getMinimumAllowableSizeForView`).
    public static func requiredSize(bounds: PixelRect, inInputMethod: Bool,
                                    display: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        if inInputMethod { return (reducedMinimum, reducedMinimum) }
        guard let display else { return (reducedMinimum, reducedMinimum) }
        let side = bounds.left == 0 || bounds.right == display.width
        let topOrBottom = bounds.top == 0 || bounds.bottom == display.height
        return (side ? reducedMinimum : minimum, topOrBottom ? reducedMinimum : minimum)
    }

    /// Whether `bounds` meets `required` (dp) at `density` (ATF's `meetsRequiredSize`).
    public static func meets(_ bounds: PixelRect, required: (width: Int, height: Int), density: Float) -> Bool {
        dp(bounds.width, density: density) >= required.width && dp(bounds.height, density: density) >= required.height
    }
}
