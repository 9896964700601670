// The `cells-100k` workload as compiled Swift over the real Observation runtime: what ViewGraph's
// interpreter is compared with. The same shape as `CellGrid` — 100,000 `@Observable` cells, each
// read by a row of its own inside `withObservationTracking`, then 10,000 changes that each
// invalidate one row, which runs again (and tracks again) before the next change.
//
//   observation-reference [bands rows-per-band cells-per-row changes]
//   observation-reference cells N K     issue 38's workload (`WideCells`, `cells.py`'s baseline)
//
// Prints the wall-clock time of the whole workload (made, tracked, changed) and the peak resident
// memory of the process.
import Foundation
import Observation
import WideCells

if CommandLine.arguments.dropFirst().first == "cells" {
  runWideCells(CommandLine.arguments.dropFirst(2).compactMap { Int($0) })
  exit(0)
}

@Observable final class Cell {
  var value: Int
  init(value: Int) { self.value = value }
}

@Observable final class Grid {
  var cells: [Cell]
  @ObservationIgnored var changes = 0
  init(count: Int) { cells = (0..<count).map { Cell(value: $0) } }
}

/// A row of a band: its closure reads `cellsPerRow` cells and shows their sum.
final class Row {
  let first: Int
  var shown = ""
  init(first: Int) { self.first = first }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let bands = arguments.count > 0 ? arguments[0] : 100
let rowsPerBand = arguments.count > 1 ? arguments[1] : 1_000
let cellsPerRow = arguments.count > 2 ? arguments[2] : 1
let changes = arguments.count > 3 ? arguments[3] : 10_000
let rowCount = bands * rowsPerBand

let clock = ContinuousClock()
var runs = 0
var dirty: [Row] = []

let elapsed = clock.measure {
  let grid = Grid(count: rowCount * cellsPerRow)

  /// Runs a row's body under tracking: a change to any cell it read makes it dirty once.
  func run(_ row: Row) {
    runs += 1
    withObservationTracking {
      var total = 0
      for index in row.first..<row.first + cellsPerRow { total += grid.cells[index].value }
      row.shown = String(total)
    } onChange: {
      dirty.append(row)
    }
  }

  var rows: [Row] = []
  rows.reserveCapacity(rowCount)
  for band in 0..<bands {
    for row in 0..<rowsPerBand {
      let made = Row(first: (band * rowsPerBand + row) * cellsPerRow)
      rows.append(made)
      run(made)
    }
  }
  for _ in 0..<changes {
    let row = grid.changes % rowCount
    grid.changes += 1
    grid.cells[row * cellsPerRow].value += 1
    let pending = dirty
    dirty = []
    precondition(pending.count == 1, "a change invalidates one row")
    for row in pending { run(row) }
  }
  precondition(runs == rowCount + changes)
}

var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
#else
getrusage(RUSAGE_SELF, &usage)
#endif
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
// Linux reports ru_maxrss in kilobytes.
print("observation-reference: \(runs) row runs, \(String(format: "%.3f", seconds)) s, peak \(usage.ru_maxrss / 1024) MB")
