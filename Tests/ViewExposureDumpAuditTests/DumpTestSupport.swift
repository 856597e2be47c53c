import ViewExposureDumps
import ViewExposureCLI
import Foundation
import ViewExposureAudit
import ViewExposure

/// The path of a fixture in Tests/Fixtures.
func fixturePath(_ name: String, file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/" + name
}

/// The bytes of a fixture.
func fixtureBytes(_ name: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: fixturePath(name)) else {
        throw CocoaError(.fileReadNoSuchFile)
    }
    return [UInt8](data)
}

/// A fixture imported.
func importFixture(_ name: String) throws -> ImportedDump {
    try DumpImporter.importDump(fixtureBytes(name))
}

/// The audit of a fixture's interactive elements, by id (content policy, as the CLI does).
func auditFixture(_ name: String) throws -> [String: ElementAudit] {
    let dump = try importFixture(name)
    let subjects = dump.interactiveElements.map(AuditSubject.init)
    var byID: [String: ElementAudit] = [:]
    for a in ScreenAuditor(unknownChildOrder: dump.viewsWithUnknownChildOrder).audit(subjects, on: dump.screen) {
        byID[a.subject.identifier] = a
    }
    return byID
}

/// Runs `exposure ARGUMENTS` in-process.
func exposure(_ arguments: String..., stdin: String = "") -> CLIResult {
    ExposureCLI.run(arguments) { Array(stdin.utf8) }
}

/// `x` rounded to 2 fraction digits, for comparing percentages.
func r2(_ x: Double) -> Double { (x * 100).rounded() / 100 }

/// The id of a view, or nil.
func idOf(_ v: View?) -> String? { v?.identifier }

/// Runs `body` on a thread with a 512 KiB stack (a secondary thread's usual size) and waits.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let t = Thread {
        body()
        done.signal()
    }
    t.stackSize = 512 * 1024
    t.start()
    done.wait()
}
