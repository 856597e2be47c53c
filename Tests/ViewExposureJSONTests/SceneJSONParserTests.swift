import Testing
import ViewExposureJSON
import ViewExposureTestSupport

@Suite("Scene JSON parser")
struct SceneJSONParserTests {
    private func parse(_ text: String) throws(LocatedError) -> JSONValue {
        try JSONDocument.parse(text).root
    }

    /// The syntax error `text` gives: one problem, at a position (checked), or `nil`.
    private func parseError(_ text: String) -> LocatedProblem? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            #expect(error.problems.count == 1 && error.problems.first?.position != nil)
            return error.problems.first
        }
    }

    @Test func scalarsAndContainers() throws {
        let v = try parse(#" { "a": [1, -2.5, 3e2, true, false, null, "x"], "b": {} , "c": [] } "#)
        let members = v.members
        #expect(members.map(\.key) == ["a", "b", "c"])
        let a = members[0].value.elements
        #expect(a.count == 7)
        #expect(a[0].number == 1)
        #expect(a[1].number == -2.5)
        #expect(a[2].number == 300)
        #expect(a[3].bool == true)
        #expect(a[4].bool == false)
        #expect(a[5].isNull)
        #expect(a[6].string == "x")
        #expect(v["b"]?.isObject == true && v["b"]?.count == 0)
        #expect(v["c"]?.isArray == true && v["c"]?.count == 0)
        #expect(v["missing"] == nil)
    }

    @Test("object members keep source order, including in nested objects")
    func keyOrder() throws {
        let v = try parse(#"{"z": 1, "y": {"q": 1, "p": 2}, "x": 3}"#)
        #expect(v.members.map(\.key) == ["z", "y", "x"])
        #expect(v["y"]?.members.map(\.key) == ["q", "p"])
    }

    @Test("numbers convert from their exact text to the nearest Double")
    func exactNumbers() throws {
        // 0.1 and 1e-7 are not exactly representable: the nearest Double is what Double("…") gives.
        let v = try parse("[0.1, 1e-7, 123456789012345678, -0, 5E+3, 0.30000000000000004]")
        let n = v.elements.map { $0.number! }
        #expect(n[0] == 0.1)
        #expect(n[1] == 1e-7)
        #expect(n[2] == 123456789012345678.0)
        #expect(n[3] == 0 && n[3].sign == .minus)
        #expect(n[4] == 5000)
        #expect(n[5] == 0.30000000000000004)
        // Too large for a Double: parsed as infinity (the scene decoder refuses it).
        #expect(try parse("1e400").number == .infinity)
    }

    @Test("string escapes, surrogate pairs and raw UTF-8")
    func strings() throws {
        let v = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "é😀"]"#)
        let s = v.elements.map { $0.string! }
        #expect(s[0] == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
        #expect(s[1] == "é€")
        #expect(s[2] == "😀")
        #expect(s[3] == "é😀")
    }

    @Test("a leading byte-order mark is skipped")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
        #expect(try JSONDocument.parse(bytes).root.elements.first?.number == 1)
    }

    @Test("values remember their line and column")
    func positions() throws {
        let v = try parse("{\n  \"a\": [1,\n    true]\n}")
        #expect(v.position == SourcePosition(line: 1, column: 1))
        #expect(v["a"]?.position == SourcePosition(line: 2, column: 8))
        #expect(v["a"]?.elements[1].position == SourcePosition(line: 3, column: 5))
    }

    @Test("syntax errors name line:column and what is wrong",
          arguments: [
            ("", "1:1: empty input; expected a JSON value"),
            ("  \n ", "2:2: empty input; expected a JSON value"),
            ("[1, 2,]", "1:7: trailing comma before ']' is not allowed"),
            ("{\"a\": 1,}", "1:9: trailing comma before '}' is not allowed"),
            ("[NaN]", "1:2: NaN and Infinity are not valid JSON numbers"),
            ("[-Infinity]", "1:3: NaN and Infinity are not valid JSON numbers"),
            ("[Infinity]", "1:2: NaN and Infinity are not valid JSON numbers"),
            ("[01]", "1:3: leading zeros are not allowed in a number"),
            ("[1.]", "1:4: expected a digit after the decimal point"),
            ("[.5]", "1:2: unexpected '.'; expected a value"),
            ("[1e]", "1:4: expected a digit in the exponent"),
            ("[-]", "1:3: expected a digit in a number"),
            ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\" in an object"),
            ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
            ("{1: 2}", "1:2: expected a string key, found '1'"),
            ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
            ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after an object member, found '\"'"),
            ("[1", "1:3: unexpected end of input; expected ',' or ']' after an array element"),
            ("{\"a\": ", "1:7: unexpected end of input; expected a value"),
            ("\"abc", "1:1: unterminated string"),
            ("[\"a\tb\"]", "1:4: control character U+0009 must be escaped in a string"),
            ("[\"\\x\"]", "1:3: invalid escape \\x in a string"),
            ("[\"\\u12\"]", "1:3: \\u must be followed by 4 hexadecimal digits"),
            ("[\"\\ud800\"]", "1:3: unpaired surrogate \\uD800 in a string"),
            ("[\"\\udc00\"]", "1:3: unpaired surrogate \\uDC00 in a string"),
            ("[tru]", "1:2: invalid literal; expected true, false or null"),
            ("[1] x", "1:5: unexpected 'x' after the top-level value"),
            ("// c\n[1]", "1:1: unexpected '/'; expected a value"),
            ("]", "1:1: unexpected ']'; expected a value"),
          ] as [(String, String)])
    func syntaxErrors(_ text: String, _ expected: String) {
        #expect(parseError(text)?.description == expected)
    }

    @Test("invalid UTF-8 inside a string is refused")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(throws: LocatedError.self) { try JSONDocument.parse(bytes) }
    }

    @Test("duplicate keys are found in large objects too (hash set beyond 16 keys)")
    func duplicateKeyInLargeObject() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
        let text = "{" + members.joined(separator: ", ") + "}"
        #expect(parseError(text)?.message == "duplicate key \"k7\" in an object")
        // The same keys in sibling objects are fine.
        #expect(parseError(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#) == nil)
    }

    @Test("20 000 nested arrays and objects parse and release without recursion")
    func deepNesting() throws {
        let depth = 10_000
        var text = ""
        for _ in 0..<depth { text += "{\"a\":[" }
        text += "7"
        for _ in 0..<depth { text += "]}" }
        var v = try parse(text)
        var levels = 0
        while let inner = v["a"]?.elements.first {
            v = inner
            levels += 1
        }
        #expect(levels == depth)
        #expect(v.number == 7)
    }
}
