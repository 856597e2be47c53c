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

    /// Reads an iOS element (XCUITest XML or WebDriverAgent JSON). Problems are appended as
    /// messages about the element.
    static func ios(_ e: RawElement, format: DumpFormat, problems: inout [String]) -> ElementTraits {
        var t = ElementTraits()
        // One pass over the attributes (a dump has a dozen per element; a switch on short
        // strings is cheaper than a hash lookup for each).
        var x: String?, y: String?, width: String?, height: String?, type: String?
        var enabled: String?, enabledName = "enabled", visible: String?, visibleName = "visible"
        var name: String?, label: String?, value: String?, traits: String?, accessible: String?
        for (k, v) in e.attributes {
            switch k {
            case "x": x = v
            case "y": y = v
            case "width": width = v
            case "height": height = v
            case "type": type = v
            case "enabled": enabled = v
            case "isEnabled": if enabled == nil { enabled = v; enabledName = k }
            case "visible": visible = v
            case "isVisible": if visible == nil { visible = v; visibleName = k }
            case "name": name = v
            case "label": label = v
            case "value": value = v
            case "traits": traits = v
            case "accessible": accessible = v
            default: break
            }
        }
        if enabledName == "isEnabled", let v = e.attributes["enabled"] { enabled = v; enabledName = "enabled" }
        if visibleName == "isVisible", let v = e.attributes["visible"] { visible = v; visibleName = "visible" }
        t.type = XCUITestKinds.shortType(type ?? e.name)
        let kind = XCUITestKinds.kind(t.type)
        let flags = XCUITestKinds.flags(of: kind)
        if let r = e.rect {
            t.frame = r
        } else if format == .xcuiTestXML {
            var n: [Double] = []
            for (key, text) in [("x", x), ("y", y), ("width", width), ("height", height)] {
                guard let text else { problems.append("missing attribute \(key)"); continue }
                guard let v = Double(text), v.isFinite else {
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
            || (flags.hostsCustomControls && accessible == "true" && (t.label != nil || t.name != nil))
        t.takesTouches = t.audited || flags.takesTouches
        // `visible="false"`: the element shows nothing — hidden, transparent, off screen or
        // covered. In every case it adds no cover of its own (whatever hides it is in front of
        // whatever it would hide), so it draws nothing; and unless it is a control (which may
        // merely be covered, and then is reachable or not by what is in front), it takes no
        // touch itself.
        if !flag(visible, name: visibleName, default: true, problems: &problems) {
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
        for (k, v) in e.attributes {
            switch k {
            case "bounds": bounds = v
            case "class": cls = v
            case "clickable": clickableText = v
            case "long-clickable": longText = v
            case "scrollable": scrollText = v
            case "enabled": enabledText = v
            case "visible-to-user": visibleText = v
            case "displayed": displayedText = v
            case "drawing-order": orderText = v
            case "resource-id": resourceID = v
            case "text": text = v
            case "content-desc": desc = v
            case "focusable": focusableText = v
            default: break
            }
        }
        t.type = DumpFormat.androidShortClass(cls ?? e.name)
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
        t.enabled = flag(enabledText, name: "enabled", default: true, problems: &problems)
        let visible = flag(visibleText, name: "visible-to-user", default: true, problems: &problems)
        let displayed = flag(displayedText, name: "displayed", default: true, problems: &problems)
        t.hidden = !visible || !displayed
        if let orderText {
            if let v = Int(orderText) { t.drawingOrder = v } else {
                problems.append("drawing-order: expected an integer, got \"\(orderText)\"")
            }
        }
        if let rid = nonBlank(resourceID) {
            t.fullName = rid
            if let r = rid.range(of: ":id/"), r.upperBound < rid.endIndex {
                t.name = String(rid[r.upperBound...])
            } else {
                t.name = rid
            }
        }
        t.label = nonBlank(text) ?? nonBlank(desc)
        let focusable = flag(focusableText, name: "focusable", default: false, problems: &problems)
        t.drawsContent = !AndroidKinds.isContainer(shortClass: t.type, hasText: t.label != nil,
                                                   hasChildren: hasChildren,
                                                   isInteractive: clickable || longClickable || focusable)
        t.audited = clickable || longClickable
        t.takesTouches = t.audited || scrollable
        return t
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
        var s = Substring(text)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s.isEmpty ? nil : String(s)
    }
}
