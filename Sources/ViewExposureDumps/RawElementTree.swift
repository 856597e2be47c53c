import ViewExposureGeometry
import ViewExposureJSON

/// The attribute names the format rules read, numbered the same in every dump: a
/// ``RawElementTree`` gives them these numbers first, so a rule tells an attribute by an
/// integer, never by comparing text.
enum KnownName: Int32, CaseIterable {
    case x, y, width, height, type, name, label, value, enabled, isEnabled, visible, isVisible
    case traits, accessible, isAccessible, rect, frame, visibility, draw, ancestors
    case scrollableVertical, scrollableHorizontal, bounds, cls, clickable, longClickable, scrollable
    case visibleToUser, displayed, drawingOrder, resourceID, text, contentDesc, focusable, package

    /// The name as a dump writes it.
    var text: String {
        switch self {
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        case .type: "type"
        case .name: "name"
        case .label: "label"
        case .value: "value"
        case .enabled: "enabled"
        case .isEnabled: "isEnabled"
        case .visible: "visible"
        case .isVisible: "isVisible"
        case .traits: "traits"
        case .accessible: "accessible"
        case .isAccessible: "isAccessible"
        case .rect: "rect"
        case .frame: "frame"
        case .visibility: "visibility"
        case .draw: "draw"
        case .ancestors: "ancestors"
        case .scrollableVertical: "scrollable-vertical"
        case .scrollableHorizontal: "scrollable-horizontal"
        case .bounds: "bounds"
        case .cls: "class"
        case .clickable: "clickable"
        case .longClickable: "long-clickable"
        case .scrollable: "scrollable"
        case .visibleToUser: "visible-to-user"
        case .displayed: "displayed"
        case .drawingOrder: "drawing-order"
        case .resourceID: "resource-id"
        case .text: "text"
        case .contentDesc: "content-desc"
        case .focusable: "focusable"
        case .package: "package"
        }
    }

    /// A name table holding the known names at their numbers.
    static let table: ByteInterner = {
        var t = ByteInterner()
        for k in KnownName.allCases {
            let n = t.intern(k.text)
            precondition(n == k.rawValue, "known names are numbered in order")
        }
        return t
    }()
}

/// One attribute of a raw element: its name's number in the tree's name table and where its
/// value lies in the tree's text.
struct RawAttribute {
    var name: Int32
    var start: Int32
    var count: Int32
}

/// One element as read from a dump, before interpretation: its name (XML element name or JSON
/// `type`), its attributes (a run of the tree's ``RawElementTree/attributes``), and where it is.
struct RawElement {
    /// The number of the XML element name, or the JSON `type`, in the tree's name table.
    var name: Int32
    /// The parent's index, or -1 for the root.
    var parent: Int32
    /// Where the element is in the text.
    var position: SourcePosition
    /// Its attributes: `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
    var firstAttribute: Int32
    var attributeCount: Int32
    /// A frame already read from structured data (JSON `rect`), `nil` for XML.
    var rect: Rect? = nil
}

/// The elements of a dump in document order (pre-order: a parent before its children), read
/// without recursion. Index 0 is the root.
///
/// Flat storage: every attribute of every element in one array, every value's bytes in one
/// buffer (``text``), names numbered in one table (``names``, the ``KnownName``s first); a
/// value becomes a `String` only when asked for. Memory is proportional to the dump.
struct RawElementTree {
    var elements: [RawElement] = []
    var attributes: [RawAttribute] = []
    /// The values' bytes, as the reader gave them (entities already replaced).
    var text: [UInt8] = []
    /// Element and attribute names.
    var names = KnownName.table
    /// Children of every element, in one array: those of element i are
    /// `childIndex[childStart[i] ..< childStart[i + 1]]`, in document order (no array per
    /// element). Filled by ``linkChildren()`` once every element is read.
    private var childIndex: [Int32] = []
    private var childStart: [Int32] = []

    /// Appends an element with no attributes yet; returns its index.
    @discardableResult
    mutating func startElement(name: Int32, parent: Int32, position: SourcePosition, rect: Rect? = nil) -> Int32 {
        let index = Int32(elements.count)
        elements.append(RawElement(name: name, parent: parent, position: position,
                                   firstAttribute: Int32(attributes.count), attributeCount: 0, rect: rect))
        return index
    }

    /// Adds an attribute to the last element.
    mutating func addAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>) {
        attributes.append(RawAttribute(name: name, start: Int32(text.count), count: Int32(value.count)))
        text.append(contentsOf: value)
        elements[elements.count - 1].attributeCount += 1
    }

    /// Appends an element read from structured data (JSON), with its attributes as text
    /// (added in name order, so the tree does not depend on a dictionary's order).
    mutating func append(name: String, attributes: [String: String], parent: Int32, position: SourcePosition,
                         rect: Rect? = nil) {
        startElement(name: names.intern(name), parent: parent, position: position, rect: rect)
        for (k, v) in attributes.sorted(by: { $0.key < $1.key }) {
            var value = v
            let n = names.intern(k)
            value.withUTF8 { addAttribute(name: n, value: $0) }
        }
    }

    /// The name of element `i` (XML element name, JSON `type`).
    func elementName(_ i: Int) -> String { names.string(elements[i].name) }

    /// The index in ``attributes`` of element `i`'s attribute `name`, or `nil`. O(attributes
    /// of the element).
    func attributeIndex(_ i: Int, _ name: KnownName) -> Int? {
        let e = elements[i]
        for a in Int(e.firstAttribute)..<Int(e.firstAttribute + e.attributeCount) where attributes[a].name == name.rawValue {
            return a
        }
        return nil
    }

    /// The value of attribute `a` (an index in ``attributes``) as text.
    func value(_ a: Int) -> String {
        let r = attributes[a]
        // Through the buffer: a slice takes the generic (slower) decoding path.
        return text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(r.start)..<Int(r.start + r.count)]), as: UTF8.self)
        }
    }

    /// The value of element `i`'s attribute `name`, or `nil`.
    func value(_ i: Int, _ name: KnownName) -> String? {
        attributeIndex(i, name).map(value)
    }

    /// Every attribute of element `i`, by name (a dump never repeats one: libxml2 refuses it,
    /// JSON readers keep one per key).
    func attributeDictionary(_ i: Int) -> [String: String] { attributeDictionary(i, nameText: names.string) }

    /// ``attributeDictionary(_:)`` with the names made by `nameText` (a caller that decoded
    /// the table once).
    func attributeDictionary(_ i: Int, nameText: (Int32) -> String) -> [String: String] {
        let e = elements[i]
        var out: [String: String] = [:]
        out.reserveCapacity(Int(e.attributeCount))
        for a in Int(e.firstAttribute)..<Int(e.firstAttribute + e.attributeCount) {
            out[nameText(attributes[a].name)] = value(a)
        }
        return out
    }

    /// Builds the child lists from the parent links (after the last element is appended).
    mutating func linkChildren() {
        let n = elements.count
        var start = [Int32](repeating: 0, count: n + 1)
        var index: [Int32] = []
        // Through buffers: three writes per element, where each array write would check the
        // array's uniqueness.
        elements.withUnsafeBufferPointer { elements in
            start.withUnsafeMutableBufferPointer { start in
                for e in elements where e.parent >= 0 { start[Int(e.parent) + 1] += 1 }
                for i in 0..<n { start[i + 1] += start[i] }
                var fill = [Int32](start)
                index = [Int32](repeating: 0, count: Int(start[n]))
                index.withUnsafeMutableBufferPointer { index in
                    fill.withUnsafeMutableBufferPointer { fill in
                        for i in 0..<n {
                            let p = Int(elements[i].parent)
                            guard p >= 0 else { continue }
                            index[Int(fill[p])] = Int32(i)
                            fill[p] += 1
                        }
                    }
                }
            }
        }
        childIndex = index
        childStart = start
    }

    /// The children of element `i`, in document order.
    func children(_ i: Int) -> ArraySlice<Int32> {
        childIndex[Int(childStart[i])..<Int(childStart[i + 1])]
    }

    /// Whether element `i` has children. O(1).
    func hasChildren(_ i: Int) -> Bool { childStart[i + 1] > childStart[i] }

    /// The elements that become windows, in document order: the children of the application
    /// element for iOS (of every application under `<AppiumAUT>`; a root that is not an
    /// application is one window itself), the children of `<hierarchy>` for Android.
    func windowRoots(format: DumpFormat) -> [Int32] {
        guard !elements.isEmpty else { return [] }
        switch format {
        case .uiautomatorXML, .ricoJSON:
            return Array(children(0))
        case .xcuiTestXML, .webDriverAgentJSON:
            func isApplication(_ i: Int32) -> Bool {
                XCUITestKinds.kind(shortType(Int(i), format: format)) == "Application"
            }
            var roots: [Int32] = []
            let tops: [Int32] = elementName(0) == "AppiumAUT" ? Array(children(0)) : [0]
            for t in tops {
                if isApplication(t) { roots += children(Int(t)) } else { roots.append(t) }
            }
            return roots
        }
    }

    /// The short type of element `i` for paths (see ``DumpFormat/shortType(name:typeValue:)``).
    func shortType(_ i: Int, format: DumpFormat) -> String {
        let typeValue = format.isAndroid ? value(i, .cls) : value(i, .type)
        return format.shortType(name: elementName(i), typeValue: typeValue)
    }

    /// The 1-based position of element `i` among its siblings of the same short type, in
    /// document order (XPath's `Type[k]`). Roots count among the other roots in `roots`.
    func sameTypeIndex(_ i: Int, format: DumpFormat, roots: [Int32]) -> Int {
        let type = shortType(i, format: format)
        let parent = elements[i].parent
        let siblings = parent >= 0 ? Array(children(Int(parent))) : roots
        var k = 0
        for s in siblings {
            if shortType(Int(s), format: format) == type { k += 1 }
            if Int(s) == i { return k }
        }
        return max(k, 1)
    }

    /// The readable path of element `i` from its top (`Window[1]/Other[1]/Button[2]`), for
    /// messages about elements that have no id yet. O(depth × siblings).
    func path(_ i: Int, format: DumpFormat, roots: [Int32]) -> String {
        var steps: [String] = []
        var node = i
        while node >= 0 {
            let type = shortType(node, format: format)
            steps.append("\(type.isEmpty ? "(no type)" : type)[\(sameTypeIndex(node, format: format, roots: roots))]")
            if roots.contains(Int32(node)) { break }
            node = Int(elements[node].parent)
        }
        return steps.reversed().joined(separator: "/")
    }
}

extension DumpFormat {
    /// The type used in element paths: the XCUITest type without `XCUIElementType` (legacy
    /// WebDriverAgent `UIA` types without `UIA`), the last component of an Android `class`
    /// (`android.widget.Button` → `Button`), or the element name. `typeValue` is the element's
    /// `type` (iOS) or `class` (Android) attribute.
    func shortType(name: String, typeValue: String?) -> String {
        switch self {
        case .xcuiTestXML, .webDriverAgentJSON:
            // An empty `type` names nothing: the element name instead ("" when both are empty).
            return XCUITestKinds.shortType(typeValue.flatMap { $0.isEmpty ? nil : $0 } ?? name)
        case .uiautomatorXML, .ricoJSON:
            let cls = typeValue ?? name
            return DumpFormat.androidShortClass(cls.isEmpty ? name : cls)
        }
    }

    /// `android.widget.Button` → `Button` (a name without a dot stays), escaped for paths
    /// (``PathSafeType``).
    static func androidShortClass(_ cls: String) -> String {
        if let dot = cls.utf8.lastIndex(of: UInt8(ascii: ".")), cls.utf8.index(after: dot) < cls.utf8.endIndex {
            return PathSafeType.escaped(String(cls[cls.utf8.index(after: dot)...]))
        }
        return PathSafeType.escaped(cls)
    }
}
