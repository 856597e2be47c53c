import ViewExposure
import ViewExposureJSON
import ViewExposureScene

/// What a rejected input must give: at least one problem, each with a non-empty message and a
/// location that leads to the problem — a `line:column` inside the text (syntax errors, where
/// the parser itself must fail at exactly that position), or a JSON path that names a value of
/// the document or a missing member of one of its objects. A rejected input never yields a
/// partial result: the decoders throw instead of returning (typed throws), so there is none to
/// look at.
public enum RejectionInvariants {
    /// A syntax error of the JSON parser: one problem, with a message and a position.
    public static func check(syntaxError error: LocatedError, in bytes: [UInt8]) {
        guard error.problems.count == 1, let problem = error.problems.first else {
            fuzzFailure("a syntax error with \(error.problems.count) problems: \(error)", input: bytes)
        }
        if problem.message.isEmpty { fuzzFailure("a syntax error without a message", input: bytes) }
        guard let position = problem.position else { fuzzFailure("a syntax error without a position: \(error)", input: bytes) }
        if TextPositions(bytes).offset(of: position) == nil {
            fuzzFailure("syntax error position \(position) is outside the text: \(error)", input: bytes)
        }
    }

    /// The problems of a refused scene or timeline (or anything reported as a ``SceneError``).
    public static func check(_ error: SceneError, in bytes: [UInt8]) {
        guard !error.problems.isEmpty else { fuzzFailure("a refusal without a problem", input: bytes) }
        let document = try? JSONDocument.parse(bytes)
        for problem in error.problems {
            if problem.message.isEmpty { fuzzFailure("a problem without a message: \(problem)", input: bytes) }
            switch problem.location {
            case .position(let position):
                do {
                    _ = try JSONDocument.parse(bytes)
                    fuzzFailure("a syntax error in a text that parses: \(problem)", input: bytes)
                } catch {
                    check(syntaxError: error, in: bytes)
                    if error.problems.first?.position != position {
                        fuzzFailure("syntax error at \(position), the parser says \(error)", input: bytes)
                    }
                }
            case .path(let path):
                guard let document else {
                    fuzzFailure("a path problem for a text that does not parse: \(problem)", input: bytes)
                }
                switch JSONPathLookup.resolve(path, in: document.root) {
                case .value, .missingMember: break
                case .malformed: fuzzFailure("problem path is malformed: \(problem)", input: bytes)
                case .notFound: fuzzFailure("problem path names nothing in the document: \(problem)", input: bytes)
                }
            }
        }
    }
}
