/// A type named in code: a type of the program, or one ViewGraph provides (`Text`, `Int`, `Color`,
/// `[Mission]`).
package enum TypeReference {
  case declared(TypeDecl)
  case builtin(WrittenType)

  /// A type ViewGraph provides, by its name (`Int`, `Task`).
  package static func builtin(named name: String) -> TypeReference { .builtin(.named(name)) }

  package var name: String {
    switch self {
    case .declared(let t): t.name
    case .builtin(let type): type.description
    }
  }

  /// The type as written (a declared type by its name).
  package var written: WrittenType {
    switch self {
    case .declared(let t): .named(t.name)
    case .builtin(let type): type
    }
  }
}
