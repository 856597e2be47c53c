import ViewExposureDumpGenerators

/// `ViewExposureBench write-dumps DIR`: writes the dump-audit suite's generated dumps into
/// `DIR` — the 10 000-element screens (`xcuitest-10000.xml`, `uiautomator-10000.xml`) and the
/// two stress shapes (`overlapping-buttons-50000.xml`, `nested-chain-20000.xml`) — so that the
/// importer and the audit can be profiled (`perf record exposure audit …`) and their outputs
/// compared across builds on exactly the text the bench times.
enum WriteDumpsCommand {
    /// Runs the command on `arguments` (after the program name) when they name it; returns the
    /// exit status, or `nil` when the arguments are another command's.
    static func runIfAsked(_ arguments: [String]) -> Int32? {
        guard arguments.first == "write-dumps" else { return nil }
        guard arguments.count == 2 else {
            print("usage: ViewExposureBench write-dumps DIR")
            return 2
        }
        for (format, name) in [(LargeDumpGenerator.Format.xcuiTest, "xcuitest"), (.uiautomator, "uiautomator")] {
            let path = arguments[1] + "/\(name)-10000.xml"
            do {
                try BenchFiles.write(LargeDumpGenerator(format: format, elements: 10_000).text, to: path)
            } catch {
                print("write-dumps: \(error)")
                return 1
            }
            print("wrote \(path)")
        }
        let stress: [(String, Int, (Int) -> String)] = [
            ("overlapping-buttons", 50_000, StressDumpGenerator.overlappingButtons),
            ("nested-chain", 20_000, StressDumpGenerator.nestedChain),
        ]
        for (name, count, generate) in stress {
            let path = arguments[1] + "/\(name)-\(count).xml"
            do {
                try BenchFiles.write(generate(count), to: path)
            } catch {
                print("write-dumps: \(error)")
                return 1
            }
            print("wrote \(path)")
        }
        return 0
    }
}
