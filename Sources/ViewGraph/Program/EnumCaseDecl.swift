/// One enum case and the labels of its associated values.
struct EnumCaseDecl {
  var name: String
  var payloadLabels: [String?]
  var rawValue: Expr?
}
