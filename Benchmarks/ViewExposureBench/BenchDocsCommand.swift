#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// `ViewExposureBench write-docs LATEST_JSON DOC README`, the step `make bench` runs after the
/// bench: writes `DOC` (docs/benchmarks.md) from the run in `LATEST_JSON` and replaces the
/// README's headline block (between ``readmeBlock``'s markers) with the same run's figures.
/// A partial run (`BENCH_ONLY`) rewrites nothing: its tables would leave suites out.
struct BenchDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write-docs", abstract: "Writes docs/benchmarks.md and the README's headline figures from a run.")

    /// The README's generated block.
    static let readmeBlock = MarkedBlock(
        begin: "<!-- headline figures: written by make bench from .build/bench/latest.json -->",
        end: "<!-- end of headline figures -->")

    /// The run's results (`.build/bench/latest.json`).
    @Argument(help: "The run's results (.build/bench/latest.json).")
    var jsonPath: String
    /// The benchmarks page to write (docs/benchmarks.md).
    @Argument(help: "The benchmarks page to write (docs/benchmarks.md).")
    var docPath: String
    /// The README whose headline block is replaced.
    @Argument(help: "The README whose headline block is replaced.")
    var readmePath: String

    /// Writes both files; exits with status 1 when one cannot be read or written.
    func run() throws {
        do {
            guard let text = BenchFiles.read(jsonPath) else { throw BenchFailure(description: "cannot read \(jsonPath)") }
            let results = try BenchResults.decode(text)
            guard results.run.complete else {
                print("\(docPath) and \(readmePath) not rewritten: the run had only the suites "
                      + results.run.suites.joined(separator: ", ") + " (BENCH_ONLY)")
                return
            }
            guard let readme = BenchFiles.read(readmePath) else { throw BenchFailure(description: "cannot read \(readmePath)") }
            let newReadme = try Self.readmeBlock.replacing(in: readme, with: BenchHeadlines.markdown(results), file: readmePath)
            try BenchFiles.write(BenchDocument.markdown(results), to: docPath)
            try BenchFiles.write(newReadme, to: readmePath)
            print("wrote \(docPath) and the headline figures of \(readmePath) from \(jsonPath)")
        } catch {
            Self.printError("write-docs: \(error)")
            throw ExitCode(1)
        }
    }

    private static func printError(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
