import ViewExposure
import ViewExposureScene

/// Compares two scenes view by view, in pre-order, on every property a scene file can set.
enum SceneTreeComparison {
    /// A description of the first difference, or `nil` when the trees are the same.
    static func firstDifference(_ a: Scene, _ b: Scene) -> String? {
        if a.screen.appState != b.screen.appState {
            return "appState \(a.screen.appState) vs \(b.screen.appState)"
        }
        guard a.windows.count == b.windows.count else {
            return "\(a.windows.count) windows vs \(b.windows.count)"
        }
        var pending: [(View, View)] = Array(zip(a.windows, b.windows))
        while let (x, y) = pending.popLast() {
            if let d = difference(x, y) { return "\(x): \(d)" }
            pending.append(contentsOf: zip(x.subviews, y.subviews))
        }
        return nil
    }

    private static func difference(_ x: View, _ y: View) -> String? {
        var found: String?
        func compare<T: Equatable>(_ name: String, _ p: T, _ q: T) {
            if found == nil && p != q { found = "\(name) \(p) vs \(q)" }
        }
        compare("type", "\(type(of: x))", "\(type(of: y))")
        compare("id", x.identifier, y.identifier)
        compare("center", x.center, y.center)
        compare("bounds", x.bounds, y.bounds)
        compare("transform", x.transform, y.transform)
        compare("clipsToBounds", x.clipsToBounds, y.clipsToBounds)
        compare("hidden", x.isHidden, y.isHidden)
        compare("alpha", x.alpha, y.alpha)
        compare("userInteractionEnabled", x.isUserInteractionEnabled, y.isUserInteractionEnabled)
        compare("drawsContent", x.drawsContent, y.drawsContent)
        compare("alignmentInsets", x.alignmentRectInsets, y.alignmentRectInsets)
        compare("hitInsets", x.hitInsets, y.hitInsets)
        compare("hitTestPolicy", x.hitTestPolicy, y.hitTestPolicy)
        compare("friendlyObstruction", x.friendlyObstruction, y.friendlyObstruction)
        compare("interception", registrations(x), registrations(y))
        compare("subview count", x.subviews.count, y.subviews.count)
        return found
    }

    /// The interception registrations of a view as sorted (overlay id, ignores pointers)
    /// texts: their order is not observable (the encoder writes `overlays` first).
    private static func registrations(_ v: View) -> [String] {
        (v.installedInterception?.registrations ?? []).map {
            "\($0.overlay?.identifier ?? "?")/\($0.ignoresPointers)"
        }.sorted()
    }
}
