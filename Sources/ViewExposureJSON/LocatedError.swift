/// An input text was refused: every problem found, in document order (a syntax error stops
/// reading, so it comes alone). Nothing is built when any problem exists. The one error type
/// of every reader (`SceneError` and `DumpError` name it in their layers), as
/// ``LocatedProblem`` is the one problem type.
public struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one, in the order they appear in the document.
    public var problems: [LocatedProblem]

    /// Creates an error from its problems.
    public init(problems: [LocatedProblem]) {
        self.problems = problems
    }

    /// A syntax error: one problem, at its position (what the JSON parser throws).
    init(syntaxErrorAt position: SourcePosition, message: String) {
        self.problems = [LocatedProblem(position: position, message: message)]
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
