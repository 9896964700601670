/// A case of an enum of the program, with its associated values.
struct EnumCaseValue {
  let type: TypeDecl?
  let name: String
  var payload: [Value]

  var typeName: String { type?.name ?? "Enum" }
}
