import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// Finding the name a typo was probably meant to be, for "did you mean …?" in error messages.
package enum NearestName {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is at most
    /// `maximumDistance` edits away; ties go to the earlier candidate.
    /// O(candidates × |name| × |candidate|).
    package static func match(_ name: String, in candidates: some Sequence<String>,
                             maximumDistance: Int = 2) -> String? {
        let n = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(n, Array(candidate.lowercased().unicodeScalars))
            if d <= maximumDistance, best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance (insertions, deletions, substitutions), with one rolling row.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = Swift.min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
