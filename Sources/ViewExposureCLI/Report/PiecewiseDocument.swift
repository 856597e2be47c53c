/// A report written a piece at a time (the HTML page a screen at a time, the JUnit XML a file
/// at a time), so that ``OutputWriter`` never holds it whole; its text, for tests and small
/// reports, is the pieces joined.
protocol PiecewiseDocument {
    /// Hands the document to `emit`, piece by piece, in order.
    func writePieces(_ emit: (String) -> Void)
}

extension PiecewiseDocument {
    /// The whole document.
    var text: String {
        var document = ""
        writePieces { document += $0 }
        return document
    }

    /// Writes the whole document to `writer`, as its pieces are made.
    func write(to writer: OutputWriter) {
        writePieces { writer.write($0) }
    }
}
