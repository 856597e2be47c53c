import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Parsing and validation of observer options.
@Suite struct ObserverOptionTests {
    @Test func rootMarginShorthandExpandsLikeCSS() throws {
        #expect(try RootMargin(parsing: "10px") == RootMargin(top: .points(10), right: .points(10), bottom: .points(10), left: .points(10)))
        #expect(try RootMargin(parsing: "1px 2%") == RootMargin(top: .points(1), right: .percent(2), bottom: .points(1), left: .percent(2)))
        #expect(try RootMargin(parsing: "1px 2px 3px") == RootMargin(top: .points(1), right: .points(2), bottom: .points(3), left: .points(2)))
        #expect(try RootMargin(parsing: " -1.5PX\t+2px 3% .5px ") == RootMargin(top: .points(-1.5), right: .points(2), bottom: .percent(3), left: .points(0.5)))
        #expect(try RootMargin(parsing: "") == .zero)
        #expect(try RootMargin(parsing: "10px 20% 0px 5px").description == "10px 20% 0px 5px")
    }

    @Test(arguments: [
        ("10", "value 1 \"10\" is not a length in px or %"),
        ("0", "value 1 \"0\" is not a length in px or %"),
        ("1px 2em", "value 2 \"2em\" is not a length in px or %"),
        ("1px 2px 3px 4px 5px", "expected 1 to 4 lengths, got 5"),
        ("px", "value 1 \"px\" is not a length in px or %"),
        ("infpx", "value 1 \"infpx\" is not a length in px or %"),
        ("1e2px", "value 1 \"1e2px\" is not a length in px or %"),
        ("--1px", "value 1 \"--1px\" is not a length in px or %"),
        ("1.2.3px", "value 1 \"1.2.3px\" is not a length in px or %"),
        ("0px 5.px", "value 2 \"5.px\" is not a length in px or %"),
    ])
    func rootMarginParseErrorsSayWhichValue(text: String, reason: String) {
        do {
            _ = try RootMargin(parsing: text)
            Issue.record("\"\(text)\" was accepted")
        } catch {
            #expect(error.description.hasPrefix("rootMargin \"\(text)\": \(reason)"))
        }
    }

    @Test func thresholdsAreSortedDeduplicatedAndDefaultToZero() throws {
        #expect(try IntersectionThresholds([1, 0.5, 0, 0.5]).values == [0, 0.5, 1])
        #expect(try IntersectionThresholds([]).values == [0])
        #expect(IntersectionThresholds.default.values == [0])
        let t = try IntersectionThresholds([0, 0.5, 1])
        // Index of the first threshold above the ratio; the length when the last is reached.
        #expect([0, 0.49, 0.5, 0.99, 1].map(t.index(forRatio:)) == [1, 1, 2, 2, 3])
    }

    @Test func thresholdsOutsideZeroToOneAreRefused() {
        #expect(throws: ObserverConfigurationError.thresholdOutOfRange(index: 1, value: 1.5)) {
            try IntersectionThresholds([0.5, 1.5])
        }
        #expect(throws: ObserverConfigurationError.thresholdOutOfRange(index: 0, value: -0.1)) {
            try IntersectionThresholds([-0.1])
        }
        do {
            _ = try IntersectionThresholds([0, .nan])
            Issue.record("NaN accepted")
        } catch {
            #expect(error.description == "thresholds[1]: nan is not a number in 0...1")
        }
    }

    @Test func negativeDurationsAreRefused() {
        #expect(throws: ObserverConfigurationError.negativeDuration(option: "throttle", value: .milliseconds(-1))) {
            try IntersectionObserverOptions(throttle: .milliseconds(-1))
        }
        #expect(throws: ObserverConfigurationError.self) {
            try IntersectionObserverOptions(minimumVisibleDuration: .seconds(-1))
        }
        #expect(throws: ObserverConfigurationError.negativeDuration(option: "reuseGrace", value: .milliseconds(-1))) {
            try IntersectionObserverOptions(reuseGrace: .milliseconds(-1))
        }
    }

    @Test func reuseGraceDefaultsToFiveHundredMilliseconds() throws {
        #expect(try IntersectionObserverOptions().reuseGrace == .milliseconds(500))
        #expect(try IntersectionObserverOptions(reuseGrace: .zero).reuseGrace == .zero)
    }
}
