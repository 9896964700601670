// Issue 38's workload over the real Observation runtime: what `cells.py` writes as `baseline.swift`,
// with the changed items drawn by the same generator (`WideCells`) before the clock starts.
import Foundation
import Observation
import WideCells

@Observable final class Item {
  var value = 0
  var label = "cell"
}

final class Store {
  let items: [Item]
  init(count: Int) { items = (0..<count).map { _ in Item() } }
}

/// One "body" per cell read under tracking; a change schedules that cell to run again. Prints the
/// elapsed time as `baseline.swift` does, with the peak resident memory.
func runWideCells(_ arguments: [Int]) {
  let workload = WideCells(count: arguments.first ?? 100_000, changes: arguments.dropFirst().first ?? 10_000)
  let idx = workload.changedItems
  let clock = ContinuousClock()
  let start = clock.now
  let store = Store(count: workload.count)
  var pending: [Int] = []
  var runs = 0
  var sink = 0

  func body(_ i: Int) {
    withObservationTracking {
      let item = store.items[i]
      sink &+= "\(item.label) \(item.value)".utf8.count
      runs += 1
    } onChange: {
      pending.append(i)
    }
  }

  for i in 0..<store.items.count { body(i) }
  for i in idx {
    store.items[i].value += 1
    let due = pending
    pending.removeAll()
    precondition(due.count == 1, "expected exactly one cell to run again")
    for j in due { body(j) }
  }
  let elapsed = clock.now - start
  var usage = rusage()
  #if os(Linux)
  getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
  getrusage(RUSAGE_SELF, &usage)
  #endif
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print("observation-reference \(workload.name): \(runs) body runs, \(String(format: "%.3f", seconds)) s, peak \(usage.ru_maxrss / 1024) MB (sink \(sink))")
}
