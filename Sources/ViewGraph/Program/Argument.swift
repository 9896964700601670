/// A call argument: its label (nil when unlabelled) and value.
struct Argument {
  var label: String?
  var value: Expr
  /// A trailing closure, which matches the next unfilled closure parameter.
  var isTrailingClosure = false
  /// The argument as written, for messages about expectations.
  var sourceText: String?
  /// `&total`: the place an `inout` parameter writes back to when the call returns.
  var isInout = false
}
