internal import ViewExposureCLibXML2

/// libxml2 alone reading a dump: the same SAX2 push parser, options and chunk size as the
/// importer (`XMLDumpReader`), with callbacks that only count start tags — the floor any XML
/// importer stands on, timed beside `import+audit` in the dump-audit suite.
///
/// A target of its own so that the bench module does not import the C module itself.
public enum LibXML2Floor {
    /// Bytes handed to the parser at a time (as the importer does).
    public static let chunkSize = 1 << 18

    /// The number of elements in `bytes`, or -1 when libxml2 finds the text not well formed.
    public static func countElements(_ bytes: [UInt8]) -> Int {
        var count = 0
        let wellFormed = withUnsafeMutablePointer(to: &count) { counter in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text -> Bool in
                    let head = min(4, buffer.count)
                    guard let ctxt = ve_xml_push_parser(text, Int32(head), floorStart, floorEnd, floorError, counter) else {
                        return false
                    }
                    defer { xmlFreeParserCtxt(ctxt) }
                    var offset = head
                    while offset < buffer.count {
                        let n = min(chunkSize, buffer.count - offset)
                        _ = xmlParseChunk(ctxt, text + offset, Int32(n), 0)
                        offset += n
                    }
                    _ = xmlParseChunk(ctxt, nil, 0, 1)
                    return ctxt.pointee.wellFormed != 0
                }
            }
        }
        return wellFormed ? count : -1
    }
}

private func floorStart(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
                        _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32,
                        _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
                        _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
    guard let ctx else { return }
    ve_xml_info(ctx).assumingMemoryBound(to: Int.self).pointee += 1
}

private func floorEnd(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
                      _ uri: UnsafePointer<xmlChar>?) {}

private func floorError(_ userData: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {}
