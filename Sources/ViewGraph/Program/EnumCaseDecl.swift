/// One enum case and the labels of its associated values.
struct EnumCaseDecl {
  var name: String
  var payloadLabels: [String?]
  /// The associated values' types as written (`Donut` in `case donut(Donut)`).
  var payloadTypes: [WrittenType] = []
  var rawValue: Expr?
}
