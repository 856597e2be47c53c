import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// One problem with a scene (or timeline) file: where it is and what is wrong (the package's
/// one problem type, ``ViewExposureJSON/LocatedProblem``, by its scene name).
public typealias SceneProblem = LocatedProblem

extension LocatedProblem {
    /// Where a scene problem is: a path or, for syntax errors, a text position.
    public enum Location: Hashable, Sendable {
        /// A JSON path such as `windows[0].subviews[2].frame` (empty: the top-level value).
        case path(String)
        /// A position in the text, for syntax errors (the file is not valid JSON).
        case position(SourcePosition)
    }

    /// Creates a problem at `location`.
    public init(location: Location, message: String) {
        switch location {
        case .path(let p): self.init(path: p, message: message)
        case .position(let pos): self.init(position: pos, message: message)
        }
    }

    /// Where the problem is: its text position when it has one, else its path.
    public var location: Location {
        if let position { return .position(position) }
        return .path(path ?? "")
    }
}

/// A scene (or timeline) was refused: every problem found, in document order. Nothing is built
/// when any problem exists. The package's one error type, `LocatedError` (ViewExposureJSON),
/// by its scene name.
public typealias SceneError = LocatedError
