import ViewExposureJSON

/// One problem with a UI dump: where it is and what is wrong (the package's one problem type,
/// ``ViewExposureJSON/LocatedProblem``, by its dump name).
///
/// A problem carries a text position (`line:column` in the dump, for XML the end of the start
/// tag the parser had reached, for JSON the start of the object), an element path
/// (`Window[1]/Other[2]/Button[1]`), or both.
public typealias DumpProblem = LocatedProblem

extension LocatedProblem {
    /// Creates a dump problem.
    public init(position: SourcePosition?, elementPath: String?, message: String) {
        self.init(position: position, path: elementPath, message: message)
    }

    /// The path of the element concerned, when there is one (see `DumpElement/path`).
    public var elementPath: String? {
        get { path }
        set { path = newValue }
    }
}

/// A dump was refused: every problem found, in document order (a syntax error stops reading,
/// so it comes alone). Nothing is built when any problem exists. The package's one error type,
/// ``ViewExposureJSON/LocatedError``, by its dump name.
public typealias DumpError = LocatedError

extension LocatedError {
    /// An error with one dump problem.
    public init(position: SourcePosition?, elementPath: String? = nil, _ message: String) {
        self.init(problems: [DumpProblem(position: position, elementPath: elementPath, message: message)])
    }
}
