/// `ViewExposureBench write-dumps DIR`: writes the dump-audit suite's generated 10 000-element
/// dumps (`xcuitest-10000.xml`, `uiautomator-10000.xml`) into `DIR`, so that the importer can
/// be profiled (`valgrind --tool=callgrind exposure import …`) and its outputs compared across
/// builds on exactly the text the bench times.
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
        return 0
    }
}
