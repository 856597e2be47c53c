import ViewExposure
import ViewExposureJSON

/// Maps the parser's `line:column` positions back to byte offsets of the text, with the
/// parser's rules: lines end at `\n`, columns count UTF-8 bytes from 1, and a leading
/// byte-order mark is not part of line 1.
struct TextPositions {
    /// The byte offset where each line starts (index 0 is line 1).
    private var lineStarts: [Int]
    /// The text length: a position may point just past the last byte (end of input).
    private let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    /// The offset of `position`, or `nil` when it is not in the text: a line that does not
    /// exist, a column before the line or past its end (the end of a line is its `\n`, or the
    /// end of the text on the last line).
    func offset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let start = lineStarts[position.line - 1]
        let end = position.line < lineStarts.count ? lineStarts[position.line] - 1 : count
        let offset = start + position.column - 1
        return offset <= end ? offset : nil
    }
}
