import ViewExposureGeometry
import ViewExposureTree

/// An interception policy for a container that holds a native view under overlays drawn by
/// another toolkit (docs/semantics.md §4.6: a native ad in a Flutter platform view, covered by a
/// non-interactive `FlutterOverlayView`). The overlay ignores touches, so UIKit delivers them
/// to the ad underneath — a click the user aimed at the overlay opens the ad. Installed on the
/// container, the policy swallows such touches: the container's hit test answers `nil`.
///
/// The container swallows a touch at a point p (in its bounds coordinates) exactly when p is
/// inside the container's bounds and inside a registered overlay that
/// - is not marked as ignoring pointers (Flutter's `IgnorePointer`: drawn, but touches are
///   meant to reach the native view — it must never block),
/// - is drawn: neither it nor an ancestor hidden, effective alpha ≥ 0.01,
/// - is drawn on top of the container (`View/isInFront(of:)`), and
/// - covers the container: its frame on screen overlaps the container's (any of the
///   ``OverlayCoverage`` cases but `disjoint`).
/// Inside-ness of p in the overlay is exact (p is mapped into the overlay's bounds through the
/// screen, rotation included).
///
/// Overlays are held weakly; a deallocated overlay stops counting. The policy does not hold the
/// container. Not thread-safe, like the tree.
public final class OverlayTouchInterception {
    /// One registered overlay.
    public struct Registration {
        /// The overlay view (weak).
        public weak var overlay: View?
        /// Whether touches on this overlay are meant to reach what is below (never swallowed).
        public var ignoresPointers: Bool
    }

    /// The registered overlays, in registration order.
    public private(set) var registrations: [Registration] = []

    /// Creates a policy with no overlays.
    public init() {}

    /// Registers `overlay` (again: updates its flag).
    public func register(_ overlay: View, ignoresPointers: Bool = false) {
        registrations.removeAll { $0.overlay == nil || $0.overlay === overlay }
        registrations.append(Registration(overlay: overlay, ignoresPointers: ignoresPointers))
    }

    /// Forgets `overlay`.
    public func unregister(_ overlay: View) {
        registrations.removeAll { $0.overlay == nil || $0.overlay === overlay }
    }

    /// The geometric case of `overlay` against `container`, from their frames on screen.
    public static func coverage(of overlay: View, over container: View) -> OverlayCoverage {
        OverlayCoverage(overlay: overlay.frameOnScreen, container: container.frameOnScreen)
    }

    /// The overlays that can make `container` swallow touches: registered, not ignoring
    /// pointers, drawn, in front of the container and covering it. O(overlays × depth).
    public func blockingOverlays(over container: View) -> [View] {
        registrations.compactMap { reg in
            guard let o = reg.overlay, !reg.ignoresPointers, o.isDrawnAtAll,
                  o.isInFront(of: container),
                  OverlayTouchInterception.coverage(of: o, over: container) != .disjoint else { return nil }
            return o
        }
    }

    /// The blocking overlay under `point` (in `container`'s bounds coordinates), or `nil` when
    /// the touch should go on normally.
    public func swallowingOverlay(at point: Point, in container: View) -> View? {
        guard container.bounds.contains(point) else { return nil }
        for o in blockingOverlays(over: container) {
            guard let t = container.transformViaScreen(to: o) else { continue }
            if o.bounds.contains(t.apply(to: point)) { return o }
        }
        return nil
    }

    /// Whether `container` swallows a touch at `point` (its bounds coordinates).
    public func shouldSwallow(_ point: Point, in container: View) -> Bool {
        swallowingOverlay(at: point, in: container) != nil
    }

    /// Makes `container`'s hit test answer `nil` where ``shouldSwallow(_:in:)`` holds, and the
    /// default answer elsewhere, by making itself the container's `hitTestHooks.hitTestRule`
    /// (replacing any previous `hitTest` hook; a `pointInside` hook is kept). The hooks hold
    /// this policy strongly; `View/installedInterception` finds it again.
    public func install(on container: View) {
        var hooks = container.hitTestHooks ?? HitTestHooks()
        hooks.hitTestRule = self
        container.hitTestHooks = hooks
    }
}

extension OverlayTouchInterception: HitTestRule {
    /// Swallows the touch (`nil`) where ``shouldSwallow(_:in:)`` holds, else the default answer.
    public func hitTest(_ view: View, at point: Point, defaultHitTest: () -> View?) -> View? {
        shouldSwallow(point, in: view) ? nil : defaultHitTest()
    }
}

extension View {
    /// The interception policy installed on this view (``OverlayTouchInterception/install(on:)``),
    /// if its hit-test rule is one.
    public var installedInterception: OverlayTouchInterception? {
        hitTestHooks?.hitTestRule as? OverlayTouchInterception
    }
}

extension View {
    /// Whether the view is drawn at all: neither it nor any ancestor is hidden, and its
    /// effective alpha is at least 0.01. O(depth).
    public var isDrawnAtAll: Bool {
        if isHidden || ancestors.contains(where: { $0.isHidden }) { return false }
        return !View.isTransparent(effectiveAlpha)
    }
}
