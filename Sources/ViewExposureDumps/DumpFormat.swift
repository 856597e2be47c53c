/// The kinds of UI dump the importer reads (docs/dumps.md describes each).
public enum DumpFormat: String, Sendable, CaseIterable {
    /// XCUITest / Appium iOS page source: XML elements named `XCUIElementType…`, absolute
    /// unclipped frames in points (`x`, `y`, `width`, `height`), optionally under `<AppiumAUT>`.
    case xcuiTestXML = "xcuitest-xml"
    /// WebDriverAgent `/source?format=json`: nested objects with `type`, `rect` or `frame`,
    /// `children`, possibly wrapped in `{"value": …}` (legacy trees: `{"value": {"tree": …}}`).
    case webDriverAgentJSON = "wda-json"
    /// Android `uiautomator dump` or Appium UiAutomator2 page source: `<hierarchy>` of `<node>`
    /// (or class-named) elements with `bounds="[l,t][r,b]"` in pixels, already clipped.
    case uiautomatorXML = "uiautomator-xml"
    /// A Rico view hierarchy (`{"activity": {"root": …}}`) or its Enrico variant (the root node
    /// itself): nested nodes with `class`, `bounds` `[l, t, r, b]` in pixels, `children`.
    case ricoJSON = "rico-json"

    /// Whether the dump comes from Android (uiautomator, UiAutomator2, Rico).
    public var isAndroid: Bool { self == .uiautomatorXML || self == .ricoJSON }

    /// Whether the dump comes from iOS (XCUITest or WebDriverAgent).
    public var isIOS: Bool { !isAndroid }
}
