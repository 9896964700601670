import ViewGraphModel

/// An instance of a struct of the program: a copy-on-assign bag of fields.
package struct StructValue {
  package let type: TypeDecl
  package var fields: StoredFields
  /// What a generic type's parameters stand for in this value (`Entity` → `Comment`), where it was
  /// made with them written (`EntityStore<Comment>()`).
  var typeArguments: [String: TypeReference]? = nil
}
