/// An instance of a struct of the program: a copy-on-assign bag of fields.
struct StructValue {
  let type: TypeDecl
  var fields: [String: Value]
}
