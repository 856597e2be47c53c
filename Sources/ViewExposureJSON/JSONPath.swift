/// Building JSON path strings: `windows[0].subviews[2].frame`.
public enum JSONPath {
    /// `base.key` (or `key` at the top level); keys that are not plain identifiers are written
    /// as `base["odd key"]`.
    public static func appending(_ key: String, to base: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
        }
        if !plain {
            // By scalar, not by character: a backslash followed by a combining mark is one
            // character, and must still be escaped.
            var escaped = String.UnicodeScalarView()
            for u in key.unicodeScalars {
                if u == "\\" || u == "\"" { escaped.append("\\") }
                escaped.append(u)
            }
            return base + "[\"" + String(escaped) + "\"]"
        }
        return base.isEmpty ? key : base + "." + key
    }

    /// `base[index]`.
    public static func appending(index: Int, to base: String) -> String {
        base + "[\(index)]"
    }
}
