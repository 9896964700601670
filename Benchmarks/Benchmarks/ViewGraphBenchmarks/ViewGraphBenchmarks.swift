import Benchmark
import Foundation
import GraphvizRenderer
import SyntheticApp
import ViewGraph
import ViewGraphExport

/// A launched app kept across a benchmark's iterations, with a counter that alternates its writes.
final class LaunchedApp: @unchecked Sendable {
  let app: SyntheticApp
  let session: AppSession
  var iteration = 0

  init(_ app: SyntheticApp) throws {
    self.app = app
    session = try app.program().launch(root: SyntheticApp.rootName)
    try UpdateCheck.launch(session, of: app)
  }
}

/// A value set once by a benchmark's `setup` and read by its iterations (the plugin runs them
/// one after another on one thread).
final class Fixture<Value>: @unchecked Sendable {
  var value: Value?
}

let benchmarks: @Sendable () -> Void = {
  let app = SyntheticApp.tenThousandViews

  // Wall clock, mallocs (counted by the malloc interposer the plugin preloads) and peak resident
  // memory. Left out: `.instructions`, since this machine's kernel offers no hardware counters
  // (`perf stat -e instructions` says "not supported") so it reads 0; and `.cpuTotal`, which
  // ticks in 10 ms steps here and so reads 0 or 10,000 µs for a change.
  let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]
  Benchmark.defaultConfiguration = .init(
    metrics: metrics,
    timeUnits: .microseconds,
    warmupIterations: 10,
    maxDuration: .seconds(5),
    maxIterations: 10_000
  )

  // The initial render of a 10,003-unit app: every body runs once, every read is recorded.
  launchBenchmark("launch-10k", metrics: metrics, root: SyntheticApp.rootName, program: { try app.program() }) { session in
    try UpdateCheck.launch(session, of: app)
  }

  // The headline figure: one write that invalidates exactly one leaf of 10,003 units, flushed.
  let retitled = Fixture<LaunchedApp>()
  Benchmark(
    "change-one-of-10k",
    closure: { benchmark in
      let fixture = retitled.value!
      fixture.iteration += 1
      let statement = app.retitleOne(fixture.iteration.isMultiple(of: 2))
      benchmark.startMeasurement()
      let update = try fixture.session.perform(statement)
      benchmark.stopMeasurement()
      try UpdateCheck.oneLeaf(update)
    },
    setup: { retitled.value = try LaunchedApp(app) },
    teardown: { retitled.value = nil }
  )

  // Inserting one element into the 1,000-element collection: `ItemList` runs, one row and its
  // subtree are inserted, the 1,000 other rows are matched and skipped. The removal that
  // restores the collection for the next iteration is not measured.
  let inserted = Fixture<LaunchedApp>()
  Benchmark(
    "change-list-10k",
    configuration: .init(
      metrics: metrics, timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(10), maxIterations: 2_000),
    closure: { benchmark in
      let fixture = inserted.value!
      fixture.iteration += 1
      let insert = app.insertOne(serial: fixture.iteration)
      benchmark.startMeasurement()
      let update = try fixture.session.perform(insert)
      benchmark.stopMeasurement()
      try UpdateCheck.oneRowInserted(update, of: app)
      try UpdateCheck.oneRowRemoved(fixture.session.perform(app.removeInserted), of: app)
    },
    setup: { inserted.value = try LaunchedApp(app) },
    teardown: { inserted.value = nil }
  )

  // A write of the value already stored: the equality check stops it, nothing runs.
  let unchanged = Fixture<LaunchedApp>()
  Benchmark(
    "equal-write-10k",
    closure: { benchmark in
      let statement = app.equalWrite
      benchmark.startMeasurement()
      let update = try unchanged.value!.session.perform(statement)
      benchmark.stopMeasurement()
      try UpdateCheck.nothingRan(update)
    },
    setup: { unchanged.value = try LaunchedApp(app) },
    teardown: { unchanged.value = nil }
  )

  // SPEC §3: a collection built in a loop is mutated where it is stored, so 100,000 appends are
  // linear. One iteration launches a program whose body appends 100,000 elements to a local array;
  // its `precondition` makes the launch fail unless every append happened.
  launchBenchmark(
    "append-100k", metrics: metrics, root: "Appends",
    program: { try Program.parse(source: appendsSource, fileName: "Appends.swift") }
  ) { session in
    guard session.launchUpdate.inserted.count == 1 else { throw WrongLaunch(units: session.launchUpdate.inserted.count) }
  }

  // Issue 10: a step of a 100-row app (`Samples/40-HundredRowLibrary.swift`, renaming one book,
  // with every row built as `--all-rows` does) traced, written as DOT and drawn to PNG by Graphviz
  // in-process — the target is well under a second. The program is loaded once, before the iterations.
  let hundredRows = Fixture<Program>()
  Benchmark(
    "render-100-rows",
    configuration: .init(metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 50),
    closure: { benchmark in
      let program = hundredRows.value!
      benchmark.startMeasurement()
      let export = GraphExport(
        .trace(try program.trace(scenario: "renaming one of the first fifteen books, on screen, runs only the ItemRow that shows it")),
        sources: program.sources)
      let pictures = try GraphvizRenderer().render(documents: DOTFormatter().documents(for: export), as: .png)
      benchmark.stopMeasurement()
      blackHole(pictures)
    },
    setup: {
      let program = try Program.load(paths: [samplesFolder + "/40-HundredRowLibrary.swift"])
      program.viewportRows = nil
      hundredRows.value = program
    },
    teardown: { hundredRows.value = nil }
  )
}

/// The repository's `Samples/` folder, found from this file's place in `Benchmarks/`.
let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples").path

/// A benchmark of launching a program parsed once, before the iterations: `check` runs on each
/// launched session, outside the measurement.
func launchBenchmark(
  _ name: String, metrics: [BenchmarkMetric], root: String, program: @escaping @Sendable () throws -> Program,
  check: @escaping @Sendable (AppSession) throws -> Void
) {
  let parsed = Fixture<Program>()
  Benchmark(
    name,
    configuration: .init(
      metrics: metrics, timeUnits: .milliseconds, warmupIterations: 2, maxDuration: .seconds(20), maxIterations: 50),
    closure: { benchmark in
      let session = try parsed.value!.launch(root: root)
      benchmark.stopMeasurement()
      try check(session)
    },
    setup: { parsed.value = try program() },
    teardown: { parsed.value = nil }
  )
}

/// A view whose body appends 100,000 elements to an array in a loop, then shows how many.
let appendsSource = """
  struct Appends: View {
      var body: some View {
          var items: [Int] = []
          for i in 0..<100_000 { items.append(i) }
          precondition(items.count == 100_000 && items[99_999] == 99_999)
          return Text("\\(items.count)")
      }
  }
  """

/// A launch of `appendsSource` that did not make exactly its one unit.
struct WrongLaunch: Error {
  var units: Int
}
