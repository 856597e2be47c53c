import ViewExposureDumps
import ViewExposureAudit
import Testing
import ViewExposureDumpTestSupport
import ViewExposure

/// The expected audit of every fixture: which elements are covered and unreachable, by what,
/// and where their touches go (numbers worked out from the fixtures' frames).
@Suite("Audit of the fixtures")
struct FixtureAuditTests {
    /// The ids of the audited elements that have `problem`, sorted.
    private func ids(_ audits: [String: ElementAudit], with problem: AuditProblem) -> [String] {
        audits.values.filter { $0.problems.contains(problem) }.map(\.subject.identifier).sorted()
    }

    @Test("keyboard over button: covered by the keyboard, the touch taken by a key")
    func keyboardOverButton() throws {
        let a = try auditFixture("ios-keyboard-over-button.xml")
        #expect(ids(a, with: .covered) == ["payButton", "signInButton"])
        #expect(ids(a, with: .unreachable) == ["payButton", "signInButton"])
        let pay = try #require(a["payButton"])
        #expect(pay.exposure.exposedPercentage == 0 && pay.onScreenPercentage == 100)
        #expect(idOf(pay.receiverAtCenter) == "space")       // center (195, 785) is on the space bar
        #expect(pay.coveredBy.map(\.identifier) == ["Keyboard[1]"])
        #expect(pay.coveredBy.first?.sharePercentage == 100)
        #expect(pay.visibleCenter == nil && pay.reachesAtVisibleCenter == nil)
        // Sign In (y 480..530) under the keyboard from y 500: 20 of 50 rows visible.
        let signIn = try #require(a["signInButton"])
        #expect(r2(signIn.exposure.exposedPercentage) == 40)
        #expect(idOf(signIn.receiverAtCenter) == "Keyboard[1]")  // (195, 505): between keys
        #expect(r2(signIn.coveredBy.first?.sharePercentage ?? 0) == 60)
        #expect(signIn.visibleCenter == Point(x: 195, y: 490) && signIn.reachesAtVisibleCenter == true)
        for id in ["backButton", "emailField", "forgotLink"] {
            #expect(a[id]?.problems == [] && a[id]?.reachesAtCenter == true)
        }
    }

    @Test("alert over content: everything behind the alert is unreachable, the alert covers the rows")
    func alertOverContent() throws {
        let a = try auditFixture("ios-alert-over-content.xml")
        #expect(ids(a, with: .unreachable) == ["deleteButton", "row1", "row2"])
        // The rows are reported not visible (visible="false") while the alert leaves most of
        // them showing: what else hides them (or only dims them) is read as drawing nothing,
        // so their shares rest on that reading and are uncertain.
        #expect(ids(a, with: .covered) == [])
        for id in ["row1", "row2"] {
            #expect(a[id]?.uncertainProblems.contains(.covered) == true, "\(id)")
            #expect(a[id]?.because[.covered]?.contains("ios-type-traits") == true, "\(id)")
        }
        // The dimming layer's container takes the touches the alert does not.
        #expect(idOf(a["deleteButton"]?.receiverAtCenter) == "Window[2]/Other[1]")
        #expect(a["deleteButton"]?.exposure.exposedPercentage == 100)
        // row1 (y 300..344) loses 14 rows × 270 pt to the alert: 3 780 of 16 500.
        #expect(r2(a["row1"]?.exposure.exposedPercentage ?? 0) == 77.09)
        #expect(a["row1"]?.coveredBy.map(\.identifier) == ["Alert[1]"])
        #expect(r2(a["row2"]?.exposure.exposedPercentage ?? 0) == 28)
        #expect(idOf(a["row2"]?.receiverAtCenter) == "Alert[1]")
        // row2's largest visible part is the strip right of the alert (53 pt wide).
        #expect(a["row2"]?.visibleCenter == Point(x: 348.5, y: 366))
        #expect(a["row2"]?.reachesAtVisibleCenter == false)
        #expect(a["Cancel"]?.problems == [] && a["Delete"]?.problems == [])
    }

    @Test("tab bar over a scrolled list: clipped, covered and off-screen rows")
    func tabBarScrolledList() throws {
        let a = try auditFixture("ios-tab-bar-scrolled-list.xml")
        // What the tab bar and the compose button cover rests on inferred rules that have not
        // earned certainty (ios-bars-over-content, ios-type-traits, ios-document-order): uncertain.
        #expect(ids(a, with: .covered) == [])
        #expect(a.values.filter { $0.uncertainProblems.contains(.covered) }.map(\.subject.identifier).sorted() == ["row10", "row8", "row9"])
        // row10's center is off screen and the tab bar hides all it has on screen: it is
        // unreachable by that cover, which is as uncertain as the cover.
        #expect(ids(a, with: .unreachable) == [])
        #expect(a["row10"]?.uncertainProblems == [.unreachable, .covered])
        #expect(a["row10"]?.because[.unreachable]?.contains("ios-bars-over-content") == true)
        #expect(a["row9"]?.uncertainProblems == [.unreachable, .covered])
        #expect(a["row9"]?.because[.unreachable] == ["frames", "ios-bars-over-content", "ios-type-traits"])
        // row0 (y 41..121) is cut by the table's top (y 91): its center is off the list, under
        // the navigation bar, so reachability is judged at its visible part's center.
        let row0 = try #require(a["row0"])
        #expect(row0.onScreenPercentage == 37.5 && row0.exposure.exposedPercentage == 37.5)
        #expect(row0.problems == [] && !row0.reachesAtCenter && idOf(row0.receiverAtCenter) == "Inbox")
        #expect(row0.visibleCenter == Point(x: 195, y: 106) && row0.reachesAtVisibleCenter == true)
        // The compose button covers 64×64 of row8 and lets its center through.
        #expect(r2(a["row8"]?.exposure.exposedPercentage ?? 0) == 86.87)
        #expect(a["row8"]?.coveredBy.map(\.identifier) == ["composeButton"] && a["row8"]?.reachesAtCenter == true)
        #expect(idOf(a["row9"]?.receiverAtCenter) == "searchTab")
        #expect(a["row9"]?.coveredBy.map(\.identifier) == ["Tab Bar"])
        #expect(a["row10"]?.onScreenPercentage == 3.75 && a["row10"]?.receiverAtCenter == nil)
        for k in 1...7 { #expect(a["row\(k)"]?.problems == []) }
    }

    @Test("landscape player: a watermark drawn over the close button lets its touch through")
    func passThroughWatermark() throws {
        let a = try auditFixture("ios-landscape-player.xml")
        let close = try #require(a["closeButton"])
        // The watermark is drawn over the button by list order alone (ios-document-order): uncertain.
        #expect(close.problems == [] && close.uncertainProblems == [.covered, .passThrough])
        #expect(idOf(close.receiverAtCenter) == "closeButton" && idOf(close.frontmostAtCenter) == "watermark")
        #expect(r2(close.exposure.exposedPercentage) == 31.82)
        #expect(a["playButton"]?.problems == [] && a["scrubber"]?.problems == [])
    }

    @Test("WebDriverAgent sheet over a toolbar: the sheet's Cancel takes the touches")
    func sheetOverToolbar() throws {
        let a = try auditFixture("wda-sheet-over-toolbar.json")
        #expect(ids(a, with: .unreachable) == ["likeButton", "shareButton", "trashButton"])
        for id in ["likeButton", "shareButton", "trashButton"] {
            #expect(idOf(a[id]?.receiverAtCenter) == "Cancel")
            #expect(a[id]?.coveredBy.map(\.identifier) == ["Share photo"])
        }
        #expect(a["likeButton"]?.problems == [.unreachable, .covered, .disabled])
        #expect(a["Copy"]?.problems == [])
    }

    @Test("legacy springboard: off-page icons are off screen, the dock covers the page indicator")
    func legacySpringboard() throws {
        let a = try auditFixture("wda-legacy-springboard.json")
        #expect(ids(a, with: .offscreen) == ["Books", "Dismiss Spotlight", "Podcasts", "Search"])
        // The dock image (y 570..667) covers 17 of the indicator's 42 rows.
        #expect(r2(a["Page indicator"]?.exposure.exposedPercentage ?? 0) == 59.52)
        #expect(a["Page indicator"]?.coveredBy.map(\.identifier) == ["Image[1]", "Safari"])
        #expect(r2(a["Safari"]?.onScreenPercentage ?? 0) == 98.25 && a["Safari"]?.problems == [])
        #expect(ids(a, with: .unreachable) == [])
    }

    @Test("Android keyboard window: the button under it is covered and its touch goes to a key")
    func androidKeyboard() throws {
        let a = try auditFixture("android-keyboard-multiwindow.xml")
        // The keyboard's window draws its whole frame (android-input-method-window, stated): how
        // its keys are read adds nothing, so covered is certain.
        #expect(ids(a, with: .covered) == ["attach_button"] && a["attach_button"]?.uncertainProblems == [])
        #expect(ids(a, with: .unreachable) == ["attach_button"])
        #expect(idOf(a["attach_button"]?.receiverAtCenter) == "View[3]")   // the space key
        // The input method's window is the keyboard: drawn over its whole bounds.
        #expect(a["attach_button"]?.coveredBy.map(\.identifier) == ["FrameLayout[1]"])
        #expect(a["send_button"]?.problems == [] && a["back"]?.problems == [])
    }

    @Test("Android bottom sheet: content behind the scrim is unreachable; the scrim passes touches through the sheet")
    func androidBottomSheet() throws {
        let a = try auditFixture("android-bottom-sheet.xml")
        #expect(ids(a, with: .unreachable) == ["upload_button"])
        #expect(idOf(a["upload_button"]?.receiverAtCenter) == "touch_outside")
        #expect(a["upload_button"]?.coveredBy.map(\.identifier) == ["touch_outside"])
        let scrim = try #require(a["touch_outside"])
        // The sheet's content draws by its class (android-class-draws, not earned yet).
        #expect(scrim.problems == [] && scrim.uncertainProblems == [.covered, .passThrough])
        #expect(r2(scrim.exposure.exposedPercentage) == 46.88)
        #expect(a["done_button"]?.problems == [.disabled])
        #expect(a["share_button"]?.problems == [] && a["close"]?.problems == [])
    }

    @Test("Android floating window: another app's chat head takes the touch of the button under it")
    func androidOverlay() throws {
        let a = try auditFixture("android-uia2-landscape-overlay.xml")
        let full = try #require(a["fullscreen_button"])
        // The chat head's window is listed before the player's (front-most first: stated), and
        // takes the touch (clickable): certain. Its image covers by its class (android-class-draws,
        // not earned yet): uncertain.
        #expect(full.problems == [.unreachable] && full.uncertainProblems == [.covered])
        #expect(full.because[.unreachable] == ["frames", "android-window-list-order", "android-clickable"])
        #expect(idOf(full.receiverAtCenter) == "chat_head")
        #expect(r2(full.exposure.exposedPercentage) == 16.67)
        #expect(a["subtitles_button"]?.problems == [.hidden])
        #expect(a["play_pause"]?.problems == [] && a["seek_bar"]?.problems == [] && a["chat_head"]?.problems == [])
    }

    @Test("failing --fail-on: covered below the threshold or unreachable, never off screen or hidden")
    func failRule() throws {
        let a = try auditFixture("ios-tab-bar-scrolled-list.xml")
        #expect(a["row0"]?.fails(minimumVisiblePercentage: 50) == false)   // all of its on-screen part is visible
        // Uncertain findings never fail (row8 is 86.9 % visible, row9 unreachable, both uncertain).
        #expect(a["row8"]?.fails(minimumVisiblePercentage: 90) == false)
        #expect(a["row9"]?.fails(minimumVisiblePercentage: 0) == false)
        let edge = try auditFixture("ios-keyboard-over-button-edge.xml")   // 66.7 % visible, certain, reachable
        #expect(edge["continueButton"]?.fails(minimumVisiblePercentage: 66) == false)
        #expect(edge["continueButton"]?.fails(minimumVisiblePercentage: 67) == true)
        let keyboard = try auditFixture("ios-keyboard-over-button.xml")
        #expect(keyboard["payButton"]?.fails(minimumVisiblePercentage: 0) == true)   // unreachable
        let legacy = try auditFixture("wda-legacy-springboard.json")
        #expect(legacy["Books"]?.fails(minimumVisiblePercentage: 100) == false)
    }
}
