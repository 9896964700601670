import ViewGraphModel

/// Rule 9: ObservableObject
///
/// A view that declares `@ObservedObject`, `@StateObject` or `@EnvironmentObject` for an object
/// depends on that object's `objectWillChange` whether or not its body reads anything: every write
/// to any `@Published` property of the object invalidates it — even an equal value, since
/// `@Published` does not compare (rule 2 is Observation's). Writes to properties that are not
/// `@Published` invalidate nothing. An `ObservableObject` kept in `@State` only counts as a
/// reference: only replacing it invalidates. An explicit `objectWillChange.send()` invalidates the
/// same views, whether the publisher is the synthesized one or one the class declares itself (`let
/// objectWillChange = PassthroughSubject<Void, Never>()`), and the publisher's own subscribers
/// (`sink`) receive each change before it is made. A `@Published` property publishes in its
/// `willSet` too: its `$value`'s subscribers (`sink`, `onReceive`) get the new value as their
/// argument while the property still holds the old one. *(Amended for issue 41.)*
///
/// *From "Monitoring data changes in your app", Monitor changes in observable objects:* an
/// `ObservableObject` publishes a change before any `@Published` property changes, and every view
/// that observes the object through a property wrapper updates, whatever it reads. *From
/// "Published":* "When the property changes, publishing occurs in the property's `willSet` block,
/// meaning subscribers receive the new value before it's actually set on the property."
extension UpdateModel {
  /// Rule 9's decisions.
  package enum ObservableObject {
    /// Whether a write to `property` of an object of `type` sends `objectWillChange`: a
    /// `@Published` property of an `ObservableObject`, whatever the value (no comparison).
    static func sendsObjectWillChange(_ property: PropertyDecl, of type: TypeDecl) -> Bool {
      type.isObservableObject && property.wrapper == .published
    }

    /// Whether a write to `property` sends the new value on its `$property` publisher: any
    /// `@Published` property, of an `ObservableObject` or not (Combine's `Published` publishes
    /// from its own setter; only `objectWillChange` needs the conformance).
    static func publishesValue(_ property: PropertyDecl) -> Bool { property.wrapper == .published }

    /// The wrappers through which a view subscribes to an object's `objectWillChange`, whether or
    /// not its body reads anything.
    package static let subscribingWrappers: Set<PropertyWrapper> = [.observedObject, .stateObject, .environmentObject]
  }
}
