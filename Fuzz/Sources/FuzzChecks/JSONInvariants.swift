import ViewExposure
import ViewExposureJSON

/// The invariants of the JSON parser, for any bytes:
/// - a rejected text yields an error at a `line:column` inside the text (``RejectionInvariants``);
/// - an accepted text is valid UTF-8, and every value's position points at its first byte
///   (`{`, `[`, `"`, a digit or `-`, `t`, `f`, `n`);
/// - writing the document (``JSONWriter/value(_:)``) gives text that parses to the same content,
///   and writing that again gives the same text (numbers beyond `Double`, read as ±infinity,
///   are written `null`: then only the second round is compared).
public enum JSONInvariants {
    public static func check(_ bytes: [UInt8]) {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            RejectionInvariants.check(syntaxError: error, in: bytes)
            return
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            fuzzFailure("accepted text that is not valid UTF-8", input: bytes)
        }
        let hasInfinity = checkPositions(of: document.root, in: bytes)
        var writer = JSONWriter()
        writer.value(document.root)
        let text = writer.text
        let reparsed: JSONDocument
        do {
            reparsed = try JSONDocument.parse(text)
        } catch {
            fuzzFailure("the written document does not parse: \(error)\nwritten: \(text)", input: bytes)
        }
        if !hasInfinity && !document.root.hasSameContent(as: reparsed.root) {
            fuzzFailure("the written document parses to other content\nwritten: \(text)", input: bytes)
        }
        var again = JSONWriter()
        again.value(reparsed.root)
        if again.text != text {
            fuzzFailure("writing is not a fixpoint\nfirst: \(text)\nsecond: \(again.text)", input: bytes)
        }
    }

    /// Checks that every value starts where its position says; returns whether any number is
    /// infinite. Iterative.
    private static func checkPositions(of root: JSONValue, in bytes: [UInt8]) -> Bool {
        let positions = TextPositions(bytes)
        var hasInfinity = false
        var pending = [root]
        while let v = pending.popLast() {
            guard let offset = positions.offset(of: v.position), offset < bytes.count else {
                fuzzFailure("value position \(v.position) is outside the text", input: bytes)
            }
            let b = bytes[offset]
            let expected: Bool
            switch v.content {
            case .null: expected = b == UInt8(ascii: "n")
            case .bool(let x): expected = b == UInt8(ascii: x ? "t" : "f")
            case .number(let x):
                expected = b == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
                if !x.isFinite { hasInfinity = true }
            case .string: expected = b == UInt8(ascii: "\"")
            case .array(let elements):
                expected = b == UInt8(ascii: "[")
                pending.append(contentsOf: elements)
            case .object(let members):
                expected = b == UInt8(ascii: "{")
                pending.append(contentsOf: members.map(\.value))
            }
            if !expected {
                fuzzFailure("\(v.typeDescription) at \(v.position) starts with byte \(b)", input: bytes)
            }
        }
        return hasInfinity
    }
}
