/// Generates a large UI dump of a realistic screen, as an XCUITest page source or an Android
/// uiautomator dump: a navigation bar, a scrolled, clipping list of sections of cells (each
/// cell an image, a title, a subtitle and two buttons — most cells off screen), a floating
/// button, a tab bar, and a snackbar (an image with an undo button) in a window of its own over the bottom of the list.
///
/// The layout is the same in both formats (points for iOS, pixels ×3 for Android); the element
/// count is exact, so the bench can check that every element was imported.
struct LargeDumpGenerator {
    /// Which dump to write.
    enum Format { case xcuiTest, uiautomator }

    let format: Format
    /// Elements in the dump (the iOS application element and Android `<hierarchy>` not counted).
    private(set) var elementCount = 0
    /// Controls the audit lists.
    private(set) var interactiveCount = 0

    private var lines: [String] = []
    private var written = 0

    /// A dump of `elements` elements (at least 40).
    init(format: Format, elements: Int) {
        self.format = format
        build(elements)
        elementCount = written
    }

    /// The dump's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    // Layout, in points: screen 390×844, list 91..844 scrolled by 2 000 points.
    private static let width = 390.0, height = 844.0, scroll = 2_000.0, cellHeight = 88.0

    private mutating func build(_ target: Int) {
        switch format {
        case .xcuiTest:
            lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            lines.append(ios("Application", name: "Bench", x: 0, y: 0, w: Self.width, h: Self.height, open: true, counted: false))
        case .uiautomator:
            lines.append("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>")
            lines.append("<hierarchy rotation=\"0\">")
        }
        open("Window", x: 0, y: 0, w: Self.width, h: Self.height)
        open("Other", x: 0, y: 0, w: Self.width, h: Self.height)
        open("NavigationBar", name: "navBar", x: 0, y: 47, w: Self.width, h: 44)
        leaf("Button", name: "backButton", x: 8, y: 47, w: 60, h: 44, control: true)
        leaf("StaticText", name: "title", x: 150, y: 58, w: 90, h: 22)
        leaf("Button", name: "searchButton", x: 322, y: 47, w: 60, h: 44, control: true)
        close()
        open("CollectionView", name: "feed", x: 0, y: 91, w: Self.width, h: Self.height - 91)
        // Elements left for the list: everything but the tab bar (6), the floating button (1),
        // the snackbar window (4) and the closing of containers.
        let reserved = 11
        var y = 91 - Self.scroll
        var section = 0
        while written + reserved + 2 + 6 <= target {
            open("Other", name: "section\(section)", x: 0, y: y, w: Self.width, h: 40)
            leaf("StaticText", name: nil, x: 16, y: y + 8, w: 200, h: 24)
            y += 40
            var cell = 0
            while cell < 20 && written + reserved + 6 <= target {
                open("Cell", name: nil, x: 0, y: y, w: Self.width, h: Self.cellHeight, control: true)
                leaf("Image", name: nil, x: 16, y: y + 12, w: 64, h: 64)
                leaf("StaticText", name: nil, x: 92, y: y + 14, w: 200, h: 22)
                leaf("StaticText", name: nil, x: 92, y: y + 42, w: 200, h: 18)
                leaf("Button", name: nil, x: 300, y: y + 22, w: 40, h: 44, control: true)
                leaf("Button", name: nil, x: 342, y: y + 22, w: 40, h: 44, control: true)
                close()
                y += Self.cellHeight
                cell += 1
            }
            close()
            section += 1
        }
        // A footer of labels makes the count exact.
        while written + reserved < target {
            leaf("StaticText", name: nil, x: 16, y: y, w: 200, h: 20)
            y += 20
        }
        close()  // list
        leaf("Button", name: "composeButton", x: 310, y: 680, w: 64, h: 64, control: true)
        open("TabBar", name: "tabBar", x: 0, y: 761, w: Self.width, h: 83)
        for (i, name) in ["home", "search", "inbox", "profile"].enumerated() {
            leaf("Button", name: name, x: Double(i) * 97.5, y: 761, w: 97.5, h: 49, control: true)
        }
        leaf("Other", name: nil, x: 0, y: 810, w: Self.width, h: 34)
        close()
        close()  // Other
        close()  // Window
        // A snackbar window over the bottom of the list.
        open("Window", x: 0, y: 0, w: Self.width, h: Self.height)
        open("Other", x: 0, y: 0, w: Self.width, h: Self.height)
        open("Image", name: "snackbar", x: 8, y: 690, w: 374, h: 60)
        leaf("Button", name: "undoButton", x: 300, y: 698, w: 74, h: 44, control: true)
        close()
        close()
        close()
        switch format {
        case .xcuiTest: lines.append("</XCUIElementTypeApplication>")
        case .uiautomator: lines.append("</hierarchy>")
        }
    }

    private var stack: [String] = []

    private mutating func open(_ type: String, name: String? = nil, x: Double, y: Double, w: Double, h: Double,
                               control: Bool = false) {
        lines.append(element(type, name: name, x: x, y: y, w: w, h: h, control: control, open: true))
        stack.append(type)
    }

    private mutating func leaf(_ type: String, name: String?, x: Double, y: Double, w: Double, h: Double,
                               control: Bool = false) {
        lines.append(element(type, name: name, x: x, y: y, w: w, h: h, control: control, open: false))
    }

    private mutating func close() {
        let type = stack.removeLast()
        switch format {
        case .xcuiTest: lines.append("</XCUIElementType\(type)>")
        case .uiautomator: lines.append("</node>")
        }
    }

    private mutating func element(_ type: String, name: String?, x: Double, y: Double, w: Double, h: Double,
                                  control: Bool, open: Bool) -> String {
        written += 1
        if control { interactiveCount += 1 }
        switch format {
        case .xcuiTest:
            return ios(type, name: name, x: x, y: y, w: w, h: h, open: open, counted: true)
        case .uiautomator:
            let cls: String
            switch type {
            case "Window", "Other": cls = "android.widget.FrameLayout"
            case "NavigationBar", "TabBar": cls = "android.widget.LinearLayout"
            case "CollectionView": cls = "androidx.recyclerview.widget.RecyclerView"
            case "Cell": cls = "android.view.ViewGroup"
            case "Image": cls = "android.widget.ImageView"
            case "StaticText": cls = "android.widget.TextView"
            default: cls = "android.widget.Button"
            }
            let s = 3.0  // pixels per point
            func px(_ v: Double) -> String { String(Int((v * s).rounded())) }
            // Android reports bounds clipped to the screen and to the scrolled list.
            var top = y, bottom = y + h
            let inList = stack.contains("CollectionView")
            if inList { top = max(top, 91); bottom = min(bottom, Self.height) }
            if bottom < top { bottom = top }
            let rid = name.map { "com.example.bench:id/\($0)" } ?? ""
            let text = type == "StaticText" ? "text" : ""
            return "<node index=\"0\" text=\"\(text)\" resource-id=\"\(rid)\" class=\"\(cls)\" package=\"com.example.bench\" content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"\(control)\" enabled=\"true\" focusable=\"\(control)\" focused=\"false\" scrollable=\"\(type == "CollectionView")\" long-clickable=\"false\" password=\"false\" selected=\"false\" visible-to-user=\"\(bottom > top)\" bounds=\"[\(px(x)),\(px(top))][\(px(x + w)),\(px(bottom))]\" drawing-order=\"0\" hint=\"\" display-id=\"0\"\(open ? "" : " /")>"
        }
    }

    private func ios(_ type: String, name: String?, x: Double, y: Double, w: Double, h: Double, open: Bool,
                     counted: Bool) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let nameAttribute = name.map { " name=\"\($0)\" label=\"\($0)\"" } ?? ""
        let visible = y + h > 0 && y < Self.height
        return "<XCUIElementType\(type) type=\"XCUIElementType\(type)\"\(nameAttribute) enabled=\"true\" visible=\"\(visible)\" accessible=\"\(type == "Button" || type == "Cell")\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" index=\"0\"\(open ? "" : "/")>"
    }
}
