import ViewGraphModel

/// Rule 4: State
///
/// Each `@State` is storage owned by one view identity, initialised once, when that identity first
/// appears. Reading its value in a body is a dependency; writing it (directly, through `$x`, or
/// through a `Binding`) invalidates dependents unless the value is equal (rule 2). Projecting a
/// binding from a state (`$isPlaying`, `$episode.isFavorite`) is not a read of it. A
/// `@SceneStorage("key")` is one storage per key in a scene, not per view: every view of the scene
/// that declares the key reads and writes it, and it stays when those views go; while nothing is
/// stored, each declaration shows its own default (as `@AppStorage`'s one value per key for the
/// launch does). *(Amended for issue 41.)*
///
/// *From "Model data", State:* SwiftUI manages a state's storage for the view, keeps it across
/// re-creations of the view value, and updates the parts of the hierarchy that depend on it when it
/// changes; the initial value is used only the first time. *From "SceneStorage":* it "works very
/// similar to `State`, except its initial value is restored by the system if it was previously
/// saved, and the value is shared with other `SceneStorage` variables in the same scene"; "Each
/// `Scene` has its own notion of `SceneStorage`, so data is not shared between scenes."
extension UpdateModel {
  /// Rule 4's decisions.
  package enum State {
    /// Whether reading a state's value in a body is a dependency: it is, unless the cell holds a
    /// `@StateObject`, whose reference never changes (the view subscribes to the object instead, rule 9).
    static func readIsDependency(of cell: StateCell) -> Bool { !cell.isStateObject }

    /// Whether `property` is storage the view identity owns, made when the identity first appears:
    /// a `@State` and its kin (`@AppStorage`, `@SceneStorage`, whose storage is then shared by key),
    /// and a `@StateObject` (rule 10).
    package static func isOwnedByIdentity(_ property: PropertyDecl) -> Bool {
      property.isStateLike || property.wrapper == .stateObject
    }

    /// Whether a view of `type` is a scene for `@SceneStorage`: the nearest `App` or `Scene` above
    /// a view holds its scene storage.
    package static func isScene(_ type: TypeDecl) -> Bool { type.isScene || type.isApp }
  }
}
