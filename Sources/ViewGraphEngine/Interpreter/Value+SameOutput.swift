import ViewGraphModel

extension Value {
  /// Value comparison for `ViewNode.buildsTheSameOutput(as:)`: closures by declaration, bindings by
  /// location, path and stored value, objects by identity, everything else by its contents.
  func buildsTheSameOutput(as other: Value) -> Bool {
    switch (self, other) {
    case (.function(let a), .function(let b)):
      return a.sameDeclaration(as: b)
    case (.binding(let a), .binding(let b)):
      return a.location == b.location && a.path == b.path && a.storedValue.buildsTheSameOutput(as: b.storedValue)
    case (.structure(let a), .structure(let b)):
      guard a.type === b.type, a.fields.count == b.fields.count else { return false }
      for property in a.type.storedProperties where !property.isFrameworkOwned {
        guard (a.fields[property.name] ?? .null).buildsTheSameOutput(as: b.fields[property.name] ?? .null) else {
          return false
        }
      }
      return true
    case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.buildsTheSameOutput(as: $1) }
    case (.enumCase(let a), .enumCase(let b)):
      return a.type === b.type && a.name == b.name && a.payload.count == b.payload.count
        && zip(a.payload, b.payload).allSatisfy { $0.buildsTheSameOutput(as: $1) }
    case (.view(let a), .view(let b)):
      return a.buildsTheSameOutput(as: b)
    default:
      return self == other
    }
  }
}
