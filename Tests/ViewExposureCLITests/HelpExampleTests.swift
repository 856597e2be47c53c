import ArgumentParser
@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing

/// Every example in `exposure --help` and in every subcommand's `--help` runs successfully
/// against `Examples/`: the help is the first thing a user copies from, so a stale example
/// (a view or file that does not exist, an option that was renamed) fails here. Subcommands are
/// taken from the command's configuration, so a new one is covered without touching this file.
@Suite("CLI: every --help example runs")
struct HelpExampleTests {
    /// The help invocations: the root command's and each subcommand's.
    static let helpInvocations: [[String]] = [["--help"]] + ExposureCommand.configuration.subcommands.map {
        [$0.configuration.commandName ?? $0._commandName, "--help"]
    }

    /// The example command lines of a help text: the lines of an "Example:" or "Examples:"
    /// block (up to the next blank line), as argument lists without the program name. A line
    /// that does not start with `exposure` continues the previous example (the help wraps
    /// long lines at 80 columns).
    static func examples(inHelp help: String) -> [[String]] {
        var examples: [[String]] = []
        var inBlock = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == "Example:" || trimmed == "Examples:" {
                inBlock = true
                continue
            }
            guard inBlock else { continue }
            if trimmed.isEmpty {
                inBlock = false
                continue
            }
            let words = trimmed.split(separator: " ").map(String.init)
            if words.first == "exposure" {
                examples.append(Array(words.dropFirst()))
            } else if !examples.isEmpty {
                examples[examples.count - 1] += words
            }
        }
        return examples
    }

    /// `arguments` made runnable from any working directory: paths under `Examples/` and
    /// `Tests/Fixtures/` point into
    /// the package, and the file given to `--out`, `--html`, `--junit` or `--sarif` is put in `directory`.
    static func runnable(_ arguments: [String], outputIn directory: TemporaryDirectory) -> [String] {
        var out: [String] = []
        for (i, argument) in arguments.enumerated() {
            if i > 0, ["--out", "--html", "--junit", "--sarif"].contains(arguments[i - 1]) {
                out.append(directory.file(argument.split(separator: "/").last.map(String.init) ?? argument))
            } else if argument.hasPrefix("Examples/") || argument.hasPrefix("Tests/Fixtures/") {
                out.append(packagePath(argument))
            } else {
                out.append(argument)
            }
        }
        return out
    }

    @Test("the examples are found, wrapped lines included")
    func parsesExamples() {
        let help = """
            OVERVIEW: x

            Examples:
              exposure a Examples/feed.json --view ad
              exposure b --point 1,2
                --alignment --out f.svg

            USAGE: exposure <subcommand>
              exposure not-an-example
            """
        #expect(Self.examples(inHelp: help) == [
            ["a", "Examples/feed.json", "--view", "ad"],
            ["b", "--point", "1,2", "--alignment", "--out", "f.svg"],
        ])
    }

    @Test("every subcommand is covered, and has examples")
    func coversEverySubcommand() {
        let names = Self.helpInvocations.dropFirst().map { $0[0] }
        #expect(names.count == ExposureCommand.configuration.subcommands.count)
        #expect(Set(names).isSuperset(of: ["measure", "convert", "render", "observe", "hit", "align"]))
    }

    @Test("--help prints examples and exits 0", arguments: helpInvocations)
    func helpHasExamples(_ invocation: [String]) {
        let r = ExposureCLI.run(invocation)
        #expect(r.exitCode == 0)
        #expect(r.standardError == "")
        #expect(!Self.examples(inHelp: r.standardOutput).isEmpty, "no example in \(invocation.joined(separator: " "))")
    }

    @Test("every example in --help runs against Examples/ with exit 0", arguments: helpInvocations)
    func examplesRun(_ invocation: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let examples = Self.examples(inHelp: ExposureCLI.run(invocation).standardOutput)
        for example in examples {
            let arguments = Self.runnable(example, outputIn: directory)
            let r = ExposureCLI.run(arguments)
            let line = "exposure " + example.joined(separator: " ")
            #expect(r.exitCode == 0, "\(line): \(r.standardError)")
            #expect(r.standardError == "", "\(line)")
            #expect(!r.standardOutput.isEmpty, "\(line) printed nothing")
            // A subcommand's own examples run that subcommand.
            if invocation.count == 2 { #expect(example.first == invocation[0], "\(line)") }
            if let i = example.firstIndex(of: "--out") {
                #expect(try readFileBytes(arguments[i + 1]).count > 0, "\(line) wrote nothing")
            }
        }
    }
}
