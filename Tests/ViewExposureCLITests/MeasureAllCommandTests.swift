@testable import ViewExposureCLI
import Foundation
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureScene

/// `measure --all` and `--views` (one whole-screen pass) print exactly what `--view` prints
/// for each view, in document order or in the list's order.
@Suite("measure --all and --views against --view")
struct MeasureAllCommandTests {
    static let examples = ["feed", "interstitial", "carousel", "flutter-overlay"]

    /// The `{"ID": {...}, ...}` text built from one `--view` run per id.
    func expected(_ file: String, ids: [String], policy: String) -> String {
        let lines = ids.map { id -> String in
            let r = ExposureCLI.run(["measure", file, "--view", id, "--policy", policy])
            return "  \"\(id)\": " + r.standardOutput.dropLast()
        }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    @Test("every example, both policies", arguments: examples)
    func allEqualsEachAlone(_ name: String) throws {
        let file = packageRoot() + "/Examples/\(name).json"
        let scene = try Scene.decode(Array(try String(contentsOfFile: file, encoding: .utf8).utf8))
        var ids: [String] = []
        for w in scene.windows {
            w.forEachInSubtree { v in
                if let id = v.identifier { ids.append(id) }
                return true
            }
        }
        #expect(ids.count > 3)
        for policy in ["every", "content"] {
            let all = ExposureCLI.run(["measure", file, "--all", "--policy", policy])
            #expect(all.exitCode == 0)
            #expect(all.standardOutput == expected(file, ids: ids, policy: policy))
            let some = Array(ids.reversed().prefix(3))
            let listed = ExposureCLI.run(["measure", file, "--views", some.joined(separator: ","), "--policy", policy])
            #expect(listed.standardOutput == expected(file, ids: some, policy: policy))
        }
    }

    @Test("an unknown id in --views is bad input naming it; --views with --all is a usage error")
    func badViews() {
        let file = packageRoot() + "/Examples/feed.json"
        let r = ExposureCLI.run(["measure", file, "--views", "ad,nope"])
        #expect(r.exitCode == 2)
        #expect(r.standardError.contains("--views: no view with id \"nope\""))
        #expect(r.standardOutput.isEmpty)
        #expect(ExposureCLI.run(["measure", file, "--views", "ad", "--all"]).exitCode == 2)
    }
}
