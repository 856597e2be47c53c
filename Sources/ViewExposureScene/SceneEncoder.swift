import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

extension Scene {
    /// The scene as scene-format JSON text, one line, so that decoding it gives back an equal
    /// tree: every number is written in its shortest exact form (`JSONWriter/exactNumber(_:)`),
    /// and keys at their default value are left out. `id` and `frame` come first and
    /// `subviews` last in every view. O(views), iterative.
    public func encodedJSON() -> String {
        Scene.encode(screen)
    }

    /// Encodes `screen` as scene-format JSON (see ``encodedJSON()``). Views without an id are
    /// written without one.
    public static func encode(_ screen: Screen) -> String {
        var w = JSONWriter()
        w.beginObject()
        if screen.appState != .active {
            w.key("appState")
            w.string(screen.appState.rawValue)
        }
        w.key("windows")
        w.beginArray()
        enum Step { case open(View), close }
        for window in screen.windows {
            var steps: [Step] = [.open(window)]
            while let step = steps.popLast() {
                switch step {
                case .close:
                    w.endArray()
                    w.endObject()
                case .open(let v):
                    w.beginObject()
                    writeKeys(of: v, to: &w)
                    if v.subviews.isEmpty {
                        w.endObject()
                    } else {
                        w.key("subviews")
                        w.beginArray()
                        steps.append(.close)
                        for s in v.subviews.reversed() { steps.append(.open(s)) }
                    }
                }
            }
        }
        w.endArray()
        w.endObject()
        return w.text
    }

    /// The frame origin to write for a view whose center coordinate is `center` and whose size
    /// is `size`, such that decoding (`center = origin + size·½`) gives back exactly `center`.
    /// `center − size·½` can miss by an ulp after rounding, so the neighbours within 4 ulps
    /// are tried too, and the shortest text among those that round-trip wins (so a file's
    /// `0.1` stays `0.1`).
    static func frameOrigin(center: Double, size: Double) -> Double {
        let half = size * 0.5
        let guess = center - half
        var candidates = [guess]
        var up = guess, down = guess
        for _ in 0..<4 {
            up = up.nextUp
            down = down.nextDown
            candidates += [up, down]
        }
        var best: (value: Double, length: Int)?
        for c in candidates where c + half == center {
            let length = JSONNumber.shortest(c).utf8.count
            if best == nil || length < best!.length { best = (c, length) }
        }
        return best?.value ?? guess
    }

    /// Writes every key of `v` except `subviews`, leaving out defaults.
    private static func writeKeys(of v: View, to w: inout JSONWriter) {
        func numbers(_ key: String, _ values: [Double]) {
            w.key(key)
            w.beginArray()
            for x in values { w.exactNumber(x) }
            w.endArray()
        }
        func insets(_ key: String, _ i: EdgeInsets) {
            if i != .zero { numbers(key, [i.top, i.left, i.bottom, i.right]) }
        }
        if let id = v.identifier {
            w.key("id")
            w.string(id)
        }
        // The untransformed frame: center = its middle, size = bounds size.
        let size = v.bounds.size
        numbers("frame", [frameOrigin(center: v.center.x, size: size.width),
                          frameOrigin(center: v.center.y, size: size.height), size.width, size.height])
        if v.bounds.origin != .zero { numbers("boundsOrigin", [v.bounds.minX, v.bounds.minY]) }
        let t = v.transform
        if !t.isIdentity { numbers("transform", [t.a, t.b, t.c, t.d, t.tx, t.ty]) }
        if v.clipsToBounds { w.key("clipsToBounds"); w.bool(true) }
        if v.isHidden { w.key("hidden"); w.bool(true) }
        if v.alpha != 1 { w.key("alpha"); w.exactNumber(v.alpha) }
        if !v.isUserInteractionEnabled { w.key("userInteractionEnabled"); w.bool(false) }
        switch v.painting {
        case .fillsBounds: break
        case .nothing: w.key("drawsContent"); w.bool(false)
        case .border(let width):
            w.key("painting")
            w.beginObject()
            w.key("border")
            w.exactNumber(width)
            w.endObject()
        }
        insets("alignmentInsets", v.alignmentRectInsets)
        insets("hitInsets", v.hitInsets)
        if v.hitTestPolicy != .default { w.key("hitTestPolicy"); w.string(v.hitTestPolicy.rawValue) }
        if let f = v.friendlyObstruction {
            w.key("friendlyObstruction")
            w.beginObject()
            w.key("purpose")
            w.string(f.purpose.rawValue)
            if let r = f.reason { w.key("reason"); w.string(r) }
            w.endObject()
        }
        writeInterception(of: v, to: &w)
    }
}
