import ViewExposureGeometry
import ViewExposureTree

/// Hit-testing across windows.
extension Screen {
    /// The view that receives a touch at `point`, in screen coordinates (the space the windows'
    /// frames are in), or `nil` when no window takes it.
    ///
    /// Windows are asked front to back (`windows` reversed), each with the point converted into
    /// its bounds coordinates; a window whose hit test answers `nil` (hidden, non-interactive,
    /// outside, or a pass-through window over empty space) lets the touch fall through to the
    /// window behind. The app state is not consulted: hit-testing is geometry.
    public func hitTest(_ point: Point) -> View? {
        hitTest(point, asking: AllSubviews())
    }

    /// ``hitTest(_:)`` asking, at each view, the subviews `order` gives.
    @inlinable
    package func hitTest(_ point: Point, asking order: some SubviewOrder) -> View? {
        firstWindowAnswer(at: point, asking: order, for: .hitTest) { w, q in w.hitTest(q, asking: order) }
    }

    /// The hit-test path at `point` (screen coordinates): the receiving window first, then each
    /// view down to the receiver; empty when nothing receives the touch.
    public func hitTestPath(_ point: Point) -> [View] {
        hitTest(point)?.pathFromRoot ?? []
    }
}
