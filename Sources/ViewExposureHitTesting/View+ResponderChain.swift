import ViewExposureGeometry
import ViewExposureTree

/// The responder chain of the headless model.
extension View {
    /// The responders an unhandled touch travels through: this view, then each superview, up to
    /// and including the root (the window when the view is in one).
    ///
    /// This model has no view controllers and no application object, so unlike UIKit's chain
    /// there is no `UIViewController` between a view and its superview and nothing after the
    /// window. It is the reverse of the hit-test path. O(depth).
    public var responderChain: [View] {
        [self] + ancestors
    }
}
