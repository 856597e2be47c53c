import Geometry
import JSON

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
        let a = e.attributes
        t.type = format.shortType(name: e.name, attributes: a)
        let kind = XCUITestKinds.kind(t.type)
        if let r = e.rect {
            t.frame = r
        } else if format == .xcuiTestXML {
            var n: [Double] = []
            for key in ["x", "y", "width", "height"] {
                guard let text = a[key] else { problems.append("missing attribute \(key)"); continue }
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
        t.enabled = flag(a["enabled"] ?? a["isEnabled"], name: a["enabled"] != nil ? "enabled" : "isEnabled",
                         default: true, problems: &problems)
        t.name = nonBlank(a["name"])
        t.label = nonBlank(a["label"]) ?? nonBlank(a["value"])
        t.drawsContent = !XCUITestKinds.containerTypes.contains(kind)
        // Controls by type; custom controls by their accessibility traits, or as an accessibility
        // element that is a plain container (React Native touchables and the like).
        let traits = a["traits"] ?? ""
        t.audited = XCUITestKinds.auditedTypes.contains(kind)
            || XCUITestKinds.controlTraits.contains { traits.contains($0) }
            || (XCUITestKinds.customControlHosts.contains(kind) && a["accessible"] == "true"
                && (t.label != nil || t.name != nil))
        t.takesTouches = t.audited || XCUITestKinds.touchTakingTypes.contains(kind)
        // `visible="false"`: the element shows nothing — hidden, transparent, off screen or
        // covered. In every case it adds no cover of its own (whatever hides it is in front of
        // whatever it would hide), so it draws nothing; and unless it is a control (which may
        // merely be covered, and then is reachable or not by what is in front), it takes no
        // touch itself.
        let visibleName = a["visible"] != nil ? "visible" : "isVisible"
        if !flag(a[visibleName], name: visibleName, default: true, problems: &problems) {
            t.drawsContent = false
            if !t.audited { t.takesTouches = false }
        }
        t.clips = XCUITestKinds.clippingTypes.contains(kind)
        t.isModal = XCUITestKinds.modalTypes.contains(kind)
        t.isKeyboard = kind == "Keyboard"
        return t
    }

    /// Reads an Android element (uiautomator or UiAutomator2).
    static func android(_ e: RawElement, problems: inout [String]) -> ElementTraits {
        var t = ElementTraits()
        let a = e.attributes
        t.type = DumpFormat.uiautomatorXML.shortType(name: e.name, attributes: a)
        if let text = a["bounds"] {
            if let r = AndroidKinds.bounds(text) {
                t.frame = r
            } else {
                problems.append("bounds: expected \"[left,top][right,bottom]\" with finite numbers, right ≥ left and bottom ≥ top, got \"\(text)\"")
            }
        } else {
            problems.append("missing attribute bounds")
        }
        let clickable = flag(a["clickable"], name: "clickable", default: false, problems: &problems)
        let longClickable = flag(a["long-clickable"], name: "long-clickable", default: false, problems: &problems)
        let scrollable = flag(a["scrollable"], name: "scrollable", default: false, problems: &problems)
        t.enabled = flag(a["enabled"], name: "enabled", default: true, problems: &problems)
        let visible = flag(a["visible-to-user"], name: "visible-to-user", default: true, problems: &problems)
        let displayed = flag(a["displayed"], name: "displayed", default: true, problems: &problems)
        t.hidden = !visible || !displayed
        if let text = a["drawing-order"] {
            if let v = Int(text) { t.drawingOrder = v } else {
                problems.append("drawing-order: expected an integer, got \"\(text)\"")
            }
        }
        if let rid = nonBlank(a["resource-id"]) {
            t.fullName = rid
            if let r = rid.range(of: ":id/"), r.upperBound < rid.endIndex {
                t.name = String(rid[r.upperBound...])
            } else {
                t.name = rid
            }
        }
        t.label = nonBlank(a["text"]) ?? nonBlank(a["content-desc"])
        let focusable = flag(a["focusable"], name: "focusable", default: false, problems: &problems)
        t.drawsContent = !AndroidKinds.isContainer(shortClass: t.type, hasText: t.label != nil,
                                                   hasChildren: !e.children.isEmpty,
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
