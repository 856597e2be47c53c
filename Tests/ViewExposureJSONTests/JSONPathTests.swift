import Testing
import ViewExposureJSON

@Suite("JSON paths in problem messages")
struct JSONPathTests {
    @Test("plain keys join with dots; other keys are quoted with backslash and quote escaped")
    func quoting() {
        #expect(JSONPath.appending("frame", to: "windows[0]") == "windows[0].frame")
        #expect(JSONPath.appending("odd key", to: "a") == #"a["odd key"]"#)
        #expect(JSONPath.appending(#"say "hi" \o/"#, to: "") == #"["say \"hi\" \\o/"]"#)
    }

    @Test("a backslash followed by a combining mark (one character, two scalars) is still escaped (found by FuzzTimeline)")
    func backslashBeforeCombiningMark() {
        let key = "a\\\u{65C}b"
        #expect(key.count == 3)
        #expect(JSONPath.appending(key, to: "") == "[\"a\\\\\u{65C}b\"]")
    }
}
