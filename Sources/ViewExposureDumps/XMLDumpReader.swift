import Foundation
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif
import ViewExposureJSON

/// Reads an XML dump into a ``RawElementTree`` with Foundation's streaming `XMLParser`
/// (libxml2's SAX parser underneath), so the element tree is built without recursion.
///
/// Safety: a dump never carries a document type declaration, so any `<!DOCTYPE` is refused
/// before parsing — which rules out entity bombs and external entities altogether — and the
/// parser is also told not to resolve external entities. The first error the parser reports
/// stops reading (it would otherwise recover and hand out a partial tree).
enum XMLDumpReader {
    /// The tree and its format (from the root element), or the located problem.
    static func read(_ bytes: [UInt8], refusingDoctype: Bool = true) throws(DumpError) -> (RawElementTree, DumpFormat) {
        if refusingDoctype, let offset = find(Array("<!DOCTYPE".utf8), in: bytes) {
            throw DumpError(position: position(ofOffset: offset, in: bytes),
                            "a document type declaration (<!DOCTYPE …>) is not accepted: UI dumps have none, and DTDs can define entity bombs or external entities")
        }
        // libxml2 stops at a NUL byte and reports line 0, column 0 (found by FuzzDump): refuse
        // it first, where it is.
        if let offset = find([0], in: bytes) {
            throw DumpError(position: position(ofOffset: offset, in: bytes), "a NUL byte: XML text cannot contain it")
        }
        if let offset = nonUTF8EncodingDeclaration(in: bytes) {
            throw DumpError(position: position(ofOffset: offset, in: bytes),
                            "the XML declaration names an encoding other than UTF-8: dumps are read as UTF-8 only")
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate()
        parser.delegate = delegate
        _ = parser.parse()
        if let problem = delegate.problem { throw DumpError(problems: [problem]) }
        if let error = parser.parserError {
            // An error reported without the delegate hearing of it (abort or I/O).
            let code = (error as NSError).code
            throw DumpError(position: XMLDumpReader.position(of: parser),
                            "invalid XML: \(XMLSyntaxMessages.message(code: code))")
        }
        guard let format = delegate.format, !delegate.tree.elements.isEmpty else {
            throw DumpError(position: SourcePosition(line: 1, column: 1), "the document is empty: expected a UI dump")
        }
        if !delegate.open.isEmpty {
            throw DumpError(position: XMLDumpReader.position(of: parser),
                            "invalid XML: the document ends inside an element")
        }
        var tree = delegate.tree
        tree.linkChildren()
        return (tree, format)
    }

    /// The offset of an `encoding` in the XML declaration that does not say UTF-8, or `nil`.
    ///
    /// Why: libxml2 switches decoders on the declared encoding, and with an encoding it does
    /// not know followed by bytes that are not ASCII it dereferences a null decoder (a crash
    /// found by FuzzDump); dumps are UTF-8, and every position reported counts UTF-8 bytes.
    /// Every `encoding` from `<?xml` to the next `<` is checked, so none can hide behind another.
    static func nonUTF8EncodingDeclaration(in bytes: [UInt8]) -> Int? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        guard bytes[i...].starts(with: Array("<?xml".utf8)) else { return nil }
        var end = i + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        let declaration = Array(bytes[i..<end])
        let keyword = Array("encoding".utf8)
        var from = 0
        while let at = find(keyword, in: Array(declaration[from...])).map({ $0 + from }) {
            if !namesUTF8(declaration, afterKeywordAt: at + keyword.count) { return i + at }
            from = at + keyword.count
        }
        return nil
    }

    /// Whether `= "UTF-8"` (spaces allowed around `=`, either quote, `utf-8` or `utf8` in any
    /// case) follows at `start`.
    private static func namesUTF8(_ d: [UInt8], afterKeywordAt start: Int) -> Bool {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        var j = start
        while j < d.count, isSpace(d[j]) { j += 1 }
        guard j < d.count, d[j] == UInt8(ascii: "=") else { return false }
        j += 1
        while j < d.count, isSpace(d[j]) { j += 1 }
        guard j < d.count, d[j] == UInt8(ascii: "\"") || d[j] == UInt8(ascii: "'") else { return false }
        let quote = d[j]
        j += 1
        var k = j
        while k < d.count, d[k] != quote { k += 1 }
        guard k < d.count else { return false }
        let name = String(decoding: d[j..<k], as: UTF8.self).lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// The format a root element names, or `nil` for an unknown root.
    static func format(ofRoot name: String) -> DumpFormat? {
        if name == "hierarchy" { return .uiautomatorXML }
        if name == "AppiumAUT" || name.hasPrefix("XCUIElementType") { return .xcuiTestXML }
        return nil
    }

    /// The first offset of `needle` in `haystack`: C `memchr` hops from one occurrence of the
    /// first byte to the next, so a megabyte dump costs well under a millisecond.
    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first else { return nil }
        return haystack.withUnsafeBufferPointer { h -> Int? in
            guard let base = h.baseAddress else { return nil }
            var i = 0
            while i + needle.count <= h.count {
                guard let hit = memchr(base + i, Int32(first), h.count - i) else { return nil }
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard at + needle.count <= h.count else { return nil }
                var j = 1
                while j < needle.count && h[at + j] == needle[j] { j += 1 }
                if j == needle.count { return at }
                i = at + 1
            }
            return nil
        }
    }

    /// Where the parser is, never before line 1, column 1 (libxml2 reports 0 when it stops
    /// before reading a line).
    static func position(of parser: XMLParser) -> SourcePosition {
        SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    /// The 1-based line and column (in UTF-8 bytes) of byte `offset`.
    static func position(ofOffset offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return SourcePosition(line: line, column: offset - lineStart + 1)
    }

    /// Collects elements as the parser reports them.
    private final class Delegate: NSObject, XMLParserDelegate {
        var tree = RawElementTree()
        var open: [Int32] = []
        var format: DumpFormat?
        var problem: DumpProblem?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            guard problem == nil else { return }
            let position = XMLDumpReader.position(of: parser)
            if tree.elements.isEmpty {
                guard let f = XMLDumpReader.format(ofRoot: elementName) else {
                    fail(parser, DumpProblem(position: position, elementPath: nil, message:
                        "unknown root element <\(elementName)>: expected <hierarchy> (Android uiautomator), <AppiumAUT> or an <XCUIElementType…> element (XCUITest)"))
                    return
                }
                format = f
            } else if open.isEmpty {
                fail(parser, DumpProblem(position: position, elementPath: nil, message: "invalid XML: a second root element <\(elementName)>"))
                return
            }
            let index = Int32(tree.elements.count)
            let parent = open.last ?? -1
            tree.elements.append(RawElement(name: elementName, attributes: attributes, parent: parent, position: position))
            open.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard problem == nil else { return }
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let code = (parseError as NSError).code
            fail(parser, DumpProblem(position: XMLDumpReader.position(of: parser),
                                     elementPath: nil, message: "invalid XML: \(XMLSyntaxMessages.message(code: code))"))
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
            self.parser(parser, parseErrorOccurred: validationError)
        }

        /// Refuses to resolve any external entity (the parser is told not to ask; this is the
        /// second lock).
        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            nil
        }

        private func fail(_ parser: XMLParser, _ p: DumpProblem) {
            if problem == nil { problem = p }
            parser.abortParsing()
        }
    }
}

/// Sentences for libxml2's error codes (the parser reports only the code).
enum XMLSyntaxMessages {
    static func message(code: Int) -> String {
        let text: String
        switch code {
        case 4: text = "the document is empty"
        case 5: text = "extra content at the end of the document"
        case 6, 7, 8: text = "invalid character reference"
        case 9: text = "invalid character"
        case 14, 22, 23: text = "malformed entity reference (a '&' must start &amp;, &lt;, &gt;, &quot;, &apos; or &#…;)"
        case 26: text = "undeclared entity"
        case 27, 28, 29: text = "reference to an external or unparsed entity"
        case 31, 32, 81: text = "unknown or invalid character encoding"
        case 33, 34, 43, 44: text = "a quoted value is not started or not closed"
        case 38: text = "'<' inside an attribute value"
        case 39, 40, 41, 84: text = "malformed attribute (expected name=\"value\")"
        case 42: text = "an attribute is repeated"
        case 45: text = "comment not closed"
        case 46, 47: text = "malformed processing instruction"
        case 57: text = "malformed XML declaration"
        case 63: text = "CDATA section not closed"
        case 65: text = "a space is required here"
        case 68: text = "a name is expected here"
        case 73: text = "'>' expected to end the tag (is the file cut short?)"
        case 74: text = "'</' expected"
        case 75: text = "'=' expected after an attribute name"
        case 76: text = "the closing tag does not match the opening tag"
        case 77: text = "the document ends inside an element (is the file cut short?)"
        case 85: text = "elements are not balanced"
        case 86: text = "extra content after the root element"
        case 89: text = "entity reference loop or expansion beyond the limit"
        default: text = "syntax error"
        }
        return "\(text) (libxml2 error \(code))"
    }
}
