import ViewExposureDumps
import ViewExposureDocument
import ViewExposureTestSupport
import Foundation
import ViewExposureAudit
import ViewExposure

/// A fixture imported.
package func importFixture(_ name: String) throws -> ImportedDump {
    try DumpImporter.importDump(fixtureBytes(name))
}

/// The audit of a fixture's interactive elements, by id (content policy, as the CLI does).
package func auditFixture(_ name: String) throws -> [String: ElementAudit] {
    auditDump(try importFixture(name))
}

/// The audit of an imported dump's interactive elements, by id (content policy, as the CLI does).
package func auditDump(_ dump: ImportedDump) -> [String: ElementAudit] {
    let subjects = dump.interactiveElements.map(AuditSubject.init)
    var byID: [String: ElementAudit] = [:]
    var auditor = ScreenAuditor(unknownChildOrder: dump.viewsWithUnknownChildOrder)
    auditor.evidence = dump.findingEvidence
    for a in auditor.audit(subjects, on: dump.screen) {
        byID[a.subject.identifier] = a
    }
    return byID
}

/// The element of a fixture with identifier `id`, and the ids of the rules recorded on it.
package func fixtureElement(_ name: String, _ id: String) throws -> (element: DumpElement, rules: [String])? {
    let dump = try importFixture(name)
    guard let k = dump.elements.firstIndex(where: { $0.identifier == id }) else { return nil }
    return (dump.elements[k], dump.rules[k].ids)
}

/// Whether the rule `id` makes a finding certain (stated, or earned on the judged screens: its
/// measurement in `DumpRuleMeasurements`), for tests whose certainty follows the measurement.
package func ruleIsCertain(_ id: String) throws -> Bool {
    guard let rule = DumpRuleInfo.all.first(where: { $0.id == id }) else { throw RuleNotFound(id: id) }
    return rule.isCertain
}

/// No rule has this id.
package struct RuleNotFound: Error { package let id: String }

/// `x` rounded to 2 fraction digits, for comparing percentages.
package func r2(_ x: Double) -> Double { (x * 100).rounded() / 100 }

/// The id of a view, or nil.
package func idOf(_ v: View?) -> String? { v?.identifier }

/// Runs `body` on a thread with a 512 KiB stack (a secondary thread's usual size) and waits.
package func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let t = Thread {
        body()
        done.signal()
    }
    t.stackSize = 512 * 1024
    t.start()
    done.wait()
}
