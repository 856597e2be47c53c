@testable import ViewExposureCLI
import Foundation
import Testing
import ViewExposureTestSupport

/// Issue 28's outputs, continued: two outputs that are one file and an output that is standard
/// input's file are refused before anything is written; outputs are written as they are made
/// (``OutputWriter``), a failed one leaving the target as it was.
@Suite("CLI: outputs refused when they are one file, and written as produced")
struct OutputStreamingTests {
    private let good = fixturePath("android-small-targets.xml")
    private let good2 = fixturePath("ios-keyboard-over-button.xml")

    @Test("two outputs that are one file, however spelled (or both standard output), are refused with exit 2 before anything is written")
    func twoOutputsOneFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let old = try dir.write("old.xml", "kept")
        #expect(symlink(old, dir.file("link.xml")) == 0)
        // Absolute spellings (no change of directory: tests run in parallel).
        let r = dir.file("r.html"), dotted = dir.path + "/./r.html"
        let parent = dir.path + "/../" + (dir.path as NSString).lastPathComponent
        let cases: [[String]] = [
            ["audit", good, "--html", r, "--junit", r],
            ["audit", good, "--html", r, "--sarif", dotted],
            ["audit", good, "--junit", dir.file("r.xml"), "--sarif", parent + "/r.xml"],
            ["audit", good, "--junit", old, "--sarif", dir.file("link.xml")],
            ["audit", good, "--html", r, "--junit", old, "--sarif", parent + "/old.xml"],
            ["audit", good, "--html", "-", "--sarif", "/dev/stdout"],
        ]
        expectRefused(cases, saying: "(the same file): one output would replace or spoil the other; nothing was written")
        #expect(try readFileText(old) == "kept")
        #expect(!FileManager.default.fileExists(atPath: dir.file("r.html")))
        #expect(!FileManager.default.fileExists(atPath: dir.file("r.xml")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.xml", "old.xml"])
        // A character device takes one output after the other: /dev/null twice is no conflict.
        #expect(exposure("audit", good, "--junit", "/dev/null", "--sarif", "/dev/null").exitCode == 0)
    }

    @Test("with - as input, an output that is standard input's file is refused (exit 2), the file intact; without -, it is not standard input that is read")
    func outputIsStandardInput() throws {
        let inputs = try InputsToKeep()
        defer { inputs.dir.remove() }
        let (dir, dump, a, scene) = (inputs.dir, inputs.dump, inputs.dumpPath, inputs.scene)
        func run(_ arguments: [String], stdinFile: String) -> (CommandContext, Int32) {
            let fd = open(stdinFile, O_RDONLY | O_CLOEXEC)
            defer { close(fd) }
            return ExposureCLI.execute(arguments, standardInputDescriptor: fd) { () throws(CLIFailure) in
                try InputFile.contents(of: fd, name: "<stdin>")
            }
        }
        let cases: [([String], String)] = [
            (["audit", "-", "--html", a], a),
            (["audit", good, "-", "--junit", dir.file("link.xml")], a),
            (["import", "-", "--out", a], a),
            (["render", "-", "--view", "ad", "--out", scene], scene),
        ]
        for (arguments, stdinFile) in cases {
            let (context, status) = run(arguments, stdinFile: stdinFile)
            #expect(status == 2, "\(arguments)")
            #expect(context.standardOutput.isEmpty, "\(arguments)")
            #expect(context.standardError.contains("is standard input's file (the same file): writing it would destroy the input; nothing was written"), "\(arguments)")
        }
        #expect(try readFileText(a) == dump)
        #expect(try readFileText(scene) == (try readFileText(examplePath("feed"))))
        // Standard input not read (no -): its file is no input, and may be written.
        let copy = try dir.write("b.xml", dump)
        let (_, status) = run(["audit", good2, "--html", copy], stdinFile: copy)
        #expect(status == 0)
        #expect(try readFileText(copy).hasPrefix("<!DOCTYPE html>"))
    }

    @Test("standard output redirected to an input's file (`>> a.xml`), however spelled, is refused (exit 2), the input intact; to another file it is written")
    func standardOutputIsAnInput() throws {
        let inputs = try InputsToKeep()
        defer { inputs.dir.remove() }
        let (dir, dump, a, scene) = (inputs.dir, inputs.dump, inputs.dumpPath, inputs.scene)
        func run(_ arguments: [String], stdout: String, stdin: String? = nil) -> (CommandContext, Int32) {
            let out = open(stdout, O_WRONLY | O_APPEND | O_CLOEXEC)
            let input = stdin.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -1
            defer { close(out); if input >= 0 { close(input) } }
            return ExposureCLI.execute(arguments, streamingTo: out, standardInputDescriptor: input >= 0 ? input : nil) { () throws(CLIFailure) in
                try InputFile.contents(of: input, name: "<stdin>")
            }
        }
        let cases: [([String], String, String?)] = [
            (["audit", a], a, nil),
            (["audit", good, dir.file("link.xml")], a, nil),
            (["audit", "-"], a, a),
            (["import", a], a, nil),
            (["measure", scene, "--view", "ad"], scene, nil),
            (["omid", scene, "--view", "ad"], scene, nil),
        ]
        for (arguments, stdout, stdin) in cases {
            let (context, status) = run(arguments, stdout: stdout, stdin: stdin)
            #expect(status == 2, "\(arguments)")
            #expect(context.standardOutputBytes.isEmpty, "\(arguments)")
            #expect(context.standardError.contains("is standard output's file (the same file): writing it would destroy the input; nothing was written"), "\(arguments)")
        }
        #expect(try readFileText(a) == dump)
        #expect(try readFileText(scene) == (try readFileText(examplePath("feed"))))
        let other = try dir.write("out.txt", "")
        let (context, status) = run(["audit", a], stdout: other)
        #expect(status == 0)
        #expect(!context.standardOutputBytes.isEmpty)
    }

    @Test("an output replacing a file keeps its permission bits and leaves no temporary file; a new one is made")
    func replacedFileKeepsMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let svg = try dir.write("out.svg", "old")
        #expect(chmod(svg, 0o640) == 0)
        #expect(exposure("render", examplePath("feed"), "--view", "ad", "--out", svg).exitCode == 0)
        var info = stat()
        #expect(stat(svg, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try readFileText(svg).hasPrefix("<svg "))
        #expect(exposure("render", examplePath("feed"), "--view", "ad", "--out", dir.file("new.svg")).exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["new.svg", "out.svg"])
    }

    @Test("the writer hands large outputs on in blocks, byte for byte; a failed write is reported by finish and the target keeps its bytes")
    func writerBlocks() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("big.txt", "before")
        let context = CommandContext()
        let writer = try OutputWriter(path: path, context: context)
        var expected: [UInt8] = []
        for k in 0..<5_000 {
            let line = String(repeating: "\(k % 10)", count: k % 97) + "\n"
            writer.write(line)
            expected.append(contentsOf: line.utf8)
        }
        let block = [UInt8](repeating: 0x41, count: 3 * OutputWriter.bufferSize)
        writer.write(block)
        expected += block
        // Nothing replaced before finish: the target still holds its old bytes.
        #expect(try readFileText(path) == "before")
        try writer.finish()
        #expect(try fileBytes(path) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["big.txt"])
        // Dropped unfinished: the temporary file goes, the target stays.
        do {
            let dropped = try OutputWriter(path: path, context: context)
            dropped.write("partial")
        }
        #expect(try fileBytes(path) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["big.txt"])
        // /dev/full: the error surfaces at finish, the device stays a device.
        let full = try OutputWriter(path: "/dev/full", context: context)
        full.write(block)
        #expect(throws: CLIFailure.badInput("/dev/full: cannot be written (No space left on device)")) { try full.finish() }
        // Standard output: through the context, in order.
        let out = try OutputWriter(path: "-", context: context)
        out.write("a")
        out.write(block)
        out.write("b")
        try out.finish()
        #expect(context.standardOutputBytes == Array("a".utf8) + block + Array("b".utf8))
    }

    @Test("a spool gives back every line in order, in memory and once it has moved to its temporary file")
    func spoolRoundTrip() throws {
        for lines in [10, 40_000] {
            let spool = ByteSpool()
            var expected: [UInt8] = []
            for k in 0..<lines {
                let line = "<line k=\"\(k)\"/>" + String(repeating: "x", count: k % 61)
                spool.appendLine(line)
                expected += Array(line.utf8) + [0x0A]
            }
            var back: [UInt8] = []
            var blocks = 0
            try spool.forEachBlock { back.append(contentsOf: $0); blocks += 1 }
            #expect(spool.count == expected.count)
            #expect(back == expected)
            #expect(lines < 1_000 || expected.count > ByteSpool.memoryLimit)
            #expect(blocks >= (expected.count > ByteSpool.memoryLimit ? 2 : 1))
        }
    }

    @Test("several files audited in parallel print in the files' order, as one at a time does")
    func parallelOrder() {
        let files = [good, good2, good, fixturePath("ios-alert-over-content.xml"), good2]
        let parallel = ExposureCLI.run(["audit"] + files + ["--jobs", "3"])
        let serial = ExposureCLI.run(["audit"] + files + ["--jobs", "1"])
        #expect(parallel.exitCode == 0)
        #expect(parallel == serial)
        #expect(parallel.standardOutput.split(separator: "\n").count > 10)
    }
}

/// Runs each of `cases` and expects it refused as bad input (exit 2) before anything is
/// written: nothing on standard output, `message` on standard error.
func expectRefused(_ cases: [[String]], saying message: String) {
    for arguments in cases {
        let r = ExposureCLI.run(arguments)
        #expect(r.exitCode == 2, "\(arguments)")
        #expect(r.standardOutput.isEmpty, "\(arguments)")
        #expect(r.standardError.contains(message), "\(arguments)")
    }
}

/// Inputs an output must not destroy, in a temporary directory: `a.xml` (a dump, `dumpPath`),
/// `link.xml` (a symbolic link to it) and `s.json` (the feed example).
struct InputsToKeep {
    let dir: TemporaryDirectory
    /// The text of `a.xml`.
    let dump: String
    /// The path of `a.xml`.
    let dumpPath: String
    /// The path of `s.json`.
    let scene: String

    init() throws {
        dir = try TemporaryDirectory()
        dump = try readFileText(fixturePath("ios-keyboard-over-button.xml"))
        dumpPath = try dir.write("a.xml", dump)
        scene = try dir.write("s.json", try readFileText(examplePath("feed")))
        #expect(symlink(dumpPath, dir.file("link.xml")) == 0)
    }
}

private func fileBytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}
