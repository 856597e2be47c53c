import ArgumentParser
import ViewExposureDumpGenerators

/// `ViewExposureBench write-dumps DIR`: writes the dump-audit suite's generated dumps into
/// `DIR` — the 10 000-element screens (`xcuitest-10000.xml`, `uiautomator-10000.xml`) and the
/// two stress shapes (`overlapping-buttons-50000.xml`, `nested-chain-20000.xml`) — so that the
/// importer and the audit can be profiled (`perf record exposure audit …`) and their outputs
/// compared across builds on exactly the text the bench times.
struct WriteDumpsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write-dumps", abstract: "Writes the dump-audit suite's generated dumps into a directory.")

    /// The directory the dumps are written into.
    @Argument(help: "The directory to write into.")
    var directory: String

    /// Writes the dumps; exits with status 1 when one cannot be written.
    func run() throws {
        for (format, name) in [(LargeDumpGenerator.Format.xcuiTest, "xcuitest"), (.uiautomator, "uiautomator")] {
            let path = directory + "/\(name)-10000.xml"
            do {
                try BenchFiles.write(LargeDumpGenerator(format: format, elements: 10_000).text, to: path)
            } catch {
                print("write-dumps: \(error)")
                throw ExitCode(1)
            }
            print("wrote \(path)")
        }
        let stress: [(String, Int, (Int) -> String)] = [
            ("overlapping-buttons", 50_000, StressDumpGenerator.overlappingButtons),
            ("nested-chain", 20_000, StressDumpGenerator.nestedChain),
        ]
        for (name, count, generate) in stress {
            let path = directory + "/\(name)-\(count).xml"
            do {
                try BenchFiles.write(generate(count), to: path)
            } catch {
                print("write-dumps: \(error)")
                throw ExitCode(1)
            }
            print("wrote \(path)")
        }
    }
}
