import ViewExposureReference
import ViewExposure

/// The "feed" workload of docs/benchmark-workloads.md §2.1: a 375×667 window with a navigation bar,
/// a tab bar and a floating button over a clipping scroll view of 200 cells of mixed content (3–8
/// subviews each, some reaching slightly outside their cell), one of them an ad cell.
/// Fixed seed, integer coordinates.
///
///     window ─ scroll (clips, full window) ─ cell0 … cell99, adCell, cell101 … cell199
///            ├ navBar (0, 0, 375, 64)   ─ back, title
///            ├ tabBar (0, 618, 375, 49) ─ 4 items
///            └ fab (303, 546, 56, 56)   ─ icon
///
/// The ad cell holds a "Sponsored" label, the ad (10, 36, 355, 250) with media and a call to
/// action inside it, then an AdChoices icon over the ad's top-right corner (a regular
/// obstruction) and a close button registered as a friendly obstruction.
struct FeedScene {
    let screen: Screen
    let window: Window
    let scroll: View
    let ad: View
    /// The ad's top edge in the scroll view's content coordinates.
    let adContentY: Double
    /// The number of views, window included.
    let viewCount: Int

    init(seed: UInt64 = 0x5EED_FEED) {
        var rng = SplitMix64(seed: seed)
        func uniform(_ lo: Int, _ hi: Int) -> Double { Double(lo + Int(rng.next() % UInt64(hi - lo + 1))) }

        screen = Screen()
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "window")
        screen.addWindow(window)
        scroll = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "scroll")
        scroll.clipsToBounds = true
        window.addSubview(scroll)

        var y = 0.0
        var ad: View?
        var adContentY = 0.0
        for i in 0..<200 {
            if i == 100 {
                let cell = View(frame: Rect(x: 0, y: y, width: 375, height: 300), identifier: "adCell")
                scroll.addSubview(cell)
                cell.addSubview(View(frame: Rect(x: 16, y: 8, width: 200, height: 20), identifier: "sponsored"))
                let theAd = View(frame: Rect(x: 10, y: 36, width: 355, height: 250), identifier: "ad")
                cell.addSubview(theAd)
                theAd.addSubview(View(frame: Rect(x: 0, y: 0, width: 355, height: 200), identifier: "media"))
                theAd.addSubview(View(frame: Rect(x: 10, y: 208, width: 335, height: 34), identifier: "cta"))
                cell.addSubview(View(frame: Rect(x: 345, y: 36, width: 20, height: 20), identifier: "adChoices"))
                let close = View(frame: Rect(x: 320, y: 40, width: 24, height: 24), identifier: "close")
                close.friendlyObstruction = try? FriendlyObstruction(purpose: .closeAd, reason: "Close button")
                cell.addSubview(close)
                ad = theAd
                adContentY = y + 36
                y += 300
                continue
            }
            let h = uniform(60, 220)
            let cell = View(frame: Rect(x: 0, y: y, width: 375, height: h), identifier: "cell\(i)")
            scroll.addSubview(cell)
            let subviews = Int(uniform(3, 8))
            for k in 0..<subviews {
                let v: View
                switch k {
                case 0: v = View(frame: Rect(x: 8, y: 8, width: h - 16, height: h - 16))      // thumbnail
                case 1: v = View(frame: Rect(x: h, y: 10, width: 375 - h - 16, height: 22))   // title
                case 2: v = View(frame: Rect(x: h, y: 36, width: 375 - h - 40, height: 18))   // subtitle
                case 3: v = View(frame: Rect(x: 0, y: h - 1, width: 375, height: 1))          // separator
                case 4:                                                                         // badge, pokes out
                    v = View(frame: Rect(x: uniform(-6, 360), y: -6, width: 20, height: 20))
                case 5:                                                                         // button row
                    v = View(frame: Rect(x: h, y: h - 40, width: 120, height: 32))
                    v.drawsContent = false
                    v.addSubview(View(frame: Rect(x: 0, y: 0, width: 32, height: 32)))
                case 6: v = View(frame: Rect(x: 300, y: 10, width: 60, height: 20))          // timestamp
                default:                                                                        // hidden overlay
                    v = View(frame: Rect(x: 0, y: 0, width: 375, height: h))
                    v.isHidden = true
                }
                cell.addSubview(v)
            }
            y += h
        }
        self.ad = ad!
        self.adContentY = adContentY

        let nav = View(frame: Rect(x: 0, y: 0, width: 375, height: 64), identifier: "navBar")
        nav.addSubview(View(frame: Rect(x: 8, y: 28, width: 44, height: 32), identifier: "back"))
        nav.addSubview(View(frame: Rect(x: 100, y: 32, width: 175, height: 24), identifier: "title"))
        window.addSubview(nav)
        let tab = View(frame: Rect(x: 0, y: 618, width: 375, height: 49), identifier: "tabBar")
        for k in 0..<4 {
            tab.addSubview(View(frame: Rect(x: Double(k) * 93.75, y: 0, width: 93.75, height: 49)))
        }
        window.addSubview(tab)
        let fab = View(frame: Rect(x: 303, y: 546, width: 56, height: 56), identifier: "fab")
        fab.addSubview(View(frame: Rect(x: 16, y: 16, width: 24, height: 24)))
        window.addSubview(fab)

        var count = 0
        window.forEachInSubtree { _ in count += 1; return true }
        viewCount = count
    }

    /// 50 scroll offsets that carry the ad from below the fold (entering under the tab bar)
    /// to above it (leaving under the navigation bar), 19 points apart.
    var offsets: [Double] {
        (0..<50).map { adContentY - 667 + 19 * Double($0) }
    }
}
