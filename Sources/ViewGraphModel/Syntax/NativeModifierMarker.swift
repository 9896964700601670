import SwiftSyntax

/// Reads a prelude modifier whose meaning is native: its body is one call that names the kind
/// (`func padding(…) -> some View { __passiveModifier() }`,
/// `func font(_ font: Font?) -> some View { __environmentModifier(\.font) }`).
enum NativeModifierMarker {
  /// The markers a prelude modifier's body may call: no natives, but names this reader knows.
  static let names: Set<String> = [
    "__passiveModifier", "__actionModifier", "__contentModifier", "__presentationModifier", "__preferenceModifier",
    "__environmentModifier",
  ]

  /// The kind the body names, or nil for an ordinary body.
  static func kind(of function: FunctionDeclSyntax) -> ModifierKind? {
    guard let body = function.body, body.statements.count == 1,
      let call = body.statements.first?.item.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    switch callee.baseName.text {
    case "__passiveModifier": return .passive
    case "__actionModifier": return .action
    case "__contentModifier": return .content
    case "__presentationModifier": return .presentation
    case "__preferenceModifier":
      guard case .symbol(let name)? = call.arguments.first.flatMap({ constant($0.expression) }),
        let role = ModifierKind.PreferenceRole(rawValue: name)
      else {
        return nil
      }
      return .preference(role)
    case "__environmentModifier":
      guard let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
      let key = String(keyPath.components.trimmedDescription.drop { $0 == "." })
      func argument(_ label: String) -> ModifierKind.Constant? {
        call.arguments.first { $0.label?.text == label }.flatMap { constant($0.expression) }
      }
      // Without an argument, the entry is set to the first parameter's default
      // (`.autocorrectionDisabled()` sets true).
      let defaultValue = function.signature.parameterClause.parameters.first?.defaultValue.flatMap {
        constant($0.value)
      }
      return .environment(
        ModifierKind.EnvironmentWrite(
          key: key, setting: argument("setting"), when: argument("when"), defaultValue: defaultValue))
    default:
      return nil
    }
  }

  /// `true`, `false` and `.name`: the constants a marker's arguments are written with.
  private static func constant(_ expression: ExprSyntax) -> ModifierKind.Constant? {
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return .symbol(member.declName.baseName.text)
    }
    return nil
  }
}
