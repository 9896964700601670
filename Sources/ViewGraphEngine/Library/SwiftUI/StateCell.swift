import ViewGraphModel

/// The `State` wrapper a view value holds: its initial value until the view is attached to an
/// identity, then the framework-owned storage of that identity (SPEC rule 4).
package final class StateCell {
  @exclusivity(unchecked) package var initialValue: Value
  @exclusivity(unchecked) package var storage: StateStorage?
  /// `@StateObject`: the initial value is an autoclosure, evaluated once per identity (SPEC rule 10).
  @exclusivity(unchecked) package var initialThunk: (() throws -> Value)?
  /// A `@StateObject` reference never changes, so reading it is no dependency; the view subscribes
  /// to the object's `objectWillChange` instead (rule 9).
  @exclusivity(unchecked) var isStateObject = false
  /// The initial value was passed in by whoever made the view (`_count = State(initialValue:)` in an
  /// `init`, or the memberwise initializer): part of the view's value as an input (SPEC rule 6).
  @exclusivity(unchecked) package var isPassedIn = false
  /// `@AppStorage`'s declared default: what the view shows while nothing is stored for its key. It
  /// is a fallback, never written (Apple, AppStorage.init(wrappedValue:_:store:): used "if a value
  /// is not specified for the given key"), so two declarations of one key can show two defaults.
  @exclusivity(unchecked) package var fallback: Value?

  init(initialValue: Value) { self.initialValue = initialValue }

  init(stateObject thunk: @escaping () throws -> Value) {
    self.initialValue = .null
    self.initialThunk = thunk
    self.isStateObject = true
  }
}

extension StateCell {
  /// What the cell holds in its storage: the stored value, or its fallback while none is stored.
  func value(in storage: StateStorage) -> Value {
    if case .null = storage.value, let fallback { return fallback }
    return storage.value
  }
}
