/// Why a text is not valid JSON, and where: the first problem found (parsing stops there,
/// because what follows a syntax error cannot be read reliably).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, as a sentence fragment (no position in it).
    public var message: String

    /// Creates an error.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
