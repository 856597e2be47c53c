import Geometry
import ViewTree
import JSON

extension Exposure {
    /// The MRAID 3.0 exposure object as JSON, keys in this order and spaced exactly so:
    ///
    ///     {"exposedPercentage": 62.5, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 320.0, "height": 50.0}, "occlusionRectangles": null}
    ///
    /// `occlusionRectangles` is `null` or an array of rect objects separated by `", "`.
    /// Numbers have 1 to 4 fraction digits and '.' as separator whatever the locale
    /// (``JSONNumber/format(_:)``).
    public var mraidJSON: String {
        "{\"exposedPercentage\": \(JSONNumber.format(exposedPercentage)), "
            + "\"visibleRectangle\": \(ReportedPrecision.json(visibleRectangle)), "
            + "\"occlusionRectangles\": \(occlusionRectanglesJSON)}"
    }

    /// The JavaScript statement that delivers this exposure to an MRAID 3.0 creative: the
    /// three `exposureChange` listener arguments, in the listener's order, as literals:
    ///
    ///     mraid.onExposureChange(62.5, {"x": 0.0, "y": 0.0, "width": 320.0, "height": 50.0}, null);
    ///
    /// (percentage, visible rectangle object, occlusion rectangle array or `null`; one space
    /// after each comma, terminated by `;`, no newline).
    public var mraidExposureChangeCall: String {
        "mraid.onExposureChange(\(JSONNumber.format(exposedPercentage)), "
            + "\(ReportedPrecision.json(visibleRectangle)), \(occlusionRectanglesJSON));"
    }

    /// `null` or `[{...}, {...}]`.
    private var occlusionRectanglesJSON: String {
        guard let rects = occlusionRectangles else { return "null" }
        return "[" + rects.map(ReportedPrecision.json).joined(separator: ", ") + "]"
    }
}
