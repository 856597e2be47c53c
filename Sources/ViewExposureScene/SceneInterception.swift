import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// The `interception` view key — docs/scene-format.md §3, for the interception of docs/semantics.md
/// §4.6 — which installs an ``OverlayTouchInterception`` on the view (the container of a native
/// view):
///
///     "interception": { "overlays": ["flutterOverlay"], "ignoringPointers": ["hint"] }
///
/// - `overlays`: ids of overlays under which the container swallows touches (its hit test
///   answers `null` where a touch lands inside such an overlay that is drawn over it);
/// - `ignoringPointers` (optional): ids of overlays registered as ignoring pointers — drawn
///   over the container, but touches are meant to reach it, so they never block.
/// Both default to `[]`. Every id must name a view of the scene outside the container's own
/// subtree (an overlay inside the container could never be drawn over it); an id may not be
/// listed twice. Ids are resolved after the whole scene is read, so an overlay may come later
/// in the file or live in another window.
struct PendingInterception {
    /// The view that carries the key.
    let container: View
    /// The key's JSON value.
    let value: JSONValue
    /// The key's JSON path, for messages.
    let path: String
}

extension Scene {
    /// The members of an `interception` object.
    static let interceptionKeys = ["overlays", "ignoringPointers"]

    /// Validates every pending `interception` key against the scene's ids, recording problems,
    /// and installs a policy on each container whose key is valid.
    static func resolveInterceptions(_ pending: [PendingInterception], index: [String: View],
                                     reader: inout SceneValueReader) {
        for item in pending {
            guard item.value.isObject else {
                reader.report(item.path, "expected an object with \"overlays\" and \"ignoringPointers\" (arrays of view ids), got \(item.value.typeDescription)")
                continue
            }
            let before = reader.problems.count
            var registrations: [(View, Bool)] = []
            var seen: Set<String> = []
            for m in item.value.members {
                let memberPath = JSONPath.appending(m.key, to: item.path)
                guard interceptionKeys.contains(m.key) else {
                    reader.unknownKey(m.key, allowed: interceptionKeys, memberPath)
                    continue
                }
                guard m.value.isArray else {
                    reader.report(memberPath, "expected an array of view ids, got \(m.value.typeDescription)")
                    continue
                }
                for (i, element) in m.value.elements.enumerated() {
                    let elementPath = JSONPath.appending(index: i, to: memberPath)
                    guard let id = reader.string(element, elementPath) else { continue }
                    guard let overlay = index[id] else {
                        reader.report(elementPath, "no view with id \"\(id)\"")
                        continue
                    }
                    if overlay.isDescendant(of: item.container) {
                        reader.report(elementPath, "\"\(id)\" is the container itself or inside it; an overlay must be outside the container")
                        continue
                    }
                    if !seen.insert(id).inserted {
                        reader.report(elementPath, "\"\(id)\" is listed twice")
                        continue
                    }
                    registrations.append((overlay, m.key == "ignoringPointers"))
                }
            }
            guard reader.problems.count == before else { continue }
            let policy = OverlayTouchInterception()
            for (overlay, ignores) in registrations { policy.register(overlay, ignoresPointers: ignores) }
            policy.install(on: item.container)
        }
    }

    /// Writes the `interception` key of `view` when an interception policy is installed on it
    /// and at least one of its overlays has an id (overlays without an id cannot be named).
    static func writeInterception(of view: View, to w: inout JSONWriter) {
        guard let policy = view.installedInterception else { return }
        var overlays: [String] = [], ignoring: [String] = []
        for r in policy.registrations {
            guard let id = r.overlay?.identifier else { continue }
            if r.ignoresPointers { ignoring.append(id) } else { overlays.append(id) }
        }
        guard !overlays.isEmpty || !ignoring.isEmpty else { return }
        w.key("interception")
        w.beginObject()
        w.key("overlays")
        w.beginArray()
        for id in overlays { w.string(id) }
        w.endArray()
        if !ignoring.isEmpty {
            w.key("ignoringPointers")
            w.beginArray()
            for id in ignoring { w.string(id) }
            w.endArray()
        }
        w.endObject()
    }
}
