/// The package's root directory, from this file's path (`Tests/ViewExposureTestSupport/PackagePaths.swift`):
/// tests find `Examples/` and the README there whatever the working directory.
package func packageRoot() -> String {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}

/// The path of `relative` (for example `"Examples/feed.json"`) inside the package.
package func packagePath(_ relative: String) -> String {
    packageRoot() + "/" + relative
}

/// The path of the bundled example scene `Examples/NAME.json`.
package func examplePath(_ name: String) -> String {
    packagePath("Examples/\(name).json")
}

/// The path of the test fixture `Tests/Fixtures/NAME` (UI dumps and other recorded inputs).
package func fixturePath(_ name: String) -> String {
    packagePath("Tests/Fixtures/\(name)")
}

/// The bytes of the test fixture `Tests/Fixtures/NAME`.
package func fixtureBytes(_ name: String) throws -> [UInt8] {
    try readFileBytes(fixturePath(name))
}
