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
    // Decided by value semantics in the engine, not by a function here: an array, dictionary or set
    // is one `Value`, so mutating it — or a field of a struct element — changes the value stored
    // in the property or state that holds it, and is written back there (`Interpreter.assign`,
    // `mutatingInPlace`); a class element is an `ObjectInstance`, whose own stored property is
    // written (`setStoredProperty`), not the array.
  }
}
