import Testing
import ViewExposure

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
                + "draws \(v.drawsContent) al \(v.alignmentRectInsets) hit \(v.hitInsets) policy \(v.hitTestPolicy) "
                + "friendly \(f) n\(v.subviews.count)")
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
    }
    return lines
}

/// A small deterministic generator (xorshift64*), so the random scene is the same every run.
struct SceneTestRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func number() -> Double {
        // Values that do not print short: thirds, tenths, tiny and large magnitudes.
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
        var r = SceneTestRandom(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
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
                if r.chance(0.7) { w.key("id"); w.string("v\(idCounter)"); idCounter += 1 }
                w.key("frame")
                w.beginArray()
                w.exactNumber(r.number()); w.exactNumber(r.number())
                w.exactNumber(abs(r.number())); w.exactNumber(abs(r.number()))
                w.endArray()
                if r.chance(0.3) { w.key("boundsOrigin"); w.beginArray(); w.exactNumber(r.number()); w.exactNumber(r.number()); w.endArray() }
                if r.chance(0.3) {
                    w.key("transform"); w.beginArray()
                    for _ in 0..<6 { w.exactNumber(r.number()) }
                    w.endArray()
                }
                if r.chance(0.3) { w.key("clipsToBounds"); w.bool(r.chance(0.5)) }
                if r.chance(0.2) { w.key("hidden"); w.bool(r.chance(0.5)) }
                if r.chance(0.3) { w.key("alpha"); w.exactNumber(r.unit()) }
                if r.chance(0.2) { w.key("userInteractionEnabled"); w.bool(r.chance(0.5)) }
                if r.chance(0.2) { w.key("drawsContent"); w.bool(r.chance(0.5)) }
                if r.chance(0.2) { w.key("alignmentInsets"); w.beginArray(); for _ in 0..<4 { w.exactNumber(r.number()) }; w.endArray() }
                if r.chance(0.2) { w.key("hitInsets"); w.beginArray(); for _ in 0..<4 { w.exactNumber(r.number()) }; w.endArray() }
                if r.chance(0.2) { w.key("hitTestPolicy"); w.string(HitTestPolicy.allCases[Int(r.next() % 3)].rawValue) }
                if r.chance(0.1) {
                    w.key("friendlyObstruction"); w.beginObject()
                    w.key("purpose"); w.string(FriendlyObstruction.Purpose.allCases[Int(r.next() % 4)].rawValue)
                    if r.chance(0.5) { w.key("reason"); w.string("Reason \(r.next() % 100)") }
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
    let path = packageRoot() + "/Examples/\(name).json"
    return try String(decoding: readFileBytes(path), as: UTF8.self)
}

/// The package root, from this file's path (Tests/ViewExposureTests/…).
func packageRoot(file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}

struct FileReadError: Error { let path: String }

/// The bytes of a file, read with the C library (no Foundation in this test target).
func readFileBytes(_ path: String) throws -> [UInt8] {
    guard let f = fopen(path, "rb") else { throw FileReadError(path: path) }
    defer { fclose(f) }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        out.append(contentsOf: buffer[0..<n])
    }
    return out
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
