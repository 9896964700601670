import ViewGraphModel

/// The storage of one `@State` of one view identity, owned by the framework (SPEC rule 4).
package final class StateStorage {
  package let id: Int
  /// `PlayerView.isPlaying`.
  let displayName: String
  package var value: Value

  package init(id: Int, displayName: String, value: Value) {
    self.id = id
    self.displayName = displayName
    self.value = value
  }
}
