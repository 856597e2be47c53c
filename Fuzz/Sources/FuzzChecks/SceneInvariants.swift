import ViewExposure
import ViewExposureScene

/// The invariants of the scene decoder, for any bytes:
/// - a refused text yields problems that lead to their place (``RejectionInvariants``);
/// - a decoded scene indexes exactly its views with ids;
/// - it encodes to a scene file that decodes to the same tree, and encoding that again gives
///   the same text (``checkRoundTrip(_:input:)``, also for scenes that importers build);
/// - what the commands do with a scene file stays in range: exposures in 0...100 with a
///   visible rectangle inside the window, hit tests answer views of the scene.
public enum SceneInvariants {
    /// Views measured per input: enough to reach every code path of a small scene without
    /// making each run slow on a large one.
    static let measuredViews = 8

    public static func check(_ bytes: [UInt8]) {
        let scene: Scene
        do {
            scene = try Scene.decode(bytes)
        } catch {
            RejectionInvariants.check(error, in: bytes)
            return
        }
        checkIndex(scene, input: bytes)
        checkRoundTrip(scene, input: bytes)
        exercise(scene, input: bytes)
    }

    /// Encodes `scene`, decodes the text and checks that the tree is the same (every property
    /// of every view, ids and interception registrations included) and that encoding is a
    /// fixpoint. `input` is only shown when the check fails.
    public static func checkRoundTrip(_ scene: Scene, input: [UInt8]) {
        let text = scene.encodedJSON()
        let decoded: Scene
        do {
            decoded = try Scene.decode(text)
        } catch {
            fuzzFailure("the encoded scene does not decode:\n\(error)\nencoded: \(text)", input: input)
        }
        if let difference = SceneTreeComparison.firstDifference(scene, decoded) {
            fuzzFailure("the encoded scene decodes to another tree: \(difference)\nencoded: \(text)", input: input)
        }
        let again = decoded.encodedJSON()
        if again != text {
            fuzzFailure("encoding is not a fixpoint\nfirst: \(text)\nsecond: \(again)", input: input)
        }
    }

    /// Every view with an id is indexed under it, and nothing else is.
    static func checkIndex(_ scene: Scene, input: [UInt8]) {
        var withIDs = 0
        for w in scene.windows {
            w.forEachInSubtree { v in
                if let id = v.identifier {
                    withIDs += 1
                    if scene.view(withIdentifier: id) !== v {
                        fuzzFailure("view \"\(id)\" is not indexed under its id", input: input)
                    }
                }
                return true
            }
        }
        if withIDs != scene.viewsByIdentifier.count {
            fuzzFailure("\(scene.viewsByIdentifier.count) ids indexed, \(withIDs) views have one", input: input)
        }
    }

    /// Measures the exposure of the first views and hit-tests their centers, as `exposure
    /// measure` and `exposure hit` would.
    static func exercise(_ scene: Scene, input: [UInt8]) {
        let measurer = ExposureMeasurer()
        var views: [View] = []
        for w in scene.windows where views.count < measuredViews {
            w.forEachInSubtree { v in
                views.append(v)
                return views.count < measuredViews
            }
        }
        for v in views {
            let e = measurer.measure(v)
            guard e.exposedPercentage.isFinite, (0...100).contains(e.exposedPercentage) else {
                fuzzFailure("exposure \(e.exposedPercentage) of \(v) is outside 0...100", input: input)
            }
            if let center = try? v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil),
               let hit = scene.screen.hitTest(center),
               !scene.windows.contains(where: { hit === $0 || hit.isDescendant(of: $0) }) {
                fuzzFailure("hit test at \(center) answered a view outside the scene", input: input)
            }
        }
    }
}
