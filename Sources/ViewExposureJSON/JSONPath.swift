/// Building JSON path strings: `windows[0].subviews[2].frame`.
public enum JSONPath {
    /// `base.key` (or `key` at the top level); keys that are not plain identifiers are written
    /// as `base["odd key"]`.
    public static func appending(_ key: String, to base: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
        }
        if !plain {
            let escaped = key.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
            return base + "[\"" + escaped + "\"]"
        }
        return base.isEmpty ? key : base + "." + key
    }

    /// `base[index]`.
    public static func appending(index: Int, to base: String) -> String {
        base + "[\(index)]"
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}
