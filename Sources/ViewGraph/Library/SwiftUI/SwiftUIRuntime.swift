/// SwiftUI as one launch runs it: the primitive views and containers (`SwiftUIRuntime+Views`),
/// presentations and tabs (`+Presentations`) and modifiers (`+Modifiers`), and the storage of
/// controls the framework keeps per place (a followed link's flag, a stack's own path).
final class SwiftUIRuntime: LibraryState {
  unowned let interpreter: Interpreter
  /// The graph that shows the views (set by the graph host when it makes the interpreter).
  weak var host: (any ViewHost)?
  /// Storage of controls by the unit and place that built them.
  var controlCells: [String: StateCell] = [:]
  /// How many controls were built at each place during the body now running.
  var placeOccurrences: [String: Int] = [:]

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// A body starts: the places its controls are built at are counted afresh.
  func beginBody() { placeOccurrences = [:] }
}
