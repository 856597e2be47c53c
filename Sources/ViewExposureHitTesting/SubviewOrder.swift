import ViewExposureGeometry
import ViewExposureTree

/// Which subviews of a view a walk at a point asks, front-most first: all of them (the
/// library's walks), or — for a caller that has indexed a screen — only those that can hold
/// the point. Skipping a subview that cannot hold the point never changes a walk's answer, so
/// every order gives the same answers as ``AllSubviews``; only the work differs.
@usableFromInline
package protocol SubviewOrder {
    /// Subview indices, front-most first.
    associatedtype Candidates: IteratorProtocol<Int>
    /// The subviews of `view` to ask at `point` (in `view`'s bounds coordinates), front-most
    /// first. `purpose` says what the walk looks for (the boxes that can hold a point differ).
    func candidates(of view: View, at point: Point, for purpose: SubviewWalk) -> Candidates
    /// The windows of `screen` to ask at `point` (screen coordinates), front-most first, as
    /// indices into `screen.windows`.
    func windowCandidates(of screen: Screen, at point: Point, for purpose: SubviewWalk) -> Candidates
}

/// What a walk looks for at a point, so that a ``SubviewOrder`` knows which boxes to test.
@usableFromInline
package enum SubviewWalk {
    /// The hit test: a subview can take the point only inside its hit area.
    case hitTest
    /// The front-most drawn view: a subview can draw there only inside its subtree's region.
    case frontmostDrawn
}

/// Every subview, front-most first: the library's own order.
@usableFromInline
package struct AllSubviews: SubviewOrder {
    /// Counts down from the last subview.
    @usableFromInline
    package struct Candidates: IteratorProtocol {
        @usableFromInline var remaining: Int

        @inlinable init(count: Int) { remaining = count }

        @inlinable package mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return remaining
        }
    }

    @inlinable package init() {}

    @inlinable
    package func candidates(of view: View, at point: Point, for purpose: SubviewWalk) -> Candidates {
        Candidates(count: view.subviews.count)
    }

    @inlinable
    package func windowCandidates(of screen: Screen, at point: Point, for purpose: SubviewWalk) -> Candidates {
        Candidates(count: screen.windows.count)
    }
}

extension Screen {
    /// The first view `answer` gives for a window at `point` (screen coordinates): the windows
    /// asked front to back as `order` gives them, each with the point in its bounds
    /// coordinates (a window whose placement cannot be inverted is passed over); `nil` when no
    /// window answers. The one walk over windows of the hit test and the front-most drawn view.
    /// Inlinable, so that a caller's order is specialized (see ``View/hitTest(_:asking:)``).
    @inlinable
    package func firstWindowAnswer(at point: Point, asking order: some SubviewOrder, for purpose: SubviewWalk,
                                   _ answer: (_ window: View, _ pointInWindow: Point) -> View?) -> View? {
        let windows = windows
        var candidates = order.windowCandidates(of: self, at: point, for: purpose)
        while let k = candidates.next() {
            let w = windows[k]
            guard let q = w.pointFromSuperview(point) else { continue }
            if let v = answer(w, q) { return v }
        }
        return nil
    }
}
