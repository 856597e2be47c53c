import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// One problem with a scene (or timeline) file: where it is and what is wrong.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where a problem is.
    public enum Location: Hashable, Sendable {
        /// A JSON path such as `windows[0].subviews[2].frame` (empty: the top-level value).
        case path(String)
        /// A position in the text, for syntax errors (the file is not valid JSON).
        case position(SourcePosition)
    }

    /// Where the problem is.
    public var location: Location
    /// What is wrong, e.g. `expected 4 finite numbers, got 3`.
    public var message: String

    /// Creates a problem.
    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    /// Creates a problem at a JSON path.
    public init(path: String, message: String) {
        self.init(location: .path(path), message: message)
    }

    /// The problem as one line prefixed by `fileName`:
    /// `scene.json: windows[0].subviews[2].frame: expected 4 finite numbers, got 3`, or for a
    /// syntax error `scene.json:3:14: expected ',' or '}' after an object member, found ']'`.
    public func formatted(fileName: String) -> String {
        switch location {
        case .path(let p) where p.isEmpty: return "\(fileName): \(message)"
        case .path(let p): return "\(fileName): \(p): \(message)"
        case .position(let pos): return "\(fileName):\(pos): \(message)"
        }
    }

    /// The problem without a file name: `path: message` or `line:column: message`.
    public var description: String {
        switch location {
        case .path(let p) where p.isEmpty: return message
        case .path(let p): return "\(p): \(message)"
        case .position(let pos): return "\(pos): \(message)"
        }
    }
}

/// A scene was refused: every problem found, in document order. Nothing is built when any
/// problem exists.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one, in the order they appear in the document.
    public var problems: [SceneProblem]

    /// Creates an error from its problems.
    public init(problems: [SceneProblem]) {
        self.problems = problems
    }

    /// Wraps a syntax error.
    public init(_ parseError: JSONParseError) {
        self.problems = [SceneProblem(location: .position(parseError.position), message: parseError.message)]
    }

    /// One line per problem, each prefixed by `fileName`.
    public func lines(fileName: String) -> [String] {
        problems.map { $0.formatted(fileName: fileName) }
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
