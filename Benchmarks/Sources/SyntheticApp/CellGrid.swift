import ViewGraph

/// A grid of `@Observable` cells, generated as source text: `bandCount` `BandView`s, each a
/// `ForEach` over `rowsPerBand` rows, each row's closure reading `cellsPerRow` cells. The
/// defaults make 100,000 cells, each shown by a row of its own (100,201 units), the size of the
/// `cells-100k` comparison with compiled Observation (`observation-reference`).
///
/// A change (`grid.bump()`) increments one cell, a different row's each time, so each change
/// runs exactly one row again.
public struct CellGrid: Sendable {
  public var bandCount: Int
  public var rowsPerBand: Int
  public var cellsPerRow: Int

  /// 100 bands × 1,000 rows × 1 cell: 100,000 cells, each read by its own row.
  public static let hundredThousandCells = CellGrid(bandCount: 100, rowsPerBand: 1_000, cellsPerRow: 1)

  public init(bandCount: Int, rowsPerBand: Int, cellsPerRow: Int) {
    precondition(bandCount > 0 && rowsPerBand > 0 && cellsPerRow > 0, "a grid needs at least one of each")
    self.bandCount = bandCount
    self.rowsPerBand = rowsPerBand
    self.cellsPerRow = cellsPerRow
  }

  public var rowCount: Int { bandCount * rowsPerBand }
  public var cellCount: Int { rowCount * cellsPerRow }
  /// `ContentView`, the outer `ForEach`'s rows, the `BandView`s and their rows.
  public var unitCount: Int { 1 + 2 * bandCount + rowCount }

  /// The root view to launch.
  public static let rootName = "ContentView"

  /// The statement every change performs.
  public static let change = "grid.bump()"

  /// The program's source text.
  public var source: String {
    """
    import SwiftUI
    import Observation

    @Observable final class Cell {
        var value: Int

        init(value: Int) {
            self.value = value
        }
    }

    @Observable final class Grid {
        var cells: [Cell]
        @ObservationIgnored var changes = 0

        init(count: Int) {
            cells = (0..<count).map { Cell(value: $0) }
        }

        /// Increments the first cell of the next row, so that every change runs another row.
        func bump() {
            let row = changes % \(rowCount)
            changes += 1
            cells[row * \(cellsPerRow)].value += 1
        }
    }

    let grid = Grid(count: \(cellCount))

    struct ContentView: View {
        var body: some View {
            VStack {
                ForEach(0..<\(bandCount), id: \\.self) { band in
                    BandView(band: band)
                }
            }
        }
    }

    struct BandView: View {
        let band: Int

        var body: some View {
            VStack {
                ForEach(0..<\(rowsPerBand), id: \\.self) { row in
                    Text("\\(sum(of: (band * \(rowsPerBand) + row) * \(cellsPerRow)))")
                }
            }
        }
    }

    /// The sum of one row's cells: every cell it reads is a dependency of the row.
    func sum(of first: Int) -> Int {
        var total = 0
        for index in first..<first + \(cellsPerRow) {
            total += grid.cells[index].value
        }
        return total
    }

    """
  }

  /// Parses the source into a program. Making 100,000 cells is one global's initial value, past
  /// the default step budget of one statement, and the grid has more units than an app has: both
  /// budgets are raised.
  public func program() throws -> Program {
    var limits = EvaluationLimits()
    limits.maxSteps = 100_000_000
    limits.maxUnits = 1_000_000
    limits.maxSeconds = 600
    return try Program.parse(source: source, fileName: "CellGrid.swift", limits: limits)
  }

  /// Exactly one row ran, nothing appeared or disappeared.
  public static func checkOneRow(_ update: UpdateSet) throws {
    guard update.ran.count == 1, update.inserted.isEmpty, update.removed.isEmpty else {
      throw UpdateCheck.Mismatch(description: "expected one row to run, got:\n\(update)")
    }
  }
}
