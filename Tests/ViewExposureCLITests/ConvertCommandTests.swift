@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureJSON

@Suite("exposure convert")
struct ConvertCommandTests {
    @Test("convert a point and a rect between views and to the window")
    func convert() {
        // The ad's origin: content y 360, feed scrolled by 400 → window y −40.
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "0,0").standardOutput
                == "{\"point\": [0.0, -40.0]}\n")
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect", "0,0,375,250").standardOutput
                == "{\"rect\": [0.0, 360.0, 375.0, 250.0]}\n")
        // From window coordinates into the ad: the inverse.
        #expect(exposure("convert", examplePath("feed"), "--from", "window", "--to", "ad", "--point", "10, 0").standardOutput
                == "{\"point\": [10.0, 40.0]}\n")
        // Negative values with '='.
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point=-5,-0.5").standardOutput
                == "{\"point\": [-5.0, -40.5]}\n")
    }

    @Test("convert takes values that start with '-' as they are, for --point and --rect")
    func convertNegativeValues() {
        let point = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "-5,-5")
        #expect(point.exitCode == 0)
        #expect(point.standardOutput == "{\"point\": [-5.0, -45.0]}\n")
        let rect = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect", "-5,-5,10,10")
        #expect(rect.exitCode == 0)
        #expect(rect.standardOutput == "{\"rect\": [-5.0, 355.0, 10.0, 10.0]}\n")
        let attached = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect=-5,-5,10,10")
        #expect(attached.standardOutput == rect.standardOutput)
        // A value is still checked: "-5" alone is not X,Y (bad input, not a usage error).
        let short = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "-5")
        #expect(short.exitCode == 2)
        #expect(short.standardError == "--point: expected X,Y (2 finite numbers separated by commas), got \"-5\"\n")
        // A negative width is refused by the rect rule, not taken for an option.
        let negative = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "-1,2,-3,4")
        #expect(negative.standardError == "--rect: width and height must not be negative, got \"-1,2,-3,4\"\n")
    }

    @Test("convert through a rotation: a point maps through the transform about the center")
    func convertRotated() {
        let scene = #"{"root": {"frame": [0, 0, 200, 200], "subviews": [{"id": "r", "frame": [0, 0, 100, 50], "transform": [0, 1, -1, 0, 0, 0]}]}}"#
        // Center (50, 25); (0, 0) is (−50, −25) from the middle; rotating by 90° clockwise
        // (a=0 b=1 c=−1 d=0): x' = −y = 25, y' = x = −50 → (75, −25).
        let point = ExposureCLI.run(["convert", "-", "--from", "r", "--to", "window", "--point", "0,0"]) { Array(scene.utf8) }
        #expect(point.standardOutput == "{\"point\": [75.0, -25.0]}\n")
        // The whole 100×50 bounds become the 50×100 box around (50, 25).
        let rect = ExposureCLI.run(["convert", "-", "--from", "r", "--to", "window", "--rect", "0,0,100,50"]) { Array(scene.utf8) }
        #expect(rect.standardOutput == "{\"rect\": [25.0, -25.0, 50.0, 100.0]}\n")
    }

    @Test("convert refuses bad coordinates, views in different windows and singular transforms")
    func convertErrors() {
        let bad = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "1,nan")
        #expect(bad.exitCode == 2)
        #expect(bad.standardError == "--point: expected X,Y (2 finite numbers separated by commas), got \"1,nan\"\n")
        let short = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "1,2,3")
        #expect(short.standardError == "--rect: expected X,Y,W,H (4 finite numbers separated by commas), got \"1,2,3\"\n")
        let negative = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "1,2,-3,4")
        #expect(negative.standardError == "--rect: width and height must not be negative, got \"1,2,-3,4\"\n")
        let both = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window")
        #expect(both.exitCode == 2)
        let windows = exposure("convert", examplePath("interstitial"), "--from", "ad", "--to", "statusBar.clock", "--point", "0,0")
        #expect(windows.exitCode == 2)
        #expect(windows.standardError.hasSuffix("--from ad --to statusBar.clock: the views are not in the same tree (or window); their coordinates cannot be related\n"))
        let singular = ExposureCLI.run(["convert", "-", "--from", "window", "--to", "z", "--point", "0,0"]) {
            Array(#"{"root": {"frame": [0, 0, 10, 10], "subviews": [{"id": "z", "frame": [0, 0, 5, 5], "transform": [0, 0, 0, 0, 0, 0]}]}}"#.utf8)
        }
        #expect(singular.exitCode == 2)
        #expect(singular.standardError.contains("view z has a singular transform"))
    }
}
