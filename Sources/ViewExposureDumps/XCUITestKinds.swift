/// What an iOS element type (XCUITest `XCUIElementType…`, WebDriverAgent JSON type, legacy
/// `UIA…` type) means for the view tree. A dump says nothing about backgrounds, clipping or
/// touch handling, so these are rules by type, documented in docs/dumps.md:
///
/// - **draws nothing** (`drawsContent = false`): plain and scroll containers — `Other`, `Group`,
///   `Window`, `ScrollView`, `Table`, `CollectionView`, `StatusBar`, layout areas. Everything
///   else draws over its frame.
/// - **takes touches** (hit-test policy `default`): controls (``auditedTypes``), keys and the
///   keyboard, bars, alerts and sheets, scroll containers, web views and maps. Every other
///   element — containers, text, images, windows — passes touches to what is behind it
///   (policy `passThrough`), as a `UILabel` or `UIImageView` does.
/// - **clips**: scroll containers (`UIScrollView` clips by default).
/// - **audited** (listed by `exposure audit`): ``auditedTypes``, elements whose `traits` name
///   a control (``controlTraits``), and `Other` elements that are accessibility elements
///   (`accessible="true"`) with a name or label: React Native touchables and other custom
///   controls — except inside a keyboard. Audited elements take touches.
enum XCUITestKinds {
    /// Types that are controls a person taps: the elements the audit lists.
    static let auditedTypes: Set<String> = [
        "Button", "Cell", "Link", "TextField", "SecureTextField", "SearchField", "TextView",
        "Switch", "Toggle", "Slider", "Stepper", "PickerWheel", "Icon", "Tab", "MenuItem",
        "MenuButton", "PopUpButton", "ComboBox", "CheckBox", "RadioButton", "IncrementArrow",
        "DecrementArrow", "PageIndicator", "DisclosureTriangle", "ToolbarButton", "TableRow",
        "OutlineRow", "DatePicker", "ColorWell", "DockItem", "StatusItem", "MenuBarItem",
    ]

    /// Accessibility traits (`traits="Button, …"`) that make any element a control.
    /// (`Adjustable` is left out: scroll indicators carry it.)
    static let controlTraits = ["Button", "Link"]

    /// Plain types that, as accessibility elements (`accessible="true"`), are custom controls.
    static let customControlHosts: Set<String> = ["Other", "Any", "Group"]

    /// Types that take a touch inside their frame although the audit does not list them.
    static let touchTakingTypes: Set<String> = [
        "Key", "Keyboard", "NavigationBar", "TabBar", "Toolbar", "Alert", "Sheet", "Dialog",
        "Popover", "ScrollView", "Table", "CollectionView", "WebView", "Map", "Picker",
        "SegmentedControl",
    ]

    /// Types that draw nothing themselves.
    static let containerTypes: Set<String> = [
        "Other", "Group", "Window", "Application", "Any", "ScrollView", "Table", "CollectionView",
        "StatusBar", "LayoutArea", "LayoutItem", "Element",
    ]

    /// Types that clip their content (scroll containers).
    static let clippingTypes: Set<String> = ["ScrollView", "Table", "CollectionView", "WebView", "TextView", "Map"]

    /// Types that are modal: the touch never reaches what is behind them (see the builder).
    static let modalTypes: Set<String> = ["Alert", "Sheet", "Dialog"]

    /// What a kind means, from the sets above, looked up once per element.
    struct Flags {
        var isAudited = false, takesTouches = false, isContainer = false, clips = false
        var isModal = false, hostsCustomControls = false
    }

    private static let flagsByKind: [String: Flags] = {
        var table: [String: Flags] = [:]
        for k in auditedTypes.union(touchTakingTypes).union(containerTypes).union(clippingTypes)
            .union(modalTypes).union(customControlHosts) {
            table[k] = Flags(isAudited: auditedTypes.contains(k), takesTouches: touchTakingTypes.contains(k),
                             isContainer: containerTypes.contains(k), clips: clippingTypes.contains(k),
                             isModal: modalTypes.contains(k), hostsCustomControls: customControlHosts.contains(k))
        }
        return table
    }()

    /// The flags of a kind (a type that no rule names draws and takes no touch).
    static func flags(of kind: String) -> Flags {
        flagsByKind[kind] ?? Flags()
    }

    /// Legacy UI Automation names that differ from XCUITest's beyond the prefix.
    private static let legacyNames: [String: String] = [
        "TableCell": "Cell", "CollectionCell": "Cell", "ActionSheet": "Sheet", "SearchBar": "SearchField",
        "TableView": "Table", "Element": "Other", "Target": "Application",
    ]

    /// `XCUIElementTypeButton` → `Button`; `UIAButton` → `Button`; `Button` stays.
    static func shortType(_ type: String) -> String {
        // The prefix is ASCII: its 15 characters are its 15 bytes (cutting bytes skips a walk over
        // characters).
        if type.hasPrefix("XCUIElementType") { return PathSafeType.escaped(String(Substring(type.utf8.dropFirst(15)))) }
        if type.hasPrefix("UIA"), type.count > 3, let third = type.dropFirst(3).first, third.isUppercase {
            return PathSafeType.escaped(String(type.dropFirst(3)))
        }
        return PathSafeType.escaped(type)
    }

    /// The XCUITest meaning of a short type (legacy names mapped: `TableCell` → `Cell`).
    static func kind(_ shortType: String) -> String {
        legacyNames[shortType] ?? shortType
    }
}
