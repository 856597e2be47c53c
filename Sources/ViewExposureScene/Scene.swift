import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// A decoded scene file: a `Screen` with its windows and views, and an index from view id to
/// view.
///
/// Invariants: every id in ``viewsByIdentifier`` is unique in the scene and names a view on
/// ``screen``; the top-level entries of the file are the screen's windows, back to front.
///
/// Decode with ``decode(_:)-([UInt8])`` (or ``decode(_:)-(JSONValue)``), encode back with
/// ``encodedJSON()``. Decoding and encoding are iterative: any depth and view count work.
public struct Scene {
    /// The screen: windows back to front, and the application state.
    public let screen: Screen
    /// Every view that has an id, by id. For a decoded scene it is built from the tree when
    /// first asked for (O(views) once): a command that reads every view in order never needs it.
    public var viewsByIdentifier: [String: View] { index.table }
    private let index: Index

    /// Creates a scene from a screen, indexing the ids of its views (the first view in
    /// back-to-front, pre-order wins if an id repeats; decoded scenes never repeat ids).
    public init(screen: Screen) {
        self.screen = screen
        self.index = Index(table: Scene.identifierIndex(of: screen.windows))
    }

    /// A decoded scene, whose ids are unique: indexed on first use.
    init(decodedScreen screen: Screen) {
        self.screen = screen
        self.index = Index(screen: screen)
    }

    /// Every view of `windows` with an id, by id; the first in back-to-front pre-order wins.
    static func identifierIndex(of windows: [Window]) -> [String: View] {
        var index: [String: View] = [:]
        for w in windows {
            w.forEachInSubtree { v in
                if let id = v.identifier, index[id] == nil { index[id] = v }
                return true
            }
        }
        return index
    }

    /// The id index, given or built on first use (not `Sendable`: a scene belongs to one thread).
    private final class Index {
        private var built: [String: View]?
        private let screen: Screen?

        init(table: [String: View]) {
            built = table
            screen = nil
        }

        init(screen: Screen) {
            self.screen = screen
        }

        var table: [String: View] {
            if let built { return built }
            let t = Scene.identifierIndex(of: screen?.windows ?? [])
            built = t
            return t
        }
    }

    /// The windows, back to front.
    public var windows: [Window] { screen.windows }

    /// The view with id `identifier`, or `nil`. O(1).
    public func view(withIdentifier identifier: String) -> View? {
        viewsByIdentifier[identifier]
    }

    /// The number of views, windows included. O(views).
    public var viewCount: Int {
        var n = 0
        for w in screen.windows {
            w.forEachInSubtree { _ in n += 1; return true }
        }
        return n
    }
}
