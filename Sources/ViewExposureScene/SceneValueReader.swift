import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// Reads typed values out of scene JSON, recording a ``SceneProblem`` with the value's JSON path
/// for anything of the wrong type or out of range. Every reader returns `nil` on a problem, so
/// callers go on checking the rest of the document and all problems are reported at once.
///
/// Paths are passed as closures because building a path string for every value of a
/// 10 000-deep document would cost O(depth²); they are built only when a problem is recorded.
struct SceneValueReader {
    /// The problems recorded so far, in the order found.
    var problems: [SceneProblem] = []

    mutating func report(_ path: String, _ message: String) {
        problems.append(SceneProblem(path: path, message: message))
    }

    /// The string at `path`, or `nil` with a problem reported there when `v` is not one.
    mutating func string(_ v: JSONValue, _ path: @autoclosure () -> String) -> String? {
        if let s = v.string { return s }
        report(path(), "expected a string, got \(v.typeDescription)")
        return nil
    }

    /// `true` or `false`.
    mutating func bool(_ v: JSONValue, _ path: @autoclosure () -> String) -> Bool? {
        if let b = v.bool { return b }
        report(path(), "expected true or false, got \(v.typeDescription)")
        return nil
    }

    /// A finite number.
    mutating func finiteNumber(_ v: JSONValue, _ path: @autoclosure () -> String) -> Double? {
        guard let x = v.number else {
            report(path(), "expected a finite number, got \(v.typeDescription)")
            return nil
        }
        guard x.isFinite else {
            report(path(), "expected a finite number, got a number too large for a Double")
            return nil
        }
        return x
    }

    /// An array of exactly `count` (at most 8) finite numbers, in the first `count` lanes
    /// (each element's problem names its index). No allocation: read once per view.
    mutating func finiteNumbers(_ v: JSONValue, count: Int, _ path: () -> String) -> SIMD8<Double>? {
        // The common case in one read: the right count of numbers, all finite.
        if let fast = v.numberElements(count: count) {
            var finite = true
            for i in 0..<count where !fast[i].isFinite { finite = false }
            if finite { return fast }
        }
        guard v.isArray else {
            report(path(), "expected \(count) finite numbers, got \(v.typeDescription)")
            return nil
        }
        guard v.count == count else {
            report(path(), "expected \(count) finite numbers, got \(v.count)")
            return nil
        }
        var out = SIMD8<Double>()
        var ok = true
        for i in 0..<count {
            let e = v.child(at: i)
            if let x = e.number, x.isFinite {
                out[i] = x
            } else if finiteNumber(e, path() + "[\(i)]") == nil {
                ok = false
            }
        }
        return ok ? out : nil
    }

    /// Visits the objects of the array `v` at `path` in order, each with its index and path
    /// (`path[i]`): an element that is not `expected` (an object) is reported and passed over;
    /// a `v` that is not an array is reported (as not `expectedArray`, by default "an array
    /// of" `expected`) and gives none. The one reading of a list of objects.
    mutating func forEachObject(in v: JSONValue, at path: String, expected: String, expectedArray: String? = nil,
                                _ visit: (_ r: inout SceneValueReader, _ index: Int, _ object: JSONValue,
                                          _ path: String) -> Void) {
        guard v.isArray else {
            report(path, "expected \(expectedArray ?? "an array of " + expected), got \(v.typeDescription)")
            return
        }
        for (i, e) in v.elements.enumerated() {
            let elementPath = "\(path)[\(i)]"
            guard e.isObject else {
                report(elementPath, "expected \(expected), got \(e.typeDescription)")
                continue
            }
            visit(&self, i, e, elementPath)
        }
    }

    /// One of the raw values of `E`.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(
        _ v: JSONValue, _ type: E.Type, _ path: @autoclosure () -> String
    ) -> E? where E.RawValue == String {
        let allowed = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let s = v.string else {
            report(path(), "expected one of \(allowed), got \(v.typeDescription)")
            return nil
        }
        guard let e = E(rawValue: s) else {
            report(path(), "expected one of \(allowed), got \"\(s)\"")
            return nil
        }
        return e
    }

    /// A ``Painting``: `"bounds"`, `"nothing"`, or `{"border": w}` with a finite `w > 0`.
    mutating func painting(_ v: JSONValue, _ path: () -> String) -> Painting? {
        let expected = "expected \"bounds\", \"nothing\" or {\"border\": width}"
        if let s = v.string {
            switch s {
            case "bounds": return .fillsBounds
            case "nothing": return .nothing
            default:
                report(path(), "\(expected), got \"\(s)\"")
                return nil
            }
        }
        guard v.isObject else {
            report(path(), "\(expected), got \(v.typeDescription)")
            return nil
        }
        var width: Double?
        for member in v.members {
            let memberPath = JSONPath.appending(member.key, to: path())
            guard member.key == "border" else {
                unknownKey(member.key, allowed: ["border"], memberPath)
                continue
            }
            if let w = finiteNumber(member.value, memberPath) {
                if w > 0 { width = w } else { report(memberPath, "expected a width > 0, got \(JSONNumber.shortest(w))") }
            }
        }
        if v.members.isEmpty { report(path(), "\(expected), got an empty object") }
        return width.map { .border(width: $0) }
    }

    /// Reports an unknown key, suggesting the closest allowed one when it looks like a typo.
    mutating func unknownKey(_ key: String, allowed: [String], _ path: String) {
        if let near = NearestName.match(key, in: allowed) {
            report(path, "unknown key; did you mean \"\(near)\"?")
        } else {
            report(path, "unknown key; allowed keys are \(allowed.joined(separator: ", "))")
        }
    }
}
