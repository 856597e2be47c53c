@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureJSON

@Suite("exposure measure")
struct MeasureCommandTests {
    private let keyboard = fixturePath("ios-keyboard-over-button.xml")

    @Test("measure --view prints the MRAID object of the feed's ad")
    func measureFeedAd() {
        let r = exposure("measure", examplePath("feed"), "--view", "ad")
        #expect(r.exitCode == 0)
        #expect(r.standardError == "")
        // The ad (375×250) sits at content y 360 in the feed scrolled by 400: screen y −40…210.
        // The feed clips at 0, the navigation bar (0…64) covers ad y 40…104, so the visible
        // part is ad y 104…250 (146 high). The compose button (303, 160, 56×56 on screen) covers
        // ad [303, 200, 56, 50] after clipping: visible area 375·146 − 56·50 = 51 950 of
        // 93 750 = 55.41333 %.
        #expect(r.standardOutput == """
            {"exposedPercentage": 55.4133, "visibleRectangle": {"x": 0.0, "y": 104.0, "width": 375.0, "height": 146.0}, "occlusionRectangles": [{"x": 303.0, "y": 200.0, "width": 56.0, "height": 50.0}]}

            """)
    }

    @Test("friendly obstructions are listed after the MRAID keys")
    func measureFriendly() {
        let r = exposure("measure", examplePath("interstitial"), "--view", "ad")
        #expect(r.exitCode == 0)
        // ad 375×667 = 250 125; the status bar window (375×20 = 7 500) and the skip timer
        // (72×28 = 2 016) obstruct; the close button is friendly: 240 609 / 250 125 = 96.19550 %.
        #expect(r.standardOutput == """
            {"exposedPercentage": 96.1955, "visibleRectangle": {"x": 0.0, "y": 20.0, "width": 375.0, "height": 647.0}, "occlusionRectangles": [{"x": 16.0, "y": 44.0, "width": 72.0, "height": 28.0}], "friendlyObstructions": [{"id": "closeButton", "purpose": "closeAd", "reason": "Close button", "rect": {"x": 319.0, "y": 40.0, "width": 40.0, "height": 40.0}}]}

            """)
    }

    @Test("--policy content: containers that draw nothing do not obstruct")
    func measurePolicy() {
        let r = exposure("measure", examplePath("interstitial"), "--view", "ad", "--policy", "content")
        #expect(r.exitCode == 0)
        // The status bar draws nothing, only its clock (75×16 = 1 200) obstructs:
        // (250 125 − 2 016 − 1 200) / 250 125 = 98.71424 %.
        #expect(r.standardOutput.hasPrefix(#"{"exposedPercentage": 98.7142, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 375.0, "height": 667.0}, "occlusionRectangles": [{"x": 16.0, "y": 44.0, "width": 72.0, "height": 28.0}, {"x": 150.0, "y": 2.0, "width": 75.0, "height": 16.0}]"#))
    }

    @Test("measure --all lists every view with an id, one per line, in document order")
    func measureAll() {
        let r = exposure("measure", examplePath("carousel"), "--all")
        #expect(r.exitCode == 0)
        let lines = r.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "{")
        #expect(lines.last == "}")
        let keys = lines.dropFirst().dropLast().map { $0.split(separator: "\"")[1] }
        #expect(keys == ["window", "list", "row0", "carouselRow", "carousel", "card0", "card1", "card2",
                         "card3", "card4", "row2", "row3", "row4", "row5", "row6"])
        // card1 (164×180) at carousel x 196, scrolled by 260 → x −64…100: 100 wide visible
        // (card x 64…164). The carousel row is at list y 120, the list scrolled by 200 → the
        // card (row y 10…190) is at y −70…110: 110 high visible (card y 70…180).
        // 100·110 / (164·180) = 37.26287 %.
        #expect(lines.contains(#"  "card1": {"exposedPercentage": 37.2629, "visibleRectangle": {"x": 64.0, "y": 70.0, "width": 100.0, "height": 110.0}, "occlusionRectangles": null},"#))
        // The JSON parses back (the library's own strict parser).
        let parsed = try? JSONDocument.parse(r.standardOutput)
        #expect(parsed?.root.count == 15)
    }

    @Test("--view and --all together, or neither, is a usage error (exit 2)")
    func measureUsage() {
        let both = exposure("measure", examplePath("feed"), "--view", "ad", "--all")
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("give one of --view ID, --views ID,ID,… and --all"))
        let neither = exposure("measure", examplePath("feed"))
        #expect(neither.exitCode == 2)
        #expect(neither.standardError.contains("missing --view ID (or --views ID,ID,… or --all)"))
        #expect(neither.standardOutput == "")
    }

    @Test("an unknown view id is bad input, with a suggestion")
    func unknownView() {
        let r = exposure("measure", examplePath("feed"), "--view", "add")
        #expect(r.exitCode == 2)
        #expect(r.standardError == "\(examplePath("feed")): --view: no view with id \"add\"; did you mean \"ad\"?\n")
        #expect(r.standardOutput == "")
    }

    @Test("measure on a dump uses the content policy unless told otherwise")
    func measurePolicyOnADump() {
        // The keyboard's window holds a full-screen container: with every view obstructing it
        // would hide the whole form.
        let content = exposure("measure", keyboard, "--view", "forgotLink")
        #expect(content.exitCode == 0)
        #expect(content.standardOutput.hasPrefix(#"{"exposedPercentage": 100.0,"#))
        let every = exposure("measure", keyboard, "--view", "forgotLink", "--policy", "every")
        #expect(every.standardOutput.hasPrefix(#"{"exposedPercentage": 0.0,"#))
    }
}
