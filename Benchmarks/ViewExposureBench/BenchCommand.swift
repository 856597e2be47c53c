import ArgumentParser

/// The bench's command line. Running the suites is the default command (`main.swift` runs
/// them: the suite list lives there); the others are the steps `make bench` and the text
/// suite call.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ViewExposureBench",
        abstract: "The ViewExposure benchmark (make bench).",
        subcommands: [RunSuitesCommand.self, BenchDocsCommand.self, WriteDumpsCommand.self, MeasuredChild.self],
        defaultSubcommand: RunSuitesCommand.self)
}

/// `ViewExposureBench [run] [--quick] [--only NAMES] [--commit ID]`: what a run measures and
/// records. Read by `main.swift`, which runs the suites.
struct RunSuitesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs the suites, prints one table and writes .build/bench/latest.json.")

    /// `BENCH_QUICK=1` in make: a subset (N up to 10 000, fewer runs) that ends within a minute.
    @Flag(help: "A subset of the workloads, with fewer runs, that ends within a minute.")
    var quick = false

    /// `BENCH_ONLY` in make: the suites to run, comma-separated; a partial run rewrites no
    /// documentation.
    @Option(help: "Only these suites, comma-separated (an unknown name is an error).")
    var only: String?

    /// The source the bench was built from, recorded with the figures (`make bench` passes the
    /// commit, `-dirty` when the work tree had changes).
    @Option(help: "The commit the bench was built from, recorded with the figures.")
    var commit = "unknown"
}
