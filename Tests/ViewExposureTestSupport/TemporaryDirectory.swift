#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new, empty directory under `$TMPDIR` (else `/tmp`) for files a test writes; the test
/// removes it with ``remove()`` (typically in a `defer`). Holds plain files only.
package struct TemporaryDirectory: Sendable {
    /// The directory's path.
    package let path: String

    /// Creates the directory.
    package init() throws {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/viewexposure-test-XXXXXX").utf8CString)
        // mkdtemp fills in the X's in place; read the name while the buffer is borrowed.
        let created = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let created else { throw TestFileError(path: base, operation: "create a directory in") }
        path = created
    }

    /// The path of the file `name` in the directory (not created).
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` to the file `name` in the directory and returns its path.
    package func write(_ name: String, _ text: String) throws -> String {
        let p = file(name)
        try writeFile(p, text)
        return p
    }

    /// Removes the plain files in the directory, then the directory (errors ignored: a
    /// leftover temporary file must not fail a test).
    package func remove() {
        if let d = opendir(path) {
            var names: [String] = []
            while let entry = readdir(d) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(d)
            for name in names { unlink(file(name)) }
        }
        rmdir(path)
    }
}

/// Runs `body` with the path of a temporary file `name` holding `text`; the file is removed
/// afterwards, also when `body` throws.
package func withTemporaryFile<T>(named name: String, containing text: String,
                                 _ body: (String) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(try directory.write(name, text))
}
