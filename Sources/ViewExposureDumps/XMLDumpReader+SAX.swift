internal import ViewExposureCLibXML2
import ViewExposureJSON

/// Collects elements as libxml2's SAX2 parser reports them (``XMLDumpReader``): one
/// ``RawElement`` per start tag, located where the parser stood (the end of the start tag),
/// parents from a stack of open elements. The first problem stops the parser.
///
/// Names come from the parser's dictionary (one pointer per distinct name), so each is made a
/// Swift string once per parse. Not `Sendable`: one parse, one thread.
final class SAXBuilder {
    var tree = RawElementTree()
    var open: [Int32] = []
    var format: DumpFormat?
    var problem: DumpProblem?
    /// Strings of the dictionary's names seen so far, by pointer.
    private var names: [UnsafeRawPointer: String] = [:]

    /// The element or attribute name `prefix:local` (`local` alone without a prefix), as
    /// written in the text: namespaces are not processed.
    func name(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        if let prefix {
            return String(cString: prefix) + ":" + String(cString: local)
        }
        let key = UnsafeRawPointer(local)
        if let known = names[key] { return known }
        let text = String(cString: local)
        names[key] = text
        return text
    }

    /// Where the parser stands, never before line 1, column 1 (libxml2 reports 0 when it
    /// stops before reading a line).
    func position(_ ctxt: UnsafeMutableRawPointer) -> SourcePosition {
        SourcePosition(line: max(Int(xmlSAX2GetLineNumber(ctxt)), 1), column: max(Int(xmlSAX2GetColumnNumber(ctxt)), 1))
    }

    func fail(_ ctxt: UnsafeMutableRawPointer, _ p: DumpProblem) {
        if problem == nil { problem = p }
        xmlStopParser(ctxt.assumingMemoryBound(to: xmlParserCtxt.self))
    }

    static func of(_ ctx: UnsafeMutableRawPointer) -> SAXBuilder {
        Unmanaged<SAXBuilder>.fromOpaque(ve_xml_info(ctx)).takeUnretainedValue()
    }
}

/// libxml2's start-element callback (SAX2): attributes come as five pointers each — local
/// name, prefix, namespace, value start, value end (the value is not NUL-terminated).
func saxStart(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
              _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32,
              _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
              _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
    guard let ctx, let localname else { return }
    let b = SAXBuilder.of(ctx)
    guard b.problem == nil else { return }
    let elementName = b.name(localname, prefix: prefix)
    let position = b.position(ctx)
    if b.tree.elements.isEmpty {
        guard let f = XMLDumpReader.format(ofRoot: elementName) else {
            b.fail(ctx, DumpProblem(position: position, elementPath: nil, message:
                "unknown root element <\(elementName)>: expected <hierarchy> (Android uiautomator), <AppiumAUT> or an <XCUIElementType…> element (XCUITest)"))
            return
        }
        b.format = f
    } else if b.open.isEmpty {
        b.fail(ctx, DumpProblem(position: position, elementPath: nil, message: "invalid XML: a second root element <\(elementName)>"))
        return
    }
    var dictionary: [String: String] = [:]
    let count = Int(attributeCount)
    if count > 0, let attributes {
        dictionary.reserveCapacity(count)
        for i in 0..<count {
            guard let local = attributes[5 * i], let start = attributes[5 * i + 3], let end = attributes[5 * i + 4] else { continue }
            let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            dictionary[b.name(local, prefix: attributes[5 * i + 1])] = value
        }
    }
    let index = Int32(b.tree.elements.count)
    b.tree.elements.append(RawElement(name: elementName, attributes: dictionary, parent: b.open.last ?? -1, position: position))
    b.open.append(index)
}

/// libxml2's end-element callback (SAX2).
func saxEnd(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
            _ uri: UnsafePointer<xmlChar>?) {
    guard let ctx else { return }
    let b = SAXBuilder.of(ctx)
    guard b.problem == nil else { return }
    _ = b.open.popLast()
}

/// libxml2's structured error callback: an error or fatal error stops the parse, located where
/// the parser stood; warnings are ignored.
func saxError(_ userData: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
          let ctx = ve_xml_error_context(error) else { return }
    let b = SAXBuilder.of(ctx)
    b.fail(ctx, DumpProblem(position: b.position(ctx), elementPath: nil,
                            message: "invalid XML: \(XMLSyntaxMessages.message(code: Int(error.pointee.code)))"))
}
