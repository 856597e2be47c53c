import ViewExposureDumps
import ViewExposureAudit
import Testing
import ViewExposureDumpTestSupport
import ViewExposure

/// The rules that make the audit right on real screens (docs/dumps.md), one fixture each:
/// stale placeholder frames, rounded-frame slivers, sibling order the dump does not give,
/// decoration, pass-through judged against the element, duplicated twins, layouts that
/// paint, legacy UI Automation backdrops, focusable described leaves.
@Suite("Audit rules for real screens")
struct RealScreenRuleTests {
    private func problems(_ a: [String: ElementAudit], _ id: String) -> [AuditProblem]? { a[id]?.problems }

    @Test("stale frames: a row XCUITest has not laid out does not widen its hit area over the visible rows")
    func staleFramesDoNotWidenHitAreas() throws {
        let dump = try importFixture("ios-stale-offscreen-cell.xml")
        let developer = try #require(dump.elements.first { $0.identifier == "Developer" })
        #expect(developer.view.hitInsets == .zero)
        let a = try auditFixture("ios-stale-offscreen-cell.xml")
        for id in ["General", "Privacy"] {
            #expect(a[id]?.reachesAtCenter == true)
            #expect(problems(a, id) == [])
        }
        // The placeholder chevron (y 100, inside General's row) is not on screen at all.
        #expect(problems(a, "devChevron") == [.hidden])
        #expect(problems(a, "Developer") == [.offscreen])
    }

    @Test("stale frames: what an invisible page with no frame holds is not on screen (hidden, not unreachable)")
    func unplacedPageIsHidden() throws {
        let a = try auditFixture("ios-unplaced-page.xml")
        for id in ["Mail", "Notes"] {
            #expect(a[id]?.problems == [.hidden], "\(id)")
            #expect(a[id]?.receiverAtCenter == nil, "\(id)")
        }
        #expect(problems(a, "Allow") == [] && problems(a, "Deny") == [])
    }

    @Test("hit areas: a web page under wrappers sized zero and reported not visible takes its own taps")
    func webContentUnderUnplacedWrappers() throws {
        // Was "unreachable? → WebView[1]" for both: the invisible wrapper's visible content did
        // not widen the zero-size wrappers above it, so no touch reached into them.
        let a = try auditFixture("ios-web-content-under-unplaced-wrappers.xml")
        for id in ["Home", "Search"] {
            #expect(a[id]?.reachesAtCenter == true, "\(id)")
            #expect(problems(a, id) == [], "\(id)")
        }
        // The invisible button at its placeholder position below the screen widens nothing.
        #expect(problems(a, "Later") == [.offscreen])
        let dump = try importFixture("ios-web-content-under-unplaced-wrappers.xml")
        let wrapper = try #require(dump.elements.first { $0.view.frame.height == 500 })
        #expect(wrapper.view.hitInsets == .zero)
    }

    @Test("android-bar-over-content: a full-width band that only hosts a floating pill at one side is no bar")
    func floatingPillBandIsNoBar() throws {
        // Was "unreachable, covered 50 %" (certain) for both buttons: the band's wrapper, of its
        // own frame, reached its four edges, so the band was read as a bar painting its bounds.
        let dump = try importFixture("android-floating-pill-band-over-actions.xml")
        let band = try #require(dump.elements.firstIndex { $0.identifier == "footer_container" })
        #expect(!dump.rules[band].contains(try #require(DumpRuleInfo.all.first { $0.id == "android-bar-over-content" })))
        let a = try auditFixture("android-floating-pill-band-over-actions.xml")
        let directions = try #require(a["directions"])
        #expect(directions.reachesAtCenter && directions.coveredBy.isEmpty)
        // Call is covered only where the pill lies over its bottom (30 of its 120 px).
        let call = try #require(a["call"])
        #expect(call.reachesAtCenter)
        #expect(call.coveredBy.map(\.identifier) == ["view_map"])
        #expect(r2(call.exposure.exposedPercentage) == 75)
    }

    @Test("one-point overlaps of rounded frames are not cover")
    func onePointOverlapIsNotCover() throws {
        let a = try auditFixture("ios-stale-offscreen-cell.xml")
        // Privacy (y 144..189) overlaps General (y 100..145) by one point: 390 of 17 550.
        let general = try #require(a["General"])
        #expect(r2(general.exposure.exposedPercentage) == 97.78)
        #expect(general.coveredBy.isEmpty && !general.problems.contains(.covered))
        #expect(!general.fails(minimumVisiblePercentage: 99))
    }

    @Test("android-header-over-list: no drawing-order, an app bar listed before the list that runs under it is drawn over it")
    func headerOverListWithoutDrawingOrder() throws {
        // Changed deliberately (issue 26): the tabs were "unreachable?" (the list listed after
        // them taken to be in front); the app bar is raised over the list, so they take their taps.
        let dump = try importFixture("android-header-over-list-no-drawing-order.xml")
        // The bar's parent: its order rests on android-header-over-list, not earned yet.
        #expect(dump.viewsWithUnknownChildOrder.contains { $0.subviews.contains { $0.identifier == "app_bar" } })
        let a = try auditFixture("android-header-over-list-no-drawing-order.xml")
        for id in ["tab_for_you", "tab_top"] {
            let tab = try #require(a[id])
            #expect(idOf(tab.receiverAtCenter) == id)
            #expect(tab.problems == [] && tab.uncertainProblems == [] && tab.confidence == .certain)
        }
        #expect(a["install_button"]?.confidence == .certain)
    }

    @Test("decoration is not cover; pass-through is judged against the audited element")
    func decorationAndPassThrough() throws {
        let a = try auditFixture("android-decoration-and-passthrough.xml")
        // An icon over a touch target that draws nothing; a label inside a button's bounds.
        #expect(r2(a["like_target"]?.exposure.exposedPercentage ?? 0) == 75)
        #expect(r2(a["send_button"]?.exposure.exposedPercentage ?? 0) == 85)
        for id in ["like_target", "send_button", "search_pill", "search_field"] {
            #expect(problems(a, id) == [], "\(id)")
            #expect(a[id]?.coveredBy.isEmpty == true)
        }
        // The pill's own field takes the tap at its center, under the pill's own hint.
        let pill = try #require(a["search_pill"])
        #expect(idOf(pill.receiverAtCenter) == "search_field" && pill.reachesAtCenter)
        #expect(idOf(pill.frontmostAtCenter) == "search_hint")
    }

    @Test("WebDriverAgent's duplicated twins are collapsed: a key is not covered by its own copy")
    func twinsCollapse() throws {
        let dump = try importFixture("wda-duplicated-twins.json")
        let twins = dump.elements.filter { $0.label == "Dictate" }
        #expect(twins.count == 2)
        #expect(twins.map(\.isInteractive) == [true, false] && twins[1].view.isHidden)
        let a = try auditFixture("wda-duplicated-twins.json")
        #expect(a.count == 2)
        #expect(a.values.allSatisfy { $0.problems == [] })
        // Unnamed containers with equal frames are layers, not twins.
        #expect(dump.elements.filter { $0.type == "Other" }.allSatisfy { !$0.view.isHidden })
    }

    @Test("a plain layout that fills its parent and holds controls over content paints and takes touches")
    func surfacesPaint() throws {
        let a = try auditFixture("android-surfaces.xml")
        for id in ["thread_1", "thread_2"] {
            // android-surface-over-content has earned certainty (docs/dumps.md).
            #expect(problems(a, id) == [.unreachable, .covered], "\(id)")
            #expect(a[id]?.uncertainProblems == [], "\(id)")
            #expect(a[id]?.coveredBy.map(\.identifier) == ["open_search_view"])
            #expect(idOf(a[id]?.receiverAtCenter) == "open_search_view")
        }
        #expect(problems(a, "search_text") == [] && problems(a, "suggestion_1") == [])
        // The bottom-sheet fixture's coordinator holds a scrim over all of it: not a surface.
        let sheet = try importFixture("android-bottom-sheet.xml")
        #expect(sheet.elements.first { $0.identifier == "coordinator" }?.view.drawsContent == false)
    }

    @Test("a layout drawn over a scrim that takes touches (a sheet opened half way over touch_outside) paints and takes touches")
    func sheetOverTouchScrim() throws {
        let a = try auditFixture("android-half-sheet-over-scrim.xml")
        let scrim = try #require(a["touch_outside"])
        // Certain exactly when android-sheet-over-scrim has earned it (docs/dumps.md, "Certainty").
        let earned = try ruleIsCertain("android-sheet-over-scrim")
        #expect((earned ? scrim.problems : scrim.uncertainProblems) == [.unreachable, .covered])
        #expect(scrim.because[.unreachable] == ["frames", "android-drawing-order", "android-sheet-over-scrim"])
        #expect(scrim.coveredBy.map(\.identifier) == ["design_bottom_sheet"])
        #expect(r2(scrim.exposure.exposedPercentage) == r2(100 * 640.0 / 1920))
        #expect(idOf(scrim.receiverAtCenter) == "design_bottom_sheet")
        #expect(problems(a, "option_1") == [] && problems(a, "option_2") == [])
    }

    @Test("a touch taken by a described focusable leaf that is not clickable rests on that reading, not on android-clickable")
    func describedLeafReceiverIsNamed() throws {
        let a = try auditFixture("android-described-leaf-over-row.xml")
        let row = try #require(a["row"])
        #expect(idOf(row.receiverAtCenter) == "sheet_background")
        #expect(row.problems == [] && row.uncertainProblems.contains(.unreachable))
        #expect(row.because[.unreachable] == ["frames", "android-drawing-order", "android-described-focusable-leaf"])
    }

    @Test("inside a web view, document order is not painting order: findings resting on it are uncertain")
    func webContentOrderIsUnknown() throws {
        let a = try auditFixture("ios-webview-ribbon.xml")
        #expect(problems(a, "ribbon") == [] && a["ribbon"]?.uncertainProblems == [.covered])
        #expect(a["close"]?.problems.contains(.unreachable) == false && a["close"]?.uncertainProblems.contains(.unreachable) == true)
        #expect(problems(a, "reload") == [] && a["reload"]?.uncertainProblems == [])
        let dump = try importFixture("ios-webview-ribbon.xml")
        let page = try #require(dump.elements.first { $0.identifier == "The page" })
        #expect(dump.viewsWithUnknownChildOrder.contains { $0 === page.view })
    }

    @Test("an iOS keyboard draws its whole panel: the backdrop above and below the keys, not the accessory's place")
    func keyboardPanel() throws {
        let a = try auditFixture("ios-keyboard-backdrop-below-accessory.xml")
        // Below the keys' frame, on the dictation row: hidden and unreachable, by what the dump states.
        #expect(problems(a, "resendButton") == [.unreachable, .covered] && a["resendButton"]?.uncertainProblems == [])
        // Its bottom 4 of 50 points lie on the backdrop above the keys (y 566..583).
        let verify = try #require(a["verifyButton"])
        #expect(verify.problems == [.covered] && verify.reachesAtCenter)
        #expect(r2(verify.exposure.exposedPercentage) == 92)
        #expect(problems(a, "doneButton") == [] && a["doneButton"]?.coveredBy.isEmpty == true)
        #expect(a["dictation"] == nil)
    }

    @Test("a control whose centre lies under the status bar's background is not reached: the system's status bar takes the touch")
    func statusBarTakesTouches() throws {
        let a = try auditFixture("android-back-button-under-status-bar.xml")
        let back = try #require(a["back"])
        #expect(idOf(back.receiverAtCenter) == "statusBarBackground")
        // The order is the dump's `drawing-order` and the bar's background is the platform's own
        // view, shown only while the bar is: nothing here is inferred, so the finding is certain.
        #expect(back.problems.contains(.unreachable) && !back.uncertainProblems.contains(.unreachable))
        #expect(back.because[.unreachable]?.contains("android-system-bar-background") == true)
        #expect(problems(a, "amount") == [] && a["amount"]?.uncertainProblems == [])
    }

    @Test("a bar's background across the whole bottom of a view that fills the window covers it: a strip across a control is not a caption drawn on it")
    func barBackgroundAcrossAWindowFillingView() throws {
        let a = try auditFixture("android-webview-under-navigation-bar-background.xml")
        let web = try #require(a["web"])
        #expect(web.coveredBy.map(\.identifier) == ["navigationBarBackground"])
        #expect(r2(web.exposure.exposedPercentage) == 93)
        // The bar is stated; the order is the position order's (a legacy dump): certain when that has earned it.
        #expect(web.because[.covered] == ["frames", "android-document-order", "android-system-bar-background"])
        let earned = try ruleIsCertain("android-document-order")
        #expect((earned ? web.problems : web.uncertainProblems) == [.covered] && web.reachesAtCenter)
    }

    @Test("the items of an iOS bar lie side by side: frames overlapping by touch padding do not cover one another")
    func barItemsSideBySide() throws {
        let a = try auditFixture("ios-tab-bar-items-overlapping-frames.xml")
        for id in ["tab_home", "tab_search", "tab_library", "tab_profile"] {
            #expect(a[id]?.coveredBy.isEmpty == true && a[id]?.uncertainProblems == [] && problems(a, id) == [], "\(id)")
        }
        // The bar itself still draws over the list's last row.
        #expect(a["row_last"]?.coveredBy.map(\.identifier) == ["Tab Bar"])
    }

    @Test("a full-screen layout holding only floating pieces (a menu button, a banner) is a host, not a surface: the list shows around them")
    func floatingHostIsNoSurface() throws {
        let a = try auditFixture("android-floating-host-over-list.xml")
        for id in ["dish_1", "add_1", "dish_4", "add_4"] {
            #expect(problems(a, id) == [] && a[id]?.uncertainProblems == [], "\(id)")
            #expect(idOf(a[id]?.receiverAtCenter) == id, "\(id)")
        }
        // The menu button itself lies over the last ADD button, as the dump's order states.
        #expect(problems(a, "add_5") == [.unreachable] && idOf(a["add_5"]?.receiverAtCenter) == "menu_button")
        let host = try #require(try fixtureElement("android-floating-host-over-list.xml", "floating_host"))
        #expect(!host.element.view.drawsContent)
        #expect(!host.rules.contains("android-surface-over-content"))
    }

    @Test("a full-size layer holding only a map's zoom buttons is no sheet over the map as over a scrim: the map shows and takes touches around them")
    func mapControlLayerIsNoSheet() throws {
        let a = try auditFixture("android-map-controls-over-map.xml")
        let map = try #require(a["map"])
        #expect(idOf(map.receiverAtCenter) == "map" && !map.uncertainProblems.contains(.unreachable))
        #expect(Set(map.coveredBy.map(\.identifier)) == ["zoom_in", "zoom_out"])
        let layer = try #require(try fixtureElement("android-map-controls-over-map.xml", "map_controls"))
        #expect(!layer.element.view.drawsContent)
        #expect(!layer.rules.contains("android-sheet-over-scrim"))
    }

    @Test("a full-size host whose one child is a sheet paints only where the sheet is: the map shows above it")
    func sheetHostPaintsThroughItsSheet() throws {
        let a = try auditFixture("android-sheet-host-over-map.xml")
        let map = try #require(a["map"])
        #expect(map.coveredBy.map(\.identifier) == ["sheet"])
        #expect(r2(map.coveredBy.first?.sharePercentage ?? 0) == 68.75)
        let dump = try importFixture("android-sheet-host-over-map.xml")
        let host = try #require(dump.elements.first { $0.identifier == "sheet_host" })
        #expect(!host.view.drawsContent)
    }

    @Test("a layer over a hidden page paints its content, not its frame, when no backdrop is listed: a pull-down menu's platter covers, the page around it shows but does not take the tap")
    func layerWithoutBackdropPaintsItsContent() throws {
        let a = try auditFixture("ios-pull-down-menu-over-hidden-page.xml")
        let font = try #require(a["fontRow"])
        #expect(font.coveredBy.map(\.identifier) == ["platter"] && font.exposure.exposedPercentage == 0)
        let signOut = try #require(a["signOut"])
        #expect(signOut.coveredBy.isEmpty && signOut.exposure.exposedPercentage == 100)
        #expect(idOf(signOut.receiverAtCenter) == "menuLayer" && signOut.uncertainProblems == [.unreachable])
        // With a backdrop listed (a full-screen child reported not visible: the blur view), the
        // layer paints its whole frame.
        let blurred = try auditFixture("ios-context-menu-backdrop-over-hidden-page.xml")
        #expect(blurred["signOut"]?.coveredBy.map(\.identifier) == ["menuLayer"])
        #expect(blurred["signOut"]?.exposure.exposedPercentage == 0)
    }

    @Test("a layer drawn over content that lies over a scrim is no sheet over the scrim: a shade's notification list leaves the quick-settings tiles in view and in reach")
    func layerOverContentOverScrimIsNoSheet() throws {
        let a = try auditFixture("android-shade-notifications-over-quick-settings.xml")
        for id in ["tile_wifi", "tile_bluetooth"] {
            #expect(problems(a, id) == [] && a[id]?.uncertainProblems == [] && a[id]?.coveredBy.isEmpty == true, "\(id)")
            #expect(idOf(a[id]?.receiverAtCenter) == id, "\(id)")
        }
        let dump = try importFixture("android-shade-notifications-over-quick-settings.xml")
        for id in ["notification_container", "notification_list"] {
            let e = try #require(dump.elements.first { $0.identifier == id })
            #expect(!e.view.drawsContent, "\(id)")
        }
    }

    @Test("a covered share rests on the default reading of what draws when the dump says the element is not visible but the coverer leaves part of it showing")
    func claimedInvisibleShareRestsOnDrawReading() throws {
        let a = try auditFixture("ios-sheet-over-hidden-page-keyboard.xml")
        let half = try #require(a["rowHalf"])
        #expect(half.uncertainProblems.contains(.covered) && !half.problems.contains(.covered))
        #expect(half.because[.covered]?.contains("ios-type-traits") == true, "\(half.because)")
        // Wholly under the keyboard: the share is the keyboard's, stated.
        let low = try #require(a["rowLow"])
        #expect(low.problems.contains(.covered))
        #expect(low.because[.covered]?.contains("ios-type-traits") == false, "\(low.because)")
    }

    @Test("a covered share rests on what holds the coverer: a bar read as drawing nothing between its buttons leaves the share uncertain")
    func coveredShareRestsOnCoverersContainer() throws {
        let a = try auditFixture("android-selection-bar-over-grid.xml")
        let tile = try #require(a["View[4]"])
        #expect(idOf(tile.receiverAtCenter) == "Button[1]" && tile.problems == [.unreachable])
        #expect(tile.uncertainProblems == [.covered])
        #expect(tile.because[.covered]?.contains("android-class-draws") == true)
        #expect(tile.because[.unreachable]?.contains("android-class-draws") == false)
    }

    @Test("a full-screen layer whose only control sits where nothing behind takes touches (a launcher's scrim) is no surface")
    func scrimWithHandleIsNoSurface() throws {
        let a = try auditFixture("android-launcher-scrim.xml")
        for id in ["app_1", "app_4", "dock_1", "dock_4"] {
            #expect(problems(a, id) == [] && a[id]?.uncertainProblems == [], "\(id)")
            #expect(a[id]?.coveredBy.isEmpty == true, "\(id)")
            #expect(idOf(a[id]?.receiverAtCenter) == id, "\(id)")
        }
        #expect(idOf(a["drawer_handle"]?.receiverAtCenter) == "drawer_handle")
        let dump = try importFixture("android-launcher-scrim.xml")
        #expect(dump.elements.first { $0.identifier == "scrim_view" }?.view.drawsContent == false)
    }

    @Test("floating bars cover with their whole bounds; a childless floating window draws; described focusable leaves are audited")
    func floatingBarBallAndGamePad() throws {
        let a = try auditFixture("android-floating-bar-and-ball.xml")
        // The bar (y 1600..1800) over the card (y 1400..1900): 200 of 500 rows.
        let card = try #require(a["card"])
        #expect(card.coveredBy.map(\.identifier) == ["floating_bar"])
        #expect(r2(card.exposure.exposedPercentage) == 60)
        // Covered rests on android-clickable-layout-paints: certain exactly when it has earned it.
        #expect(card.because[.covered] == ["frames", "android-drawing-order", "android-clickable-layout-paints"], "\(card.because)")
        let earned = try ruleIsCertain("android-clickable-layout-paints")
        #expect(card.problems == (earned ? [.unreachable, .covered] : [.unreachable]))
        #expect(card.uncertainProblems == (earned ? [] : [.covered]))
        // The ball (880..1080 × 820..1000) over Play (900..1060 × 800..960).
        let play = try #require(a["play_button"])
        #expect(play.coveredBy.map(\.identifier) == ["floatball"])
        #expect(r2(play.exposure.exposedPercentage) == 12.5)
        #expect(a["game_pad"]?.problems == [] && a["game_pad"]?.reachesAtCenter == true)
    }

    @Test("a bottom bar of plain layouts laid over a feed paints its bounds and eats touches; a header whose content fills only its top does not; the status-bar background paints")
    func edgeBarsPaint() throws {
        let a = try auditFixture("android-bottom-navigation-over-feed.xml")
        // The bar (y 1800..1920) over the card's last 100 of 400 rows and over both icons.
        let card = try #require(a["card"])
        #expect(card.coveredBy.map(\.identifier) == ["bottom_nav"])
        #expect(r2(card.exposure.exposedPercentage) == 75)
        // No drawing-order: that the bar is drawn after the feed rests on document order, and
        // that it paints and eats touches on the bar rule; certain exactly when both have earned it.
        let earned = try ["android-document-order", "android-bar-over-content"].allSatisfy { id in
            try #require(DumpRuleInfo.all.first { $0.id == id }).isCertain
        }
        for id in ["like", "share"] {
            let icon = try #require(a[id])
            #expect(icon.coveredBy.map(\.identifier) == ["bottom_nav"], "\(id)")
            #expect(r2(icon.exposure.exposedPercentage) == 0, "\(id)")
            let reported = earned ? icon.problems : icon.uncertainProblems
            #expect(reported.contains(.covered), "\(id)")
            // The bar eats the touches its tabs do not take (as Material's bottom navigation
            // does): the icon under it gets none.
            #expect(idOf(icon.receiverAtCenter) == "bottom_nav", "\(id)")
            #expect(reported.contains(.unreachable) && !(icon.problems + icon.uncertainProblems).contains(.passThrough), "\(id)")
        }
        // The header's content ends at y 200; the Follow button below it shows.
        #expect(a["follow"]?.problems == [] && a["follow"]?.uncertainProblems == [])
        #expect(r2(a["follow"]?.exposure.exposedPercentage ?? 0) == 100)
        // The decor's status-bar background (y 0..60) paints over the header tabs' top 60 of 200.
        for id in ["header_tab_1", "header_tab_2"] {
            #expect(a[id]?.coveredBy.map(\.identifier) == ["statusBarBackground"], "\(id)")
            #expect(r2(a[id]?.exposure.exposedPercentage ?? 0) == 70, "\(id)")
        }
        let dump = try importFixture("android-bottom-navigation-over-feed.xml")
        #expect(dump.elements.first { $0.identifier == "bottom_nav" }?.view.drawsContent == true)
        #expect(dump.elements.first { $0.identifier == "collapsing_header" }?.view.drawsContent == false)
    }

    @Test("a floating window mostly drawn paints its title strip; an edge handle covers only its strip; a Compose-wrapped pill covers with its bounds")
    func floatingWindowsHandlesAndPills() throws {
        let a = try auditFixture("android-floating-window-and-pill.xml")
        // The window (400..900 × 500..1000) over row 1 (0..1080 × 400..600): its title strip
        // (500..600) holds no drawn child, yet covers 500 × 100 of 1080 × 200.
        let row1 = try #require(a["row_1"])
        #expect(row1.coveredBy.map(\.identifier) == ["FrameLayout[2]"])
        #expect(r2(row1.exposure.exposedPercentage) == r2(100 - 100 * 500 * 100 / (1080 * 200)))
        // Over another app's row by window kind and painted by its rule, neither earned yet.
        #expect(row1.uncertainProblems == [.unreachable, .covered])
        // The handle takes touches over 50 px but draws 15: row 2 loses 15 × 200 of 1080 × 200.
        let row2 = try #require(a["row_2"])
        #expect(row2.coveredBy.map(\.identifier) == ["handle_strip"])
        #expect(r2(row2.exposure.exposedPercentage) == r2(100 - 100 * 15.0 / 1080))
        // The pill (500..900 × 1700..1800) draws its bounds though its text is two levels down.
        let chat = try #require(a["chat_item"])
        #expect(chat.coveredBy.map(\.identifier) == ["welcome_pill/View[1]"])
        #expect(r2(chat.exposure.exposedPercentage) == r2(100 - 100 * 400 * 100 / (1080.0 * 300)))
    }

    @Test("a caption straddling a control's edge no deeper than a quarter of it is padding, not cover")
    func captionsInPadding() throws {
        let a = try auditFixture("android-caption-in-padding.xml")
        let seekbar = try #require(a["seekbar"])
        #expect(seekbar.problems == [] && seekbar.coveredBy.isEmpty)
        // The hint reaches 100 of the button's 150 px: that is cover.
        let send = try #require(a["send"])
        #expect(send.uncertainProblems == [.covered, .passThrough] && send.coveredBy.map(\.identifier) == ["hint"])
    }

    @Test("legacy UI Automation: full-window backdrops listed after the content are behind it")
    func legacyBackdrops() throws {
        let dump = try importFixture("legacy-uia-backdrop.json")
        let window = try #require(dump.screen.windows.first)
        #expect(window.subviews.prefix(2).map { $0.identifier ?? "" } == ["wallpaper", "ScrollView[1]"])
        let a = try auditFixture("legacy-uia-backdrop.json")
        for id in ["Mail", "Notes"] {
            #expect(problems(a, id) == [] && a[id]?.reachesAtCenter == true, "\(id)")
        }
        // The badge over Safari is listed after it, in a tree whose order says nothing.
        let safari = try #require(a["Safari"])
        #expect(safari.problems == [] && safari.uncertainProblems == [.covered])
        #expect(safari.coveredBy.map(\.isCertain) == [false])
    }
}
