import ViewExposureJSON

/// Reading UI dumps (XCUITest / Appium XML, WebDriverAgent JSON, Android uiautomator /
/// UiAutomator2 XML, Rico / Enrico JSON) into view trees. The format is told by the content,
/// never by a file name.
///
/// Complexity: O(text + elements) (XML through libxml2's SAX2 push parser, JSON through
/// `JSONDocument`), no recursion over the element tree.
public enum DumpImporter {
    /// What a text is, from its first byte after a byte-order mark and white space.
    public enum TextKind: Sendable, Equatable {
        /// Starts with `<`.
        case xml
        /// Starts with `{` or `[`.
        case json
        /// Anything else (or nothing): neither a scene nor a dump.
        case unknown
    }

    /// Classifies `bytes` by their first significant byte. O(leading white space).
    public static func textKind(of bytes: [UInt8]) -> TextKind {
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        guard i < bytes.count else { return .unknown }
        switch bytes[i] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        default: return .unknown
        }
    }

    /// Imports a dump of any supported format (XML, WebDriverAgent JSON, Rico JSON). Throws every problem found (a syntax error
    /// alone; else every element whose attributes are wrong, with its path and position).
    public static func importDump(_ bytes: [UInt8]) throws(DumpError) -> ImportedDump {
        switch textKind(of: bytes) {
        case .xml:
            return try importXML(bytes)
        case .json:
            let document: JSONDocument
            do {
                document = try JSONDocument.parse(bytes)
            } catch {
                throw DumpError(problems: error.problems.map { DumpProblem(position: $0.position, message: "invalid JSON: " + $0.message) })
            }
            return try importJSONDump(document.root)
        case .unknown:
            throw DumpError(position: SourcePosition(line: 1, column: 1),
                            "not a UI dump: expected XML (a page source starting with '<') or JSON (starting with '{')")
        }
    }

    /// Imports an XML page source (XCUITest/Appium iOS or Android uiautomator/UiAutomator2,
    /// told apart by the root element).
    public static func importXML(_ bytes: [UInt8]) throws(DumpError) -> ImportedDump {
        let (tree, format) = try XMLDumpReader.read(bytes)
        return try DumpTreeBuilder.build(tree, format: format)
    }

    /// Imports a WebDriverAgent JSON source from its parsed top-level value.
    public static func importWebDriverAgent(_ top: JSONValue) throws(DumpError) -> ImportedDump {
        let tree = try WebDriverAgentJSONReader.read(top)
        return try DumpTreeBuilder.build(tree, format: .webDriverAgentJSON)
    }

    /// Imports a JSON dump from its parsed top-level value: a Rico / Enrico hierarchy or a
    /// WebDriverAgent source, told apart by content.
    public static func importJSONDump(_ top: JSONValue) throws(DumpError) -> ImportedDump {
        if RicoJSONReader.looksLikeSource(top) {
            return try DumpTreeBuilder.build(RicoJSONReader.read(top), format: .ricoJSON)
        }
        return try importWebDriverAgent(top)
    }

    /// Whether a parsed JSON value is a dump this importer reads: a WebDriverAgent source or a
    /// Rico / Enrico hierarchy (`RicoJSONReader`).
    public static func isJSONDumpSource(_ top: JSONValue) -> Bool {
        WebDriverAgentJSONReader.looksLikeSource(top) || RicoJSONReader.looksLikeSource(top)
    }
}
