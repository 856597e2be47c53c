/// Why a scene file or UI dump could not be loaded: one message per problem, each line
/// starting with the file name and saying where and what (`scene.json: windows[0].frame:
/// expected 4 finite numbers, got 3`, `dump.xml:14:69: Window[1]/Button[2]: x: expected a
/// finite number, got "1O"`).
public struct SceneLoadError: Error, Equatable, Sendable {
    /// The message lines, in the order the problems were found; never empty.
    public var lines: [String]

    /// Creates an error from its lines.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// An error described by one line.
    public init(_ line: String) {
        self.lines = [line]
    }
}
