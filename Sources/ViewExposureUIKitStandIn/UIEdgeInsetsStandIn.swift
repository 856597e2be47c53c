import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `UIEdgeInsets`: distances from the edges of a rect, positive inward.
public struct UIEdgeInsetsStandIn: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets in UIKit's order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No inset.
    public static let zero = UIEdgeInsetsStandIn(top: 0, left: 0, bottom: 0, right: 0)
}
