import ViewExposure
import ViewExposureAudit
import ViewExposureDocument
import ViewExposureJSON

/// What the HTML report states about each screen besides its findings (docs/dumps.md, "The
/// HTML report"): the units, the density the size rules use and where it comes from, the
/// display size and whether the dump states it, whether the dump gives the drawing order, the
/// importer's notes, and the screenshot drawn under the outlines — every assumption a finding
/// may rest on, in words.
enum AuditAssumptions {
    /// The sentences for `loaded` audited with `environment`; `densityOption` is `--density`.
    static func sentences(loaded: LoadedScene, environment env: CheckEnvironment, densityOption: Float?) -> [String] {
        var out: [String] = []
        guard let dump = loaded.dump else {
            out.append("A scene file: coordinates in points; smallTarget needs 44×44 pt.")
            return out
        }
        if env.platform == .android {
            out.append("Android (\(dump.format.rawValue)): coordinates in pixels.")
            let (d, given) = env.densityInUse
            let density = JSONNumber.shortest(Double(d))
            if densityOption != nil { out.append("Density \(density) px per dp, given by --density.") }
            else if given { out.append("Density \(density) px per dp, stated by the dump.") }
            else { out.append("Density \(density) px per dp, estimated (the display's short side taken as 411 ⁴⁄₇ dp): size findings resting on it are uncertain; give --density.") }
            if let s = env.displaySize {
                let size = "\(JSONNumber.shortest(s.width))×\(JSONNumber.shortest(s.height)) px"
                out.append(env.displaySizeIsStated
                           ? "Display \(size), stated by the dump."
                           : "Display taken as \(size), the windows' extent (the dump does not state it): decisions at its right and bottom edges are uncertain.")
            }
        } else {
            out.append("iOS (\(dump.format.rawValue)): coordinates in points; smallTarget needs 44×44 pt.")
        }
        let unordered = dump.viewsWithUnknownChildOrder.count + dump.viewsWithUnknownNestedChildOrder.count
        out.append(unordered == 0
                   ? "Drawing order as the dump gives it."
                   : "\(unordered) view\(unordered == 1 ? "" : "s") with subviews in an order the dump does not give: findings resting on that order are uncertain (marked ?).")
        out += dump.notes
        return out
    }

    /// The sentence about a screenshot of `size` pixels drawn over `extent` (screen units).
    static func screenshot(name: String, width: Int, height: Int, extent: Rect) -> String {
        let sx = Double(width) / extent.width, sy = Double(height) / extent.height
        func f(_ x: Double) -> String { JSONNumber.shortest((x * 100).rounded() / 100) }
        var s = "Screenshot \(name): \(width)×\(height) px, drawn under the outlines at \(f(sx))× the screen's units"
        if abs(sx - sy) > 0.02 * Swift.max(sx, sy) {
            s += " across and \(f(sy))× down — its aspect ratio is not the screen's: it is stretched to fit, so it may show another moment or orientation"
        }
        return s + "."
    }
}
