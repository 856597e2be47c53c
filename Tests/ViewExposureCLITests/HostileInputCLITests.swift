@testable import ViewExposureCLI
import Foundation
import Testing
import ViewExposureTestSupport

/// Issue 28, each case as it was seen: crashes that lost a batch, output files that replaced
/// devices, FIFOs and inputs, inputs read whole before any check, control characters in SVG.
@Suite("CLI: hostile and unlucky inputs and outputs")
struct HostileInputCLITests {
    private let good = fixturePath("android-small-targets.xml")
    private let good2 = fixturePath("ios-keyboard-over-button.xml")

    private func androidDump(bounds: String, hierarchy: String = "") -> String {
        "<hierarchy rotation=\"0\"\(hierarchy)>\n<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\n"
            + "<node class=\"android.widget.Button\" clickable=\"true\" resource-id=\"b\" bounds=\"\(bounds)\"/>\n</node>\n</hierarchy>\n"
    }

    // MARK: 1. No trap on any number

    @Test("a batch with a bad file in the middle reports every good file and names the bad one (exit 2), report written",
          arguments: ["[0,0][10,1e19]", "[-1.797e308,0][1.797e308,100]"])
    func batchSurvivesBadFile(_ bounds: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bad = try dir.write("bad.xml", androidDump(bounds: bounds))
        let html = dir.file("report.html")
        let r = exposure("audit", good, bad, good2, "--html", html)
        #expect(r.exitCode == 2)
        #expect(r.standardOutput.contains("\"file\": \"\(good)\""))
        #expect(r.standardOutput.contains("\"file\": \"\(good2)\""))
        #expect(r.standardError.hasPrefix("\(bad):3:"))
        #expect(r.standardError.contains("Button[1]: bounds: expected"))
        let page = try readFileText(html)
        #expect(page.contains(good) && page.contains(good2))
    }

    @Test("<hierarchy width=NaN / 1e19> and density=1e-17 in the dump: exit 2 at the root, in audit and import alike",
          arguments: [" width=\"NaN\" height=\"100\"", " width=\"1e19\" height=\"100\"", " density=\"1e-17\""])
    func hierarchyNumbers(_ attributes: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("d.xml", androidDump(bounds: "[0,0][10,10]", hierarchy: attributes))
        for command in ["audit", "import"] {
            let r = exposure(command, path)
            #expect(r.exitCode == 2)
            #expect(r.standardError.hasPrefix("\(path):1:"))
            #expect(r.standardError.contains("<hierarchy> "))
        }
    }

    @Test("--density outside 0.1…100 is bad input; inside is used", arguments: ["1e-17", "0.05", "101", "nan", "inf"])
    func densityOption(_ density: String) {
        let r = exposure("audit", good, "--density", density)
        #expect(r.exitCode == 2)
        #expect(r.standardError.contains("--density: expected a number from 0.1 to 100 (pixels per dp)"))
    }

    @Test("--density at the edges of its range audits")
    func densityInRange() {
        #expect(exposure("audit", good, "--density", "0.1").exitCode == 0)
        #expect(exposure("audit", good, "--density", "100").exitCode == 0)
    }

    @Test("a scene whose transforms blow a frame up past Int audits and renders (conversions saturate)")
    func hugeTransformedScene() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let scene = try dir.write("s.json", #"{"windows": [{"frame": [0, 0, 400, 800], "subviews": [{"id": "a", "frame": [0, 0, 2e7, 2e7], "transform": [1e300, 0, 0, 1e300, 0, 0], "subviews": [{"id": "b", "frame": [1, 1, 2e7, 2e7], "transform": [1e300, 0, 0, 1e300, 0, 0]}, {"id": "c", "frame": [1, 1, 2e7, 2e7], "transform": [1e300, 0, 0, 1e300, 0, 0]}]}]}]}"#)
        #expect(exposure("audit", scene).exitCode == 0)
        let out = dir.file("s.svg")
        #expect(exposure("render", scene, "--audit", "--out", out).exitCode == 0)
    }

    // MARK: 4. Well-formed SVG

    /// Whether every scalar of `text` is a character XML 1.0 can hold.
    private func isXMLText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            s == "\t" || s == "\n" || s == "\r" || (s.value >= 0x20 && s.value != 0xFFFE && s.value != 0xFFFF)
        }
    }

    @Test("ids and labels holding U+0001 or NUL (JSON, WebDriverAgent) are written as U+FFFD in SVG and HTML; ' is escaped")
    func controlCharactersInMarkup() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let dump = try dir.write("wda.json", #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Window", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Button", "name": "a\u0001b'c", "label": "x\u0000y", "rect": {"x": 10, "y": 10, "width": 100, "height": 50}}]}]}}"#)
        let svg = dir.file("o.svg"), html = dir.file("o.html")
        #expect(exposure("render", dump, "--audit", "--out", svg).exitCode == 0)
        #expect(exposure("audit", dump, "--html", html).exitCode == 0)
        for path in [svg, html] {
            let text = try readFileText(path)
            #expect(isXMLText(text), "\(path) holds a character XML cannot")
            #expect(text.contains("a\u{FFFD}b&#39;c"))
        }
        #expect(try readFileText(html).contains("x\u{FFFD}y"))
        #expect(MarkupEscaping.escaped("\u{0}\u{1}\t\n\r\u{1F} \u{FFFE}\u{FFFF}é<>&\"'")
                == "\u{FFFD}\u{FFFD}\t\n\r\u{FFFD} \u{FFFD}\u{FFFD}é&lt;&gt;&amp;&quot;&#39;")
    }

    // MARK: 2. Outputs never destroy anything

    private func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test("--html /dev/null and --out /dev/null write through: /dev/null stays a device")
    func devNull() {
        #expect(exposure("audit", good, "--html", "/dev/null").exitCode == 0)
        #expect(exposure("render", examplePath("feed"), "--view", "ad", "--out", "/dev/null").exitCode == 0)
        #expect(exposure("import", good2, "--out", "/dev/null").exitCode == 0)
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test("a FIFO output is written through to its reader and stays a FIFO")
    func fifoOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fifo = dir.file("out.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread { received.bytes = (try? InputFile.contents(of: fifo)) ?? [] ; received.done.signal() }
        reader.start()
        let r = exposure("render", examplePath("feed"), "--view", "ad", "--out", fifo)
        #expect(r.exitCode == 0)
        received.done.wait()
        #expect(String(decoding: received.bytes, as: UTF8.self).hasPrefix("<svg "))
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test("output = input, however spelled, is refused before anything is written; the input is intact")
    func outputIsInput() throws {
        let inputs = try InputsToKeep()
        defer { inputs.dir.remove() }
        let (dir, dump, a, scene) = (inputs.dir, inputs.dump, inputs.dumpPath, inputs.scene)
        let cwd = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.changeCurrentDirectoryPath(dir.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        let cases: [[String]] = [
            ["audit", a, "--html", a],
            ["audit", good, "a.xml", "--html", "./a.xml"],
            ["audit", a, "--html", dir.path + "/../" + (dir.path as NSString).lastPathComponent + "/a.xml"],
            ["audit", "link.xml", "--html", a],
            ["audit", a, "--junit", "./a.xml"],
            ["audit", a, "--sarif", "link.xml"],
            ["import", a, "--out", "./a.xml"],
            ["import", a, "--out", "link.xml"],
            ["render", scene, "--view", "ad", "--out", "s.json"],
        ]
        expectRefused(cases, saying: "writing it would destroy the input; nothing was written")
        #expect(try readFileText(a) == dump)
        #expect(try readFileText(scene) == (try readFileText(examplePath("feed"))))
        #expect(fileType(dir.file("link.xml")) == S_IFLNK)
    }

    @Test("an output through a symbolic link replaces the file it names, and the link stays")
    func outputThroughLink() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = try dir.write("report.html", "old")
        #expect(symlink(target, dir.file("link.html")) == 0)
        #expect(exposure("audit", good, "--html", dir.file("link.html")).exitCode == 0)
        #expect(fileType(dir.file("link.html")) == S_IFLNK)
        #expect(try readFileText(target).hasPrefix("<!DOCTYPE html>"))
    }

    @Test("--out - and --html - write to standard output, alone")
    func standardOutput() {
        let svg = exposure("render", examplePath("feed"), "--view", "ad", "--out", "-")
        #expect(svg.exitCode == 0)
        #expect(svg.standardOutput.hasPrefix("<svg ") && svg.standardOutput.hasSuffix("</svg>\n"))
        let page = exposure("audit", good, "--html", "-")
        #expect(page.exitCode == 0)
        #expect(page.standardOutput.hasPrefix("<!DOCTYPE html>"))
        let scene = exposure("import", good2, "--out", "-")
        #expect(scene.standardOutput == exposure("import", good2).standardOutput)
    }

    // MARK: 3. Inputs checked before they are read

    @Test("audit /dev/zero is refused at its first bytes, not read forever", .timeLimit(.minutes(1)))
    func devZero() {
        let r = exposure("audit", "/dev/zero")
        #expect(r.exitCode == 2)
        #expect(r.standardError == "/dev/zero: byte 1 is NUL: not a UI dump or scene (XML and JSON text hold none); nothing more is read\n")
    }

    @Test("a file larger than the limit is refused from its size, before a byte is read", .timeLimit(.minutes(1)))
    func sparseHugeFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("huge.xml")
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, 3 << 30) == 0)   // 3 GiB, sparse: no disk, no memory
        close(fd)
        let r = exposure("audit", path)
        #expect(r.exitCode == 2)
        #expect(r.standardError == "\(path): is 3221225472 bytes: the largest input read is 2147483647 bytes (2 GiB − 1), checked before reading\n")
    }

    @Test("a stream is read with the same cap: refused once it passes it")
    func streamCap() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = Array(String(repeating: "<a/>", count: 1000).utf8)
        text.withUnsafeBytes { _ = write(fds[1], $0.baseAddress!, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        #expect(throws: CLIFailure.badInput("<stdin>: is more than 3999 bytes: the largest input read is 3999 bytes, checked before reading")) {
            try InputFile.contents(of: fds[0], name: "<stdin>", limit: 3999)
        }
        var again: [Int32] = [0, 0]
        #expect(pipe(&again) == 0)
        text.withUnsafeBytes { _ = write(again[1], $0.baseAddress!, $0.count) }
        close(again[1])
        defer { close(again[0]) }
        #expect(try InputFile.contents(of: again[0], name: "<stdin>", limit: 4000) == text)
    }

    @Test("a FIFO input is read as a stream")
    func fifoInput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fifo = dir.file("in.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let dump = try fixtureBytes("ios-keyboard-over-button.xml")
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            dump.withUnsafeBytes { _ = write(fd, $0.baseAddress!, $0.count) }
            close(fd)
        }
        writer.start()
        let r = exposure("audit", fifo)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput == exposure("audit", good2).standardOutput.replacingOccurrences(of: good2, with: fifo))
    }
}

/// What a reader thread received.
private final class ReceivedBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
    let done = DispatchSemaphore(value: 0)
}

extension HostileInputCLITests {
    @Test("a label holding a line break or an escape keeps its table row on one line, without the escape")
    func controlCharactersInTable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let dump = try dir.write("wda.json", #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Window", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Button", "name": "b", "label": "one\ntwo\u001b[31m", "rect": {"x": 10, "y": 10, "width": 100, "height": 50}}]}]}}"#)
        let r = exposure("audit", dump, "--table")
        #expect(r.exitCode == 0)
        #expect(r.standardOutput.split(separator: "\n").count == 2)
        #expect(r.standardOutput.contains("one\u{FFFD}two\u{FFFD}[31m"))
    }
}

extension HostileInputCLITests {
    @Test("a stream is refused at its first NUL, wherever it comes, with its offset")
    func streamNUL() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text: [UInt8] = Array("{\"windows\": []}".utf8) + [0] + Array(repeating: UInt8(ascii: " "), count: 100)
        text.withUnsafeBytes { _ = write(fds[1], $0.baseAddress!, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        #expect(throws: CLIFailure.badInput("<stdin>: byte 16 is NUL: not a UI dump or scene (XML and JSON text hold none); nothing more is read")) {
            try InputFile.contents(of: fds[0], name: "<stdin>")
        }
    }
}

extension HostileInputCLITests {
    @Test("/dev/stdout is standard output; /dev/full is written through and its error reported, and stays a device")
    func devStdoutAndFull() {
        let svg = exposure("render", examplePath("feed"), "--view", "ad", "--out", "/dev/stdout")
        #expect(svg.exitCode == 0)
        #expect(svg.standardOutput.hasPrefix("<svg "))
        let full = exposure("audit", good, "--html", "/dev/full")
        #expect(full.exitCode == 2)
        #expect(full.standardError.hasSuffix("/dev/full: cannot be written (No space left on device)\n"))
        #expect(fileType("/dev/full") == S_IFCHR)
    }

    @Test("a dump at the coordinate bound imports to a scene the tools read back (frames relative to the parent reach 2e7)")
    func importAtTheBound() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let dump = try dir.write("d.xml", "<hierarchy rotation=\"0\">\n<node class=\"android.widget.FrameLayout\" bounds=\"[-10000000,-10000000][10000000,10000000]\">\n"
            + "<node class=\"android.widget.Button\" clickable=\"true\" resource-id=\"b\" bounds=\"[9999990,9999990][10000000,10000000]\"/>\n</node>\n</hierarchy>\n")
        let scene = dir.file("s.json")
        #expect(exposure("import", dump, "--out", scene).exitCode == 0)
        #expect(try readFileText(scene).contains("19999990"))
        #expect(exposure("measure", scene, "--all").exitCode == 0)
        #expect(exposure("audit", scene).exitCode == 0)
    }
}
