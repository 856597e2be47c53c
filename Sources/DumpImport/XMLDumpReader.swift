import Foundation
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif
import JSON

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
            throw DumpError(position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber),
                            "invalid XML: \(XMLSyntaxMessages.message(code: code))")
        }
        guard let format = delegate.format, !delegate.tree.elements.isEmpty else {
            throw DumpError(position: SourcePosition(line: 1, column: 1), "the document is empty: expected a UI dump")
        }
        if !delegate.open.isEmpty {
            throw DumpError(position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber),
                            "invalid XML: the document ends inside an element")
        }
        var tree = delegate.tree
        tree.linkChildren()
        return (tree, format)
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
            let position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
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
            fail(parser, DumpProblem(position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber),
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
