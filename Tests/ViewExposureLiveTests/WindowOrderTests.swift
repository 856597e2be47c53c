import Testing
import ViewExposure

@Suite("Live hierarchies: window order")
struct WindowOrderTests {
    @Test func ascendingLevelStableAmongEquals() {
        let windows = [("a", 1.0), ("b", 0), ("c", 1), ("d", 2000), ("e", 0), ("f", -1)]
        let order = WindowOrder.backToFront(windows, level: { $0.1 }).map(\.0)
        #expect(order == ["f", "b", "e", "a", "c", "d"])
    }

    @Test func nanSortsLowest() {
        let windows = [("a", 0.0), ("b", Double.nan), ("c", -Double.infinity), ("d", Double.nan)]
        #expect(WindowOrder.backToFront(windows, level: { $0.1 }).map(\.0) == ["b", "c", "d", "a"])
        #expect(WindowOrder.backToFront([Int](), level: { Double($0) }).isEmpty)
    }
}

@Suite("Live hierarchies: window order, key window")
struct WindowOrderKeyTests {
    @Test func keyWindowLastWithinItsLevelOnly() {
        let windows = [("a", 0.0), ("k", 0), ("b", 0), ("c", 1), ("d", -1)]
        let order = WindowOrder.backToFront(windows, level: { $0.1 }, isKey: { $0.0 == "k" }).map(\.0)
        #expect(order == ["d", "a", "b", "k", "c"])
    }
}
