/// Why a unit was invalidated and so ran its body again.
public enum Invalidation {
  /// One cause, kept as data for the drawing, the explanation and the test failure message.
  public enum Cause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A source it read changed: what, where it was read, and where it was written; `madeBinding`
    /// when the read was the making of a binding, which stores the current value (SPEC rule 5).
    case dependency(
      source: String, sourceID: String, readAt: SourceLocation, writtenAt: SourceLocation, madeBinding: String? = nil)
    /// A stored input differs from the one it was built with (SPEC rule 6).
    case input(name: String)
    /// An Equatable view's own `==` found the new value different (SPEC rule 6): `PriceTag.==`.
    case notEqual(by: String)
    /// A declared environment entry has a new value at its position (SPEC rule 8).
    /// `setBy` names the modifier that set it nearest above (`.disabled`), and `setAt` where.
    case environment(key: String, setBy: String? = nil, setAt: SourceLocation? = nil)
    /// An `ObservableObject` it subscribes to sent `objectWillChange` (SPEC rule 9).
    case objectWillChange(object: String, objectID: String, property: String?, writtenAt: SourceLocation)
    /// The container that calls its content was built again, with a new content closure (SPEC
    /// rule 11): a `GeometryReader`'s content runs each time.
    case rebuilt(container: String)
    /// The value of a preference key its content gives changed (SPEC rule 12): a
    /// `backgroundPreferenceValue`/`overlayPreferenceValue` content runs with the new one.
    case preference(key: String)

    public var description: String {
      switch self {
      case .dependency(let source, _, let readAt, _, let binding?):
        "'\(source)' changed (its body made a binding to \(binding) at \(readAt): a binding stores the current value)"
      case .dependency(let source, _, let readAt, _, nil): "'\(source)' changed (read at \(readAt))"
      case .input(let name): "input '\(name)' changed"
      case .notEqual(let by): "compared with Equatable \(by): not equal"
      case .environment(let key, let setBy, let setAt):
        "environment '\(key)' changed"
          + (setBy.map { " (set by \($0)" + (setAt.map { " at \($0)" } ?? "") + ")" } ?? "")
      case .objectWillChange(let object, _, let property, _):
        "'\(object)' sent objectWillChange" + (property.map { " ('\($0)' was written)" } ?? "")
      case .rebuilt(let container): "its \(container) was rebuilt"
      case .preference(let key): "preference \(key) changed"
      }
    }
  }
}
