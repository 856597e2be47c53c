import ViewExposureGeometry
import ViewExposureTree

/// The view drawn on top at a point — what the user sees there — regardless of whether it
/// takes touches (docs/semantics.md §4.4, for the pass-through audit).
extension View {
    /// The last view in painter's order, within this view's subtree, whose drawn area contains
    /// `point` (in this view's bounds coordinates), or `nil`.
    ///
    /// Rules:
    /// - a view is drawn over its `bounds` (half-open), transformed exactly (rotation included);
    /// - hidden views and views whose *effective* alpha (the product down from the root, as
    ///   compositing multiplies it) is below 0.01 are not drawn, nor is their subtree;
    /// - a view that clips draws nothing of its subtree outside its bounds; without clipping,
    ///   subviews outside their parent are drawn (unlike hit-testing);
    /// - `isUserInteractionEnabled` is ignored;
    /// - a view with `drawsContent == false` (a container with no background and no content)
    ///   draws nothing itself, so it is never the answer — its subviews still are.
    ///
    /// Iterative reverse pre-order walk with an explicit stack; subtrees whose cached region
    /// (`View.subtreeRegion`) misses the point are skipped. O(views visited).
    public func frontmostDrawnView(at point: Point) -> View? {
        frontmostDrawnView(at: point, asking: AllSubviews())
    }

    /// ``frontmostDrawnView(at:)`` asking, at each view, the subviews `order` gives (the same
    /// answer for every order: see ``SubviewOrder``). The one front-most walk.
    @inlinable
    package func frontmostDrawnView<Order: SubviewOrder>(at point: Point, asking order: Order) -> View? {
        let rootAlpha = effectiveAlpha
        guard !isHidden, !View.isTransparent(rootAlpha) else { return nil }
        if clipsToBounds && !bounds.contains(point) { return nil }
        var stack: [DrawFrame<Order.Candidates>] = [
            DrawFrame(view: self, point: point, alpha: rootAlpha, next: order.candidates(of: self, at: point, for: .frontmostDrawn)),
        ]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let index = stack[top].next.next() else {
                let f = stack.removeLast()
                if f.view.drawsContent && f.view.bounds.contains(f.point) { return f.view }
                continue
            }
            let child = stack[top].view.subviews[index]
            let alpha = stack[top].alpha * child.alpha
            // A subtree whose cached drawing region (a superset of where it draws) misses the
            // point holds no answer: skip it unvisited.
            guard !child.isHidden, !View.isTransparent(alpha),
                  child.subtreeRegion.contains(stack[top].point),
                  let q = child.pointFromSuperview(stack[top].point) else { continue }
            if child.clipsToBounds && !child.bounds.contains(q) { continue }
            stack.append(DrawFrame(view: child, point: q, alpha: alpha,
                                   next: order.candidates(of: child, at: q, for: .frontmostDrawn)))
        }
        return nil
    }
}

extension Screen {
    /// The view drawn on top at `point` (screen coordinates): windows front to back, the first
    /// window that draws something there wins. See ``View/frontmostDrawnView(at:)``.
    public func frontmostDrawnView(at point: Point) -> View? {
        frontmostDrawnView(at: point, asking: AllSubviews())
    }

    /// ``frontmostDrawnView(at:)`` asking, at each view, the subviews `order` gives (inlinable:
    /// see `hitTest(_:asking:)`).
    @inlinable
    package func frontmostDrawnView(at point: Point, asking order: some SubviewOrder) -> View? {
        firstWindowAnswer(at: point, asking: order, for: .frontmostDrawn) { w, q in
            w.frontmostDrawnView(at: q, asking: order)
        }
    }
}

/// One level of the front-most walk: the view, the point in its coordinates, its effective
/// alpha and the subviews still to visit.
@usableFromInline
struct DrawFrame<Candidates: IteratorProtocol<Int>> {
    @usableFromInline let view: View
    @usableFromInline let point: Point
    @usableFromInline let alpha: Float
    @usableFromInline var next: Candidates

    @inlinable init(view: View, point: Point, alpha: Float, next: Candidates) {
        (self.view, self.point, self.alpha, self.next) = (view, point, alpha, next)
    }
}
