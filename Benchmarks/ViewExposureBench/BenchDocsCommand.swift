import Glibc

/// `ViewExposureBench write-docs LATEST_JSON DOC README`, the step `make bench` runs after the
/// bench: writes `DOC` (docs/benchmarks.md) from the run in `LATEST_JSON` and replaces the
/// README's headline block (between ``readmeBlock``'s markers) with the same run's figures.
/// A partial run (`BENCH_ONLY`) rewrites nothing: its tables would leave suites out.
enum BenchDocsCommand {
    /// The README's generated block.
    static let readmeBlock = MarkedBlock(
        begin: "<!-- headline figures: written by make bench from .build/bench/latest.json -->",
        end: "<!-- end of headline figures -->")

    /// Runs the command on `arguments` (after the program name); returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, arguments[0] == "write-docs" else {
            printError("usage: ViewExposureBench write-docs LATEST_JSON DOC README")
            return 2
        }
        let (jsonPath, docPath, readmePath) = (arguments[1], arguments[2], arguments[3])
        do {
            guard let text = BenchFiles.read(jsonPath) else { throw BenchFailure(description: "cannot read \(jsonPath)") }
            let results = try BenchResults.decode(text)
            guard results.run.complete else {
                print("\(docPath) and \(readmePath) not rewritten: the run had only the suites "
                      + results.run.suites.joined(separator: ", ") + " (BENCH_ONLY)")
                return 0
            }
            guard let readme = BenchFiles.read(readmePath) else { throw BenchFailure(description: "cannot read \(readmePath)") }
            let newReadme = try readmeBlock.replacing(in: readme, with: BenchHeadlines.markdown(results), file: readmePath)
            try BenchFiles.write(BenchDocument.markdown(results), to: docPath)
            try BenchFiles.write(newReadme, to: readmePath)
            print("wrote \(docPath) and the headline figures of \(readmePath) from \(jsonPath)")
            return 0
        } catch {
            printError("write-docs: \(error)")
            return 1
        }
    }

    private static func printError(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
