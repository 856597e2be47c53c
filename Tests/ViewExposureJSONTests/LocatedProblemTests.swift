import Testing
import ViewExposureJSON

@Suite("LocatedProblem: one line per problem, with its place")
struct LocatedProblemTests {
    private let position = SourcePosition(line: 3, column: 14)

    @Test("a path, a position, both, or an empty path (the top level)")
    func formatted() {
        #expect(LocatedProblem(path: "windows[0].frame", message: "expected 4 finite numbers, got 3").formatted(fileName: "s.json")
                == "s.json: windows[0].frame: expected 4 finite numbers, got 3")
        #expect(LocatedProblem(position: position, message: "expected ','").formatted(fileName: "s.json")
                == "s.json:3:14: expected ','")
        #expect(LocatedProblem(position: position, path: "Window[1]/Button[2]", message: "x: bad").formatted(fileName: "d.xml")
                == "d.xml:3:14: Window[1]/Button[2]: x: bad")
        #expect(LocatedProblem(path: "", message: "expected an object").formatted(fileName: "s.json")
                == "s.json: expected an object")
    }

    @Test("the description is the line without the file name")
    func description() {
        #expect(LocatedProblem(position: position, path: "Window[1]", message: "m").description == "3:14: Window[1]: m")
        #expect(LocatedProblem(path: "", message: "m").description == "m")
        #expect(LocatedProblem(path: "a.b", message: "m").description == "a.b: m")
    }
}
