// Objective-C runtime only (the UIKit and AppKit bridges); elsewhere nothing. Not compiled by
// this project's CI: the stand-in answers the same question from a class property.
#if canImport(ObjectiveC)
import ObjectiveC

/// Whether a view class draws in its own draw method: its implementation of the draw selector
/// (the Objective-C runtime's `class_getMethodImplementation`) is not the base view class's.
/// The one answer of the UIKit and AppKit bridges, asked once per class and remembered
/// (classes are never unloaded). Each class is asked about one selector and base: `UIView`'s
/// or `NSView`'s `draw(_:)`, whose subclasses are disjoint.
@MainActor
package enum DrawMethodOverrides {
    private static var byClass: [ObjectIdentifier: Bool] = [:]

    /// Whether `cls` overrides `base`'s `selector`. O(1) after the first question about `cls`.
    package static func overrides(_ selector: Selector, of base: AnyClass, in cls: AnyClass) -> Bool {
        if let known = byClass[ObjectIdentifier(cls)] { return known }
        let answer = class_getMethodImplementation(cls, selector) != class_getMethodImplementation(base, selector)
        byClass[ObjectIdentifier(cls)] = answer
        return answer
    }
}
#endif
