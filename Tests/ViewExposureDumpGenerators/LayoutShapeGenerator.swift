import ViewExposureReference

/// Generated layouts of the shapes issue 28 found superlinear (the stress shapes of
/// ``StressDumpGenerator`` are regular): buttons of random sizes at random places, small views
/// staggered by one point, one small button per window, and a deep chain as a scene file.
/// Shared by the tests (small sizes, answers checked against brute force) and the bench (time
/// and memory at size). Every shape is a function of its size (and seed) alone.
public enum LayoutShapeGenerator {
    /// `count` clickable buttons of 10–80 px a side at random places on a 1080×2400 px screen,
    /// siblings in one full-screen layout of a uiautomator dump (splitmix64 from `seed`).
    public static func randomButtons(_ count: Int, seed: UInt64 = 28) -> String {
        var random = SplitMix64(seed: seed)
        var lines = DumpText.header()
        lines.reserveCapacity(count + 4)
        for i in 0..<count {
            let width = 10 + Int(random.next() % 71), height = 10 + Int(random.next() % 71)
            let x = Int(random.next() % UInt64(1_080 - width + 1)), y = Int(random.next() % UInt64(2_400 - height + 1))
            lines.append(DumpText.button(i, x: x, y: y, width: width, height: height, closed: true))
        }
        lines.append("</node>")
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the `i`th staggered view lies: 10×10 at one point to the right of the previous
    /// one, rows of 1 000 two points apart, so that each overlaps about 170 others.
    public static func staggeredOrigin(_ i: Int) -> (x: Int, y: Int) {
        (i % 1_000, 2 * (i / 1_000))
    }

    /// `count` clickable 10×10 buttons at ``staggeredOrigin(_:)``, siblings in one
    /// full-screen layout of a uiautomator dump.
    public static func staggeredButtons(_ count: Int) -> String {
        var lines = DumpText.header()
        lines.reserveCapacity(count + 4)
        for i in 0..<count {
            let origin = staggeredOrigin(i)
            lines.append(DumpText.button(i, x: origin.x, y: origin.y, width: 10, height: 10, closed: true))
        }
        lines.append("</node>")
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A scene file of `count` 10×10 views `v0`, `v1`, … at ``staggeredOrigin(_:)``, siblings
    /// in one 1080×2400 window.
    public static func staggeredScene(_ count: Int) -> String {
        var lines = ["{\"windows\": [{\"id\": \"window\", \"frame\": [0, 0, 1080, 2400], \"subviews\": ["]
        lines.reserveCapacity(count + 2)
        for i in 0..<count {
            let origin = staggeredOrigin(i)
            lines.append("{\"id\": \"v\(i)\", \"frame\": [\(origin.x), \(origin.y), 10, 10]}" + (i + 1 < count ? "," : ""))
        }
        lines.append("]}]}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A uiautomator dump of `count` windows (children of `<hierarchy>`), each a 180×200 px
    /// layout stepping (7, 13) px and wrapping on a 1080×2400 px screen, holding one 48×48 px
    /// clickable button: most buttons lie under later windows.
    public static func buttonPerWindow(_ count: Int) -> String {
        var lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", "<hierarchy rotation=\"0\">"]
        lines.reserveCapacity(3 * count + 3)
        for i in 0..<count {
            let x = (i * 7) % 900, y = (i * 13) % 2_200
            lines.append(DumpText.layout(x: x, y: y, width: 180, height: 200))
            lines.append(DumpText.button(i, x: x + 60, y: y + 70, width: 48, height: 48, closed: true))
            lines.append("</node>")
        }
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A scene file of a chain `depth` views deep (`c0` the outermost), each inside the previous
    /// one and inset by one point on each side while there is room, in one 1080×2400 window;
    /// written without indentation, so the file grows linearly with the depth.
    public static func chainScene(_ depth: Int) -> String {
        var text = "{\"windows\": [{\"id\": \"window\", \"frame\": [0, 0, 1080, 2400], \"subviews\": ["
        text.reserveCapacity(64 * depth + 64)
        for i in 0..<depth {
            let inset = i < 500 ? 1 : 0, size = Swift.max(1_080 - 2 * Swift.min(i + 1, 500), 80)
            let height = Swift.max(2_400 - 2 * Swift.min(i + 1, 500), 80)
            text += "\n{\"id\": \"c\(i)\", \"frame\": [\(inset), \(inset), \(size), \(height)], \"subviews\": ["
        }
        text += String(repeating: "]}", count: depth)
        text += "]}]}\n"
        return text
    }
}

/// The uiautomator element text the generators share.
enum DumpText {
    static func header() -> [String] {
        ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", "<hierarchy rotation=\"0\">",
         layout(x: 0, y: 0, width: 1_080, height: 2_400)]
    }

    static func layout(x: Int, y: Int, width: Int, height: Int) -> String {
        "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.FrameLayout\" package=\"bench\" content-desc=\"\" "
            + "checkable=\"false\" checked=\"false\" clickable=\"false\" enabled=\"true\" focusable=\"false\" focused=\"false\" "
            + "scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" "
            + "bounds=\"[\(x),\(y)][\(x + width),\(y + height)]\">"
    }

    static func button(_ i: Int, x: Int, y: Int, width: Int, height: Int, closed: Bool) -> String {
        "<node index=\"0\" text=\"b\(i)\" resource-id=\"bench:id/b\(i)\" class=\"android.widget.Button\" package=\"bench\" "
            + "content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"true\" enabled=\"true\" focusable=\"true\" "
            + "focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" "
            + "bounds=\"[\(x),\(y)][\(x + width),\(y + height)]\"" + (closed ? " />" : ">")
    }
}
