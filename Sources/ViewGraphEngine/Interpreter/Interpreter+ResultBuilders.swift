import ViewGraphModel

/// Result builders other than SwiftUI's `@ViewBuilder`: a type declared `@resultBuilder` (the
/// program's, or a package model's such as `ReducerBuilder`) builds the body of a getter, function
/// or closure marked with it, or of a member that satisfies a protocol requirement marked with it
/// (`var body: some ReducerOf<Self> { … }` satisfies `Reducer`'s `@ReducerBuilder var body`), as
/// Swift infers it. Each expression statement is a component; the builder's static
/// `buildBlock(_:)` gets them all, in order. Other statements run as written.
extension Interpreter {
  /// The result builder that builds `decl`'s body, if any: its own attribute's, or, for a getter,
  /// that of the requirement of the same name among the protocols `selfValue` conforms to.
  func resultBuilder(for decl: FunctionDecl, selfValue: Value?) -> TypeDecl? {
    if let name = decl.builderAttribute { return builderType(named: name) }
    guard decl.kind == .getter, let selfValue else { return nil }
    for holder in typeIndex.protocols(of: selfValue) {
      if let name = holder.requirementBuilders[decl.name], let builder = builderType(named: name) { return builder }
    }
    return nil
  }

  private func builderType(named name: String) -> TypeDecl? {
    guard let type = program.types[name], type.attributes.contains("resultBuilder") else { return nil }
    return type
  }

  /// Runs `statements` as a result builder's body: the values of its expression statements,
  /// given to `builder.buildBlock(_:)`.
  func build(_ statements: [Stmt], _ scope: Scope, with builder: TypeDecl, at location: SourceLocation) throws -> Value
  {
    var components: [Value] = []
    for statement in statements {
      if case .expression(let expr) = statement.kind {
        try budget.countStep(at: statement.location)
        let value = try evaluate(expr, scope)
        if case .void = value { continue }
        components.append(value)
      } else if case .returned(let value) = try execute(statement, scope) {
        return value
      }
    }
    guard let buildBlock = builder.methods["buildBlock"]?.first(where: \.isStatic) else {
      throw fail(.noDeclaredMember("buildBlock", on: builder.name), at: location)
    }
    return try invoke(
      buildBlock, arguments: [.array(components)], selfValue: .metatype(.declared(builder)), captured: nil, at: location
    ).result
  }
}
