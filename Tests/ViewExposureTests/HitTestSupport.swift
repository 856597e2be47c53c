import ViewExposure

/// Builds a view with an identifier and a frame, added to `parent` when given.
@discardableResult
func hitView(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
             in parent: View? = nil) -> View {
    let v = View(frame: Rect(x: x, y: y, width: w, height: h), identifier: id)
    parent?.addSubview(v)
    return v
}

/// The identifier of a hit-test answer, or "nil".
func hitID(_ v: View?) -> String { v?.identifier ?? "nil" }
