import ViewExposureJSON

/// The one escaper of text written into markup: the HTML report (`audit --html`) and the SVG
/// drawing (`render`) both call it, for element text and for attribute values in double or
/// single quotes.
enum MarkupEscaping {
    /// `text` safe inside XML 1.0 / HTML text and quoted attributes: `&`, `<`, `>`, `"` and `'`
    /// as character references, and every scalar XML 1.0 cannot hold at all (the C0 controls
    /// other than tab, line feed and carriage return — NUL included, which JSON, WebDriverAgent
    /// and Rico dumps can carry — and U+FFFE, U+FFFF) replaced by U+FFFD, the replacement
    /// character: no character reference may name them, and one raw makes the SVG ill-formed.
    /// O(length).
    static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\u{09}", "\u{0A}", "\u{0D}": nil
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
            default: nil
            }
        }
    }
}
