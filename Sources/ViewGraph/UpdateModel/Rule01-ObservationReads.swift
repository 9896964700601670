/// Rule 1: Observation reads
///
/// While a unit runs, every read of a stored property of an `@Observable` instance makes the unit
/// depend on that property of that instance; the properties are those the `@Observable` classes
/// declare (a subclass that is not itself `@Observable` adds untracked storage). Reads through
/// computed properties, methods, globals, `@Environment`, optional chaining and nested objects
/// (`book.author.name`) count the stored properties they touch. Closures that the body only stores
/// — `Button` actions, `onChange`, `task` and `onAppear` actions, gesture handlers — read nothing
/// until they run, and then they are not a body.
///
/// *From "Managing model data in your app", Observe model data in a view:* a view forms a
/// dependency on an observable object when its body reads one of the object's properties, and only
/// then; properties it does not read do not update it. Globals, computed properties and objects
/// reached through other objects are tracked the same way. *From SE-0395, Subclasses:* "Only the
/// properties of a type that implements the Observable tracking requirements will be observed."
extension UpdateModel {
  /// Rule 1's decisions.
  enum ObservationReads {
    /// Whether reading `property` of an instance of `type` makes the running body depend on it: a
    /// stored property of an `@Observable` (or SwiftData `@Model`) class, unless `@ObservationIgnored`
    /// or declared by a subclass that is not itself `@Observable` (the Lowerer marks those ignored).
    static func isTracked(_ property: PropertyDecl, of type: TypeDecl) -> Bool {
      type.isObservable && !property.isObservationIgnored
    }
  }
}
