import ViewExposureAudit
import ViewExposureDumps
import ViewExposureGeometry
import ViewExposureTree

extension LoadedScene {
    /// What the accessibility checks know of this scene (docs/dumps.md, "Accessibility
    /// checks"): a scene file or iOS dump is iOS (points); an Android dump gives its elements'
    /// attributes, its input method windows, the active window (the front-most application
    /// window: Android's focused window, which an input method or the system UI never is), the
    /// display size (per dimension the larger of the declared `width`/`height` and the windows'
    /// extent: ATF reads the real display size, which a dump of one dialog does not show), and
    /// the density: `density` if given, else a `density` attribute of the dump, else none
    /// (`CheckEnvironment/densityInUse` estimates one), and the views its `android-virtual-nodes`
    /// rule found to be virtual nodes. O(elements).
    public func checkEnvironment(density: Float? = nil) -> CheckEnvironment {
        guard let dump else { return CheckEnvironment(platform: .ios) }
        let attributes: (View) -> [String: String]? = { dump.element(for: $0)?.attributes }
        // The checks tell no nested pairs apart: any order a dump leaves unsettled counts.
        let unordered = Set((dump.viewsWithUnknownChildOrder + dump.viewsWithUnknownNestedChildOrder).map(ObjectIdentifier.init))
        guard dump.format.isAndroid else {
            var env = CheckEnvironment(platform: .ios, attributes: attributes)
            env.attributeLookup = dump
            env.unknownChildOrder = unordered
            return env
        }
        var extent = Rect.zero
        for w in screen.windows { extent = extent.union(w.frame) }
        let declaredW = dump.screenAttributes["width"].flatMap(Double.init) ?? 0
        let declaredH = dump.screenAttributes["height"].flatMap(Double.init) ?? 0
        let display = Size(width: Swift.max(declaredW, extent.maxX), height: Swift.max(declaredH, extent.maxY))
        var ime: Set<ObjectIdentifier> = []
        var active: Window?
        for w in screen.windows.reversed() {
            switch dump.androidRole(of: w, windowsExtent: extent) {
            case .inputMethod: ime.insert(ObjectIdentifier(w))
            case .application: if active == nil { active = w }
            default: break
            }
        }
        if active == nil { active = screen.windows.reversed().first { !ime.contains(ObjectIdentifier($0)) && dump.androidRole(of: $0, windowsExtent: extent) != .systemUI } }
        let given = density ?? dump.screenAttributes["density"].flatMap(Float.init)
        var env = CheckEnvironment(platform: .android, density: given, displaySize: display, activeWindow: active ?? screen.windows.last,
                                   inputMethodWindows: ime, attributes: attributes)
        env.attributeLookup = dump
        env.unknownChildOrder = unordered
        if let virtual = DumpRuleInfo.all.first(where: { $0.id == "android-virtual-nodes" }) {
            for (i, e) in dump.elements.enumerated() where dump.rules[i].contains(virtual) { env.virtualNodes.insert(ObjectIdentifier(e.view)) }
        }
        env.displaySizeIsStated = declaredW >= extent.maxX && declaredH >= extent.maxY && declaredW > 0 && declaredH > 0
        return env
    }
}

/// A dump reads a view's attributes for the checks from its bytes, one name at a time.
extension ImportedDump: AttributeLookup {
    package func describedNumber(of view: View) -> Int? { elementIndex(of: view) }
    package func value(_ name: String, ofDescribed number: Int) -> String? { attribute(name, ofElement: number) }
}
