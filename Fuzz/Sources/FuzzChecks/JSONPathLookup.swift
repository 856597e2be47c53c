import ViewExposure
import ViewExposureJSON

/// Follows a problem path as ``JSONPath`` writes it (`windows[0].subviews[2].frame`,
/// `a["odd key"].b`; the empty path is the top-level value) through a document.
enum JSONPathLookup {
    enum Result {
        /// The path names this value.
        case value(JSONValue)
        /// All but the last step name an object that has no member with the last key (a path
        /// may name a required key that is missing).
        case missingMember
        /// A step leads nowhere.
        case notFound
        /// The text is not a path.
        case malformed
    }

    private enum Step { case key(String), index(Int) }

    static func resolve(_ path: String, in root: JSONValue) -> Result {
        guard let steps = parse(path) else { return .malformed }
        var current = root
        for (i, step) in steps.enumerated() {
            switch step {
            case .key(let key):
                guard current.isObject else { return .notFound }
                guard let next = current[key] else { return i == steps.count - 1 ? .missingMember : .notFound }
                current = next
            case .index(let n):
                guard current.isArray, n < current.count else { return .notFound }
                current = current.elements[n]
            }
        }
        return .value(current)
    }

    /// Splits a path into steps; `nil` when it is not in ``JSONPath``'s form.
    private static func parse(_ path: String) -> [Step]? {
        let s = Array(path.unicodeScalars)
        var steps: [Step] = []
        var i = 0
        while i < s.count {
            if s[i] == "[" {
                i += 1
                if i < s.count && s[i] == "\"" {
                    // A quoted key: `\\` and `\"` are escaped, nothing else.
                    i += 1
                    var key = String.UnicodeScalarView()
                    while i < s.count && s[i] != "\"" {
                        if s[i] == "\\" {
                            i += 1
                            guard i < s.count, s[i] == "\\" || s[i] == "\"" else { return nil }
                        }
                        key.append(s[i])
                        i += 1
                    }
                    guard i + 1 < s.count, s[i + 1] == "]" else { return nil }
                    i += 2
                    steps.append(.key(String(key)))
                } else {
                    var n = 0, digits = 0
                    while i < s.count, (0x30...0x39).contains(s[i].value), digits < 12 {
                        n = n * 10 + Int(s[i].value - 0x30)
                        digits += 1
                        i += 1
                    }
                    guard digits > 0, i < s.count, s[i] == "]" else { return nil }
                    i += 1
                    steps.append(.index(n))
                }
            } else {
                // A plain key, after a `.` unless it is the first step.
                if !steps.isEmpty {
                    guard s[i] == "." else { return nil }
                    i += 1
                }
                var key = String.UnicodeScalarView()
                while i < s.count && s[i] != "." && s[i] != "[" {
                    key.append(s[i])
                    i += 1
                }
                guard !key.isEmpty else { return nil }
                steps.append(.key(String(key)))
            }
        }
        return steps
    }
}
