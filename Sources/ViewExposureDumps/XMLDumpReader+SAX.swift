#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
internal import ViewExposureCLibXML2
import ViewExposureJSON

/// Collects elements as libxml2's SAX2 parser reports them (``XMLDumpReader``): one
/// ``RawElement`` per start tag, located where the parser stood (the end of the start tag),
/// parents from a stack of open elements, attributes copied into the tree's flat storage as
/// bytes (no `String` and no dictionary per element). The first problem stops the parser.
///
/// Names come from the parser's dictionary (one pointer per distinct name), so each is
/// numbered in the tree's name table once per parse. Reached through a pointer (the
/// callbacks' context), not a class: no dynamic exclusivity check per access. One parse, one
/// thread.
struct SAXState {
    var tree = RawElementTree()
    var open: [Int32] = []
    var format: DumpFormat?
    var problem: DumpProblem?
    /// Numbers of the dictionary's names seen so far, by pointer.
    private var numbers: [UnsafeRawPointer: Int32] = [:]
    /// The attribute names of the last element, by position: elements of a dump mostly list
    /// the same attributes in the same order, so one pointer comparison usually finds the name
    /// without hashing.
    private var namesAt: [(pointer: UnsafeRawPointer, number: Int32)] = []
    /// The last names looked up, by their pointer's low bits: element names repeat (a
    /// uiautomator dump has one), so most are found without hashing.
    private var recent = [(pointer: UnsafeRawPointer?, number: Int32)](repeating: (nil, -1), count: 16)
    /// The attribute values' bytes, one after the other (moved into the tree at the end; a
    /// buffer of its own so that copying a value is one `memcpy`).
    private var text: UnsafeMutablePointer<UInt8>
    private var textCount = 0
    private var textCapacity: Int
    /// The attributes, one after the other (moved into the tree at the end, as the values
    /// are: appending to a buffer of its own costs no uniqueness check per attribute).
    private var attributes: UnsafeMutablePointer<RawAttribute>
    private(set) var attributeCount = 0
    private var attributeCapacity: Int

    /// A state whose value buffer starts with room for `capacity` bytes and its attribute
    /// buffer with room for `attributeCapacity` attributes (both grow if needed).
    init(capacity: Int, attributeCapacity: Int) {
        textCapacity = max(capacity, 64)
        text = .allocate(capacity: textCapacity)
        self.attributeCapacity = max(attributeCapacity, 16)
        attributes = .allocate(capacity: self.attributeCapacity)
    }

    /// Frees the buffers.
    func release() {
        text.deallocate()
        attributes.deallocate()
    }

    /// Adds an attribute to the last element of the tree, its value copied.
    @inline(__always)
    mutating func addAttribute(name: Int32, value start: UnsafePointer<UInt8>, count: Int) {
        if textCount + count > textCapacity {
            let grown = max(textCapacity * 2, textCount + count)
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            bigger.update(from: text, count: textCount)
            text.deallocate()
            text = bigger
            textCapacity = grown
        }
        let out = text + textCount
        let kept = Self.copyFindingAmpersand(start, to: out, count: count) ? Self.decodeAmpersands(out, count: count) : count
        if attributeCount == attributeCapacity {
            let grown = attributeCapacity * 2
            let bigger = UnsafeMutablePointer<RawAttribute>.allocate(capacity: grown)
            bigger.moveInitialize(from: attributes, count: attributeCount)
            attributes.deallocate()
            attributes = bigger
            attributeCapacity = grown
        }
        (attributes + attributeCount).initialize(to: RawAttribute(name: name, start: Int32(truncatingIfNeeded: textCount),
                                                                  count: Int32(truncatingIfNeeded: kept)))
        attributeCount += 1
        textCount += kept
    }

    /// Copies `count` bytes from `source` to `target` and tells whether one of them is `&`.
    ///
    /// Values are short (flags, numbers, types), where calls to `memcpy` and `memchr` cost
    /// more than the bytes: they are moved a word at a time (the last word, or the two halves
    /// of a value of 4 to 7 bytes, overlapping what came before; nothing is read or written
    /// outside the two ranges), and each word is searched for `&` by the exact zero-byte test
    /// on `word ^ 0x26…26`. O(count / 8).
    @inline(__always)
    static func copyFindingAmpersand(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                     count n: Int) -> Bool {
        let s = UnsafeRawPointer(source), d = UnsafeMutableRawPointer(target)
        @inline(__always) func ampersands(_ x: UInt64) -> UInt64 {
            let y = x ^ 0x2626_2626_2626_2626
            return (y &- 0x0101_0101_0101_0101) & ~y & 0x8080_8080_8080_8080
        }
        if n >= 8 {
            var found: UInt64 = 0
            var i = 0
            while i + 8 <= n {
                let x = s.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                d.storeBytes(of: x, toByteOffset: i, as: UInt64.self)
                found |= ampersands(x)
                i += 8
            }
            if i < n {
                let x = s.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
                d.storeBytes(of: x, toByteOffset: n - 8, as: UInt64.self)
                found |= ampersands(x)
            }
            return found != 0
        }
        if n >= 4 {
            let a = s.loadUnaligned(as: UInt32.self), b = s.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            d.storeBytes(of: a, as: UInt32.self)
            d.storeBytes(of: b, toByteOffset: n - 4, as: UInt32.self)
            return ampersands(UInt64(a) | UInt64(b) << 32) != 0
        }
        var found = false
        for k in 0..<n {
            target[k] = source[k]
            found = found || source[k] == 0x26
        }
        return found
    }

    /// With entity substitution off, libxml2 hands an attribute's `&` (written `&amp;` or
    /// `&#38;`) on as the five bytes `&#38;`, so that the value could be written back as it
    /// was; every other reference it has already replaced, and a literal `&` cannot occur. So
    /// each `&#38;` is one `&`: rewritten in place (the value only shrinks). Returns the new
    /// length. O(count).
    static func decodeAmpersands(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        var read = 0, write = 0
        while read < count {
            if bytes[read] == 0x26, read + 4 < count, bytes[read + 1] == 0x23, bytes[read + 2] == 0x33,
               bytes[read + 3] == 0x38, bytes[read + 4] == 0x3B {
                bytes[write] = 0x26
                read += 5
            } else {
                bytes[write] = bytes[read]
                read += 1
            }
            write += 1
        }
        return write
    }

    /// Moves the values' bytes and the attributes into the tree.
    mutating func finishText() {
        // Copied as blocks of memory (initializing from a buffer copies element by element).
        let text = text, textCount = textCount, attributes = attributes, attributeCount = attributeCount
        tree.text = [UInt8](unsafeUninitializedCapacity: textCount) { out, n in
            if textCount > 0 { out.baseAddress!.initialize(from: text, count: textCount) }
            n = textCount
        }
        tree.attributes = [RawAttribute](unsafeUninitializedCapacity: attributeCount) { out, n in
            if attributeCount > 0 { out.baseAddress!.initialize(from: attributes, count: attributeCount) }
            n = attributeCount
        }
    }

    /// The number of the attribute name at `position` in its start tag (see ``number(_:prefix:)``).
    @inline(__always)
    mutating func attributeName(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, at position: Int) -> Int32 {
        if prefix == nil, position < namesAt.count, namesAt[position].pointer == UnsafeRawPointer(local) {
            return namesAt[position].number
        }
        let n = number(local, prefix: prefix)
        if prefix == nil {
            if position < namesAt.count {
                namesAt[position] = (UnsafeRawPointer(local), n)
            } else if position == namesAt.count {
                namesAt.append((UnsafeRawPointer(local), n))
            }
        }
        return n
    }

    /// The number of the element or attribute name `prefix:local` (`local` alone without a
    /// prefix), as written in the text: namespaces are not processed.
    mutating func number(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        if let prefix {
            return tree.names.intern(String(cString: prefix) + ":" + String(cString: local))
        }
        let key = UnsafeRawPointer(local)
        let slot = Int(bitPattern: UInt(bitPattern: key) >> 3) & 15
        if recent[slot].pointer == key { return recent[slot].number }
        let n: Int32
        if let known = numbers[key] { n = known } else {
            n = tree.names.intern(UnsafeBufferPointer(start: local, count: strlen(local)))
            numbers[key] = n
        }
        recent[slot] = (key, n)
        return n
    }

    /// Where the parser stands, never before line 1, column 1 (libxml2 reports 0 when it
    /// stops before reading a line).
    static func position(_ ctxt: UnsafeMutableRawPointer) -> SourcePosition {
        SourcePosition(line: max(Int(ve_xml_line(ctxt)), 1), column: max(Int(ve_xml_column(ctxt)), 1))
    }

    mutating func fail(_ ctxt: UnsafeMutableRawPointer, _ p: DumpProblem) {
        if problem == nil { problem = p }
        xmlStopParser(ctxt.assumingMemoryBound(to: xmlParserCtxt.self))
    }

    static func of(_ ctx: UnsafeMutableRawPointer) -> UnsafeMutablePointer<SAXState> {
        ve_xml_info(ctx).assumingMemoryBound(to: SAXState.self)
    }
}

/// libxml2's start-element callback (SAX2): attributes come as five pointers each — local
/// name, prefix, namespace, value start, value end (the value is not NUL-terminated).
func saxStart(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
              _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32,
              _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
              _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
    guard let ctx, let localname else { return }
    let b = SAXState.of(ctx)
    guard b.pointee.problem == nil else { return }
    let elementName = b.pointee.number(localname, prefix: prefix)
    let position = SAXState.position(ctx)
    if b.pointee.tree.elements.isEmpty {
        let text = b.pointee.tree.names.string(elementName)
        guard let f = XMLDumpReader.format(ofRoot: text) else {
            b.pointee.fail(ctx, DumpProblem(position: position, elementPath: nil, message:
                "unknown root element <\(text)>: expected <hierarchy> (Android uiautomator), <AppiumAUT> or an <XCUIElementType…> element (XCUITest)"))
            return
        }
        b.pointee.format = f
    } else if b.pointee.open.isEmpty {
        let text = b.pointee.tree.names.string(elementName)
        b.pointee.fail(ctx, DumpProblem(position: position, elementPath: nil, message: "invalid XML: a second root element <\(text)>"))
        return
    }
    // The attributes first, then the element with their run (one append, no later update).
    let first = b.pointee.attributeCount
    let count = Int(attributeCount)
    if count > 0, let attributes {
        for i in 0..<count {
            guard let local = attributes[5 * i], let start = attributes[5 * i + 3], let end = attributes[5 * i + 4] else { continue }
            let name = b.pointee.attributeName(local, prefix: attributes[5 * i + 1], at: i)
            b.pointee.addAttribute(name: name, value: start, count: end - start)
        }
    }
    let index = Int32(b.pointee.tree.elements.count)
    b.pointee.tree.elements.append(RawElement(name: elementName, parent: b.pointee.open.last ?? -1, position: position,
                                              firstAttribute: Int32(truncatingIfNeeded: first),
                                              attributeCount: Int32(truncatingIfNeeded: b.pointee.attributeCount - first)))
    b.pointee.open.append(index)
}

/// libxml2's end-element callback (SAX2).
func saxEnd(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
            _ uri: UnsafePointer<xmlChar>?) {
    guard let ctx else { return }
    let b = SAXState.of(ctx)
    guard b.pointee.problem == nil else { return }
    _ = b.pointee.open.popLast()
}

/// libxml2's structured error callback: an error or fatal error stops the parse, located where
/// the parser stood; warnings are ignored.
func saxError(_ userData: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
          let ctx = ve_xml_error_context(error) else { return }
    let b = SAXState.of(ctx)
    b.pointee.fail(ctx, DumpProblem(position: SAXState.position(ctx), elementPath: nil,
                                    message: "invalid XML: \(XMLSyntaxMessages.message(code: Int(error.pointee.code)))"))
}
