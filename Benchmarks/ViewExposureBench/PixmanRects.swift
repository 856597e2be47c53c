import ViewExposureCPixman

/// The pixman method of the rect suite: build a region from the obstructions with
/// `pixman_region32_init_rects`, subtract it from the target, sum the resulting rectangles' areas.
struct PixmanRects {
    /// The obstructions as pixman boxes (built once, outside the timed part).
    var boxes: [pixman_box32_t]

    /// Converts the workload's integer rects to boxes.
    init(_ w: RectWorkload) {
        boxes = (0..<w.n).map {
            pixman_box32_t(
                x1: Int32(w.minX[$0]), y1: Int32(w.minY[$0]), x2: Int32(w.maxX[$0]),
                y2: Int32(w.maxY[$0]))
        }
    }

    /// Visible area of `[0,1000)²` minus the union of the boxes, and the number of rectangles
    /// of the visible region.
    func visibleArea() -> (area: Double, rects: Int) {
        var obstructions = pixman_region32_t()
        var target = pixman_region32_t()
        var visible = pixman_region32_t()
        boxes.withUnsafeBufferPointer {
            _ = pixman_region32_init_rects(&obstructions, $0.baseAddress, Int32($0.count))
        }
        pixman_region32_init_rect(&target, 0, 0, 1000, 1000)
        pixman_region32_init(&visible)
        _ = pixman_region32_subtract(&visible, &target, &obstructions)
        var count: Int32 = 0
        var area = 0.0
        if let r = pixman_region32_rectangles(&visible, &count) {
            for i in 0..<Int(count) {
                area += Double(r[i].x2 - r[i].x1) * Double(r[i].y2 - r[i].y1)
            }
        }
        pixman_region32_fini(&obstructions)
        pixman_region32_fini(&target)
        pixman_region32_fini(&visible)
        return (area, Int(count))
    }
}
