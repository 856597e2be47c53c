import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

extension ObservationTimeline {
    /// The top-level keys of a timeline.
    package static let topLevelKeys = ["observer", "targets", "events"]
    /// The largest time or duration a timeline may give, in milliseconds (about 31 years).
    package static let maximumMilliseconds: Double = 1e12

    /// The keys of `observer`.
    package static let observerKeys = ["root", "rootMargin", "thresholds", "throttleMs", "minimumVisibleMs", "reuseGraceMs", "occlusion", "scope"]

    /// Decodes a timeline (UTF-8 JSON) for `scene`, whose view ids it names. Every problem is
    /// reported at once with its JSON path (`events[2].set.alpha: expected a number in 0...1,
    /// got 2`); nothing is returned unless the whole timeline is valid.
    ///
    /// Rules (docs/scene-format.md §6; *decisions*):
    /// - `observer` is optional; absent keys take the library defaults (window root, `0px`,
    ///   thresholds `[0]`, no throttle, no minimum, a 500 ms reuse grace — `reuseGraceMs`,
    ///   0 reports departures at once —, no occlusion). `thresholds` may be one number.
    ///   `root` may be `null` (the window).
    /// - `targets` is required; each names a view by id once; `dataKey` is a string or `null`.
    /// - `events` is optional; each has `t` (milliseconds ≥ 0, never decreasing) and at most
    ///   one of `set` (`view` plus scene view keys), `appState`, `dataKey`
    ///   (`{"view": target id, "key": string | null}`).
    public static func decode(_ bytes: [UInt8], scene: Scene) throws(SceneError) -> ObservationTimeline {
        try decode(JSONDocument.parse(bytes).root, scene: scene)
    }

    /// Decodes a timeline from a parsed JSON value. See ``decode(_:scene:)``.
    public static func decode(_ top: JSONValue, scene: Scene) throws(SceneError) -> ObservationTimeline {
        var r = SceneValueReader()
        guard top.isObject else {
            throw SceneError(problems: [SceneProblem(
                path: "", message: "expected a JSON object with \"targets\" (and \"observer\", \"events\"), got \(top.typeDescription)")])
        }
        for m in top.members where !topLevelKeys.contains(m.key) {
            r.unknownKey(m.key, allowed: topLevelKeys, JSONPath.appending(m.key, to: ""))
        }
        let options = top["observer"].flatMap { readObserver($0, scene: scene, reader: &r) }
        var targets: [(view: View, dataKey: String?)] = []
        if let list = top["targets"] {
            targets = readTargets(list, scene: scene, reader: &r)
        } else {
            r.report("", "missing \"targets\" (an array of {\"view\": id, \"dataKey\": key})")
        }
        let targetSet = Set(targets.map { ObjectIdentifier($0.view) })
        let events = top["events"].map { readEvents($0, scene: scene, targets: targetSet, reader: &r) } ?? []
        if !r.problems.isEmpty { throw SceneError(problems: r.problems) }
        if let options {
            return ObservationTimeline(options: options, targets: targets, events: events)
        }
        do {
            return ObservationTimeline(options: try IntersectionObserverOptions(), targets: targets, events: events)
        } catch {
            throw SceneError(problems: [SceneProblem(path: "observer", message: error.description)])
        }
    }

    private static func view(_ v: JSONValue, scene: Scene, reader r: inout SceneValueReader,
                             _ path: String) -> View? {
        guard let id = r.string(v, path) else { return nil }
        guard let view = scene.view(withIdentifier: id) else {
            r.report(path, "no view with id \"\(id)\" in the scene")
            return nil
        }
        return view
    }

    private static func milliseconds(_ v: JSONValue, reader r: inout SceneValueReader, _ path: String) -> Duration? {
        guard let x = r.finiteNumber(v, path) else { return nil }
        // The upper bound keeps the nanosecond count inside Int64 (about 292 years).
        guard x >= 0, x <= maximumMilliseconds else {
            r.report(path, "expected milliseconds in 0...\(JSONNumber.shortest(maximumMilliseconds)), got \(JSONNumber.shortest(x))")
            return nil
        }
        return .nanoseconds(Int64((x * 1_000_000).rounded()))
    }

    private static func readObserver(_ v: JSONValue, scene: Scene, reader r: inout SceneValueReader) -> IntersectionObserverOptions? {
        guard v.isObject else {
            r.report("observer", "expected an object, got \(v.typeDescription)")
            return nil
        }
        let before = r.problems.count
        var root: View?
        var margin = RootMargin.zero
        var thresholds = IntersectionThresholds.default
        var throttle = Duration.zero, minimum = Duration.zero
        var reuseGrace = IntersectionObserverOptions.defaultReuseGrace
        var occlusion = false
        var scope: String?
        for m in v.members {
            let path = JSONPath.appending(m.key, to: "observer")
            switch m.key {
            case "root":
                if !m.value.isNull { root = view(m.value, scene: scene, reader: &r, path) }
            case "rootMargin":
                guard let s = r.string(m.value, path) else { continue }
                do { margin = try RootMargin(parsing: s) } catch { r.report(path, error.description) }
            case "thresholds":
                let values: [Double]?
                if m.value.number != nil {
                    values = r.finiteNumber(m.value, path).map { [$0] }
                } else if m.value.isArray {
                    var out: [Double] = []
                    for (i, e) in m.value.elements.enumerated() {
                        if let x = r.finiteNumber(e, "\(path)[\(i)]") { out.append(x) }
                    }
                    values = out.count == m.value.count ? out : nil
                } else {
                    r.report(path, "expected a number or an array of numbers in 0...1, got \(m.value.typeDescription)")
                    values = nil
                }
                guard let values else { continue }
                do {
                    thresholds = try IntersectionThresholds(values)
                } catch {
                    if case .thresholdOutOfRange(let i, let x) = error {
                        r.report(m.value.isArray ? "\(path)[\(i)]" : path,
                                 "expected a number in 0...1, got \(JSONNumber.shortest(x))")
                    }
                }
            case "throttleMs":
                if let d = milliseconds(m.value, reader: &r, path) { throttle = d }
            case "minimumVisibleMs":
                if let d = milliseconds(m.value, reader: &r, path) { minimum = d }
            case "reuseGraceMs":
                if let d = milliseconds(m.value, reader: &r, path) { reuseGrace = d }
            case "occlusion":
                if let b = r.bool(m.value, path) { occlusion = b }
            case "scope":
                if !m.value.isNull { scope = r.string(m.value, path) }
            default:
                r.unknownKey(m.key, allowed: observerKeys, path)
            }
        }
        guard r.problems.count == before else { return nil }
        return try? IntersectionObserverOptions(root: root, rootMargin: margin, thresholds: thresholds,
                                                throttle: throttle, minimumVisibleDuration: minimum,
                                                reuseGrace: reuseGrace, occlusionAware: occlusion, scope: scope)
    }

    private static func readTargets(_ v: JSONValue, scene: Scene, reader r: inout SceneValueReader) -> [(view: View, dataKey: String?)] {
        var out: [(view: View, dataKey: String?)] = []
        var seen: [ObjectIdentifier: Int] = [:]
        r.forEachObject(in: v, at: "targets", expected: "{\"view\": id, \"dataKey\": key}") { r, i, t, path in
            var target: View?
            var key: String?
            for m in t.members {
                let p = JSONPath.appending(m.key, to: path)
                switch m.key {
                case "view": target = view(m.value, scene: scene, reader: &r, p)
                case "dataKey": if !m.value.isNull { key = r.string(m.value, p) }
                default: r.unknownKey(m.key, allowed: ["view", "dataKey"], p)
                }
            }
            if t["view"] == nil { r.report(path, "missing required key \"view\"") }
            guard let target else { return }
            if let first = seen[ObjectIdentifier(target)] {
                r.report(path + ".view", "\"\(target.identifier ?? "")\" is already a target at targets[\(first)]")
                return
            }
            seen[ObjectIdentifier(target)] = i
            out.append((target, key))
        }
        return out
    }

    private static func readEvents(_ v: JSONValue, scene: Scene, targets: Set<ObjectIdentifier>,
                                   reader r: inout SceneValueReader) -> [Event] {
        var out: [Event] = []
        var last = Duration.zero
        let actionKeys = ["set", "appState", "dataKey"]
        r.forEachObject(in: v, at: "events", expected: "an event object {\"t\": ms, ...}",
                        expectedArray: "an array of events") { r, _, e, path in
            var time: Duration?
            var action: Action?
            var actions = 0
            for m in e.members {
                let p = JSONPath.appending(m.key, to: path)
                switch m.key {
                case "t":
                    time = milliseconds(m.value, reader: &r, p)
                case "set":
                    actions += 1
                    guard m.value.isObject else {
                        r.report(p, "expected {\"view\": id, view keys...}, got \(m.value.typeDescription)")
                        continue
                    }
                    let target = m.value["view"].flatMap { view($0, scene: scene, reader: &r, p + ".view") }
                    if m.value["view"] == nil { r.report(p, "missing required key \"view\"") }
                    do throws(SceneError) {  // typed: a closure does not infer it
                        let attributes = try ViewAttributes.parse(m.value, at: p, ignoring: ["view"])
                        if let target { action = .set(target, attributes) }
                    } catch {
                        r.problems += error.problems
                    }
                case "appState":
                    actions += 1
                    if let s = r.enumeration(m.value, AppState.self, p) { action = .appState(s) }
                case "dataKey":
                    actions += 1
                    guard m.value.isObject else {
                        r.report(p, "expected {\"view\": target id, \"key\": string or null}, got \(m.value.typeDescription)")
                        continue
                    }
                    var target: View?
                    var key: String?
                    for k in m.value.members {
                        let kp = JSONPath.appending(k.key, to: p)
                        switch k.key {
                        case "view":
                            target = view(k.value, scene: scene, reader: &r, kp)
                            if let t = target, !targets.contains(ObjectIdentifier(t)) {
                                r.report(kp, "\"\(t.identifier ?? "")\" is not one of the targets")
                                target = nil
                            }
                        case "key":
                            if !k.value.isNull { key = r.string(k.value, kp) }
                        default:
                            r.unknownKey(k.key, allowed: ["view", "key"], kp)
                        }
                    }
                    if m.value["view"] == nil { r.report(p, "missing required key \"view\"") }
                    if m.value["key"] == nil { r.report(p, "missing required key \"key\" (a string, or null)") }
                    if let target { action = .dataKey(target, key) }
                default:
                    r.unknownKey(m.key, allowed: ["t"] + actionKeys, p)
                }
            }
            if e["t"] == nil { r.report(path, "missing required key \"t\" (milliseconds)") }
            if actions > 1 { r.report(path, "an event has at most one of \"set\", \"appState\", \"dataKey\"") }
            guard let time else { return }
            if time < last {
                r.report(path + ".t", "time goes back: \(JSONNumber.shortest(time.inMilliseconds)) after \(JSONNumber.shortest(last.inMilliseconds))")
                return
            }
            last = time
            out.append(Event(time: time, action: action))
        }
        return out
    }
}
