import ViewExposureTestSupport
import Testing
import ViewExposure

/// The DocC walkthrough "Measuring exposure on every scroll frame"
/// (`Sources/ViewExposure/ViewExposure.docc/MeasuringExposureOnEveryScrollFrame.md`): its code
/// blocks are the lines of ``walkthrough()`` below, so they compile and their claims are
/// checked; ``articleCodeIsThisCode()`` fails when the two drift apart.
@Suite("DocC walkthrough: measuring exposure on every scroll frame")
struct ScrollFrameWalkthroughTests {
    static let articlePath = "Sources/ViewExposure/ViewExposure.docc/MeasuringExposureOnEveryScrollFrame.md"

    @Test("the walkthrough's code runs and its claims hold")
    func walkthrough() throws {
        // Article block 1: the tree.
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        screen.addWindow(window)
        let feed = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        feed.clipsToBounds = true
        window.addSubview(feed)
        let ad = View(frame: Rect(x: 0, y: 900, width: 375, height: 250), identifier: "ad")
        feed.addSubview(ad)
        let navigationBar = View(frame: Rect(x: 0, y: 0, width: 375, height: 64))
        window.addSubview(navigationBar)

        // Article block 2: one measurer, a report only when the exposure changed.
        let measurer = ExposureMeasurer()
        var lastReported: Exposure?

        func scrollFrame(contentOffsetY: Double) -> String? {
            feed.bounds.origin.y = contentOffsetY
            let exposure = measurer.measure(ad)
            guard exposure != lastReported else { return nil }
            lastReported = exposure
            return exposure.mraidJSON
        }

        // Article block 3: a viewability tracker on the same tree and a clock.
        let clock = ManualClock()
        var impressions: [ViewableImpression] = []
        let tracker = ViewabilityTracker(screen: screen, clock: clock) { impressions.append($0) }
        tracker.track(ad, rule: .mrcDisplay, dataKey: "campaign-42")

        // Article block 4: the display-link callback.
        func displayLinkFired(at time: Duration, contentOffsetY: Double) -> String? {
            clock.advance(to: time)
            return scrollFrame(contentOffsetY: contentOffsetY)
        }

        // Scroll 4 points per 16 ms frame from 0 to 900, then rest there for 1.5 s.
        var reports: [(offset: Double, json: String)] = []
        var frame = 0
        for step in 0...225 {
            let offset = Double(step * 4)
            if let json = displayLinkFired(at: .milliseconds(16 * frame), contentOffsetY: offset) {
                reports.append((offset, json))
            }
            frame += 1
        }
        for _ in 0..<94 {
            if let json = displayLinkFired(at: .milliseconds(16 * frame), contentOffsetY: 900) {
                reports.append((900, json))
            }
            frame += 1
        }

        // The first frame reports the ad off screen; nothing more until it comes in at offset
        // 236 (ad top at window y 664: 3 of 250 rows, 1.2 %).
        #expect(reports.first?.offset == 0)
        #expect(reports.first?.json.hasPrefix(#"{"exposedPercentage": 0.0,"#) == true)
        #expect(reports.dropFirst().first?.offset == 236)
        #expect(reports.dropFirst().first?.json.hasPrefix(#"{"exposedPercentage": 1.2,"#) == true)
        // Fully visible from offset 484 (ad at window y 416…666) to 836 (y 64…314): one report
        // at 484, none while nothing changes, the next at 840 under the navigation bar.
        let offsets = reports.map(\.offset)
        #expect(offsets.contains(484))
        #expect(!offsets.contains { $0 > 484 && $0 < 840 })
        #expect(offsets.contains(840))
        // At rest at 900: the bar covers the ad's top 64 rows, outside the visible rectangle.
        #expect(reports.last?.offset == 900)
        #expect(reports.last?.json == #"{"exposedPercentage": 74.4, "visibleRectangle": {"x": 0.0, "y": 64.0, "width": 375.0, "height": 186.0}, "occlusionRectangles": null}"#)
        #expect(reports.filter { $0.offset == 900 }.count == 1)
        // Half the ad first shows at offset 360 (frame 90, 1 440 ms); one second later, at
        // 2 440 ms, the MRC display rule is met: exactly one impression.
        #expect(impressions.map(\.time) == [.milliseconds(2_440)])
        #expect(impressions.first?.dataKey == "campaign-42")
        // The reused measurer agrees with a fresh one.
        #expect(measurer.measure(ad) == ExposureMeasurer().measure(ad))
        withExtendedLifetime((screen, tracker)) {}
    }

    /// The code blocks of `text` (fenced with ```` ```swift ````), each as its lines.
    static func swiftCodeBlocks(in text: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` stands in `lines` as consecutive lines, all shifted right by the same
    /// indentation (blank lines match blank lines).
    static func contains(_ lines: [Substring], block: [Substring]) -> Bool {
        guard !block.isEmpty, lines.count >= block.count else { return false }
        func indent(_ s: Substring) -> Int { s.prefix { $0 == " " }.count }
        for start in 0...(lines.count - block.count) {
            var shift: Int?
            var matches = true
            for (k, b) in block.enumerated() {
                let l = lines[start + k]
                let bText = b.drop { $0 == " " }, lText = l.drop { $0 == " " }
                guard bText == lText else { matches = false; break }
                if bText.isEmpty { continue }
                let s = indent(l) - indent(b)
                if shift == nil { shift = s }
                guard s == shift else { matches = false; break }
            }
            if matches { return true }
        }
        return false
    }

    @Test("every code block of the article is code of this file")
    func articleCodeIsThisCode() throws {
        let article = try readFileText(packagePath(Self.articlePath))
        let source = try readFileText(packagePath("Tests/ViewExposureTests/ScrollFrameWalkthroughTests.swift"))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = Self.swiftCodeBlocks(in: article)
        #expect(blocks.count == 4)
        for block in blocks {
            #expect(Self.contains(lines, block: block), "not in the test: \(block.joined(separator: "\n"))")
        }
    }

    @Test("the block matcher needs every line, in order, at one indentation")
    func blockMatcher() {
        let lines: [Substring] = ["a {", "    b", "", "    c", "}"]
        #expect(Self.contains(lines, block: ["b", "", "c"]))
        #expect(!Self.contains(lines, block: ["b", "c"]))
        #expect(!Self.contains(lines, block: ["a {", "b"]))     // b is indented, a is not
        #expect(!Self.contains(lines, block: ["c", "b"]))
        #expect(Self.swiftCodeBlocks(in: "x\n```swift\nlet a = 1\n```\n```\nnot swift\n```") == [["let a = 1"]])
    }
}
