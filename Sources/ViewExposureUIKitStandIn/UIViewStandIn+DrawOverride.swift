extension UIViewStandIn {
    /// Whether the view's class draws in `draw(_:)`: the class's ``UIViewStandIn/overridesDraw``
    /// (on a device, Sources/ViewExposureUIKit/UIView+DrawOverride.swift asks the Objective-C
    /// runtime). One read.
    var liveDrawsInDrawRect: Bool {
        StandInReads.count &+= 1
        return type(of: self).overridesDraw
    }
}
