// For platforms with UIKit views only; see UIView+LiveViewNode.swift. Not compiled by this
// project's CI (the stand-in answers the same question from a class property).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ViewExposure

extension UIView {
    /// Whether the view's class overrides `draw(_:)`: its implementation of `drawRect:` is not
    /// `UIView`'s (``DrawMethodOverrides``, answered once per class). One read.
    var liveDrawsInDrawRect: Bool {
        DrawMethodOverrides.overrides(#selector(UIView.draw(_:)), of: UIView.self, in: type(of: self))
    }
}
#endif
