import ViewExposureGeometry
import ViewExposureJSON

extension OMIDGeometry {
    /// The `geometryChange` data as JSON, keys in the OM SDK service's order, on one line:
    ///
    ///     {"viewport": {"width": 375.0, "height": 667.0}, "adView": {"percentageInView": 100,
    ///     "pixelsInView": 93750.0, "reasons": [], "geometry": {"width": 375.0, "height": 250.0,
    ///     "x": 0.0, "y": 100.0, "pixels": 93750.0}, "onScreenGeometry": {…, "pixels": …,
    ///     "obstructions": [{"width", "height", "x", "y"}], "friendlyObstructions": [{"width",
    ///     "height", "x", "y", "obstructionClass", "obstructionPurpose", "obstructionReason"}]}},
    ///     "declaredFriendlyObstructions": 0}
    ///
    /// `percentageInView` and `declaredFriendlyObstructions` are integers; other numbers have
    /// 1 to 4 fraction digits (`JSONNumber/format(_:)`); a missing class or reason is `null`.
    public var json: String {
        var w = JSONWriter()
        write(to: &w)
        return w.text
    }

    /// Writes ``json`` into `w` (as one value).
    public func write(to w: inout JSONWriter) {
        w.beginObject()
        w.key("viewport")
        w.beginObject()
        w.key("width"); w.number(viewport.width)
        w.key("height"); w.number(viewport.height)
        w.endObject()
        w.key("adView")
        w.beginObject()
        w.key("percentageInView"); w.integer(percentageInView)
        w.key("pixelsInView"); w.number(pixelsInView)
        w.key("reasons")
        w.beginArray()
        for r in reasons { w.string(r.rawValue) }
        w.endArray()
        w.key("geometry")
        w.beginObject()
        Self.writeMembers(geometry, to: &w)
        w.key("pixels"); w.number(Self.pixels(geometry))
        w.endObject()
        w.key("onScreenGeometry")
        w.beginObject()
        Self.writeMembers(onScreenGeometry, to: &w)
        w.key("pixels"); w.number(Self.pixels(onScreenGeometry))
        w.key("obstructions")
        w.beginArray()
        for o in obstructions {
            w.beginObject()
            Self.writeMembers(o, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("friendlyObstructions")
        w.beginArray()
        for f in friendlyObstructions {
            w.beginObject()
            Self.writeMembers(f.rect, to: &w)
            w.key("obstructionClass"); if let c = f.registration.className { w.string(c) } else { w.null() }
            w.key("obstructionPurpose"); w.string(f.registration.purpose.rawValue)
            w.key("obstructionReason"); if let r = f.registration.reason { w.string(r) } else { w.null() }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endObject()
        w.key("declaredFriendlyObstructions"); w.integer(declaredFriendlyObstructions)
        w.endObject()
    }

    /// A rect's area as OMID reports it: width × height, unrounded, 0 for an empty rect.
    static func pixels(_ r: Rect) -> Double { r.area }

    /// `"width", "height", "x", "y"`: OMID's member order.
    private static func writeMembers(_ r: Rect, to w: inout JSONWriter) {
        w.key("width"); w.number(r.width)
        w.key("height"); w.number(r.height)
        w.key("x"); w.number(r.x)
        w.key("y"); w.number(r.y)
    }
}
