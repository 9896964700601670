/// One enum case and the labels of its associated values.
package struct EnumCaseDecl {
  package var name: String
  package var payloadLabels: [String?]
  /// The associated values' types as written (`Donut` in `case donut(Donut)`).
  package var payloadTypes: [WrittenType] = []
  package var rawValue: Expr?
  /// The associated values' default values (`case onboarding(Onboarding.State = .init())`, SE-0155),
  /// nil where one has none: a call that leaves them out gets these.
  package var payloadDefaults: [Expr?] = []

  /// Whether a call with `count` values makes this case: every value without a default is given.
  package func takes(_ count: Int) -> Bool {
    count <= payloadLabels.count
      && (count..<payloadLabels.count).allSatisfy { $0 < payloadDefaults.count && payloadDefaults[$0] != nil }
  }
}
