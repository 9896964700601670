import ViewGraphModel

extension Interpreter {
  /// A type the prelude declares, which the engine or a library relies on (`PreludeContract`).
  func preludeType(_ name: String, at location: SourceLocation) throws -> TypeDecl {
    guard let type = program.types[name] else { throw fail(.cannotFind(name), at: location) }
    return type
  }
}
