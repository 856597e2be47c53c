import ViewExposureTree

/// Receives tree changes and clock wake-ups for an ``IntersectionObserver`` (held weakly by
/// the screen and the clock, so the observer's public API stays free of those callbacks).
final class IntersectionObserverBridge: TreeObserver, ClockSleeper {
    weak var owner: IntersectionObserver?

    func view(_ view: View, didChange change: ViewChange) {
        owner?.treeDidChange(view, change)
    }

    func screen(_ screen: Screen, didChangeAppStateFrom old: AppState) {
        owner?.appStateDidChange()
    }

    func clockDidReach(_ now: Duration) {
        owner?.tick()
    }
}
