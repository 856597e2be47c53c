#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
// Internal: libxml2 is how the reader works, not part of what it offers.
internal import ViewExposureCLibXML2
import ViewExposureJSON

/// Reads an XML dump into a ``RawElementTree`` with libxml2's SAX2 parser, called directly
/// (``ViewExposureCLibXML2``): elements arrive as callbacks, so the tree is built without
/// recursion and without a document tree in between.
///
/// Safety: a dump never carries a document type declaration, so any `<!DOCTYPE` is refused
/// before parsing — which rules out entity bombs and external entities altogether — and the
/// parser is given no entity substitution, no DTD loading and no network (`XML_PARSE_NONET`).
/// NUL bytes and encodings other than UTF-8 are refused before libxml2 sees them. The first
/// error the parser reports stops reading (it would otherwise recover and hand out a partial
/// tree). Size: the dump is fed to libxml2's push parser in chunks, which drops what it has
/// read, so a valid dump of any size up to ``maximumSize`` is read within libxml2's default
/// limits (kept: `XML_PARSE_HUGE` would also lift its guard against entity amplification); a
/// larger one is refused with its own error.
enum XMLDumpReader {
    /// The largest dump read: 2 GiB − 1 bytes (libxml2 counts in C `int`s).
    static let maximumSize = Int(Int32.max)

    /// Bytes handed to the push parser at a time.
    static let chunkSize = 1 << 18

    /// libxml2's global state, set up once before any thread parses.
    private static let libraryReady: Void = xmlInitParser()

    /// The tree and its format (from the root element), or the located problem.
    static func read(_ bytes: [UInt8], refusingDoctype: Bool = true) throws(DumpError) -> (RawElementTree, DumpFormat) {
        if refusingDoctype, let offset = findDoctype(in: bytes) {
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
        if let offset = startTagWithTooManyAttributes(in: bytes) {
            throw DumpError(position: position(ofOffset: offset, in: bytes),
                            "an element with more than \(maximumAttributesPerElement) attributes: UI dumps have a few dozen at most")
        }
        guard bytes.count <= maximumSize else {
            throw DumpError(position: SourcePosition(line: 1, column: 1),
                            "the dump is \(bytes.count) bytes: the XML reader takes at most \(maximumSize) bytes (2 GiB − 1)")
        }
        guard !bytes.isEmpty else {
            throw DumpError(position: SourcePosition(line: 1, column: 1), "the document is empty: expected a UI dump")
        }
        XMLDumpReader.libraryReady
        let state = UnsafeMutablePointer<SAXState>.allocate(capacity: 1)
        // Values are never longer than their text in the dump (without a DTD, entities only
        // shorten): the value buffer rarely grows.
        state.initialize(to: SAXState(capacity: bytes.count, attributeCapacity: bytes.count / 16 + 16))
        defer {
            state.pointee.release()
            state.deinitialize(count: 1)
            state.deallocate()
        }
        // A guess of the storage (a dump has about one element per 160 bytes, a dozen
        // attributes each, most of its bytes in values): the arrays rarely grow.
        state.pointee.tree.elements.reserveCapacity(bytes.count / 160 + 16)
        let parsed: Bool = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
                let head = min(4, buffer.count)
                guard let ctxt = ve_xml_push_parser(text, Int32(head), saxStart, saxEnd, saxError, UnsafeMutableRawPointer(state)) else {
                    return false
                }
                defer { xmlFreeParserCtxt(ctxt) }
                // Fed in chunks: the parser drops what it has read, so memory stays bounded
                // by the tree being built, whatever the size of the dump.
                var offset = head
                while offset < buffer.count && state.pointee.problem == nil && ve_xml_stopped(ctxt) == 0 {
                    let n = min(chunkSize, buffer.count - offset)
                    _ = xmlParseChunk(ctxt, text + offset, Int32(n), 0)
                    offset += n
                }
                if state.pointee.problem == nil && ve_xml_stopped(ctxt) == 0 { _ = xmlParseChunk(ctxt, nil, 0, 1) }
                if state.pointee.problem == nil && ctxt.pointee.wellFormed == 0 {
                    // An error that did not reach the handler (libxml2 always reports one; a
                    // second lock).
                    state.pointee.problem = DumpProblem(position: SAXState.position(ctxt), elementPath: nil,
                                                        message: "invalid XML: \(XMLSyntaxMessages.message(code: Int(ctxt.pointee.errNo)))")
                }
                if state.pointee.problem == nil && !state.pointee.open.isEmpty {
                    state.pointee.problem = DumpProblem(position: SAXState.position(ctxt), elementPath: nil,
                                                        message: "invalid XML: the document ends inside an element")
                }
                return true
            }
        }
        guard parsed else {
            throw DumpError(position: SourcePosition(line: 1, column: 1), "the XML parser could not be created (out of memory)")
        }
        if let problem = state.pointee.problem { throw DumpError(problems: [problem]) }
        guard let format = state.pointee.format, !state.pointee.tree.elements.isEmpty else {
            throw DumpError(position: SourcePosition(line: 1, column: 1), "the document is empty: expected a UI dump")
        }
        state.pointee.finishText()
        var tree = state.pointee.tree
        state.pointee.tree = RawElementTree()
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

    /// The offset of the first `<!DOCTYPE` in `bytes`, or `nil`. Hops from one `!` to the
    /// next (C `memchr`): `!` is rare in a dump, where `<` starts every element. O(n).
    static func findDoctype(in bytes: [UInt8]) -> Int? {
        let rest = Array("DOCTYPE".utf8)
        return bytes.withUnsafeBufferPointer { h -> Int? in
            guard let base = h.baseAddress else { return nil }
            var i = 1
            while i < h.count {
                guard let hit = memchr(base + i, Int32(UInt8(ascii: "!")), h.count - i) else { return nil }
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if h[at - 1] == UInt8(ascii: "<"), at + rest.count < h.count {
                    var j = 0
                    while j < rest.count && h[at + 1 + j] == rest[j] { j += 1 }
                    if j == rest.count { return at - 1 }
                }
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
}

/// Sentences for libxml2's error codes (the parser reports only the code).
enum XMLSyntaxMessages {
    private static let badReference = "invalid character reference"
    private static let badEntityReference = "malformed entity reference (a '&' must start &amp;, &lt;, &gt;, &quot;, &apos; or &#…;)"
    private static let externalEntity = "reference to an external or unparsed entity"
    private static let badEncoding = "unknown or invalid character encoding"
    private static let badQuotes = "a quoted value is not started or not closed"
    private static let badAttribute = "malformed attribute (expected name=\"value\")"
    private static let badInstruction = "malformed processing instruction"

    /// The sentence of each code a dump's reader can meet (`xmlParserErrors`); any other is a
    /// "syntax error".
    private static let sentences: [Int: String] = [
        4: "the document is empty",
        5: "extra content at the end of the document",
        6: badReference, 7: badReference, 8: badReference,
        9: "invalid character",
        14: badEntityReference, 22: badEntityReference, 23: badEntityReference,
        26: "undeclared entity",
        27: externalEntity, 28: externalEntity, 29: externalEntity,
        31: badEncoding, 32: badEncoding, 81: badEncoding,
        33: badQuotes, 34: badQuotes, 43: badQuotes, 44: badQuotes,
        38: "'<' inside an attribute value",
        39: badAttribute, 40: badAttribute, 41: badAttribute, 84: badAttribute,
        42: "an attribute is repeated",
        45: "comment not closed",
        46: badInstruction, 47: badInstruction,
        57: "malformed XML declaration",
        63: "CDATA section not closed",
        65: "a space is required here",
        68: "a name is expected here",
        73: "'>' expected to end the tag (is the file cut short?)",
        74: "'</' expected",
        75: "'=' expected after an attribute name",
        76: "the closing tag does not match the opening tag",
        77: "the document ends inside an element (is the file cut short?)",
        85: "elements are not balanced",
        86: "extra content after the root element",
        89: "entity reference loop or expansion beyond the limit",
    ]

    static func message(code: Int) -> String {
        "\(sentences[code] ?? "syntax error") (libxml2 error \(code))"
    }
}
