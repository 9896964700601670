import ViewGraphModel

/// Rule 3: Collections
///
/// An array (or dictionary, set) is one value. `append`, `insert`, `remove`, reorder, replacing an
/// element, and mutating a field of a *struct* element are writes to the property or state that holds
/// the array. Mutating a property of a *class* element (`books[0].title = …`) is not: it is a write to
/// that element.
///
/// *From "Managing model data in your app", Observe model data in a view:* a view that reads
/// `library.books` updates when the array changes, while a view that only passes a book along does not
/// update when that book's properties change — the array's elements are observed one by one.
extension UpdateModel {
  /// Rule 3's decisions.
  enum Collections {
    /// Whether setting a part of `value` — a field of a struct (an array's struct element is one),
    /// an element of a tuple — is a write to the place that holds `value`: a value type holds its
    /// parts by value, so the changed copy is written back to its holder, up to the property or
    /// state that holds the array (`books[0].count = 2` writes `books`). A class instance holds
    /// its own stored properties: `books[0].title = …` is a write to that element only, and the
    /// array that holds it is not written. Anything else (a binding, `@State`'s storage) writes
    /// through to where it points and leaves nothing to write back.
    static func writesToHolder(afterSettingPartOf value: Value) -> Bool {
      switch value {
      case .structure, .tuple: true
      default: false
      }
    }
  }
}
