import ViewExposureDumps
import ViewExposure
import ViewExposureJSON
import ViewExposureScene

/// The invariants of the UI-dump importers (XCUITest/Appium XML, WebDriverAgent JSON, Android
/// uiautomator XML), for any bytes:
/// - a refused dump yields at least one problem, each with a message and a location: a
///   `line:column` inside the text (for JSON syntax errors, exactly where the parser fails) or
///   an element path made of `Type[k]` steps (``checkRejection(_:in:)``);
/// - an imported dump is consistent: every element's view is on the screen exactly once, every
///   view has an id and no two share one, every element's path is unique;
/// - its scene survives being written as a scene file and read back
///   (``SceneInvariants/checkRoundTrip(_:input:)``), and measuring it stays in range.
public enum DumpInvariants {
    public static func check(_ bytes: [UInt8]) {
        let dump: ImportedDump
        do {
            dump = try DumpImporter.importDump(bytes)
        } catch {
            checkRejection(error, in: bytes)
            return
        }
        checkElements(dump, input: bytes)
        let scene = Scene(screen: dump.screen)
        SceneInvariants.checkIndex(scene, input: bytes)
        SceneInvariants.checkRoundTrip(scene, input: bytes)
        SceneInvariants.exercise(scene, input: bytes)
    }

    /// Each problem of a refusal leads to its place.
    static func checkRejection(_ error: DumpError, in bytes: [UInt8]) {
        guard !error.problems.isEmpty else { fuzzFailure("a refused dump without a problem", input: bytes) }
        let positions = TextPositions(bytes)
        for problem in error.problems {
            if problem.message.isEmpty { fuzzFailure("a problem without a message: \(problem)", input: bytes) }
            guard problem.position != nil || problem.elementPath != nil else {
                fuzzFailure("a problem without a location: \(problem)", input: bytes)
            }
            if let position = problem.position, positions.offset(of: position) == nil {
                fuzzFailure("problem position \(position) is outside the text: \(problem)", input: bytes)
            }
            if let path = problem.elementPath, !isElementPath(path) {
                fuzzFailure("problem element path is malformed: \(problem)", input: bytes)
            }
        }
        // A JSON text that does not parse is refused at the parser's own position, alone.
        if DumpImporter.textKind(of: bytes) == .json {
            do {
                _ = try JSONDocument.parse(bytes)
            } catch let syntax {
                RejectionInvariants.check(syntaxError: syntax, in: bytes)
                guard error.problems.count == 1, error.problems[0].position == syntax.problems[0].position else {
                    fuzzFailure("JSON syntax error \(syntax), the dump error says \(error)", input: bytes)
                }
            }
        }
    }

    /// `Type[k]` steps (k ≥ 1, the type without `/` or `[`) joined by `/`. Read by Unicode
    /// scalars: a type may begin with a combining mark, which as a `Character` would join the
    /// `/` before it.
    static func isElementPath(_ path: String) -> Bool {
        guard !path.isEmpty else { return false }
        for step in path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
            guard let open = step.firstIndex(of: "["), step.last == "]", open != step.startIndex,
                  let k = Int(String(String.UnicodeScalarView(step[step.index(after: open)..<step.index(before: step.endIndex)]))),
                  k >= 1
            else { return false }
        }
        return true
    }

    /// The element list and the screen describe the same views, with unique ids and paths.
    static func checkElements(_ dump: ImportedDump, input: [UInt8]) {
        var seen = Set<ObjectIdentifier>()
        var ids = Set<String>()
        var viewCount = 0
        for w in dump.screen.windows {
            w.forEachInSubtree { v in
                viewCount += 1
                seen.insert(ObjectIdentifier(v))
                guard let id = v.identifier else { fuzzFailure("an imported view without an id: \(v)", input: input) }
                if !ids.insert(id).inserted { fuzzFailure("two imported views share the id \"\(id)\"", input: input) }
                if dump.element(for: v) == nil { fuzzFailure("view \"\(id)\" is no element of the dump", input: input) }
                return true
            }
        }
        if viewCount != dump.elements.count {
            fuzzFailure("\(dump.elements.count) elements but \(viewCount) views on the screen", input: input)
        }
        var paths = Set<String>()
        for e in dump.elements {
            if !seen.contains(ObjectIdentifier(e.view)) {
                fuzzFailure("element \(e.identifier) has a view that is not on the screen", input: input)
            }
            let path = dump.path(of: e)
            if !isElementPath(path) { fuzzFailure("element path \"\(path)\" is malformed", input: input) }
            if !paths.insert(path).inserted { fuzzFailure("two elements have the path \"\(path)\"", input: input) }
            checkAttributes(e, input: input)
        }
    }

    /// An element's attributes, kept as bytes until read, read the same every way: the
    /// dictionary, the print order (each once, the format's names first) and by name; its label
    /// is never blank.
    static func checkAttributes(_ e: DumpElement, input: [UInt8]) {
        let dictionary = e.attributes
        let ordered = e.orderedAttributes
        if ordered.count != dictionary.count || Set(ordered.map(\.name)).count != ordered.count {
            fuzzFailure("element \(e.identifier): \(ordered.count) ordered attributes, \(dictionary.count) by name", input: input)
        }
        for (name, value) in ordered where dictionary[name] != value || e.attributeList[name] != value {
            fuzzFailure("element \(e.identifier): attribute \(name) reads differently by name", input: input)
        }
        if let label = e.label, label.isEmpty || label.first!.isWhitespace || label.last!.isWhitespace {
            fuzzFailure("element \(e.identifier): blank or untrimmed label \"\(label)\"", input: input)
        }
    }
}
