/// The one escaper of text written into markup: the HTML report (`audit --html`) and the SVG
/// drawing (`render`) both call it, for element text and for attribute values in double or
/// single quotes.
enum MarkupEscaping {
    /// `text` safe inside XML 1.0 / HTML text and quoted attributes: `&`, `<`, `>`, `"` and `'`
    /// as character references. O(length).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
