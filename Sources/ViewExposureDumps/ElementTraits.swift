import ViewExposureGeometry

/// What one element means for its view, read from its attributes by the format's rules
/// (``XCUITestKinds``, ``AndroidKinds``) by a ``TraitReader``.
struct ElementTraits {
    /// The frame on screen (absolute).
    var frame = Rect.zero
    /// The short type used in paths, as its number in the reader's
    /// ``TraitReader/shortTypes`` (a number, so that traits copy without reference counting).
    var type: Int32 = -1
    /// The identifier candidate (iOS `name`; Android `resource-id` without `package:id/`), as
    /// its number in the reader's ``TraitReader/names``; -1 for none.
    var name: Int32 = -1
    /// A longer identifier to try when ``name`` is not unique (Android's full `resource-id`),
    /// numbered the same way; -1 for none.
    var fullName: Int32 = -1
    /// The numbers of this element's own spelling of ``name`` and ``fullName`` (which are the
    /// numbers of the first equal text: equal texts may differ in bytes); -1 for none.
    var nameSpelling: Int32 = -1
    var fullNameSpelling: Int32 = -1
    /// The attribute (an index in the tree's ``RawElementTree/attributes``) whose text, without
    /// surrounding spaces, is what a person reads on it; -1 for none. Never blank.
    var labelAttribute: Int32 = -1
    /// Android `drawing-order` (siblings are drawn in increasing order); 0 when absent. Beside
    /// the other numbers, so that the flags below pack without padding (80 bytes a record).
    var drawingOrder = 0
    var hidden = false
    var drawsContent = true
    var takesTouches = false
    var clips = false
    var audited = false
    var enabled = true
    /// iOS: an alert, sheet or dialog (see the builder's modal rule).
    var isModal = false
    /// iOS: a keyboard (its keys and buttons are not audited).
    var isKeyboard = false
    /// iOS: `visible="false"` — WebDriverAgent did not lay it out or sees it hidden; its frame
    /// may be a placeholder, so it never widens an ancestor's hit area.
    var reportedInvisible = false
    /// iOS: a legacy UI Automation type (`UIA…`), whose sibling order is not drawing order.
    var isLegacyType = false
    /// Android: `clickable` or `long-clickable` (consumes a tap itself).
    var clickable = false
    /// Android: a layout or list by class (draws nothing unless a rule says it paints).
    var isLayoutClass = false
    /// Android: the element carries `drawing-order`.
    var hasDrawingOrder = false
    /// Android: the platform's status- or navigation-bar background (its full resource id is
    /// `android:id/statusBarBackground` or `android:id/navigationBarBackground`).
    var isSystemBarBackground = false
    /// Android: a window root that takes no touch of its own (``AndroidSystemDecorationWindow``),
    /// though Android otherwise hands a window every touch in its bounds.
    var passesTouches = false

    /// Whether a person reads something on it.
    var hasLabel: Bool { labelAttribute >= 0 }
}

/// Reads every element's ``ElementTraits`` from a ``RawElementTree``'s flat storage: values
/// are read as bytes (numbers, flags, names), a `String` is made only for what is kept as
/// one — a type (once per distinct type), a name (once per distinct name) — or for a message.
///
/// Holds pointers into the tree's storage: use it only inside ``RawElementTree/withReader(_:)``.
struct TraitReader {
    let tree: RawElementTree
    private let text: UnsafeBufferPointer<UInt8>
    /// Element identifiers (names, resource ids), numbered by their bytes.
    private(set) var names = ByteInterner()
    /// For each number of ``names``, the number of the first text equal to it as a `String`
    /// (canonically equivalent: `é` precomposed or not): names are counted as text is
    /// compared, as the ids' uniqueness is judged.
    private var canonicalOf: [Int32] = []
    private var canonicalByText: [String: Int32] = [:]
    /// Types, by the text they are told from (iOS `type` or element name, Android `class` or
    /// element name), and what each means.
    private var types = ByteInterner()
    private var typeFacts: [TypeFacts] = []
    /// The distinct short types, numbered (``ElementTraits/type``).
    private(set) var shortTypes: [String] = []
    private var shortTypeNumbers: [String: Int32] = [:]
    /// The last types seen in the tree's text: where, and their number.
    private var recentTypes = [(start: Int, count: Int, number: Int)](repeating: (0, -1, 0), count: 8)
    private var nextRecent = 0
    /// The entry of ``recentTypes`` that matched last.
    private var lastHit = 0
    /// Where each known attribute (by ``KnownName`` number) of the element being read is: see
    /// ``findKnownAttributes(_:)``.
    private var knownAttributes = [Int](repeating: -1, count: KnownName.allCases.count)

    /// What a type means, worked out once per distinct type; its short type by number only:
    /// plain values, so that reading it per element copies no reference.
    private struct TypeFacts {
        /// The short type's number in ``shortTypes``.
        var number: Int32 = -1
        // iOS
        var flags = XCUITestKinds.Flags()
        var isKeyboard = false
        // Android: a plain `View` (a container or not by its content), else a container by name.
        var isPlainView = false
        var isContainerByName = false
    }

    init(tree: RawElementTree, text: UnsafeBufferPointer<UInt8>) {
        self.tree = tree
        self.text = text
    }

    /// The name numbered `n` as text.
    func nameText(_ n: Int32) -> String { names.string(n) }

    // MARK: Bytes

    @inline(__always)
    private func bytes(_ a: Int) -> UnsafeBufferPointer<UInt8> {
        let r = tree.attributes[a]
        guard r.count > 0, let base = text.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(r.start), count: Int(r.count))
    }

    @inline(__always)
    private func string(_ a: Int) -> String { String(decoding: bytes(a), as: UTF8.self) }

    @inline(__always)
    private static func equals(_ b: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard b.count == literal.utf8CodeUnitCount else { return false }
        return b.isEmpty || memcmpEqual(b.baseAddress!, literal.utf8Start, b.count)
    }

    @inline(__always)
    private static func hasPrefix(_ b: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard b.count >= literal.utf8CodeUnitCount else { return false }
        return literal.utf8CodeUnitCount == 0 || memcmpEqual(b.baseAddress!, literal.utf8Start, literal.utf8CodeUnitCount)
    }

    /// `true`/`false` (also `1`/`0` as WebDriverAgent writes them) of attribute `a`; `def`
    /// when absent (`a` < 0).
    ///
    /// This and the other helpers called once per element (`trim`, `isBlank`,
    /// `firstNonBlank`) are `mutating` though they change nothing: called from a mutating
    /// reader, a non-mutating method is handed a copy of the reader (some 200 bytes, per call).
    @inline(__always)
    private mutating func flag(_ a: Int, name: StaticString, default def: Bool, problems: inout [String]) -> Bool {
        guard a >= 0 else { return def }
        if let v = Self.flagValue(bytes(a)) { return v }
        badFlag(a, name: name, problems: &problems)
        return def
    }

    /// `true` for `true`/`1`, `false` for `false`/`0`, `nil` for anything else: the four
    /// texts told apart by their length and a word compare.
    @inline(__always)
    private static func flagValue(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch b.count {
        case 1:
            if b[0] == UInt8(ascii: "1") { return true }
            if b[0] == UInt8(ascii: "0") { return false }
            return nil
        case 4:
            return UnsafeRawPointer(b.baseAddress!).loadUnaligned(as: UInt32.self) == Self.trueWord ? true : nil
        case 5:
            return UnsafeRawPointer(b.baseAddress!).loadUnaligned(as: UInt32.self) == Self.falsWord
                && b[4] == UInt8(ascii: "e") ? false : nil
        default:
            return nil
        }
    }

    /// The bytes `true` and `fals` as a `UInt32` loads them on this machine.
    private static var trueWord: UInt32 { UInt32(littleEndian: 0x6575_7274) }
    private static var falsWord: UInt32 { UInt32(littleEndian: 0x736C_6166) }

    /// The problem with flag attribute `a` (out of line: the rare path).
    @inline(never)
    private func badFlag(_ a: Int, name: StaticString, problems: inout [String]) {
        problems.append("\(name): expected true or false, got \"\(string(a))\"")
    }

    /// How attribute `a`'s text stands to trimming: blank (absent, empty or white space
    /// only), trimmed already, or to be trimmed (``ElementTraits/nonBlank(_:)``).
    private enum Trim { case blank, asIs, needsTrimming }

    @inline(__always)
    private mutating func trim(_ a: Int) -> Trim {
        guard a >= 0 else { return .blank }
        let b = bytes(a)
        guard let f = b.first, let l = b.last else { return .blank }
        // Most texts begin and end with a visible ASCII character: nothing to trim.
        if (0x21...0x7E).contains(f) && (0x21...0x7E).contains(l) { return .asIs }
        // ASCII white space only (what `Character.isWhitespace` says of ASCII: tab, line
        // feed, vertical tab, form feed, carriage return, space).
        if b.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) { return .blank }
        return ElementTraits.nonBlank(string(a)) == nil ? .blank : .needsTrimming
    }

    /// Whether attribute `a`'s text is blank (absent, empty or white space only).
    @inline(__always)
    private mutating func isBlank(_ a: Int) -> Bool { trim(a) == .blank }

    /// The number of attribute `a`'s text without surrounding spaces (its own spelling), -1
    /// when blank.
    private mutating func internNonBlank(_ a: Int) -> Int32 {
        switch trim(a) {
        case .blank: return -1
        case .asIs: return names.intern(bytes(a))
        case .needsTrimming: return ElementTraits.nonBlank(string(a)).map { names.intern($0) } ?? -1
        }
    }

    /// The canonical number of name number `n` (see ``canonicalOf``); a `String` is made once
    /// per distinct name.
    private mutating func canonical(_ n: Int32) -> Int32 {
        while canonicalOf.count <= Int(n) {
            let next = Int32(canonicalOf.count)
            let text = names.string(next)
            if let first = canonicalByText[text] { canonicalOf.append(first) } else {
                canonicalByText[text] = next
                canonicalOf.append(next)
            }
        }
        return canonicalOf[Int(n)]
    }

    /// The attribute (index) of the first of `a`, `b` that is not blank, -1 for none.
    @inline(__always)
    private mutating func firstNonBlank(_ a: Int, _ b: Int) -> Int32 {
        if !isBlank(a) { return Int32(a) }
        if !isBlank(b) { return Int32(b) }
        return -1
    }

    /// The facts of the type told from `key` (the `type`/`class` value, else the element
    /// name), made on first sight by `make` (its short type, and its facts but the number).
    private mutating func typeFacts(_ key: UnsafeBufferPointer<UInt8>,
                                   _ make: (String) -> (shortType: String, facts: TypeFacts)) -> TypeFacts {
        // Types repeat in runs and small sets: the last one found, then the last few, are
        // compared before hashing.
        let last = recentTypes[lastHit]
        if last.count == key.count && (last.count == 0 || memcmpEqual(text.baseAddress! + last.start, key.baseAddress!, last.count)) {
            return typeFacts[last.number]
        }
        for k in recentTypes.indices where recentTypes[k].count == key.count {
            let (start, count, n) = recentTypes[k]
            if count == 0 || memcmpEqual(text.baseAddress! + start, key.baseAddress!, count) {
                lastHit = k
                return typeFacts[n]
            }
        }
        let n = Int(types.intern(key))
        if let base = text.baseAddress, key.count > 0, key.baseAddress! >= base, key.baseAddress! < base + text.count {
            recentTypes[nextRecent] = (key.baseAddress! - base, key.count, n)
            nextRecent = (nextRecent + 1) & 7
        }
        if n == typeFacts.count {
            var (shortType, facts) = make(String(decoding: key, as: UTF8.self))
            if let known = shortTypeNumbers[shortType] { facts.number = known } else {
                facts.number = Int32(shortTypes.count)
                shortTypeNumbers[shortType] = facts.number
                shortTypes.append(shortType)
            }
            typeFacts.append(facts)
        }
        return typeFacts[n]
    }

    /// The bytes of element `i`'s name.
    private func elementNameBytes(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> TypeFacts) -> TypeFacts {
        var name = tree.elementName(i)
        return name.withUTF8(body)
    }

    /// Finds each known attribute of element `i` (``attribute(_:)``): one pass over its
    /// attributes (a dump has a dozen per element), each told by its name's number; the last
    /// of a repeated name counts. Allocates nothing (the table is reused). O(attributes).
    private mutating func findKnownAttributes(_ i: Int) {
        let first = Int(tree.elements[i].firstAttribute), end = first + Int(tree.elements[i].attributeCount)
        let attributes = tree.attributes
        knownAttributes.withUnsafeMutableBufferPointer { known in
            known.update(repeating: -1)
            for a in first..<end {
                let n = Int(attributes[a].name)
                if n >= 0 && n < known.count { known[n] = a }
            }
        }
    }

    /// The index (in the tree's ``RawElementTree/attributes``) of attribute `name` of the element
    /// last given to ``findKnownAttributes(_:)``; -1 when it has none.
    private func attribute(_ name: KnownName) -> Int {
        knownAttributes.withUnsafeBufferPointer { $0[Int(name.rawValue)] }  // in bounds: one entry per name
    }

    // MARK: iOS

    /// Reads an iOS element (XCUITest XML or WebDriverAgent JSON) into `t`, which must hold a
    /// new ``ElementTraits`` (the caller's storage: written in place, not copied). Problems are
    /// appended as messages about the element.
    mutating func ios(_ i: Int, format: DumpFormat, into t: inout ElementTraits, problems: inout [String]) {
        findKnownAttributes(i)
        let x = attribute(.x), y = attribute(.y), width = attribute(.width), height = attribute(.height)
        let type = attribute(.type), name = attribute(.name), label = attribute(.label), value = attribute(.value)
        var enabled = attribute(.enabled), visible = attribute(.visible), accessible = attribute(.accessible)
        let isEnabled = attribute(.isEnabled), isVisible = attribute(.isVisible), traits = attribute(.traits)
        // WebDriverAgent's JSON says `isAccessible` ("1" / "0") where XCUITest XML says `accessible`.
        let isAccessible = attribute(.isAccessible)
        let enabledName: StaticString = enabled < 0 && isEnabled >= 0 ? "isEnabled" : "enabled"
        if enabled < 0 { enabled = isEnabled }
        let visibleName: StaticString = visible < 0 && isVisible >= 0 ? "isVisible" : "visible"
        if visible < 0 { visible = isVisible }
        if accessible < 0 { accessible = isAccessible }
        // The type: the `type` attribute, else (absent or empty) the element name.
        let make = { (key: String) -> (shortType: String, facts: TypeFacts) in
            var short = XCUITestKinds.shortType(key)
            if short.isEmpty { short = "Any" }   // no type at all: XCUITest's name for any element
            let kind = XCUITestKinds.kind(short)
            return (short, TypeFacts(flags: XCUITestKinds.flags(of: kind), isKeyboard: kind == "Keyboard"))
        }
        let info: TypeFacts
        if type >= 0, !bytes(type).isEmpty {
            info = typeFacts(bytes(type), make)
            t.isLegacyType = Self.hasPrefix(bytes(type), "UIA")
                // A non-ASCII byte after `UIA` may be a combining mark on the `A`: as text compares.
                && (bytes(type).count == 3 || bytes(type)[3] < 0x80 || string(type).hasPrefix("UIA"))
        } else {
            info = elementNameBytes(i) { typeFacts($0, make) }
            t.isLegacyType = type >= 0 ? false : tree.elementName(i).hasPrefix("UIA")
        }
        t.type = info.number
        let flags = info.flags
        if let r = tree.elements[i].rect {
            t.frame = r
        } else if format == .xcuiTestXML, x >= 0, y >= 0, isNullFrameOrigin(x), isNullFrameOrigin(y) {
            // `CGRectNull` — origin (inf, inf), size zero — is how iOS dumps write an element
            // that has no frame (``DumpNumber/isNullFrameOrigin(_:)``): an empty frame.
            var read = 0
            _ = frameNumber(width, "width", size: true, problems: &problems, read: &read)
            _ = frameNumber(height, "height", size: true, problems: &problems, read: &read)
            t.frame = .zero
        } else if format == .xcuiTestXML {
            var read = 0
            // In the order x, y, width, height, so that problems are listed in that order.
            let fx = frameNumber(x, "x", problems: &problems, read: &read)
            let fy = frameNumber(y, "y", problems: &problems, read: &read)
            let fw = frameNumber(width, "width", size: true, problems: &problems, read: &read)
            let fh = frameNumber(height, "height", size: true, problems: &problems, read: &read)
            if read == 4 { t.frame = Rect(x: fx, y: fy, width: fw, height: fh) }
        }
        t.enabled = flag(enabled, name: enabledName, default: true, problems: &problems)
        t.nameSpelling = internNonBlank(name)
        t.name = t.nameSpelling < 0 ? -1 : canonical(t.nameSpelling)
        t.labelAttribute = firstNonBlank(label, value)
        t.drawsContent = !flags.isContainer
        // Controls by type; custom controls by their accessibility traits, or as an accessibility
        // element that is a plain container (React Native touchables and the like).
        t.audited = flags.isAudited
            || (traits >= 0 && containsControlTrait(traits))
            || (flags.hostsCustomControls && accessible >= 0
                && (Self.equals(bytes(accessible), "true") || Self.equals(bytes(accessible), "1"))
                && (t.hasLabel || t.name >= 0))
        t.takesTouches = t.audited || flags.takesTouches
        // `visible="false"`: the element shows nothing — hidden, transparent, off screen or
        // covered. In every case it adds no cover of its own (whatever hides it is in front of
        // whatever it would hide), so it draws nothing; and unless it is a control (which may
        // merely be covered, and then is reachable or not by what is in front), it takes no
        // touch itself.
        if !flag(visible, name: visibleName, default: true, problems: &problems) {
            t.reportedInvisible = true
            t.drawsContent = false
            if !t.audited { t.takesTouches = false }
        }
        t.clips = flags.clips
        t.isModal = flags.isModal
        t.isKeyboard = info.isKeyboard
    }

    /// The number in frame attribute `a` (named `name`; a `size` must not be negative), counted
    /// in `read`; 0 with a problem when it is missing, not a finite number or beyond
    /// ``InputBounds/coordinate``. (`mutating`, as ``flag(_:name:default:problems:)`` is: no
    /// copy of the reader per call.)
    @inline(__always)
    private mutating func frameNumber(_ a: Int, _ name: StaticString, size: Bool = false, problems: inout [String],
                             read: inout Int) -> Double {
        guard a >= 0 else {
            problems.append("missing attribute \(name)")
            return 0
        }
        guard let v = DumpNumber.parse(bytes(a)), v.isFinite else {
            problems.append("\(name): expected a finite number, got \"\(string(a))\"")
            return 0
        }
        guard InputBounds.admitsCoordinate(v) else {
            problems.append("\(name): " + InputBounds.coordinateProblem(string(a)))
            return 0
        }
        if size && v < 0 {
            problems.append("\(name): must not be negative, got \(string(a))")
            return 0
        }
        read += 1
        return v
    }

    /// Whether attribute `a` holds `CGRectNull`'s origin coordinate (``DumpNumber/isNullFrameOrigin(_:)``).
    private mutating func isNullFrameOrigin(_ a: Int) -> Bool {
        DumpNumber.parse(bytes(a)).map(DumpNumber.isNullFrameOrigin) ?? false
    }

    /// Whether attribute `a` (`traits`) names a control trait (``XCUITestKinds/controlTraits``).
    private func containsControlTrait(_ a: Int) -> Bool {
        let b = bytes(a)
        guard b.allSatisfy({ $0 < 0x80 }) else {
            let s = string(a)
            return XCUITestKinds.controlTraits.contains { s.contains($0) }
        }
        // ASCII: a byte search is the same as a search of characters.
        for trait in XCUITestKinds.controlTraits {
            let needle = Array(trait.utf8)
            guard b.count >= needle.count else { continue }
            for start in 0...(b.count - needle.count) where b[start] == needle[0] {
                var j = 1
                while j < needle.count && b[start + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
        }
        return false
    }

    // MARK: Android

    /// Reads an Android element (uiautomator, UiAutomator2 or Rico).
    mutating func android(_ i: Int, hasChildren: Bool, problems: inout [String]) -> ElementTraits {
        var t = ElementTraits()
        findKnownAttributes(i)
        let bounds = attribute(.bounds), cls = attribute(.cls), resourceID = attribute(.resourceID)
        let clickableText = attribute(.clickable), longText = attribute(.longClickable)
        let scrollText = attribute(.scrollable), scrollV = attribute(.scrollableVertical)
        let scrollH = attribute(.scrollableHorizontal), enabledText = attribute(.enabled)
        let visibleText = attribute(.visibleToUser), displayedText = attribute(.displayed)
        let orderText = attribute(.drawingOrder), text = attribute(.text), desc = attribute(.contentDesc)
        let focusableText = attribute(.focusable), visibility = attribute(.visibility), drawText = attribute(.draw)
        let ancestors = attribute(.ancestors)
        let make = { (key: String) -> (shortType: String, facts: TypeFacts) in
            var short = DumpFormat.androidShortClass(key)
            if short.isEmpty { short = "View" }   // no class at all
            return (short, TypeFacts(isPlainView: short == "View",
                                     isContainerByName: AndroidKinds.isContainer(shortClass: short, hasText: false,
                                                                                 hasChildren: false, isInteractive: false)))
        }
        let info = cls >= 0 && !bytes(cls).isEmpty ? typeFacts(bytes(cls), make) : elementNameBytes(i) { typeFacts($0, make) }
        t.type = info.number
        if bounds >= 0 {
            if let r = AndroidKinds.bounds(bytes(bounds)) {
                t.frame = r
            } else {
                problems.append("bounds: expected \"[left,top][right,bottom]\" with finite numbers within ±10000000, got \"\(string(bounds))\"")
            }
        } else {
            problems.append("missing attribute bounds")
        }
        let clickable = flag(clickableText, name: "clickable", default: false, problems: &problems)
        let longClickable = flag(longText, name: "long-clickable", default: false, problems: &problems)
        let scrollable = flag(scrollText, name: "scrollable", default: false, problems: &problems)
            || flag(scrollV, name: "scrollable-vertical", default: false, problems: &problems)
            || flag(scrollH, name: "scrollable-horizontal", default: false, problems: &problems)
        t.enabled = flag(enabledText, name: "enabled", default: true, problems: &problems)
        let visible = flag(visibleText, name: "visible-to-user", default: true, problems: &problems)
        let displayed = flag(displayedText, name: "displayed", default: true, problems: &problems)
        // Rico: `visibility` is the view's own (`gone` views keep empty bounds).
        var invisibleOrGone = false
        if visibility >= 0 {
            let v = bytes(visibility)
            invisibleOrGone = Self.equals(v, "invisible") || Self.equals(v, "gone")
            if !invisibleOrGone && !Self.equals(v, "visible") {
                problems.append("visibility: expected visible, invisible or gone, got \"\(string(visibility))\"")
            }
        }
        t.hidden = !visible || !displayed || invisibleOrGone
        if orderText >= 0 {
            t.hasDrawingOrder = true
            if let v = DumpNumber.integer(bytes(orderText)) { t.drawingOrder = v } else {
                problems.append("drawing-order: expected an integer, got \"\(string(orderText))\"")
            }
        }
        let rid = internNonBlank(resourceID)
        if rid >= 0 {
            t.fullNameSpelling = rid
            t.fullName = canonical(rid)
            // ASCII texts: equal as text only when equal as bytes.
            let trimmed = trim(resourceID) == .asIs ? nil : ElementTraits.nonBlank(string(resourceID))
            t.isSystemBarBackground = trimmed.map { ElementTraits.systemBarBackgroundIDs.contains($0) }
                ?? (Self.equals(bytes(resourceID), "android:id/statusBarBackground")
                    || Self.equals(bytes(resourceID), "android:id/navigationBarBackground"))
            t.nameSpelling = afterIDMarker(rid)
            t.name = canonical(t.nameSpelling)
        }
        t.labelAttribute = firstNonBlank(text, desc)
        let focusable = flag(focusableText, name: "focusable", default: false, problems: &problems)
        let interactive = clickable || longClickable || focusable
        // Rico names the concrete class and lists its ancestors: the nearest framework class
        // says what kind of view it is (`AppCompatImageView` → `ImageView`).
        let kindClass: String
        if ancestors >= 0 {
            kindClass = AndroidKinds.frameworkShortClass(cls: cls >= 0 ? string(cls) : tree.elementName(i), ancestors: string(ancestors))
            t.isLayoutClass = AndroidKinds.isContainer(shortClass: kindClass, hasText: t.hasLabel,
                                                       hasChildren: hasChildren, isInteractive: interactive)
        } else {
            kindClass = shortTypes[Int(info.number)]
            t.isLayoutClass = info.isPlainView ? (!t.hasLabel && (hasChildren || !interactive)) : info.isContainerByName
        }
        t.drawsContent = !t.isLayoutClass
        // Rico's `draw` is true for views that skip drawing (plain layouts, stubs) and false
        // for those that draw (text, images, a layout with a background).
        if drawText >= 0 {
            let skipsDrawing = flag(drawText, name: "draw", default: false, problems: &problems)
            if skipsDrawing { t.drawsContent = false } else if t.isLayoutClass && kindClass != "View" { t.drawsContent = true }
        }
        t.clickable = clickable || longClickable
        // A focusable leaf with a description is a control too (custom views that handle raw
        // touches, such as an on-screen game pad, are focusable but not clickable).
        let describedFocusableLeaf = focusable && !hasChildren && !isBlank(desc)
        t.audited = t.clickable || describedFocusableLeaf
        t.takesTouches = t.audited || scrollable
        return t
    }

    /// The number of what follows the first `:id/` of resource id number `rid`
    /// (`com.example:id/send` → `send`), or `rid` itself when there is no `:id/` or nothing
    /// follows it.
    private mutating func afterIDMarker(_ rid: Int32) -> Int32 {
        guard let rest = ElementTraits.afterIDMarker(names.string(rid)) else { return rid }
        return names.intern(rest)
    }
}

extension RawElementTree {
    /// Runs `body` with a ``TraitReader`` over this tree's storage.
    func withReader<R>(_ body: (inout TraitReader) throws(DumpError) -> R) throws(DumpError) -> R {
        let result: Result<R, DumpError> = text.withUnsafeBufferPointer { text in
            var reader = TraitReader(tree: self, text: text)
            do throws(DumpError) {
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension ElementTraits {
    /// The full resource ids of the platform's system-bar background views.
    static let systemBarBackgroundIDs: Set<String> = ["android:id/statusBarBackground", "android:id/navigationBarBackground"]

    /// What follows the first `:id/` of a resource id (`com.example:id/send` → `send`), or
    /// `nil` when there is none or nothing follows it.
    static func afterIDMarker(_ rid: String) -> String? {
        let bytes = Array(rid.utf8), marker = Array(":id/".utf8)
        guard bytes.count > marker.count else { return nil }
        for i in 0...(bytes.count - marker.count) where bytes[i] == marker[0] && Array(bytes[i..<(i + marker.count)]) == marker {
            let rest = bytes[(i + marker.count)...]
            return rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self)
        }
        return nil
    }

    /// The text with surrounding spaces removed, or `nil` when nothing is left.
    static func nonBlank(_ text: String?) -> String? {
        guard let text else { return nil }
        // Most texts begin and end with a visible ASCII character: nothing to trim, and no
        // walk over characters (grapheme breaking) needed.
        let utf8 = text.utf8
        if let f = utf8.first, let l = utf8.last, (0x21...0x7E).contains(f), (0x21...0x7E).contains(l) { return text }
        var s = Substring(text)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s.isEmpty ? nil : String(s)
    }
}
