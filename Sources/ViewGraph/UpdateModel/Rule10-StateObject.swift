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
  enum StateObject {
    // Decided where a `@StateObject` cell is made: its initial value is an autoclosure
    // (`StateCell(stateObject:)`), evaluated by `StateCell.resolveInitialValue()` when the identity
    // first gets storage (`GraphHost.attachStorage`) and never again for that identity.
  }
}
