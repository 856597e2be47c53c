import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

/// `smallTarget` (docs/dumps.md): Android exactly as ATF's `TouchTargetSizeCheck` decides
/// (``TouchTargetSizeRule``) on the active window's clickable or long-clickable elements that
/// are visible to the user; iOS against 44×44 pt on the frame of the targets a user sees: on
/// screen, with area, not hidden (by the tree or the dump's `visible="false"`), not in the
/// status bar (the system's indicators are no app's targets), not sized by UIKit or no target
/// at all (``isNoTarget(_:attrs:frame:containers:env:)``); a bar item is reported as uncertain
/// (UIKit's touch area for it reaches beyond its frame).
///
/// Where the dump does not state the display size (``CheckEnvironment/displaySizeIsStated``),
/// ATF's 32-dp allowance at the right or bottom screen edge rests on an inferred edge: a target
/// that meets 32 dp there but not 48 is reported as uncertain.
///
/// ATF's demotions, as far as a dump tells them: a clickable ancestor with the same action
/// whose bounds (in pixels, compared with the dp minimum as ATF does) are big enough and that is
/// no `AbsListView` → `warning`; an ancestor that is a `WebView` → `warning`; against the edge
/// of a scrollable ancestor → ATF does not report (`NOT_RUN`), here an uncertain finding, since
/// the dump does not give the scroll direction and ATF's rule reads both directions.
/// Touch delegates and non-clipped sizes are not in dumps: those demotions never apply. A
/// finding resting on an estimated density is uncertain.
enum SmallTargetCheck {
    static let absListViews: Set<String> = ["android.widget.AbsListView", "android.widget.ListView",
                                            "android.widget.GridView", "android.widget.ExpandableListView"]

    /// `r` in whole pixels. Exact for a dump's bounds (``InputBounds``); saturated, never a
    /// trap, for what a scene's transforms may make of them.
    static func pixelRect(_ r: Rect) -> TouchTargetSizeRule.PixelRect {
        TouchTargetSizeRule.PixelRect(left: Int(saturating: r.minX.rounded()), top: Int(saturating: r.minY.rounded()),
                                      right: Int(saturating: r.maxX.rounded()), bottom: Int(saturating: r.maxY.rounded()))
    }

    static func display(_ env: CheckEnvironment) -> (width: Int, height: Int)? {
        env.displaySize.map { (Int(saturating: $0.width.rounded()), Int(saturating: $0.height.rounded())) }
    }

    static func isInstance(_ attrs: SourceAttributes?, of names: Set<String>) -> Bool {
        guard let attrs else { return false }
        if let c = attrs["class"], names.contains(c) { return true }
        if let a = attrs["ancestors"] { return a.split(separator: ",").contains { names.contains(String($0)) } }
        return false
    }

    /// The actions of a view ATF evaluates (``evaluatedActions(_:env:)``): its click and
    /// long-click flags, which `duplicateBounds` and the clickable-ancestor demotion read too.
    struct Actions {
        let clickable: Bool
        let longClickable: Bool
    }

    /// The actions of `view` when ATF evaluates it at all — in the active window, clickable or
    /// long-clickable, and visible to the user (absent: visible — legacy `uiautomator dump`
    /// lists only views visible to the user) — else `nil`. The checker reads them once per
    /// element, for every check that asks.
    static func evaluatedActions(_ view: View, env: CheckEnvironment) -> Actions? {
        if let active = env.activeWindow, view.window !== active { return nil }
        guard let attrs = env.sourceAttributes(of: view) else { return nil }
        let click = attrs.flag("clickable"), long = attrs.flag("long-clickable")
        guard click || long else { return nil }
        let visible = attrs["visible-to-user"] ?? attrs["displayed"] ?? "true"
        return visible == "true" || visible == "1" ? Actions(clickable: click, longClickable: long) : nil
    }

    /// The required size in dp for `view` with `bounds`.
    static func required(_ view: View, bounds: TouchTargetSizeRule.PixelRect, env: CheckEnvironment) -> (width: Int, height: Int) {
        let ime = view.window.map { env.inputMethodWindows.contains(ObjectIdentifier($0)) } ?? false
        return TouchTargetSizeRule.requiredSize(bounds: bounds, inInputMethod: ime, display: display(env))
    }

    /// The minimum a touch target must have here, in the source's units (px or pt).
    static func minimum(for audit: ElementAudit, env: CheckEnvironment) -> Size {
        switch env.platform {
        case .ios: return Size(width: TouchTargetSizeRule.iosMinimum, height: TouchTargetSizeRule.iosMinimum)
        case .android:
            let need = required(audit.subject.view, bounds: pixelRect(audit.frameOnScreen), env: env)
            let d = Double(env.densityInUse.value)
            return Size(width: Double(need.width) * d, height: Double(need.height) * d)
        }
    }

    /// Why an Android finding is demoted or uncertain: each adds its words to the detail, in
    /// the order of the cases.
    struct Reasons: OptionSet, Hashable {
        let rawValue: UInt8
        /// Met only at a right or bottom edge the dump does not state to be the display's.
        static let inferredEdge = Reasons(rawValue: 1)
        static let clickableAncestor = Reasons(rawValue: 2)
        static let webContent = Reasons(rawValue: 4)
        static let scrollableEdge = Reasons(rawValue: 8)
        static let estimatedDensity = Reasons(rawValue: 16)
    }

    /// The detail of an Android finding: the size in dp, the size needed, and the reasons.
    static func detail(width w: Int, height h: Int, need: (width: Int, height: Int), reasons: Reasons, density: Float) -> String {
        var words: [String] = []
        if reasons.contains(.inferredEdge) {
            words.append("at the windows' edge, which the dump does not state to be the display's: 32 dp only if it is")
        }
        if reasons.contains(.clickableAncestor) { words.append("clickable ancestor") }
        if reasons.contains(.webContent) { words.append("web content") }
        if reasons.contains(.scrollableEdge) {
            words.append("against a scrollable edge (ATF does not run; the dump does not give the scroll direction)")
        }
        if reasons.contains(.estimatedDensity) { words.append("density estimated as \(JSONNumber.shortest(Double(density)))") }
        return "\(w)×\(h) dp, needs \(need.width)×\(need.height) dp" + (words.isEmpty ? "" : " (" + words.joined(separator: "; ") + ")")
    }

    /// The Android details made so far, by what they state: a screen of controls of a few sizes
    /// states the same few details thousands of times, so each is made once and its storage
    /// shared by every finding that states it. O(1) a finding; at most one text per distinct
    /// detail. Not `Sendable`: one checker run.
    final class DetailTexts {
        private struct Key: Hashable {
            let width, height, needWidth, needHeight: Int
            let reasons: UInt8
            let density: UInt32
        }
        private var made: [Key: String] = [:]

        /// ``SmallTargetCheck/detail(width:height:need:reasons:density:)``, made once per distinct text.
        func detail(width: Int, height: Int, need: (width: Int, height: Int), reasons: Reasons, density: Float) -> String {
            let key = Key(width: width, height: height, needWidth: need.width, needHeight: need.height,
                          reasons: reasons.rawValue, density: density.bitPattern)
            if let text = made[key] { return text }
            let text = SmallTargetCheck.detail(width: width, height: height, need: need, reasons: reasons, density: density)
            made[key] = text
            return text
        }
    }

    /// The finding for `audit`; `ancestry` answers the ancestor questions in O(1) amortised
    /// (without it, each walks up the superview chain). Android: `actions` are the element's
    /// ``evaluatedActions(_:env:)`` (`nil`: ATF does not evaluate it); `texts`, when given,
    /// makes each distinct detail once.
    static func finding(for audit: ElementAudit, env: CheckEnvironment, actions: Actions?, ancestry: AncestorFacts? = nil,
                        containers: ContainerAncestry? = nil, texts: DetailTexts? = nil) -> CheckFinding? {
        let v = audit.subject.view
        switch env.platform {
        case .ios:
            guard !audit.problems.contains(.hidden), !audit.problems.contains(.empty), !audit.problems.contains(.offscreen),
                  VisibilityMismatchCheck.claim(env.sourceAttributes(of: v)) != false,
                  !(containers?.isInStatusBar(v) ?? false) else { return nil }
            let f = audit.frameOnScreen, m = TouchTargetSizeRule.iosMinimum
            guard f.width < m || f.height < m else { return nil }
            let attrs = env.sourceAttributes(of: v)
            guard !isNoTarget(v, attrs: attrs, frame: f, containers: containers, env: env) else { return nil }
            // UIKit extends a bar item's touch area beyond its frame by an amount no dump gives.
            let inBar = containers?.isInItemBar(v) ?? false
            return CheckFinding(check: .smallTarget, isCertain: !inBar,
                                detail: "\(JSONNumber.shortest(f.width))×\(JSONNumber.shortest(f.height)) pt, needs 44×44 pt"
                                    + (inBar ? " (a bar item: UIKit's touch area reaches beyond its frame, by how much the dump does not say)" : ""))
        case .android:
            guard let actions else { return nil }
            let bounds = pixelRect(audit.frameOnScreen)
            let (density, given) = env.densityInUse
            var need = required(v, bounds: bounds, env: env)
            var reasons: Reasons = []
            var certain = given
            if TouchTargetSizeRule.meets(bounds, required: need, density: density) {
                // Met only thanks to a right or bottom edge the dump does not state.
                guard !env.displaySizeIsStated, let d = display(env) else { return nil }
                let ime = v.window.map { env.inputMethodWindows.contains(ObjectIdentifier($0)) } ?? false
                let away = TouchTargetSizeRule.requiredSize(bounds: bounds, inInputMethod: ime, display: (d.width + 1, d.height + 1))
                guard !TouchTargetSizeRule.meets(bounds, required: away, density: density) else { return nil }
                need = away
                certain = false
                reasons.insert(.inferredEdge)
            }
            let w = TouchTargetSizeRule.dp(bounds.width, density: density)
            let h = TouchTargetSizeRule.dp(bounds.height, density: density)
            if ancestry?.hasQualifyingClickableAncestor(v, actions: actions) ?? hasQualifyingClickableAncestor(v, env: env) {
                reasons.insert(.clickableAncestor)
            }
            if ancestry?.hasWebViewAncestor(v) ?? hasAncestor(v, env: env, in: ["android.webkit.WebView"]) {
                reasons.insert(.webContent)
            }
            if ancestry?.isAgainstScrollableEdge(v, bounds: bounds) ?? isAgainstScrollableEdge(v, bounds: bounds, env: env) {
                reasons.insert(.scrollableEdge)
                certain = false
            }
            if !given { reasons.insert(.estimatedDensity) }
            let level = reasons.contains(.clickableAncestor) || reasons.contains(.webContent) ? "warning" : "error"
            let detail = texts?.detail(width: w, height: h, need: need, reasons: reasons, density: density)
                ?? Self.detail(width: w, height: h, need: need, reasons: reasons, density: density)
            return CheckFinding(check: .smallTarget, isCertain: certain, detail: detail, level: level)
        }
    }

    /// iOS: whether what the dump describes as `v` is no target an app sizes: a stock switch at
    /// UIKit's fixed size (51×31 pt, less a point of rounding; a smaller one was shrunk by the
    /// app), a stock page indicator (its height is UIKit's), text the dump marks
    /// `accessible="false"` (a heading, not a control), or a part of the link or button it lies
    /// in, with that control's label (the same target again).
    static func isNoTarget(_ v: View, attrs: SourceAttributes?, frame f: Rect, containers: ContainerAncestry?,
                           env: CheckEnvironment) -> Bool {
        guard let attrs, let type = attrs["type"] else { return false }
        if type.hasSuffix("Switch") && f.width >= 50 && f.height >= 30 { return true }
        if type.hasSuffix("PageIndicator") { return true }
        let accessible = attrs["accessible"] ?? attrs["isAccessible"]
        if accessible == "false" || accessible == "0", type.hasSuffix("StaticText") || type.hasSuffix("TextView") { return true }
        if let control = containers?.enclosingControl(of: v), let label = label(attrs), !label.isEmpty,
           label == Self.label(env.sourceAttributes(of: control)) { return true }
        return false
    }

    /// What a person reads on an iOS element: its `label`, else its `name`.
    static func label(_ attrs: SourceAttributes?) -> String? {
        guard let attrs else { return nil }
        if let l = attrs["label"], !l.isEmpty { return l }
        return attrs["name"]
    }

    /// ATF: an ancestor sharing the click or long-click action whose pixel bounds are at least
    /// its dp minimum (a unit mismatch kept as ATF has it), that is not an `AbsListView`.
    static func hasQualifyingClickableAncestor(_ v: View, env: CheckEnvironment) -> Bool {
        let click = env.flag("clickable", of: v), long = env.flag("long-clickable", of: v)
        var node = v.superview
        while let a = node {
            if (click && env.flag("clickable", of: a)) || (long && env.flag("long-clickable", of: a)) {
                let b = pixelRect(a.transformToScreen.apply(to: a.bounds))
                let need = required(a, bounds: b, env: env)
                if !isInstance(env.sourceAttributes(of: a), of: absListViews), b.height >= need.height, b.width >= need.width {
                    return true
                }
            }
            node = a.superview
        }
        return false
    }

    static func hasAncestor(_ v: View, env: CheckEnvironment, in names: Set<String>) -> Bool {
        var node = v.superview
        while let a = node {
            if isInstance(env.sourceAttributes(of: a), of: names) { return true }
            node = a.superview
        }
        return false
    }

    /// ATF's `isAgainstScrollableEdge`, with "can scroll backward / forward" read as the
    /// ancestor's `scrollable` (either direction), which is all a dump says.
    static func isAgainstScrollableEdge(_ v: View, bounds: TouchTargetSizeRule.PixelRect, env: CheckEnvironment) -> Bool {
        var node = v.superview
        while let a = node {
            if env.flag("scrollable", of: a) || env.flag("scrollable-vertical", of: a) || env.flag("scrollable-horizontal", of: a) {
                let s = pixelRect(a.transformToScreen.apply(to: a.bounds))
                if bounds.top <= s.top || bounds.left <= s.left || bounds.bottom >= s.bottom || bounds.right >= s.right {
                    return true
                }
            }
            node = a.superview
        }
        return false
    }
}
