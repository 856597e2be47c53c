import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

extension RootMargin {
    /// Parses CSS margin shorthand, as the W3C `rootMargin` string: 1 to 4 lengths separated
    /// by whitespace, each a number followed by `px` or `%` (units case-insensitive), e.g.
    /// `"10px"`, `"10px 20%"`, `"10px 20% 0px"`, `"10px 20% 0px -5px"`.
    ///
    /// - 1 value: all sides; 2: vertical, horizontal; 3: top, horizontal, bottom;
    ///   4: top, right, bottom, left (CSS order).
    /// - An empty (or all-whitespace) string means `0px` on every side, as in the W3C parser.
    /// - Refused, with a ``ObserverConfigurationError/invalidRootMargin(_:reason:)`` saying
    ///   which value is wrong: more than 4 values; a value without a unit (even `0`, which the
    ///   W3C parser refuses too: write `0px`); other units (`em`, `pt`, ...); exponents,
    ///   `inf`, `nan` or anything else that is not a plain decimal number.
    public init(parsing text: String) throws(ObserverConfigurationError) {
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard tokens.count <= 4 else {
            throw .invalidRootMargin(text, reason: "expected 1 to 4 lengths, got \(tokens.count)")
        }
        var lengths: [Length] = []
        for (i, token) in tokens.enumerated() {
            guard let length = Self.parseLength(Substring(token)) else {
                throw .invalidRootMargin(
                    text, reason: "value \(i + 1) \"\(token)\" is not a length in px or % (e.g. 10px, -5.5px, 25%)")
            }
            lengths.append(length)
        }
        switch lengths.count {
        case 0: self = .zero
        case 1: self.init(top: lengths[0], right: lengths[0], bottom: lengths[0], left: lengths[0])
        case 2: self.init(top: lengths[0], right: lengths[1], bottom: lengths[0], left: lengths[1])
        case 3: self.init(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[1])
        default: self.init(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[3])
        }
    }

    /// `[+-]digits[.digits]` or `[+-].digits`, then `px` or `%` (case-insensitive); `nil`
    /// otherwise.
    private static func parseLength(_ token: Substring) -> Length? {
        let lower = token.lowercased()
        let number: Substring
        let isPercent: Bool
        if lower.hasSuffix("px") {
            number = lower.dropLast(2)[...]
            isPercent = false
        } else if lower.hasSuffix("%") {
            number = lower.dropLast(1)[...]
            isPercent = true
        } else {
            return nil
        }
        var body = number
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digitsOnly: (Substring) -> Bool = { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        // As CSS numbers: digits before the point may be omitted (".5"), digits after it not ("5.").
        guard !body.isEmpty, parts.allSatisfy(digitsOnly), !parts[parts.count - 1].isEmpty,
              let value = Double(String(number)), value.isFinite else { return nil }
        return isPercent ? .percent(value) : .points(value)
    }
}
