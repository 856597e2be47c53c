// CoreGraphics' CGColor where CoreGraphics is missing (Linux), with the members the mapping
// reads, so that the stand-in's layer colours read like UIKit code.
#if !canImport(CoreGraphics)
import Foundation

/// An RGBA colour; only `alpha` matters to the mapping (a colour with alpha 0 paints nothing).
public final class CGColor: @unchecked Sendable {
    /// The components, each in 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its components, as `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
#endif
