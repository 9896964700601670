/// A call argument: its label (nil when unlabelled) and value.
package struct Argument {
  package var label: String?
  package var value: Expr
  /// A trailing closure, which matches the next unfilled closure parameter.
  package var isTrailingClosure = false
  /// The argument as written, for messages about expectations.
  package var sourceText: String?
  /// `&total`: the place an `inout` parameter writes back to when the call returns.
  package var isInout = false

  package init(
    label: String? = nil, value: Expr, isTrailingClosure: Bool = false, sourceText: String? = nil,
    isInout: Bool = false
  ) {
    self.label = label
    self.value = value
    self.isTrailingClosure = isTrailingClosure
    self.sourceText = sourceText
    self.isInout = isInout
  }
}
