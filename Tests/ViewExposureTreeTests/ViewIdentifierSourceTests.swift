import Testing
import ViewExposureGeometry
import ViewExposureTree

/// `View.setIdentifier(_:from:)`: an identifier made by a source the first time it is read,
/// then kept, and replaced by setting `identifier`.
@Suite("View identifiers given by a source")
struct ViewIdentifierSourceTests {
    /// Writes "id-n" for number n and counts what it was asked.
    final class Numbered: ViewIdentifierSource {
        var asked: [Int32] = []
        override func identifier(_ number: Int32) -> String? {
            asked.append(number)
            return "id-\(number)"
        }
    }

    @Test("the source is asked once, on the first read, for the view's number; the text is kept")
    func madeOnFirstRead() {
        let source = Numbered()
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)), b = View()
        a.setIdentifier(7, from: source)
        b.setIdentifier(12, from: source)
        #expect(source.asked.isEmpty)
        #expect(a.identifier == "id-7")
        #expect(a.identifier == "id-7")
        #expect(source.asked == [7])
        #expect(b.identifier == "id-12")
        #expect(source.asked == [7, 12])
        #expect(a.description == "View(id-7) \(a.frame)")
    }

    @Test("setting the identifier replaces a pending one and one already made; a source can also give none")
    func setReplaces() {
        let source = Numbered()
        let v = View(identifier: "first")
        v.setIdentifier(3, from: source)
        v.identifier = "named"
        #expect(v.identifier == "named")
        #expect(source.asked.isEmpty)
        v.setIdentifier(4, from: source)
        #expect(v.identifier == "id-4")
        v.identifier = nil
        #expect(v.identifier == nil)
        let none = View(identifier: "x")
        none.setIdentifier(1, from: ViewIdentifierSource())
        #expect(none.identifier == nil)
    }

    @Test("a screen finds a view by an identifier its source has not made yet")
    func lookUpBeforeRead() {
        let source = Numbered()
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for n in 0..<5 {
            let v = View(frame: Rect(x: Double(n), y: 0, width: 1, height: 1))
            v.setIdentifier(Int32(n), from: source)
            window.addSubview(v)
        }
        screen.addWindow(window)
        #expect(screen.view(withIdentifier: "id-3") === window.subviews[3])
    }
}
