import ViewExposureGeometry
import ViewExposureJSON

/// Rects in the two shapes the library writes them.
extension JSONWriter {
    /// Writes a rect as the MRAID object `{"x": …, "y": …, "width": …, "height": …}`.
    public mutating func rectObject(_ r: Rect) {
        beginObject()
        key("x"); number(r.x)
        key("y"); number(r.y)
        key("width"); number(r.width)
        key("height"); number(r.height)
        endObject()
    }

    /// Writes a rect as `[x, y, width, height]`.
    public mutating func rectArray(_ r: Rect) {
        numbers([r.x, r.y, r.width, r.height])
    }
}
