import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene

/// Every decoded property of every view, in pre-order with depth: two scenes with equal
/// snapshots are the same scene.
func sceneSnapshot(_ scene: Scene) -> [String] {
    var lines = ["appState \(scene.screen.appState)", "windows \(scene.windows.count)"]
    for w in scene.windows {
        var stack: [(View, Int)] = [(w, 0)]
        while let (v, depth) = stack.popLast() {
            let f = v.friendlyObstruction.map { "\($0.purpose.rawValue)/\($0.reason ?? "-")" } ?? "none"
            lines.append("\(depth) \(type(of: v)) \(v.identifier ?? "_") c\(v.center) b\(v.bounds) t\(v.transform) "
                + "clip \(v.clipsToBounds) hidden \(v.isHidden) alpha \(v.alpha) ui \(v.isUserInteractionEnabled) "
                + "painting \(v.painting) al \(v.alignmentRectInsets) hit \(v.hitInsets) policy \(v.hitTestPolicy) "
                + "friendly \(f) n\(v.subviews.count)")
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
    }
    return lines
}

extension TestRandom {
    /// A number that does not print short: thirds, tenths, tiny and large magnitudes.
    mutating func awkwardNumber() -> Double {
        switch next() % 5 {
        case 0: return Double(Int(next() % 2000)) - 1000
        case 1: return (unit() - 0.5) * 1000
        case 2: return Double(Int(next() % 100)) / 3
        case 3: return Double(Int(next() % 100)) * 0.1
        default: return (unit() - 0.5) * 1e-9
        }
    }
}

@Suite("Scene round trip")
struct SceneRoundTripTests {
    /// decode(encode(decode(x))) == decode(x), and encoding is stable.
    private func checkRoundTrip(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try decodeScene(text, sourceLocation: sourceLocation)
        let encoded = first.encodedJSON()
        let second = try decodeScene(encoded, sourceLocation: sourceLocation)
        #expect(sceneSnapshot(second) == sceneSnapshot(first), sourceLocation: sourceLocation)
        #expect(second.encodedJSON() == encoded, sourceLocation: sourceLocation)
    }

    @Test("a view with every key survives the round trip, and defaults are left out")
    func everyKey() throws {
        let text = """
            {"appState": "background", "windows": [{"id": "w", "frame": [0, 20, 320, 460], "subviews": [
              {"id": "v \\"quoted\\" é", "frame": [10.5, -20.25, 100, 60], "boundsOrigin": [5, -7],
               "transform": [0.8660254037844387, 0.5, -0.5, 0.8660254037844387, 3, 4], "clipsToBounds": true, "hidden": true,
               "alpha": 0.3, "userInteractionEnabled": false, "drawsContent": false,
               "alignmentInsets": [1, 2, 3, 4], "hitInsets": [-5, -6, -7, -8], "hitTestPolicy": "subviewsOnly",
               "friendlyObstruction": {"purpose": "closeAd", "reason": "Close button"},
               "subviews": [{"frame": [0.1, 0.2, 0.30000000000000004, 1e-7]}]}]}, {"frame": [0, 0, 1, 1]}]}
            """
        try checkRoundTrip(text)
        let encoded = try decodeScene(text).encodedJSON()
        // The unnamed view with only a frame encodes as just its frame.
        #expect(encoded.contains(#"{"frame": [0.1, 0.2, 0.30000000000000004, 1e-07]}"#))
        #expect(encoded.hasPrefix(#"{"appState": "background", "windows": [{"id": "w", "frame": [0, 20, 320, 460], "subviews": [{"id": "v \"quoted\" é", "frame": [10.5, -20.25, 100, 60], "boundsOrigin": [5, -7], "#))
        #expect(encoded.contains(#""alpha": 0.3, "userInteractionEnabled": false, "drawsContent": false, "alignmentInsets": [1, 2, 3, 4], "hitInsets": [-5, -6, -7, -8], "hitTestPolicy": "subviewsOnly", "friendlyObstruction": {"purpose": "closeAd", "reason": "Close button"}"#))
    }

    @Test("the bundled examples survive the round trip", arguments: ["feed", "interstitial", "carousel"])
    func examples(_ name: String) throws {
        try checkRoundTrip(try exampleText(name))
    }

    @Test("random scenes with awkward numbers survive the round trip", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func random(_ seed: UInt64) throws {
        var r = TestRandom(seed: seed)
        var w = JSONWriter()
        w.beginObject()
        w.key("windows")
        w.beginArray()
        var idCounter = 0
        // Views as an explicit stack of remaining-children counters.
        for _ in 0..<2 {
            var open: [Int] = []
            repeat {
                w.beginObject()
                if r.chance(70) { w.key("id"); w.string("v\(idCounter)"); idCounter += 1 }
                w.key("frame")
                w.beginArray()
                w.exactNumber(r.awkwardNumber()); w.exactNumber(r.awkwardNumber())
                w.exactNumber(abs(r.awkwardNumber())); w.exactNumber(abs(r.awkwardNumber()))
                w.endArray()
                if r.chance(30) { w.key("boundsOrigin"); w.beginArray(); w.exactNumber(r.awkwardNumber()); w.exactNumber(r.awkwardNumber()); w.endArray() }
                if r.chance(30) {
                    w.key("transform"); w.beginArray()
                    for _ in 0..<6 { w.exactNumber(r.awkwardNumber()) }
                    w.endArray()
                }
                if r.chance(30) { w.key("clipsToBounds"); w.bool(r.chance(50)) }
                if r.chance(20) { w.key("hidden"); w.bool(r.chance(50)) }
                if r.chance(30) { w.key("alpha"); w.exactNumber(r.unit()) }
                if r.chance(20) { w.key("userInteractionEnabled"); w.bool(r.chance(50)) }
                if r.chance(20) { w.key("drawsContent"); w.bool(r.chance(50)) }
                if r.chance(20) { w.key("alignmentInsets"); w.beginArray(); for _ in 0..<4 { w.exactNumber(r.awkwardNumber()) }; w.endArray() }
                if r.chance(20) { w.key("hitInsets"); w.beginArray(); for _ in 0..<4 { w.exactNumber(r.awkwardNumber()) }; w.endArray() }
                if r.chance(20) { w.key("hitTestPolicy"); w.string(HitTestPolicy.allCases[Int(r.next() % 3)].rawValue) }
                if r.chance(10) {
                    w.key("friendlyObstruction"); w.beginObject()
                    w.key("purpose"); w.string(FriendlyObstruction.Purpose.allCases[Int(r.next() % 4)].rawValue)
                    if r.chance(50) { w.key("reason"); w.string("Reason \(r.next() % 100)") }
                    w.endObject()
                }
                let children = open.count < 6 ? Int(r.next() % 4) : 0
                if children > 0 {
                    w.key("subviews"); w.beginArray()
                    open.append(children)
                } else {
                    w.endObject()
                    // Close finished parents; count this child against its parent.
                    while let last = open.last {
                        open[open.count - 1] = last - 1
                        if open[open.count - 1] > 0 { break }
                        open.removeLast()
                        w.endArray()
                        w.endObject()
                    }
                }
            } while !open.isEmpty
        }
        w.endArray()
        w.endObject()
        try checkRoundTrip(w.text)
    }
}

/// The text of `Examples/NAME.json` in the package.
func exampleText(_ name: String) throws -> String {
    try readFileText(examplePath(name))
}
