import Glibc

// The benchmark: runs every suite, prints one table, writes .build/bench/latest.json.
// Add a suite with one line in `suites`.
let suites: [BenchSuite] = [
    rectSuite,
    hitTestSuite,
    observerSuite,
    treeExposureSuite,
    liveFeedSuite,
]

let quick = getenv("BENCH_QUICK").map { String(cString: $0) == "1" } ?? false
// `BENCH_ONLY=live-feed,feed` runs only the suites named (comma-separated).
let only = getenv("BENCH_ONLY").map { Set(String(cString: $0).split(separator: ",").map(String.init)) }
let context = BenchContext(
    quick: quick, runs: quick ? 3 : 7, minRunNanoseconds: quick ? 5_000_000 : 20_000_000)

var rows: [BenchRow] = []
var failures: [String] = []
for suite in suites where only?.contains(suite.name) ?? true {
    do {
        rows += try suite.run(context)
    } catch {
        failures.append("\(suite.name): \(error)")
    }
}
print(BenchReport.table(rows))
if let ratios = RectRatioTable.markdown(rows) {
    print("\nrects: medians and ratios from this run\n" + ratios)
}
do {
    try BenchReport.write(BenchReport.json(rows), to: ".build/bench/latest.json")
    print("wrote .build/bench/latest.json")
} catch {
    failures.append("\(error)")
}
if !failures.isEmpty {
    for f in failures {
        let line = "BENCH FAILED: \(f)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
    exit(1)
}
