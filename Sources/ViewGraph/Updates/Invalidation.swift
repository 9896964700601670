/// Why a unit was invalidated and so ran its body again.
public enum Invalidation {
  /// One cause, kept as data for the drawing, the explanation and the test failure message.
  public enum Cause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A source it read changed: what, where it was read, and where it was written.
    case dependency(source: String, sourceID: String, readAt: SourceLocation, writtenAt: SourceLocation)
    /// A stored input differs from the one it was built with (SPEC rule 6).
    case input(name: String)
    /// A declared environment entry has a new value at its position (SPEC rule 8).
    case environment(key: String)
    /// An `ObservableObject` it subscribes to sent `objectWillChange` (SPEC rule 9).
    case objectWillChange(object: String, objectID: String, property: String?, writtenAt: SourceLocation)

    public var description: String {
      switch self {
      case .dependency(let source, _, let readAt, _): "'\(source)' changed (read at \(readAt))"
      case .input(let name): "input '\(name)' changed"
      case .environment(let key): "environment '\(key)' changed"
      case .objectWillChange(let object, _, let property, _):
        "'\(object)' sent objectWillChange" + (property.map { " ('\($0)' was written)" } ?? "")
      }
    }
  }
}
