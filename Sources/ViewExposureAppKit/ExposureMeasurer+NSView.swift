// macOS only; see NSView+LiveViewNode.swift. Not compiled by this project's CI.
#if canImport(AppKit) && os(macOS)
import AppKit
import ViewExposure

extension ExposureMeasurer {
    /// The MRAID exposure of `view` now, as the model computes it for the same hierarchy, in
    /// the view's coordinates read from its visual top-left:
    /// ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:mirror:)`` with the app
    /// counted as in the background while it is hidden (`NSApplication.isHidden`). Pass the same
    /// `mirror` on every call for one view so that unchanged views are not copied again.
    /// Main actor only.
    @MainActor
    public func measure(_ view: NSView,
                        friendlyObstructions: [LiveFriendlyObstruction<NSView>] = [],
                        mirror: LiveHierarchyMirror<NSView>? = nil) -> Exposure {
        let appState: AppState = NSApplication.shared.isHidden ? .background : .active
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions,
                       mirror: mirror)
    }
}
#endif
