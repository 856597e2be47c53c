import ViewExposureGeometry
import ViewExposureTree

/// The pass-through audit of one touch (docs/semantics.md §4.5): who receives it, what the user
/// sees on top there, and whether the touch went past something drawn over its receiver.
public struct PassThroughAudit {
    /// The view that receives the touch (the hit test), or `nil`.
    public var receiver: View?
    /// The view drawn on top at the point (`View/frontmostDrawnView(at:)`), or `nil`.
    public var frontmost: View?

    /// Creates an audit from its two answers.
    public init(receiver: View?, frontmost: View?) {
        self.receiver = receiver
        self.frontmost = frontmost
    }

    /// Whether the touch went past a view the user sees on top of the receiver: the front-most
    /// view is neither the receiver nor inside it, and it is drawn on top of the receiver
    /// (`View/isInFront(of:)`).
    ///
    /// Decisions (docs/semantics.md §4.5):
    /// - A front-most view drawn *before* the receiver (an ancestor of it, or a view behind a
    ///   receiver that draws nothing, such as a transparent tap-catcher) is not a
    ///   pass-through: the receiver is on top of it, so the touch went past nothing.
    /// - When nothing receives the touch, it went nowhere: `false`.
    public var isPassThrough: Bool {
        guard let r = receiver, let f = frontmost, f !== r else { return false }
        return !f.isDescendant(of: r) && f.isInFront(of: r)
    }
}

extension Screen {
    /// Audits a touch at `point` (screen coordinates). O(views visited by both walks + depth).
    public func passThroughAudit(at point: Point) -> PassThroughAudit {
        PassThroughAudit(receiver: hitTest(point), frontmost: frontmostDrawnView(at: point))
    }
}
