import ViewExposure
import ViewExposureScene

/// The invariants of the timeline decoder, for any bytes, against a fixed scene with the ids
/// of `Examples/feed.json` that timelines name (`feed`, `ad`, `cell4`, `cell5`…):
/// - a refused text yields problems that lead to their place (``RejectionInvariants``);
/// - a decoded timeline names only views of the scene and never goes back in time;
/// - playing it (as `exposure observe` does) delivers entries in time order, no later than the
///   last event, with finite ratios in 0...1.
public enum TimelineInvariants {
    /// A smaller `Examples/feed.json`: a clipping feed in a window, cells with ids, a tab bar
    /// over it and a second window.
    static let sceneText = """
        {"windows": [
          {"id": "window", "frame": [0, 0, 375, 667], "subviews": [
            {"id": "feed", "frame": [0, 0, 375, 667], "clipsToBounds": true, "boundsOrigin": [0, 400], "subviews": [
              {"id": "cell0", "frame": [0, 0, 375, 120]},
              {"id": "ad", "frame": [0, 360, 375, 250], "subviews": [
                {"id": "ad.media", "frame": [0, 0, 375, 190]},
                {"id": "ad.cta", "frame": [255, 202, 104, 36], "hitInsets": [-4, -4, -4, -4]}]},
              {"id": "cell4", "frame": [0, 610, 375, 120], "transform": [1, 0, 0, 0.5, 0, 10]},
              {"id": "cell5", "frame": [0, 730, 375, 120], "alpha": 0.5}]},
            {"id": "tabBar", "frame": [0, 618, 375, 49],
             "friendlyObstruction": {"purpose": "other", "reason": "tab bar"}}]},
          {"id": "alert", "frame": [40, 200, 295, 200], "hidden": true}]}
        """

    /// The scene, kept between inputs that are refused (decoding a timeline reads the scene
    /// but never changes it; playing one does, so a played scene is decoded afresh). libFuzzer
    /// calls the harness on one thread only.
    nonisolated(unsafe) private static var unplayedScene: Scene?

    public static func check(_ bytes: [UInt8]) {
        let scene: Scene
        if let kept = unplayedScene {
            scene = kept
        } else {
            do {
                scene = try Scene.decode(sceneText)
            } catch {
                fatalError("the timeline harness's scene does not decode: \(error)")
            }
        }
        let timeline: ObservationTimeline
        do {
            timeline = try ObservationTimeline.decode(bytes, scene: scene)
        } catch {
            unplayedScene = scene
            RejectionInvariants.check(error, in: bytes)
            return
        }
        unplayedScene = nil
        func inScene(_ v: View) -> Bool { scene.windows.contains { v === $0 || v.isDescendant(of: $0) } }
        for t in timeline.targets where !inScene(t.view) {
            fuzzFailure("a target outside the scene", input: bytes)
        }
        var last = Duration.zero
        for e in timeline.events {
            if e.time < last { fuzzFailure("events go back in time", input: bytes) }
            last = e.time
            switch e.action {
            case .set(let v, _)?, .dataKey(let v, _)?:
                if !inScene(v) { fuzzFailure("an event names a view outside the scene", input: bytes) }
            case .appState?, nil: break
            }
        }
        var previous = Duration.zero
        for entry in timeline.run(on: scene.screen) {
            if entry.time < previous || entry.time > last {
                fuzzFailure("entry at \(entry.time) out of order or after the last event (\(last))", input: bytes)
            }
            previous = entry.time
            if !entry.intersectionRatio.isFinite || !(0...1).contains(entry.intersectionRatio) {
                fuzzFailure("intersection ratio \(entry.intersectionRatio) outside 0...1", input: bytes)
            }
        }
    }
}
