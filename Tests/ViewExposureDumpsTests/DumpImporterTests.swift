import ViewExposureDumps
import Testing
import ViewExposureDumpTestSupport
import ViewExposureTestSupport
import ViewExposureGeometry
import ViewExposureTree

@Suite("Dump importers: XCUITest XML, WebDriverAgent JSON, Android uiautomator XML")
struct DumpImporterTests {
    @Test("XCUITest XML: windows from the application's children, frames made parent-relative")
    func xcuiTestStructure() throws {
        let dump = try importFixture("ios-keyboard-over-button.xml")
        #expect(dump.format == .xcuiTestXML)
        #expect(dump.screen.windows.count == 2)
        #expect(dump.screenAttributes["bundleId"] == "com.example.shop")
        let screen = dump.screen
        let signIn = try #require(screen.view(withIdentifier: "signInButton"))
        #expect(signIn.frame == Rect(x: 16, y: 480, width: 358, height: 50))
        // The label inside the button: absolute (160, 494) becomes (144, 14) in the button.
        let label = try #require(signIn.subviews.first)
        #expect(label.frame == Rect(x: 144, y: 14, width: 70, height: 22))
        #expect(label.identifier == "Sign In")   // its name is unique
        #expect(signIn.frameOnScreen == Rect(x: 16, y: 480, width: 358, height: 50))
    }

    @Test("XCUITest XML: what each type means for drawing and touches")
    func xcuiTestTraits() throws {
        let dump = try importFixture("ios-keyboard-over-button.xml")
        func element(_ id: String) throws -> DumpElement {
            try #require(dump.elements.first { $0.identifier == id })
        }
        let window = try element("Window[1]")
        #expect(window.view is Window && !window.view.drawsContent && window.view.hitTestPolicy == .passThrough)
        let container = try element("Window[1]/Other[1]")
        #expect(!container.view.drawsContent && container.view.hitTestPolicy == .passThrough)
        let bar = try element("NavigationBar[1]")   // "Checkout" names its title too
        #expect(bar.type == "NavigationBar" && bar.view.drawsContent && bar.view.hitTestPolicy == .default && !bar.isInteractive)
        let keyboard = try element("Keyboard[1]")
        #expect(keyboard.view.drawsContent && keyboard.view.hitTestPolicy == .default && !keyboard.isInteractive)
        // Keys and the keyboard's own buttons take touches but are not audited.
        let space = try element("space"), ret = try element("Return")
        #expect(space.view.hitTestPolicy == .default && !space.isInteractive && !ret.isInteractive)
        // visible="false": draws nothing, but a control still takes touches.
        let pay = try element("payButton")
        #expect(!pay.view.drawsContent && pay.view.hitTestPolicy == .default && pay.isInteractive)
        #expect(pay.attributes["visible"] == "false")
        #expect(dump.interactiveElements.map(\.identifier) == ["backButton", "emailField", "forgotLink", "signInButton", "payButton"])
        #expect(dump.path(of: try element("space")) == "Window[2]/Other[1]/Keyboard[1]/Key[4]")
        #expect(pay.orderedAttributes.prefix(3).map(\.name) == ["type", "name", "label"])
    }

    @Test("Appium's AppiumAUT wrapper, scroll containers clip")
    func appiumAndClipping() throws {
        let dump = try importFixture("ios-tab-bar-scrolled-list.xml")
        let inbox = try #require(dump.elements.first { $0.identifier == "inbox" })
        #expect(inbox.view.clipsToBounds && !inbox.view.drawsContent)
        let player = try importFixture("ios-landscape-player.xml")
        #expect(player.format == .xcuiTestXML && player.screen.windows.first?.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("WebDriverAgent JSON: {\"value\": …}, rect objects and frame strings, \"1\"/\"0\" and booleans")
    func webDriverAgent() throws {
        let dump = try importFixture("wda-sheet-over-toolbar.json")
        #expect(dump.format == .webDriverAgentJSON)
        #expect(dump.screen.windows.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 0, width: 390, height: 844)])
        let like = try #require(dump.elements.first { $0.identifier == "likeButton" })
        #expect(!like.isEnabled && like.attributes["isEnabled"] == "0")
        let trash = try #require(dump.elements.first { $0.identifier == "trashButton" })
        #expect(trash.isEnabled && !trash.view.drawsContent && trash.attributes["isVisible"] == "false")
        #expect(trash.attributes["rect"] == "330,771,44,44")
    }

    @Test("WebDriverAgent JSON: a plain element with isAccessible \"1\" and a label is a custom control (a React Native touchable); with \"0\" it is not")
    func webDriverAgentAccessibleElement() throws {
        func element(_ label: String, accessible: String, y: Int) -> String {
            #"{"type": "Other", "label": "\#(label)", "isAccessible": "\#(accessible)", "isEnabled": "1", "isVisible": "1", "rect": {"x": 0, "y": \#(y), "width": 390, "height": 40}, "children": []}"#
        }
        let json = #"{"value": {"type": "Application", "name": "App", "isEnabled": "1", "isVisible": "1", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Window", "isEnabled": "1", "isVisible": "1", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": ["#
            + element("Open debugger to view warnings", accessible: "1", y: 780) + ", "
            + element("Plain group", accessible: "0", y: 100) + "]}]}}"
        let dump = try DumpImporter.importDump(Array(json.utf8))
        #expect(dump.format == .webDriverAgentJSON)
        let banner = try #require(dump.elements.first { $0.label == "Open debugger to view warnings" })
        let group = try #require(dump.elements.first { $0.label == "Plain group" })
        #expect(banner.isInteractive)
        #expect(!group.isInteractive)
    }

    @Test("legacy WebDriverAgent tree: value.tree, UIA types, origin/size rects")
    func legacyTree() throws {
        let dump = try importFixture("wda-legacy-springboard.json")
        #expect(dump.screen.windows.count == 2)
        let search = try #require(dump.elements.first { $0.identifier == "Search" })
        #expect(search.type == "SearchBar" && search.isInteractive)
        let status = try #require(dump.elements.first { $0.type == "StatusBar" })
        #expect(!status.view.drawsContent)
        #expect(dump.notes.contains { $0.contains("4 elements lie entirely off screen") })
    }

    @Test("Android: windows back to front by kind, input method keys not audited")
    func androidWindows() throws {
        let dump = try importFixture("android-keyboard-multiwindow.xml")
        #expect(dump.format == .uiautomatorXML)
        #expect(dump.screen.windows.map { $0.identifier ?? "" } == ["FrameLayout[2]", "FrameLayout[1]", "FrameLayout[3]"])
        #expect(dump.screen.windows.allSatisfy { $0.hitTestPolicy == .default })
        #expect(dump.notes.contains { $0.hasPrefix("windows put back to front") })
        #expect(dump.interactiveElements.map(\.identifier) == ["back", "messages/TextView[1]", "TextView[2]", "message_input", "send_button", "attach_button"])
        // A resource id that repeats is not an id; the full resource id is used when unique.
        let keyboard = try #require(dump.elements.first { $0.identifier == "keyboard_view" })
        #expect(keyboard.view.drawsContent)
        let layout = try #require(dump.elements.first { $0.identifier == "content" })
        #expect(!layout.view.drawsContent && layout.view.hitTestPolicy == .passThrough)
        let list = try #require(dump.elements.first { $0.identifier == "messages" })
        #expect(list.view.hitTestPolicy == .default && !list.isInteractive)
    }

    @Test("Android: siblings in drawing order, clickable scrim draws, disabled flagged")
    func androidDrawingOrder() throws {
        let dump = try importFixture("android-bottom-sheet.xml")
        let screen = dump.screen
        let coordinator = try #require(screen.view(withIdentifier: "coordinator"))
        // Listed sheet first, scrim second; drawn scrim (1) first, sheet (2) on top.
        #expect(coordinator.subviews.map { $0.identifier ?? "" } == ["touch_outside", "design_bottom_sheet"])
        #expect(try #require(screen.view(withIdentifier: "touch_outside")).drawsContent)
        #expect(try #require(screen.view(withIdentifier: "design_bottom_sheet")).drawsContent)
        let done = try #require(dump.elements.first { $0.identifier == "done_button" })
        #expect(!done.isEnabled && done.isInteractive)
    }

    @Test("UiAutomator2: class-named elements, displayed=false hides, rotation kept")
    func uiAutomator2() throws {
        let dump = try importFixture("android-uia2-landscape-overlay.xml")
        #expect(dump.format == .uiautomatorXML)
        #expect(dump.screenAttributes["rotation"] == "1")
        let subtitles = try #require(dump.elements.first { $0.identifier == "subtitles_button" })
        #expect(subtitles.view.isHidden && subtitles.type == "ImageButton")
        #expect(dump.screen.windows.map { $0.identifier ?? "" } == ["FrameLayout[2]", "FrameLayout[1]"])
        // Declared 2400x1080 agrees with the bounds: no note about the size.
        #expect(!dump.notes.contains { $0.contains("declared size") })
    }

    @Test("the format is told from the content, not the name")
    func detection() throws {
        #expect(DumpImporter.textKind(of: Array("\u{FEFF}  <hierarchy/>".utf8)) == .xml)
        #expect(DumpImporter.textKind(of: Array("\n{\"value\": {}}".utf8)) == .json)
        #expect(DumpImporter.textKind(of: Array("hello".utf8)) == .unknown)
        let xml = try fixtureBytes("android-bottom-sheet.xml")
        #expect(try DumpImporter.importDump(xml).format == .uiautomatorXML)
    }

    // Found by FuzzDump: a type holding `/` or `[` was written into paths as it is, so a path
    // read as other steps and two elements could be given the same id.
    @Test("types with '/', '[', ']' or '%' are escaped in paths and ids, which stay unique")
    func pathSafeTypes() throws {
        let text = """
            <hierarchy rotation="0">
            <node class="p.X" bounds="[0,0][10,10]"><node class="p.Y" bounds="[0,0][5,5]"/></node>
            <node class="p.Z" bounds="[0,0][10,10]"><node class="p.Y" bounds="[0,0][5,5]"/></node>
            <node class="p.X[1]/Y" bounds="[0,0][10,10]"/>
            <node class="p.A%2FB" bounds="[0,0][10,10]"/>
            <node class="p.A/B" bounds="[0,0][10,10]"/>
            </hierarchy>
            """
        let dump = try DumpImporter.importDump(Array(text.utf8))
        let ids = dump.elements.map(\.identifier)
        #expect(Set(ids).count == ids.count, "ids: \(ids)")
        #expect(ids.contains("X[1]/Y[1]"))
        #expect(ids.contains("X%5B1%5D%2FY[1]"))
        #expect(dump.elements.map(\.type).suffix(2) == ["A%252FB", "A%2FB"])

        let refused = """
            {"type": "XCUIElementTypeApplication", "rect": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
              {"type": "XCUIElementTypeWindow", "rect": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
                {"type": "Weird/[Type]", "rect": {"x": "bad", "y": 0, "width": 1, "height": 1}}]}]}
            """
        do {
            _ = try DumpImporter.importDump(Array(refused.utf8))
            Issue.record("a non-numeric x was accepted")
        } catch {
            #expect(error.problems.first?.elementPath == "Window[1]/Weird%2F%5BType%5D[1]")
        }
    }
}
