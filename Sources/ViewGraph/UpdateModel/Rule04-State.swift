/// Rule 4: State
///
/// Each `@State` is storage owned by one view identity, initialised once, when that identity first
/// appears. Reading its value in a body is a dependency; writing it (directly, through `$x`, or through
/// a `Binding`) invalidates dependents unless the value is equal (rule 2). Projecting a binding from a
/// state (`$isPlaying`, `$episode.isFavorite`) is not a read of it.
///
/// *From "Model data", State:* SwiftUI manages a state's storage for the view, keeps it across
/// re-creations of the view value, and updates the parts of the hierarchy that depend on it when it
/// changes; the initial value is used only the first time.
extension UpdateModel {
  /// Rule 4's decisions.
  enum State {
    /// Whether reading a state's value in a body is a dependency: it is, unless the cell holds a
    /// `@StateObject`, whose reference never changes (the view subscribes to the object instead, rule 9).
    static func readIsDependency(of cell: StateCell) -> Bool { !cell.isStateObject }
  }
}
