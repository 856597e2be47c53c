import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// A timeline for `exposure observe`: an observer's options, its targets and timed events,
/// decoded and validated against a scene (docs/scene-format.md §6).
///
/// ```json
/// { "observer": { "root": "feed", "rootMargin": "0px", "thresholds": [0, 0.5, 1],
///                 "throttleMs": 100, "minimumVisibleMs": 0, "reuseGraceMs": 500,
///                 "occlusion": false },
///   "targets": [ { "view": "ad", "dataKey": "item-1" } ],
///   "events": [ { "t": 0 }, { "t": 250, "set": { "view": "feed", "boundsOrigin": [0, 300] } } ] }
/// ```
/// Not `Sendable`: it refers to the scene's views.
public struct ObservationTimeline {
    /// The observer's options (root resolved to the scene's view).
    public var options: IntersectionObserverOptions
    /// The observed views with their data keys, in the file's order.
    public var targets: [(view: View, dataKey: String?)]
    /// The events, in the file's order (their times never decrease).
    public var events: [Event]

    /// One timed event: at `time`, an optional action.
    public struct Event {
        /// Milliseconds on the observer's clock, as a duration since its origin.
        public var time: Duration
        /// What happens then; `nil` only advances the clock.
        public var action: Action?
    }

    /// What an event does.
    public enum Action {
        /// Sets scene view keys on a view (`set`).
        case set(View, ViewAttributes)
        /// Changes the application state (`appState`).
        case appState(AppState)
        /// A target now shows another data item (`dataKey`; `nil` clears it).
        case dataKey(View, String?)
    }
}
