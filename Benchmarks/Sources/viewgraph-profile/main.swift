// Repeats the work of one benchmark without the benchmark harness, for a profiler:
//
//   viewgraph-profile change-one-of-10k 2000
//   valgrind --tool=callgrind viewgraph-profile change-one-of-10k 200
//
// Prints the mean wall-clock time per iteration. `launch-10k` launches anew each iteration;
// the others launch once, then change the app `iterations` times.
import Foundation
import SyntheticApp
import ViewGraph

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first else {
  print("usage: viewgraph-profile launch-10k|change-one-of-10k|change-list-10k|equal-write-10k|launch-only|cells-100k [iterations]")
  exit(2)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let clock = ContinuousClock()

if name == "cells-100k" {
  // The comparison with compiled Observation (`observation-reference`): 100,000 cells, each read
  // by a row of its own, launched, then `iterations` (default 10,000) changes that each run one row.
  let grid = CellGrid.hundredThousandCells
  let changes = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
  var program: Program?
  let parsing = try clock.measure { program = try grid.program() }
  var session: AppSession?
  let elapsed = try clock.measure {
    session = try program?.launch(root: CellGrid.rootName)
    guard let session, session.launchUpdate.inserted.count == grid.unitCount else {
      throw UpdateCheck.Mismatch(description: "launch inserted \(session?.launchUpdate.inserted.count ?? 0) units, expected \(grid.unitCount)")
    }
    for _ in 0..<changes { try CellGrid.checkOneRow(session.perform(CellGrid.change)) }
  }
  var usage = rusage()
  #if os(Linux)
  getrusage(RUSAGE_SELF.rawValue, &usage)
#else
  getrusage(RUSAGE_SELF, &usage)
#endif
  print("cells-100k: launch + \(changes) changes \(String(format: "%.3f", elapsed.seconds)) s (parse \(String(format: "%.3f", parsing.seconds)) s), peak \(usage.ru_maxrss / 1024) MB")
  exit(0)
}

let app = SyntheticApp.tenThousandViews
let program = try app.program()

switch name {
case "launch-10k":
  let elapsed = try clock.measure {
    for _ in 0..<iterations { try UpdateCheck.launch(program.launch(root: SyntheticApp.rootName), of: app) }
  }
  report(elapsed)
case "launch-only":
  _ = try program.launch(root: SyntheticApp.rootName)
case "change-one-of-10k", "change-list-10k", "equal-write-10k":
  let session = try program.launch(root: SyntheticApp.rootName)
  let elapsed = try clock.measure {
    for iteration in 0..<iterations {
      switch name {
      case "change-one-of-10k":
        try UpdateCheck.oneLeaf(session.perform(app.retitleOne(iteration.isMultiple(of: 2))))
      case "change-list-10k":
        try UpdateCheck.oneRowInserted(session.perform(app.insertOne(serial: iteration)), of: app)
        try UpdateCheck.oneRowRemoved(session.perform(app.removeInserted), of: app)
      default:
        try UpdateCheck.nothingRan(session.perform(app.equalWrite))
      }
    }
  }
  report(elapsed)
default:
  print("unknown benchmark '\(name)'")
  exit(2)
}

func report(_ elapsed: Duration) {
  let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
  print("\(name): \(iterations) iterations, \(micros / Double(iterations)) µs per iteration")
}

extension Duration {
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
