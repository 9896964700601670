/// Rule 11: Lazy rows
///
/// A `List` or `ForEach` keeps its content closure and calls it per element, each call a unit of its
/// own; reads there belong to the row, not to the view that built the list. Element identity: `id:` key
/// path, else `Identifiable.id`, else object identity.
///
/// *From "Managing model data in your app", Observe model data in a view:* a view that only passes the
/// books to a list's rows does not update when a book's title changes; the view that reads the title
/// does.
extension UpdateModel {
  /// Rule 11's decisions.
  enum LazyRows {
    /// A row's identity: the `id:` key path's value, else `Identifiable.id`, else the element
    /// (object identity for a class). `member` reads a member untracked.
    static func identity(of element: Value, idPath: [String]?, member: (Value, [String]) throws -> Value) throws -> Value {
      if let idPath { return try member(element, idPath) }
      switch element {
      case .object(let object) where object.type.storedProperty("id") != nil || object.type.computedProperties["id"] != nil:
        return try member(element, ["id"])
      case .structure(let s) where s.type.storedProperty("id") != nil || s.type.computedProperties["id"] != nil:
        return try member(element, ["id"])
      case .enumCase(let e) where e.type?.computedProperties["id"] != nil:
        return try member(element, ["id"])
      default:
        return element
      }
    }
  }
}
