/// Generated uiautomator dumps of the two shapes that made the audit quadratic: many
/// overlapping on-screen buttons side by side, and a deep chain of nested buttons. Shared by
/// the audit tests (moderate sizes, answers checked) and the bench (time and memory at size).
public enum StressDumpGenerator {
    /// `count` clickable buttons, siblings in one full-screen layout of a 1080×2400 px screen,
    /// each 180×200 px at a position stepping (7, 13) px and wrapping, so that every point of
    /// the screen lies under dozens of them and most are partly covered by later ones.
    public static func overlappingButtons(_ count: Int) -> String {
        var lines = DumpText.header()
        lines.reserveCapacity(count + 4)
        for i in 0..<count {
            let x = (i * 7) % 900, y = (i * 13) % 2_200
            lines.append(DumpText.button(i, x: x, y: y, width: 180, height: 200, closed: true))
        }
        lines.append("</node>")
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A chain `depth` clickable buttons deep, each inside the previous one and inset by one
    /// pixel on each side while there is room, in one full-screen layout of a 1080×2400 px
    /// screen.
    public static func nestedChain(_ depth: Int) -> String {
        var lines = DumpText.header()
        lines.reserveCapacity(depth + 4)
        for i in 0..<depth {
            let inset = Swift.min(i, 500)
            lines.append(DumpText.button(i, x: inset, y: inset, width: 1_080 - 2 * inset, height: 2_400 - 2 * inset, closed: false))
        }
        lines.append(String(repeating: "</node>", count: depth))
        lines.append("</node>")
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n") + "\n"
    }
}
