/// One problem with an input text — a scene, a timeline, a UI dump: where it is and what is
/// wrong. The one "problem at a place" type of every reader (`SceneProblem` and `DumpProblem`
/// name it in their layers).
///
/// A problem carries a text position (`line:column`), a path (a JSON path such as
/// `windows[0].frame`, or an element path such as `Window[1]/Button[2]`), or both; an empty
/// path means the top-level value and is not printed.
public struct LocatedProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where in the text, when known.
    public var position: SourcePosition?
    /// The path of the value or element concerned, when there is one (empty: the top level).
    public var path: String?
    /// What is wrong, e.g. `expected 4 finite numbers, got 3`.
    public var message: String

    /// Creates a problem.
    public init(position: SourcePosition? = nil, path: String? = nil, message: String) {
        self.position = position
        self.path = path
        self.message = message
    }

    /// One line prefixed by `fileName`: `scene.json: windows[0].frame: expected …`,
    /// `scene.json:3:14: expected ',' …`, `dump.xml:14:69: Window[1]/Button[2]: x: expected …`.
    public func formatted(fileName: String) -> String {
        var line = fileName
        if let position { line += ":\(position)" }
        return line + ": " + description(withPosition: false)
    }

    /// The problem without a file name: `[line:column: ][path: ]message`.
    public var description: String {
        description(withPosition: true)
    }

    private func description(withPosition: Bool) -> String {
        var line = ""
        if withPosition, let position { line += "\(position): " }
        if let path, !path.isEmpty { line += path + ": " }
        return line + message
    }
}
