import ViewExposureTree

extension AuditSubject {
    /// The subjects of a scene that has no element list of its own: of `identifiedViews` (views
    /// with their ids, in the order the results should keep), those that take touches
    /// themselves — not a window, interaction enabled, hit-test policy other than
    /// `passThrough`. O(n) in the number of views given.
    public static func touchTargets(among identifiedViews: some Sequence<(id: String, view: View)>) -> [AuditSubject] {
        identifiedViews.compactMap { entry in
            let v = entry.view
            guard !(v is Window), v.isUserInteractionEnabled, v.hitTestPolicy != .passThrough else { return nil }
            return AuditSubject(view: v, identifier: entry.id)
        }
    }
}
