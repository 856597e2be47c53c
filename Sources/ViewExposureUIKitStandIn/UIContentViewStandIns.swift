import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `UILabel`: paints its text (when it has any) over its background.
@MainActor
open class UILabelStandIn: UIViewStandIn {
    /// The text; `nil` or empty paints no text.
    @Counted public var text: String?
}

/// `UIImageView`: paints its image (when it has one) over its background.
@MainActor
open class UIImageViewStandIn: UIViewStandIn {
    /// The image; `nil` paints none. (Any object: the stand-in has no `UIImage`.)
    @Counted public var image: AnyObject?
}

/// `UIVisualEffectView`: a blur, vibrancy or glass effect, which paints over its whole bounds
/// while it has one (`effect` is optional in UIKit; `nil`, as an animation to or from no blur
/// leaves it, shows nothing).
@MainActor
open class UIVisualEffectViewStandIn: UIViewStandIn {
    /// The effect; `nil` shows none. (Any object: the stand-in has no `UIVisualEffect`.)
    @Counted public var effect: AnyObject?
}
