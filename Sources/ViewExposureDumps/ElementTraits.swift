import ViewExposureGeometry

/// What one element means for its view, read from its attributes by the format's rules
/// (``XCUITestKinds``, ``AndroidKinds``).
struct ElementTraits {
    /// The frame on screen (absolute).
    var frame = Rect.zero
    /// The short type used in paths.
    var type = ""
    /// The identifier candidate (iOS `name`; Android `resource-id` without `package:id/`).
    var name: String?
    /// A longer identifier to try when ``name`` is not unique (Android's full `resource-id`).
    var fullName: String?
    /// What a person reads on it.
    var label: String?
    var hidden = false
    var drawsContent = true
    var takesTouches = false
    var clips = false
    var audited = false
    var enabled = true
    /// Android `drawing-order` (siblings are drawn in increasing order); 0 when absent.
    var drawingOrder = 0
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

    /// Reads an iOS element (XCUITest XML or WebDriverAgent JSON). Problems are appended as
    /// messages about the element.
    static func ios(_ e: RawElement, format: DumpFormat, problems: inout [String]) -> ElementTraits {
        var t = ElementTraits()
        // One pass over the attributes (a dump has a dozen per element), each named by a
        // short table scan (``attributeKey(_:in:)``).
        var x: String?, y: String?, width: String?, height: String?, type: String?
        var enabled: String?, enabledName = "enabled", visible: String?, visibleName = "visible"
        var name: String?, label: String?, value: String?, traits: String?, accessible: String?
        for (k, v) in e.attributes {
            switch attributeKey(k, in: iosKeys) {
            case .x?: x = v
            case .y?: y = v
            case .width?: width = v
            case .height?: height = v
            case .type?: type = v
            case .enabled?: enabled = v
            case .isEnabled?: if enabled == nil { enabled = v; enabledName = k }
            case .visible?: visible = v
            case .isVisible?: if visible == nil { visible = v; visibleName = k }
            case .name?: name = v
            case .label?: label = v
            case .value?: value = v
            case .traits?: traits = v
            case .accessible?: accessible = v
            // WebDriverAgent's JSON says `isAccessible` ("1" / "0") where XCUITest XML says `accessible`.
            case .isAccessible?: if accessible == nil { accessible = v }
            case nil: break
            }
        }
        if enabledName == "isEnabled", let v = e.attributes["enabled"] { enabled = v; enabledName = "enabled" }
        if visibleName == "isVisible", let v = e.attributes["visible"] { visible = v; visibleName = "visible" }
        t.type = DumpFormat.xcuiTestXML.shortType(name: e.name, attributes: e.attributes)
        if t.type.isEmpty { t.type = "Any" }   // no type at all: XCUITest's name for any element
        t.isLegacyType = (type ?? e.name).hasPrefix("UIA")
        let kind = XCUITestKinds.kind(t.type)
        let flags = XCUITestKinds.flags(of: kind)
        if let r = e.rect {
            t.frame = r
        } else if format == .xcuiTestXML {
            var n: [Double] = []
            n.reserveCapacity(4)
            for (key, text) in KeyValuePairs(dictionaryLiteral: ("x", x), ("y", y), ("width", width), ("height", height)) {
                guard let text else { problems.append("missing attribute \(key)"); continue }
                guard let v = DumpNumber.parse(text), v.isFinite else {
                    problems.append("\(key): expected a finite number, got \"\(text)\"")
                    continue
                }
                if (key == "width" || key == "height") && v < 0 {
                    problems.append("\(key): must not be negative, got \(text)")
                    continue
                }
                n.append(v)
            }
            if n.count == 4 { t.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        t.enabled = flag(enabled, name: enabledName, default: true, problems: &problems)
        t.name = nonBlank(name)
        t.label = nonBlank(label) ?? nonBlank(value)
        t.drawsContent = !flags.isContainer
        // Controls by type; custom controls by their accessibility traits, or as an accessibility
        // element that is a plain container (React Native touchables and the like).
        t.audited = flags.isAudited
            || (traits.map { tr in XCUITestKinds.controlTraits.contains { tr.contains($0) } } ?? false)
            || (flags.hostsCustomControls && (accessible == "true" || accessible == "1") && (t.label != nil || t.name != nil))
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
        t.isKeyboard = kind == "Keyboard"
        return t
    }

    /// Reads an Android element (uiautomator or UiAutomator2).
    static func android(_ e: RawElement, hasChildren: Bool, problems: inout [String]) -> ElementTraits {
        var t = ElementTraits()
        // One pass over the attributes, as for iOS.
        var bounds: String?, cls: String?, clickableText: String?, longText: String?, scrollText: String?
        var enabledText: String?, visibleText: String?, displayedText: String?, orderText: String?
        var resourceID: String?, text: String?, desc: String?, focusableText: String?
        var visibility: String?, drawText: String?, ancestors: String?, scrollV: String?, scrollH: String?
        for (k, v) in e.attributes {
            switch attributeKey(k, in: androidKeys) {
            case .visibility?: visibility = v
            case .draw?: drawText = v
            case .ancestors?: ancestors = v
            case .scrollableVertical?: scrollV = v
            case .scrollableHorizontal?: scrollH = v
            case .bounds?: bounds = v
            case .cls?: cls = v
            case .clickable?: clickableText = v
            case .longClickable?: longText = v
            case .scrollable?: scrollText = v
            case .enabled?: enabledText = v
            case .visibleToUser?: visibleText = v
            case .displayed?: displayedText = v
            case .drawingOrder?: orderText = v
            case .resourceID?: resourceID = v
            case .text?: text = v
            case .contentDesc?: desc = v
            case .focusable?: focusableText = v
            case nil: break
            }
        }
        t.type = DumpFormat.uiautomatorXML.shortType(name: e.name, attributes: e.attributes)
        if t.type.isEmpty { t.type = "View" }   // no class at all
        if let bounds {
            if let r = AndroidKinds.bounds(bounds) {
                t.frame = r
            } else {
                problems.append("bounds: expected \"[left,top][right,bottom]\" with finite numbers, right ≥ left and bottom ≥ top, got \"\(bounds)\"")
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
        if let visibility, visibility != "visible" && visibility != "invisible" && visibility != "gone" {
            problems.append("visibility: expected visible, invisible or gone, got \"\(visibility)\"")
        }
        t.hidden = !visible || !displayed || visibility == "invisible" || visibility == "gone"
        if let orderText {
            t.hasDrawingOrder = true
            if let v = Int(orderText) { t.drawingOrder = v } else {
                problems.append("drawing-order: expected an integer, got \"\(orderText)\"")
            }
        }
        if let rid = nonBlank(resourceID) {
            t.fullName = rid
            t.name = afterIDMarker(rid) ?? rid
        }
        t.label = nonBlank(text) ?? nonBlank(desc)
        let focusable = flag(focusableText, name: "focusable", default: false, problems: &problems)
        // Rico names the concrete class and lists its ancestors: the nearest framework class
        // says what kind of view it is (`AppCompatImageView` → `ImageView`).
        let kindClass = ancestors.map { AndroidKinds.frameworkShortClass(cls: cls ?? e.name, ancestors: $0) } ?? t.type
        t.isLayoutClass = AndroidKinds.isContainer(shortClass: kindClass, hasText: t.label != nil,
                                                   hasChildren: hasChildren,
                                                   isInteractive: clickable || longClickable || focusable)
        t.drawsContent = !t.isLayoutClass
        // Rico's `draw` is true for views that skip drawing (plain layouts, stubs) and false
        // for those that draw (text, images, a layout with a background).
        if let drawText {
            let skipsDrawing = flag(drawText, name: "draw", default: false, problems: &problems)
            if skipsDrawing { t.drawsContent = false } else if t.isLayoutClass && kindClass != "View" { t.drawsContent = true }
        }
        t.clickable = clickable || longClickable
        // A focusable leaf with a description is a control too (custom views that handle raw
        // touches, such as an on-screen game pad, are focusable but not clickable).
        let describedFocusableLeaf = focusable && !hasChildren && nonBlank(desc) != nil
        t.audited = t.clickable || describedFocusableLeaf
        t.takesTouches = t.audited || scrollable
        return t
    }

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

    /// `true`/`false` (also `1`/`0` as WebDriverAgent writes them); `def` when absent.
    static func flag(_ text: String?, name: String, default def: Bool, problems: inout [String]) -> Bool {
        guard let text else { return def }
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default:
            problems.append("\(name): expected true or false, got \"\(text)\"")
            return def
        }
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
    /// The key `name` stands for in `table`, `nil` when none. Lengths are compared first, so
    /// only names of the same length are compared as strings: cheaper, for these short names,
    /// than hashing each (a switch on the strings compared each with every case).
    private static func attributeKey<Key>(_ name: String, in table: [(name: String, key: Key)]) -> Key? {
        let length = name.utf8.count
        for entry in table where entry.name.utf8.count == length && entry.name == name { return entry.key }
        return nil
    }

    /// The iOS attributes the traits are read from, by name.
    private enum IOSKey { case x, y, width, height, type, enabled, isEnabled, visible, isVisible, name, label, value, traits, accessible, isAccessible }
    private static let iosKeys: [(name: String, key: IOSKey)] = [
        ("x", .x), ("y", .y), ("width", .width), ("height", .height), ("type", .type), ("enabled", .enabled),
        ("isEnabled", .isEnabled), ("visible", .visible), ("isVisible", .isVisible), ("name", .name), ("label", .label),
        ("value", .value), ("traits", .traits), ("accessible", .accessible), ("isAccessible", .isAccessible),
    ]

    /// The Android attributes the traits are read from, by name.
    private enum AndroidKey {
        case visibility, draw, ancestors, scrollableVertical, scrollableHorizontal, bounds, cls, clickable, longClickable
        case scrollable, enabled, visibleToUser, displayed, drawingOrder, resourceID, text, contentDesc, focusable
    }
    private static let androidKeys: [(name: String, key: AndroidKey)] = [
        ("visibility", .visibility), ("draw", .draw), ("ancestors", .ancestors), ("scrollable-vertical", .scrollableVertical),
        ("scrollable-horizontal", .scrollableHorizontal), ("bounds", .bounds), ("class", .cls), ("clickable", .clickable),
        ("long-clickable", .longClickable), ("scrollable", .scrollable), ("enabled", .enabled),
        ("visible-to-user", .visibleToUser), ("displayed", .displayed), ("drawing-order", .drawingOrder),
        ("resource-id", .resourceID), ("text", .text), ("content-desc", .contentDesc), ("focusable", .focusable),
    ]
}
