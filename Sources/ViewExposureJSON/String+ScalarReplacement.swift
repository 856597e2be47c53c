extension String {
    /// This text with every Unicode scalar for which `replacement` gives a string written as
    /// that string, and every other scalar kept: the one loop behind the package's text escapes
    /// (markup in the SVG and HTML reports, types in element paths). O(length) calls.
    @inlinable
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let written = replacement(scalar) { out += written } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
