import ArgumentParser
import ViewExposure

/// Parsing the comma-separated numbers of options such as `--point X,Y` and
/// `--rect X,Y,W,H`. Spaces around numbers are allowed; every number must be finite
/// (`nan`, `inf` are refused).
///
/// Every option that takes numbers is declared with ``coordinateParsing`` (or
/// ``repeatedCoordinateParsing``), so a value starting with `-` is taken as the value:
/// `--point -5,10` and `--point=-5,10` both work. The price: `--point --audit` reads
/// `--audit` as the point (and refuses it as bad input) rather than as a missing value.
enum CoordinateOption {
    /// How a single-valued numeric option reads its value: the next argument, even when it
    /// starts with `-` (ArgumentParser would otherwise take `-1,-1` for an option).
    static let coordinateParsing: SingleValueParsingStrategy = .unconditional

    /// The same for a repeatable numeric option: each occurrence takes the next argument.
    static let repeatedCoordinateParsing: ArrayParsingStrategy = .unconditionalSingleValue

    /// Exactly `count` finite numbers from `text`, or bad input naming `option` and the
    /// expected shape: `--point: expected X,Y (2 finite numbers separated by commas), got "1,a"`.
    static func numbers(_ text: String, count: Int, option: String,
                               shape: String) throws(CLIFailure) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { part -> Double? in
            var trimmed = Substring(part)
            while trimmed.first == " " { trimmed.removeFirst() }
            while trimmed.last == " " { trimmed.removeLast() }
            guard let x = Double(trimmed), x.isFinite,
                  trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
            return x
        }
        guard parts.count == count, values.count == count else {
            throw .badInput("\(option): expected \(shape) (\(count) finite numbers separated by commas), got \"\(text)\"")
        }
        return values
    }

    /// A point from `X,Y`.
    static func point(_ text: String, option: String = "--point") throws(CLIFailure) -> Point {
        let n = try numbers(text, count: 2, option: option, shape: "X,Y")
        return Point(x: n[0], y: n[1])
    }

    /// A rect from `X,Y,W,H`; a negative width or height is bad input.
    static func rect(_ text: String, option: String = "--rect") throws(CLIFailure) -> Rect {
        let n = try numbers(text, count: 4, option: option, shape: "X,Y,W,H")
        guard n[2] >= 0, n[3] >= 0 else {
            throw .badInput("\(option): width and height must not be negative, got \"\(text)\"")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
