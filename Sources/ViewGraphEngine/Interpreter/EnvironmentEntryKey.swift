import ViewGraphModel

/// How an environment entry is named: a key path (`\.theme`) or an object type (`Library.self`).
package enum EnvironmentEntryKey: Hashable, CustomStringConvertible {
  /// `.environment(\.theme, …)` / `@Environment(\.theme)`.
  case keyPath(String)
  /// `.environment(library)` / `@Environment(Library.self)`.
  case object(String)
  /// `.environmentObject(model)` / `@EnvironmentObject var model: DataModel`.
  case environmentObject(String)

  package var description: String {
    switch self {
    case .keyPath(let name): "\\.\(name)"
    case .object(let type): "\(type).self"
    case .environmentObject(let type): "environmentObject(\(type))"
    }
  }
}
