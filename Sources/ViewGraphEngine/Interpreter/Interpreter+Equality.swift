import ViewGraphModel

extension Interpreter {
  /// SPEC rule 6: how SwiftUI compares an Equatable view with the one it replaces. A view type
  /// that conforms to `Equatable` and is not plain data, or one wrapped in `.equatable()` /
  /// `EquatableView`, is compared with its own `==` and nothing else; nil means field by field.
  package func equatableComparison(of view: StructValue, forced: Bool) throws -> ((Value, Value) throws -> Bool)? {
    guard UpdateModel.Inputs.usesEquatable(view, forced: forced) else { return nil }
    let location = view.type.location
    return { [unowned self] new, old in try self.equals(new, old, at: location) }
  }

  /// `a == b` as Swift runs it: the type's own `static func ==` where it declares one, else the
  /// synthesised comparison (stored properties in order; a view's framework-owned storage is not
  /// part of its value).
  func equals(_ a: Value, _ b: Value, at location: SourceLocation) throws -> Bool {
    let type: TypeDecl? =
      switch a {
      case .structure(let s): s.type
      case .object(let o): o.type
      case .enumCase(let e): e.type
      default: nil
      }
    guard let type else { return a == b }
    if let op = type.methods["=="]?.first(where: \.isStatic) {
      let result = try invoke(
        op, arguments: [a, b], selfValue: .metatype(.declared(type)), captured: nil, at: location
      ).result
      return try truth(result, at: location)
    }
    guard case .structure(let s) = a, case .structure(let t) = b, s.type === t.type, type.isView else { return a == b }
    for property in type.storedProperties where !property.isFrameworkOwned {
      guard try equals(s.fields[property.name] ?? .null, t.fields[property.name] ?? .null, at: location) else {
        return false
      }
    }
    return true
  }
}
