/// Rule 11: Lazy rows
///
/// A `List` or `ForEach` keeps its content closure and calls it per element, each call a unit of its
/// own; reads there belong to the row, not to the view that built the list. Element identity: `id:`
/// key path, else `Identifiable.id`, else object identity. A `GeometryReader` calls its content
/// closure in a unit of its own too ("GeometryReader content"): what only the content reads runs
/// that unit alone, and since the view that makes the reader gives it a new closure each time its
/// body runs, the content runs then as well.
///
/// *From "Managing model data in your app", Observe model data in a view:* a view that only passes
/// the books to a list's rows does not update when a book's title changes; the view that reads the
/// title does.
///
/// *From OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift`:* the reader's
/// `Child` rule calls `content(proxy)` inside its own `withObservation` and depends on the reader's
/// value, so reads in the content are the content's, and a new reader value (a new closure, which
/// never compares equal, rule 6) runs it again. `TimelineView` does the same (its `UpdateFilter`
/// rule, `TimelineView.swift`); ViewGraph does not build a timeline's content at all. `ScrollViewReader`
/// and `ViewThatFits` are built with the body that makes them; their sources were not checked.
extension UpdateModel {
  /// Rule 11's decisions.
  enum LazyRows {
    /// The unit a `GeometryReader`'s content runs in. OpenSwiftUI `GeometryReader.swift`: its
    /// `Child` rule calls `content(proxy)` inside its own `withObservation`, and depends on the
    /// reader's value — a new closure each time the body that makes it runs.
    static let geometryReaderContent = "GeometryReader content"
    /// The names of the units a container's content closure runs in, as scenarios write them.
    /// (`backgroundPreferenceValue`'s and `overlayPreferenceValue`'s content, rule 12, are such units too.)
    static let unitNames: Set<String> = [
      "List row", "ForEach row", geometryReaderContent, "backgroundPreferenceValue content", "overlayPreferenceValue content",
    ]

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
