import ViewGraphModel

/// Rule 10: StateObject
///
/// The initial value (also `_model = StateObject(wrappedValue: …)` in an `init`) is evaluated once per
/// view identity; later inits of the same identity do not evaluate it again.
///
/// *From "Model data", StateObject — Initialize state objects using external data:* SwiftUI evaluates a
/// state object's initial value only once for the lifetime of the view, even when the view's `init`
/// runs again with other arguments.
extension UpdateModel {
  /// Rule 10's decisions.
  package enum StateObject {
    /// A cell's initial value. A `@StateObject`'s is an autoclosure (`StateCell(stateObject:)`):
    /// evaluated the first time it is asked for — when its identity first gets storage
    /// (`StateStore.attachStorage`), or read before that — and never again; the identity keeps the
    /// storage it made, so a later `init` of the same identity, whose cell is new, is never asked.
    package static func initialValue(of cell: StateCell) throws -> Value {
      if let thunk = cell.initialThunk {
        cell.initialValue = try thunk()
        cell.initialThunk = nil
      }
      return cell.initialValue
    }
  }
}
