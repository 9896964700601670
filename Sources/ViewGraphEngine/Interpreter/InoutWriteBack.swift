import ViewGraphModel

/// A place passed with `&` to an `inout` parameter (`bump(&model.count)`): when the call returns,
/// the parameter's final value is assigned there, in the caller's scope, as Swift's copy-in
/// copy-out does.
struct InoutWriteBack {
  /// The parameter's slot in the callee's scope.
  var slot: Int
  /// What the caller wrote after `&`.
  var place: Expr
  /// The scope the caller evaluated it in.
  var scope: Scope
}
