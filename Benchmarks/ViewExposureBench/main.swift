#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

// The benchmark: runs every suite, prints one table, writes .build/bench/latest.json.
// Add a suite with one line in `allSuites`. The command line (BenchCommand): `--only name,name`
// runs only those suites (while working on one; `BENCH_ONLY` in make), an unknown name is an
// error; `--quick` the quick subset (`BENCH_QUICK=1`); `write-docs …` generates
// docs/benchmarks.md and the README's figures from a run (BenchDocsCommand); `write-dumps DIR`
// writes the generated dumps (WriteDumpsCommand); `measured-child …` is the text suite's small
// intermediate (MeasuredChild). Parsed before the suites are listed, so that the intermediate
// stays small.
let parsed: any ParsableCommand
do { parsed = try BenchCommand.parseAsRoot() } catch { BenchCommand.exit(withError: error) }
guard let options = parsed as? RunSuitesCommand else {
    var command = parsed
    do { try command.run() } catch { BenchCommand.exit(withError: error) }
    exit(0)
}

let allSuites: [BenchSuite] = [
    rectSuite,
    hitTestSuite,
    observerSuite,
    treeExposureSuite,
    screenExposureSuite,
    dumpAuditSuite,
    liveFeedSuite,
    textSuite,
]
let suiteFilter = options.only.map { $0.split(separator: ",").map(String.init) }
let suites = suiteFilter.map { names in allSuites.filter { names.contains($0.name) } } ?? allSuites
if let names = suiteFilter, suites.count != names.count {
    let known = allSuites.map(\.name).joined(separator: ", ")
    RunSuitesCommand.exit(withError: ValidationError("--only: unknown suite in \(names.joined(separator: ",")); known: \(known)"))
}

let quick = options.quick
let context = BenchContext(
    quick: quick, runs: quick ? 3 : 7, minRunNanoseconds: quick ? 5_000_000 : 20_000_000)

let run = BenchRun.now(commit: options.commit, quick: quick, runs: context.runs, suites: suites.map(\.name), complete: suiteFilter == nil)
var rows: [BenchRow] = []
var failures: [String] = []
for suite in suites {
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
if let ratios = TreeRatioTable.markdown(rows) {
    print("\ntree exposure: medians per measurement and ratios from this run\n" + ratios)
}
do {
    try BenchFiles.write(BenchReport.json(run, rows), to: ".build/bench/latest.json")
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
