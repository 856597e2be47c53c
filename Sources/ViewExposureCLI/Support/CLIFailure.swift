/// Why a command failed, and so its exit status.
enum CLIFailure: Error, Equatable, Sendable {
    /// The input (scene file, options) is wrong: exit status 2, one line per problem on
    /// standard error, each naming the file (or option) and where the problem is.
    case badInput([String])
    /// Something that should not happen happened: exit status 1.
    case internalFailure(String)

    /// Bad input described by one line.
    static func badInput(_ line: String) -> CLIFailure { .badInput([line]) }

    /// The process exit status: 2 for bad input, 1 for an internal failure.
    var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .internalFailure: return 1
        }
    }

    /// The lines written to standard error.
    var lines: [String] {
        switch self {
        case .badInput(let lines): return lines
        case .internalFailure(let message): return ["exposure: internal failure: \(message)"]
        }
    }
}
