import Foundation

/// SwiftData's `@Query` (the prelude's `Query`): the wrapper a view keeps, given the view's model
/// context before each body run and read by fetching from that context's store.
extension Interpreter {
  /// A `@Query` wrapper given the context of the view that holds it (its `\.modelContext`) and,
  /// unless its descriptor names one, the model type the property is declared with (`[Item]`).
  func preparedQuery(_ raw: Value?, context: Value, for property: PropertyDecl) -> Value {
    guard case .structure(var query)? = raw, query.type.name == "Query" else { return raw ?? .null }
    if case .object = context { query.fields["context"] = context } else { query.fields["context"] = .null }
    if case .structure(var descriptor)? = query.fields["descriptor"], descriptor.fields["modelType"]?.isNull ?? true,
      let element = Self.elementTypeName(property.typeName), let type = program.types[element]
    {
      descriptor.fields["modelType"] = .metatype(.declared(type))
      query.fields["descriptor"] = .structure(descriptor)
    }
    return .structure(query)
  }

  /// Reading a `@Query` property: its fetch, run where it is read, so the reads of the store and of
  /// the properties its filter and sort use belong to the body reading it (SPEC rule 1).
  func queryResults(_ query: StructValue, _ property: PropertyDecl, at location: SourceLocation) throws -> Value {
    guard case .object? = query.fields["context"] else {
      throw fail(.queryWithoutModelContainer(property.name, model: Self.elementTypeName(property.typeName) ?? "Model"), at: location)
    }
    return try member(of: .structure(query), "wrappedValue", at: location)
  }

  /// `Item` in `[Item]` or `Array<Item>`.
  static func elementTypeName(_ typeName: String?) -> String? {
    guard var name = typeName?.trimmingCharacters(in: .whitespaces) else { return nil }
    if name.hasPrefix("["), name.hasSuffix("]") {
      name = String(name.dropFirst().dropLast())
    } else if name.hasPrefix("Array<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Array<".count).dropLast())
    } else {
      return nil
    }
    return name.isEmpty ? nil : name
  }
}
