import ViewExposureJSON

/// One problem with a UI dump: where it is and what is wrong.
///
/// A problem carries a text position (`line:column` in the dump, for XML the end of the start
/// tag the parser had reached, for JSON the start of the object), an element path
/// (`Window[1]/Other[2]/Button[1]`), or both.
public struct DumpProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where in the text, when known.
    public var position: SourcePosition?
    /// The path of the element concerned, when there is one (see ``DumpElement/path``).
    public var elementPath: String?
    /// What is wrong, e.g. `x: expected a finite number, got "1O"`.
    public var message: String

    /// Creates a problem.
    public init(position: SourcePosition?, elementPath: String?, message: String) {
        self.position = position
        self.elementPath = elementPath
        self.message = message
    }

    /// One line prefixed by `fileName`: `dump.xml:14:69: Window[1]/Button[2]: x: expected …`.
    public func formatted(fileName: String) -> String {
        var line = fileName
        if let position { line += ":\(position)" }
        line += ": "
        if let elementPath { line += elementPath + ": " }
        return line + message
    }

    /// The problem without a file name.
    public var description: String {
        var parts: [String] = []
        if let position { parts.append(position.description) }
        if let elementPath { parts.append(elementPath) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}

/// A dump was refused: every problem found, in document order (a syntax error stops reading,
/// so it comes alone). Nothing is built when any problem exists.
public struct DumpError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one.
    public var problems: [DumpProblem]

    /// Creates an error from its problems.
    public init(problems: [DumpProblem]) {
        self.problems = problems
    }

    /// An error with one problem.
    public init(position: SourcePosition?, elementPath: String? = nil, _ message: String) {
        self.problems = [DumpProblem(position: position, elementPath: elementPath, message: message)]
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
