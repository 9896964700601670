import ViewGraphModel

/// Rule 5: Bindings
///
/// A `Binding` reads and writes the location it was made from (a state, an observable property, or
/// a field path inside one). Reading `wrappedValue` in a body depends on that location. Primitive
/// controls (`Toggle`, `TextField`, `Slider`, …) read their binding in their own place: that read
/// is not a read of the unit that built them. But SwiftUI's `Binding` stores the current value when
/// it is made, so making one can be a read: a binding to a property of an `@Observable` object
/// (`$book.title` through `@Bindable`, `$model.name` where `model` is a `@State` holding an object)
/// reads that property in the unit that makes it, and `Binding(get:set:)` runs `get` once where it
/// is made — what `get` reads is a read of that unit. A binding to a field path inside a state
/// (`$episode.isFavorite`) depends on that path only; one inside an `@Observable` object's property
/// (`$model.items[1]`, a `ForEach($model.items)` row's element) depends on the whole property,
/// since its getter reads the property and Observation tracks properties, not elements.
///
/// *From "Bindable" and "Model data", Binding:* a binding is a two-way connection to a value owned
/// elsewhere; `@Bindable` makes bindings to an observable object's properties. *From OpenSwiftUI's
/// `Binding.init(get:set:)` and `Binding(_:keyPath:)`:* both store `get()`'s result when the
/// binding is made. *From SE-0395 (Observation):* the macro tracks accesses per property; a key
/// path `\.items[1].title` applied to the object calls the `items` getter, which registers `items`.
extension UpdateModel {
  /// Rule 5's decisions.
  enum Bindings {
    /// Whether making a binding to `location` reads it in the body that makes it: a property of
    /// an observable object and `Binding(get:set:)`'s `get` are read (SwiftUI's `Binding` stores
    /// the current value when it is made); projecting a state (`$flag`) and a constant are not.
    static func makingReads(_ location: BindingValue.Location) -> Bool {
      switch location {
      case .property, .computed: true
      case .state, .constant: false
      }
    }
  }
}
