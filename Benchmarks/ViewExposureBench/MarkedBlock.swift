/// A block of generated text inside a hand-written file, between two marker lines, e.g.
/// `<!-- make bench: headline figures (generated) -->` … `<!-- end of generated figures -->`
/// in the README. Only the text between the markers is replaced.
struct MarkedBlock {
    var begin: String
    var end: String

    /// `document` with the text between the markers replaced by `content`. Throws
    /// `BenchFailure` when a marker is missing or out of order (nothing is written then).
    func replacing(in document: String, with content: String, file: String) throws -> String {
        guard let b = document.firstRange(of: begin), let e = document.firstRange(of: end), b.upperBound <= e.lowerBound else {
            throw BenchFailure(description: "\(file): the markers \(begin) and \(end) are missing or out of order")
        }
        return String(document[..<b.upperBound]) + "\n" + content + "\n" + String(document[e.lowerBound...])
    }
}
