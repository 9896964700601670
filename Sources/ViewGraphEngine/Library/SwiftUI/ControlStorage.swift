import ViewGraphModel

/// The storage SwiftUI keeps for a control at its place (a followed link's flag, a stack's own path,
/// a tab view's selection): the same cell each time the body that builds it runs, so a followed link
/// stays followed. A part of the `SwiftUIRuntime`, which owns it.
final class ControlStorage {
  unowned let runtime: SwiftUIRuntime
  /// Storage of controls by the unit and place that built them.
  @exclusivity(unchecked) private var cells: [String: StateCell] = [:]
  /// How many controls were built at each place during the body now running.
  @exclusivity(unchecked) private var occurrences: [String: Int] = [:]

  init(_ runtime: SwiftUIRuntime) { self.runtime = runtime }

  /// A body starts: the places its controls are built at are counted afresh.
  func beginBody() { occurrences = [:] }

  /// Framework-owned storage for a control the running body builds at `location`: the same cell,
  /// with storage, each time the body runs.
  func cell(at location: SourceLocation, name: String, initial: Value) -> StateCell {
    let key = placeKey(location)
    if let cell = cells[key] { return cell }
    let cell = StateCell(initialValue: initial)
    runtime.host?.attachStorage(to: cell, named: name)
    cells[key] = cell
    return cell
  }

  /// The running unit, the place in the source, and how many times the body got there this run.
  private func placeKey(_ location: SourceLocation) -> String {
    let place = "\(runtime.host?.current?.id ?? 0):\(location.file):\(location.offset)"
    let occurrence = occurrences[place, default: 0]
    occurrences[place] = occurrence + 1
    return "\(place)#\(occurrence)"
  }
}
