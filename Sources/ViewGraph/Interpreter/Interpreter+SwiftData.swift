import Foundation

/// SwiftData's `@Query` (the prelude's `Query`): the wrapper a view keeps — an input like any
/// stored value (SPEC rule 6), so a parent that makes it with another filter runs the view — read
/// by fetching from the view's `\.modelContext`.
extension Interpreter {
  /// Where a view keeps the `\.modelContext` its queries fetch from: set before each body run, and
  /// no stored property (so it is neither an input nor shown).
  static let queryContextField = "__modelContext"

  /// Reading a `@Query` property: its fetch, run where it is read, so the reads of the store and of
  /// the properties its filter and sort use belong to the body reading it (SPEC rule 1). The model
  /// type is the descriptor's, else the property's element type (`[Item]`).
  func queryResults(of view: StructValue, _ property: PropertyDecl, at location: SourceLocation) throws -> Value {
    guard case .structure(var query)? = view.fields[property.name], query.type.name == "Query" else {
      return view.fields[property.name] ?? .null
    }
    guard case .object = view.fields[Self.queryContextField] ?? .null else {
      throw fail(.queryWithoutModelContainer(property.name, model: property.typeName?.elementTypeName ?? "Model"), at: location)
    }
    query.fields["context"] = view.fields[Self.queryContextField]
    if case .structure(var descriptor)? = query.fields["descriptor"], descriptor.fields["modelType"]?.isNull ?? true,
      let element = property.typeName?.elementTypeName, let type = program.types[element]
    {
      descriptor.fields["modelType"] = .metatype(.declared(type))
      query.fields["descriptor"] = .structure(descriptor)
    }
    return try member(of: .structure(query), "wrappedValue", at: location)
  }
}
