import ViewExposureGeometry

/// What an Android element means for the view tree (uiautomator / UiAutomator2). Rules,
/// documented in docs/dumps.md:
///
/// - **draws nothing**: layouts and scroll/list containers, guessed from the class name
///   (`…Layout`, `ViewGroup`, `…ScrollView`, `RecyclerView`, `ListView`, `GridView`,
///   `ViewPager`, `ViewFlipper`, `ViewAnimator`, `ViewSwitcher`, Compose hosts), and a plain
///   `android.view.View` with no text and no content description that has children or takes
///   no input (a Compose container or spacer). Everything else draws over its bounds —
///   a clickable full-screen scrim included — and so does the root of an input method's
///   window (a keyboard is opaque, and its keys are often not in the dump).
/// - **takes touches**: `clickable`, `long-clickable` or `scrollable` elements (a view that
///   does not consume a touch lets Android offer it to the views behind it), and every window
///   root (Android gives a touch to one window).
/// - **hidden**: `visible-to-user="false"` or `displayed="false"`.
/// - **audited**: `clickable` or `long-clickable`, except in an input method's window (the
///   keyboard's keys are its own).
enum AndroidKinds {
    private static let containerNames: Set<String> = [
        "ViewGroup", "RecyclerView", "ListView", "GridView", "ViewPager", "ViewPager2", "ViewFlipper",
        "ViewAnimator", "ViewSwitcher", "ComposeView", "AndroidComposeView", "ViewStub", "hierarchy",
    ]

    /// Whether an element of short class `shortClass` draws nothing itself. A plain `View`
    /// draws when it shows text, or is a leaf that takes input (custom views such as a
    /// terminal or a canvas report themselves as `android.view.View`).
    static func isContainer(shortClass: String, hasText: Bool, hasChildren: Bool, isInteractive: Bool) -> Bool {
        if shortClass == "View" { return !hasText && (hasChildren || !isInteractive) }
        return shortClass.hasSuffix("Layout") || shortClass.hasSuffix("ScrollView")
            || containerNames.contains(shortClass)
    }

    /// The short class of the nearest framework class (`android.widget.…`, `android.view.…`,
    /// `android.webkit.…`) among `cls` and its comma-separated `ancestors` (Rico), else of
    /// `cls`.
    static func frameworkShortClass(cls: String, ancestors: String) -> String {
        for c in [cls] + ancestors.split(separator: ",").map(String.init)
        where c.hasPrefix("android.widget.") || c.hasPrefix("android.view.") || c.hasPrefix("android.webkit.") {
            return DumpFormat.androidShortClass(c)
        }
        return DumpFormat.androidShortClass(cls)
    }

    /// Parses `[left,top][right,bottom]` (integers or decimals, possibly negative) into a rect;
    /// `nil` when the text has another shape or a number is not finite or out of bounds.
    /// Right < left or bottom < top is what the platform writes for a node clipped away
    /// entirely (a row scrolled below its list's bottom: its top beyond the clip's bottom): an
    /// empty rect at its left and top, as nothing of it is on screen.
    static func bounds(_ text: String) -> Rect? {
        var copy = text
        return copy.withUTF8 { bounds($0) }
    }

    /// ``bounds(_:)-(String)`` of the text's bytes.
    static func bounds(_ text: UnsafeBufferPointer<UInt8>) -> Rect? {
        var numbers = (0.0, 0.0, 0.0, 0.0)
        var i = 0
        var k = 0
        // `[`, number, `,`, number, `]`, twice; the numbers are read as `Double` reads them
        // (``DumpNumber``), the brackets and commas byte by byte (this runs once per element).
        for _ in 0..<2 {
            guard i < text.count, text[i] == UInt8(ascii: "[") else { return nil }
            i += 1
            for half in 0..<2 {
                let terminator = half == 1 ? UInt8(ascii: "]") : UInt8(ascii: ",")
                var end = i
                while end < text.count && text[end] != terminator { end += 1 }
                guard end < text.count,
                      let v = DumpNumber.parse(UnsafeBufferPointer(rebasing: text[i..<end])),
                      InputBounds.admitsCoordinate(v) else { return nil }
                switch k {
                case 0: numbers.0 = v
                case 1: numbers.1 = v
                case 2: numbers.2 = v
                default: numbers.3 = v
                }
                k += 1
                i = end + 1
            }
        }
        guard i == text.count else { return nil }
        return Rect(minX: numbers.0, minY: numbers.1, maxX: max(numbers.0, numbers.2), maxY: max(numbers.1, numbers.3))
    }

    /// The kind of window a top-level node is, for putting windows back to front.
    enum WindowKind: Int, Comparable {
        /// An application window: covers at least half of the screen.
        case application = 0
        /// A smaller window of another package: floating windows, overlays, edge handles.
        case overlay = 1
        /// An input method (keyboard).
        case inputMethod = 2
        /// System UI: status bar, navigation bar and their floating parts.
        case systemUI = 3

        static func < (a: WindowKind, b: WindowKind) -> Bool { a.rawValue < b.rawValue }
    }

    /// Classifies a window root by its package and how much of `screen` its bounds cover.
    static func windowKind(package: String, bounds: Rect, screen: Rect) -> WindowKind {
        let p = package.lowercased()
        if occurs("inputmethod", in: p) || occurs("keyboard", in: p) || occurs("honeyboard", in: p) || occurs("swiftkey", in: p) {
            return .inputMethod
        }
        if p == AndroidSystemUIWindow.package { return .systemUI }
        return bounds.area * 2 >= screen.area ? .application : .overlay
    }

    /// Whether `word` occurs in `text`, byte for byte (UTF-8; both already lowercased).
    /// O(|text| × |word|) with no allocation: `String.contains` builds a searcher per call, and
    /// a dump of 100 000 windows asked it for every window, twice.
    private static func occurs(_ word: StaticString, in text: String) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let t = text.utf8
        guard let first = w.first, t.count >= w.count else { return false }
        var i = t.startIndex
        while i != t.endIndex {
            if t[i] == first {
                var j = i, k = 0
                while k < w.count, j != t.endIndex, t[j] == w[k] { j = t.index(after: j); k += 1 }
                if k == w.count { return true }
            }
            i = t.index(after: i)
        }
        return false
    }
}
