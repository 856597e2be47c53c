import ArgumentParser
import ViewExposureDumpGenerators

/// `ViewExposureBench write-dumps DIR`: writes the dump-audit suite's generated dumps into
/// `DIR` — the 10 000-element screens (`xcuitest-10000.xml`, `uiautomator-10000.xml`) and the
/// stress shapes (`overlapping-buttons-50000.xml`, `nested-chain-20000.xml`, and issue 28's
/// `random-buttons-50000.xml`, `staggered-buttons-100000.xml`, `button-per-window-100000.xml`,
/// `staggered-views-100000.json`, `chain-scene-100000.json`) — so that the
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
        let stress: [(String, Int, (Int) -> String, String)] = [
            ("overlapping-buttons", 50_000, StressDumpGenerator.overlappingButtons, "xml"),
            ("nested-chain", 20_000, StressDumpGenerator.nestedChain, "xml"),
            ("random-buttons", 50_000, { LayoutShapeGenerator.randomButtons($0) }, "xml"),
            ("staggered-buttons", 100_000, LayoutShapeGenerator.staggeredButtons, "xml"),
            ("button-per-window", 100_000, LayoutShapeGenerator.buttonPerWindow, "xml"),
            ("staggered-views", 100_000, LayoutShapeGenerator.staggeredScene, "json"),
            ("chain-scene", 100_000, LayoutShapeGenerator.chainScene, "json"),
        ]
        for (name, count, generate, ext) in stress {
            let path = directory + "/\(name)-\(count).\(ext)"
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
