import ViewGraphModel

/// Rule 1: Observation reads
///
/// While a unit runs, every read of a stored property of an `@Observable` instance makes the unit
/// depend on that property of that instance; the properties are those the `@Observable` classes
/// declare (a subclass that is not itself `@Observable` adds untracked storage). Reads through
/// computed properties, methods, globals, `@Environment`, optional chaining and nested objects
/// (`book.author.name`) count the stored properties they touch. Closures that the body only stores
/// — `Button` actions, `onChange`, `task` and `onAppear` actions, gesture handlers — read nothing
/// until they run, and then they are not a body. A content closure that SwiftUI takes non-escaping
/// runs in the body it is handed to, and its reads are that body's: a `NavigationLink`'s
/// destination (its views are made there; their bodies run only once it is pushed),
/// `navigationDestination(isPresented:destination:)`'s, an alert's or dialog's `actions` and
/// `message` (given the `presenting:` value; nothing is presented while it is nil), an
/// `inspector`'s. An `@escaping` one (`sheet(content:)`, `navigationDestination(for:)`,
/// `navigationDestination(item:)`) runs only while presented. *(Amended for issue 41.)*
///
/// *From "Managing model data in your app", Observe model data in a view:* a view forms a
/// dependency on an observable object when its body reads one of the object's properties, and only
/// then; properties it does not read do not update it. Globals, computed properties and objects
/// reached through other objects are tracked the same way. *From SE-0395, Subclasses:* "Only the
/// properties of a type that implements the Observable tracking requirements will be observed."
/// *From Apple's declarations:* `NavigationLink.init(destination: () -> Destination, label:)` and
/// `navigationDestination(isPresented:destination: () -> V)` take their destination non-escaping,
/// so it is called before they return; `navigationDestination(for:destination: @escaping (D) -> C)`
/// and `sheet(isPresented:onDismiss:content: @escaping () -> Content)` keep theirs. *From
/// alert(_:isPresented:presenting:actions:message:):* "The system passes the contents to the
/// modifier's closures"; "for the alert to appear, both isPresented must be true and data must not
/// be nil."
extension UpdateModel {
  /// Rule 1's decisions.
  enum ObservationReads {
    /// Whether reading `property` of an instance of `type` makes the running body depend on it: a
    /// stored property of an `@Observable` (or SwiftData `@Model`) class, unless `@ObservationIgnored`
    /// or declared by a subclass that is not itself `@Observable` (the Lowerer marks those ignored).
    static func isTracked(_ property: PropertyDecl, of type: TypeDecl) -> Bool {
      type.isObservable && !property.isObservationIgnored
    }

    /// Whether a modifier runs its view-building closures before it returns, in the body that
    /// applies it: none of them is `@escaping` (an alert's `actions:`,
    /// `navigationDestination(isPresented:destination:)`), so SwiftUI cannot keep them for later;
    /// an escaping one (`sheet(content:)`, `navigationDestination(for:)`) is called by the
    /// presentation, only while it is presented.
    static func runsContentNow(_ parameters: [FunctionDecl.Parameter]) -> Bool {
      let builders = parameters.filter(\.isViewBuilder)
      return !builders.isEmpty && !builders.contains(where: \.isEscaping)
    }
  }
}
