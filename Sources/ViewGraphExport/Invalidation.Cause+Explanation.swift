import ViewGraph

/// A cause in the words `explain` uses, with places as `file:line:column`.
extension Invalidation.Cause {
  /// `its body read Book#2.title at BookView.swift:12:19, written at …`.
  func explained(_ sources: SourceFiles) -> String {
    switch self {
    case .dependency(_, _, let readAt, let writtenAt, let binding?):
      "its body made the binding to \(binding) at \(sources.describe(readAt)) (a binding stores the current value, rule 5), written at \(sources.describe(writtenAt))"
    case .dependency(let source, _, let readAt, let writtenAt, nil):
      "its body read \(source) at \(sources.describe(readAt)), written at \(sources.describe(writtenAt))"
    case .input(let name):
      "its input '\(name)' differs from the one it was built with"
    case .notEqual(let by):
      "compared with Equatable \(by), which found its new value different (rule 6)"
    case .environment(let key, let setBy, let setAt):
      "the environment entry \(key) it declares has a new value"
        + (setBy.map { " (set by \($0)" + (setAt.map { " at \(sources.describe($0))" } ?? "") + ")" } ?? "")
    case .objectWillChange(let object, _, let property, _):
      "\(object) sent objectWillChange" + (property.map { " (\($0) was written)" } ?? "")
    case .rebuilt(let container):
      "its \(container) was rebuilt: the body that makes it ran, so it runs the new content closure (rule 11)"
    case .preference(let key):
      "the value of preference \(key) its content gives changed after the pass (rule 12)"
    }
  }

  /// The cause in a few words, for tables: `reads Book#2.title`, `input 'book'`.
  var headline: String {
    switch self {
    case .dependency(let source, _, _, _, let binding?): "made a binding to \(binding) (\(source))"
    case .dependency(let source, _, _, _, nil): "reads \(source)"
    case .input(let name): "input '\(name)' changed"
    case .notEqual(let by): "\(by) says not equal"
    case .environment(let key, _, _): "environment \(key)"
    case .objectWillChange(let object, _, _, _): "\(object).objectWillChange"
    case .rebuilt(let container): "its \(container) was rebuilt"
    case .preference(let key): "preference \(key) changed"
    }
  }
}
