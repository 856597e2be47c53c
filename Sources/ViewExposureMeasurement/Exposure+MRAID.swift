import ViewExposureGeometry
import ViewExposureJSON

extension Exposure {
    /// The MRAID 3.0 exposure object as JSON, keys in this order and spaced exactly so:
    ///
    ///     {"exposedPercentage": 62.5, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 320.0, "height": 50.0}, "occlusionRectangles": null}
    ///
    /// `occlusionRectangles` is `null` or an array of rect objects separated by `", "`.
    /// Numbers have 1 to 4 fraction digits and '.' as separator whatever the locale
    /// (`JSONNumber/format(_:)`).
    public var mraidJSON: String {
        var w = JSONWriter()
        write(to: &w, includingFriendlyObstructions: false)
        return w.text
    }

    /// The JavaScript statement that delivers this exposure to an MRAID 3.0 creative: the
    /// three `exposureChange` listener arguments, in the listener's order, as literals:
    ///
    ///     mraid.onExposureChange(62.5, {"x": 0.0, "y": 0.0, "width": 320.0, "height": 50.0}, null);
    ///
    /// (percentage, visible rectangle object, occlusion rectangle array or `null`; one space
    /// after each comma, terminated by `;`, no newline).
    public var mraidExposureChangeCall: String {
        var percentage = JSONWriter(), visible = JSONWriter(), occlusion = JSONWriter()
        percentage.number(exposedPercentage)
        visible.rectObject(visibleRectangle)
        writeOcclusionRectangles(to: &occlusion)
        return "mraid.onExposureChange(\(percentage.text), \(visible.text), \(occlusion.text));"
    }

    /// Writes the MRAID object (as ``mraidJSON``) and, when `includingFriendlyObstructions`
    /// and some were left out, a fourth key `"friendlyObstructions"`: an array of
    /// `{"id", "purpose", "reason", "rect"}` objects, back to front, `id` and `reason` `null`
    /// when absent, `rect` the part of the tested view each covers (its coordinates).
    public func write(to w: inout JSONWriter, includingFriendlyObstructions: Bool = true) {
        w.beginObject()
        w.key("exposedPercentage"); w.number(exposedPercentage)
        w.key("visibleRectangle"); w.rectObject(visibleRectangle)
        w.key("occlusionRectangles"); writeOcclusionRectangles(to: &w)
        if includingFriendlyObstructions && !friendlyObstructions.isEmpty {
            w.key("friendlyObstructions")
            w.beginArray()
            for f in friendlyObstructions {
                w.beginObject()
                w.key("id"); if let id = f.identifier { w.string(id) } else { w.null() }
                w.key("purpose"); w.string(f.purpose.rawValue)
                w.key("reason"); if let r = f.reason { w.string(r) } else { w.null() }
                w.key("rect"); w.rectObject(f.rect)
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
    }

    /// `null` or `[{...}, {...}]`.
    private func writeOcclusionRectangles(to w: inout JSONWriter) {
        guard let rects = occlusionRectangles else { return w.null() }
        w.beginArray()
        for r in rects { w.rectObject(r) }
        w.endArray()
    }
}
