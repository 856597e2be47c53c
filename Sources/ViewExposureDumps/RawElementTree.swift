import ViewExposureGeometry
import ViewExposureJSON

/// One element as read from a dump, before interpretation: its name (XML element name or JSON
/// `type`), its attributes as text, and where it is.
struct RawElement {
    /// XML element name, or the JSON `type`.
    var name: String
    /// Every attribute, as text (JSON scalars written as text; `rect` as `x,y,width,height`).
    var attributes: [String: String]
    /// The parent's index, or -1 for the root.
    var parent: Int32
    /// Where the element is in the text.
    var position: SourcePosition
    /// A frame already read from structured data (JSON `rect`), `nil` for XML.
    var rect: Rect? = nil
}

/// The elements of a dump in document order (pre-order: a parent before its children), read
/// without recursion. Index 0 is the root.
struct RawElementTree {
    var elements: [RawElement] = []
    /// Children of every element, in one array: those of element i are
    /// `childIndex[childStart[i] ..< childStart[i + 1]]`, in document order (no array per
    /// element). Filled by ``linkChildren()`` once every element is read.
    private var childIndex: [Int32] = []
    private var childStart: [Int32] = []

    /// Builds the child lists from the parent links (after the last element is appended).
    mutating func linkChildren() {
        var start = [Int32](repeating: 0, count: elements.count + 1)
        for e in elements where e.parent >= 0 { start[Int(e.parent) + 1] += 1 }
        for i in 0..<elements.count { start[i + 1] += start[i] }
        var fill = start
        var index = [Int32](repeating: 0, count: Int(start[elements.count]))
        for (i, e) in elements.enumerated() where e.parent >= 0 {
            index[Int(fill[Int(e.parent)])] = Int32(i)
            fill[Int(e.parent)] += 1
        }
        childIndex = index
        childStart = start
    }

    /// The children of element `i`, in document order.
    func children(_ i: Int) -> ArraySlice<Int32> {
        childIndex[Int(childStart[i])..<Int(childStart[i + 1])]
    }

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
            let tops: [Int32] = elements[0].name == "AppiumAUT" ? Array(children(0)) : [0]
            for t in tops {
                if isApplication(t) { roots += children(Int(t)) } else { roots.append(t) }
            }
            return roots
        }
    }

    /// The short type of element `i` for paths (see ``DumpFormat/shortType(name:attributes:)``).
    func shortType(_ i: Int, format: DumpFormat) -> String {
        format.shortType(name: elements[i].name, attributes: elements[i].attributes)
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
    /// (`android.widget.Button` → `Button`), or the element name.
    func shortType(name: String, attributes: [String: String]) -> String {
        switch self {
        case .xcuiTestXML, .webDriverAgentJSON:
            // An empty `type` names nothing: the element name instead ("" when both are empty).
            return XCUITestKinds.shortType(attributes["type"].flatMap { $0.isEmpty ? nil : $0 } ?? name)
        case .uiautomatorXML, .ricoJSON:
            let cls = attributes["class"] ?? name
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
