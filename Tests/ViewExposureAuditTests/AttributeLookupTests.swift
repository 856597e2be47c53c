import ViewExposureDumps
import ViewExposureDocument
import ViewExposureTestSupport
import ViewExposureDumpTestSupport
import Foundation
import ViewExposureAudit
import Testing
import ViewExposure

/// The checks read a dump's attributes name by name (``AttributeLookup``) instead of making a
/// dictionary per view: the same answers as the dictionary, on every fixture.
@Suite("Attributes read name by name")
struct AttributeLookupTests {
    /// Every fixture dump (rules' fixtures included).
    static func fixtureNames() throws -> [String] {
        let dir = packagePath("Tests/Fixtures")
        var names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }
        names += try FileManager.default.contentsOfDirectory(atPath: dir + "/rules").map { "rules/" + $0 }
        return names.sorted()
    }

    @Test("a dump element's attribute, read by name, is its dictionary's, for every name it has and some it lacks")
    func valueByName() throws {
        var read = 0
        for name in try Self.fixtureNames() {
            guard let dump = try? DumpImporter.importDump(fixtureBytes(name)) else { continue }
            for e in dump.elements {
                let all = e.attributes
                for (k, v) in all { #expect(e.attributeList[k] == v, "\(name): \(k)"); read += 1 }
                for k in ["a11y-important", "visible", "no such name", "clickable", "type", "é"] {
                    #expect(e.attributeList[k] == all[k], "\(name): \(k)")
                }
            }
        }
        #expect(read > 1_000)
    }

    @Test("a name with bytes beyond ASCII is found as the dictionary finds it")
    func nonASCIIName() throws {
        let xml = #"<hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][100,100]" caf\#u{E9}="1" n="2" /></hierarchy>"#
        let dump = try DumpImporter.importDump(Array(xml.utf8))
        let e = try #require(dump.elements.first)
        #expect(e.attributeList["caf\u{E9}"] == "1" && e.attributeList["cafe\u{301}"] == e.attributes["cafe\u{301}"])
        #expect(e.attributeList["n"] == "2" && e.attributeList["m"] == nil)
    }

    @Test("the checks find the same through the lookup as through the dictionaries, on every fixture")
    func checksAgree() throws {
        var compared = 0
        for name in try Self.fixtureNames() {
            guard let loaded = try? LoadedScene.load(fixtureBytes(name), fileName: name), loaded.dump != nil else { continue }
            let env = loaded.checkEnvironment()
            #expect(env.attributeLookup != nil)
            var byDictionary = env
            byDictionary.attributeLookup = nil
            let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
            let fast = AccessibilityChecker(environment: env).run(audits, on: loaded.screen)
            let slow = AccessibilityChecker(environment: byDictionary).run(audits, on: loaded.screen)
            #expect(fast.map { $0.jsonLine() } == slow.map { $0.jsonLine() }, "\(name)")
            compared += fast.count
        }
        #expect(compared > 100)
    }

    @Test("problems sort in the order their cases are declared")
    func problemOrder() {
        let cases = AuditProblem.allCases
        for (i, a) in cases.enumerated() {
            for (j, b) in cases.enumerated() { #expect((a < b) == (i < j), "\(a) < \(b)") }
        }
        #expect(cases.reversed().sorted() == cases)
    }
}
