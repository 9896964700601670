import ViewGraphEngine
import ViewGraphModel

/// Rule 11: a lazy container builds only the rows on screen. Each `List`, `LazyVStack`, … in a
/// unit's output has a window of rows starting where it was scrolled to; the rows of its
/// `ForEach`es (and of `List(data)`) outside the window are not built: no unit, no body run, no
/// reads. Scrolling moves the window: rows coming in are inserted, rows going out removed.
final class Viewport {
  /// The program, whose `viewportRows` say how many rows a lazy container shows.
  private let program: ProgramModel
  /// The lazy containers each unit's output holds, by place, with the rows on screen (rule 11).
  @exclusivity(unchecked) private var lazyContainers: [Int: [[ViewInstance.KeyComponent]: RowWindow]] = [:]
  /// Where each lazy container was scrolled to: its first row on screen, by unit and place.
  private var scrollPositions: [Int: [[ViewInstance.KeyComponent]: Int]] = [:]
  /// Units whose lazy containers scrolled: their rows are matched again in the next pass.
  @exclusivity(unchecked) private var scrolledUnits: Set<Int> = []

  init(program: ProgramModel) {
    self.program = program
  }

  /// The window of a lazy container at `key` in `unit`'s output, made afresh each time the output
  /// is matched; nil if `node` is not a lazy container, or every row is built (`--all-rows`).
  func lazyWindow(of node: ViewNode, at key: [ViewInstance.KeyComponent], in unit: ViewInstance) -> RowWindow? {
    guard let lanes = node.lazyLanes, let rowsOnScreen = program.viewportRows else { return nil }
    let window = RowWindow(container: node.kind, first: scrollPositions[unit.id]?[key] ?? 0, size: rowsOnScreen * lanes)
    lazyContainers[unit.id, default: [:]][key] = window
    return window
  }

  /// A unit's output is matched again: its lazy containers' windows are made afresh.
  func matching(_ unit: ViewInstance) {
    if !lazyContainers.isEmpty { lazyContainers[unit.id] = nil }
  }

  /// A unit gone: its containers and where they were scrolled to go with it (rule 7).
  func removed(_ unit: ViewInstance) {
    lazyContainers[unit.id] = nil
    scrollPositions[unit.id] = nil
  }

  /// Whether a scroll left rows to insert or remove.
  var hasScrolled: Bool { !scrolledUnits.isEmpty }

  /// The units whose containers scrolled, in order.
  var scrolledUnitsInOrder: [Int] { scrolledUnits.sorted() }

  /// Their rows were matched again.
  func forgetScrolls() { scrolledUnits = [] }

  /// Scrolls every lazy container on screen to `target` (rule 11): the target row becomes the
  /// first on screen, as far as the rows go. The journal says what moved; the rows themselves come
  /// and go in the next pass of the flush.
  func scroll(to target: ScrollTarget, in host: GraphHost) {
    for unit in host.liveUnits {
      for (key, window) in lazyContainers[unit.id] ?? [:] {
        let last = max(0, window.rows - window.size)
        let first: Int
        switch target {
        case .top: first = 0
        case .bottom: first = last
        case .row(let row): first = min(max(0, row), last)
        case .id(let id):
          guard let row = window.ids.firstIndex(of: RowWindow.comparable(id)) else { continue }
          first = min(row, last)
        }
        guard first != window.first else { continue }
        scrollPositions[unit.id, default: [:]][key] = first
        scrolledUnits.insert(unit.id)
        let shown = min(window.rows, first + window.size)
        // Named by the app's view that shows it, not a framework view around it (`ScrollViewReader`).
        let owner = unit.ancestry.reversed().first { $0.value.map { !$0.type.isPrelude } ?? false } ?? unit
        host.journal.events.append(
          UpdateEvent(
            .scrolled, "\(window.container) in \(owner.name) scrolled to rows \(first + 1)–\(shown) of \(window.rows)"))
      }
    }
  }

  /// Whether any lazy container is on screen (so a scenario's `scroll(to:)` has something to move).
  func hasLazyContainer(among units: [ViewInstance]) -> Bool {
    units.contains { !(lazyContainers[$0.id] ?? [:]).isEmpty }
  }
}

/// The rows of one lazy container, counted as its output is matched, and which of them are on
/// screen: `size` rows from `first` (rule 11).
final class RowWindow {
  let container: String
  let first: Int
  let size: Int
  /// Every row's id, on screen or not, in order (`scrollTo(id)` finds its row here).
  private(set) var ids: [Value] = []
  var rows: Int { ids.count }

  init(container: String, first: Int, size: Int) {
    self.container = container
    self.first = first
    self.size = size
  }

  /// Counts the next row and says whether it is on screen.
  func admitsRow(_ id: Value) -> Bool {
    ids.append(Self.comparable(id))
    return ids.count > first && ids.count <= first + size
  }

  /// A row's id as `scrollTo` is given it: an object's identity is its `ObjectIdentifier`, what
  /// `Identifiable.id` of a class gives.
  static func comparable(_ id: Value) -> Value {
    if case .object(let object) = id { .int(object.id) } else { id }
  }
}
