import Foundation

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

/// `UIVisualEffectView`: a blur or vibrancy effect, which paints over its whole bounds.
@MainActor
open class UIVisualEffectViewStandIn: UIViewStandIn {}
