// For platforms with UIKit views only; see UIView+LiveViewNode.swift. Not compiled by this
// project's CI (the stand-in answers the same question from a class property).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ObjectiveC

extension UIView {
    /// Whether the view's class overrides `draw(_:)`: its implementation of `drawRect:` (the
    /// Objective-C runtime's `class_getMethodImplementation`) is not `UIView`'s. Answered once
    /// per class and remembered. One read.
    var liveDrawsInDrawRect: Bool {
        let cls: AnyClass = type(of: self)
        if let known = UIViewDrawOverrides.byClass[ObjectIdentifier(cls)] { return known }
        let selector = #selector(UIView.draw(_:))
        let answer = class_getMethodImplementation(cls, selector)
            != class_getMethodImplementation(UIView.self, selector)
        UIViewDrawOverrides.byClass[ObjectIdentifier(cls)] = answer
        return answer
    }
}

/// The answers of `liveDrawsInDrawRect`, by class (classes are never unloaded).
@MainActor
enum UIViewDrawOverrides {
    static var byClass: [ObjectIdentifier: Bool] = [:]
}
#endif
