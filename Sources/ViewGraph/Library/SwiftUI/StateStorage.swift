/// The storage of one `@State` of one view identity, owned by the framework (SPEC rule 4).
final class StateStorage {
  let id: Int
  /// `PlayerView.isPlaying`.
  let displayName: String
  var value: Value

  init(id: Int, displayName: String, value: Value) {
    self.id = id
    self.displayName = displayName
    self.value = value
  }
}
