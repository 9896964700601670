import ViewGraphModel

/// A case of an enum of the program, with its associated values.
package struct EnumCaseValue {
  let type: TypeDecl?
  package let name: String
  var payload: [Value]

  var typeName: String { type?.name ?? "Enum" }
}
