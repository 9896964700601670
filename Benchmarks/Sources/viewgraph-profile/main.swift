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
  print("usage: viewgraph-profile launch-10k|change-one-of-10k|change-list-10k|equal-write-10k|launch-only [iterations]")
  exit(2)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let app = SyntheticApp.tenThousandViews
let program = try app.program()
let clock = ContinuousClock()

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
