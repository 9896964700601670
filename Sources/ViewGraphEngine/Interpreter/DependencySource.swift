import ViewGraphModel

/// Something a unit can depend on (SPEC §1): a stored property of one observable object, one
/// `@State` storage, one environment entry at one view, or one object's `objectWillChange`.
public enum DependencySource: Hashable, Sendable {
  case property(objectID: Int, name: String)
  case state(storageID: Int)
  /// A field path inside one `@State`, read through a binding (`$episode.isFavorite`, SPEC rule 5).
  case statePath(storageID: Int, path: String)
  case environment(unitID: Int, key: String)
  case objectWillChange(objectID: Int)
}
