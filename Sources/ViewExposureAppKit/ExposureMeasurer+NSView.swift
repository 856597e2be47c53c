// macOS only; see NSView+LiveViewNode.swift. Not compiled by this project's CI.
#if canImport(AppKit) && os(macOS)
import AppKit
import ViewExposure

extension ExposureMeasurer {
    /// The MRAID exposure of `view` now, in the view's coordinates read from its visual
    /// top-left: ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:policy:)``
    /// with the app counted as in the background while it is hidden (`NSApplication.isHidden`).
    /// `policy` defaults to the content policy. Main actor only.
    @MainActor
    public func measure(_ view: NSView,
                        friendlyObstructions: [LiveFriendlyObstruction<NSView>] = [],
                        policy: ObstructionPolicy = .contentDrawingViews) -> Exposure {
        let appState: AppState = NSApplication.shared.isHidden ? .background : .active
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions, policy: policy)
    }
}
#endif
