import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The SwiftUI root of an app that UIKit or AppKit starts: the view a hosting controller is made
/// with (`UIHostingController(rootView: ContentView())`, `NSHostingView(rootView:)`,
/// `super.init(rootView:)` in a subclass) or a `WKHostingController`'s `body`. Its text is taken
/// with the locals and stored properties it names written out (`let contentView =
/// ContentView().environmentObject(store)` then `rootView: contentView`), so that it can be run as
/// the root of a launch.
enum HostedRoot {
  /// The hosting types whose `rootView:` is the app's root.
  static let hostingTypes: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "WKHostingController",
  ]

  /// The `rootView:` argument of a hosting controller's initializer, if `call` is one.
  static func rootView(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let argument = call.arguments.first(where: { $0.label?.text == "rootView" }) else { return nil }
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let reference = callee.as(DeclReferenceExprSyntax.self), hostingTypes.contains(reference.baseName.text) {
      return argument.expression
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.base?.is(SuperExprSyntax.self) == true
    {
      return argument.expression
    }
    return nil
  }

  /// The hosting type a call makes (`UIHostingController`, `NSHostingView`), or for
  /// `super.init(rootView:)` the one the class being lowered inherits from.
  static func hostName(of call: FunctionCallExprSyntax, in type: TypeDecl?) -> String? {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let reference = callee.as(DeclReferenceExprSyntax.self), hostingTypes.contains(reference.baseName.text) {
      return reference.baseName.text
    }
    return type?.conformances.sorted().first { hostingTypes.contains($0) }
  }

  /// The root view's text, each local it names replaced by that local's initial value (a few
  /// levels deep, the nearest declaration before the use).
  static func text(of expression: ExprSyntax, configuration: AppBuildConfiguration) -> String {
    // The root runs outside the delegate: `self.container` there is the property `container`.
    var text = withoutSelf(expression.trimmedDescription)
    for _ in 0..<4 {
      var replaced = false
      for reference in references(in: text) {
        guard let initializer = localInitializer(named: reference, before: expression, configuration) else { continue }
        text = replacing(reference, with: "(" + withoutSelf(initializer) + ")", in: text)
        replaced = true
      }
      if !replaced { break }
    }
    return text
  }

  /// `text` with each `self.` before a member removed.
  private static func withoutSelf(_ text: String) -> String {
    rewriting(text) { token in
      // `self` and the `.` after it, where `self` is the base of a member access.
      let member =
        token.tokenKind == .period
        ? token.parent?.as(MemberAccessExprSyntax.self) : token.parent?.parent?.as(MemberAccessExprSyntax.self)
      guard let member, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
        token.tokenKind == .period || token.tokenKind == .keyword(.self)
      else { return nil }
      return ""
    }
  }

  /// The lowercase names an expression's text refers to (locals are lowercase).
  private static func references(in text: String) -> [String] {
    let tree = Parser.parse(source: text)
    var names: [String] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true, isStandalone(token) else {
        continue
      }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The value `name` holds where `node` stands: `let name = value` or `var name = value` declared,
  /// or `name = value` (`self.name = value`) assigned, before `node` in a block around it; else
  /// the initial value of a stored property of that name in a type around it
  /// (`let store = Store()` in a `SceneDelegate`).
  private static func localInitializer(
    named name: String, before node: some SyntaxProtocol, _ configuration: AppBuildConfiguration
  ) -> String? {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let block = syntax.as(CodeBlockItemListSyntax.self) {
        for item in block.reversed() where item.position < node.position {
          if let value = assignedValue(of: name, in: item) { return value }
          // `do { self.container = try ModelContainer(…) } catch { … }`: the assignment in its body.
          if let body = item.item.as(DoStmtSyntax.self)?.body.statements {
            if let value = body.reversed().lazy.compactMap({ assignedValue(of: name, in: $0) }).first { return value }
          }
          // `#if targetEnvironment(macCatalyst) let contentView = … #else let contentView = … #endif`:
          // the clause the platform takes.
          guard let ifConfig = item.item.as(IfConfigDeclSyntax.self),
            case .statements(let active)? = ifConfig.activeClause(in: configuration).clause?.elements
          else { continue }
          for inner in active.reversed() {
            if let value = assignedValue(of: name, in: inner) { return value }
          }
        }
      }
      if let members = syntax.as(MemberBlockItemListSyntax.self) {
        for member in members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          if let value = initialValue(of: name, in: variable) { return value }
        }
      }
      current = syntax.parent
    }
    return nil
  }

  /// The value a statement gives `name`: its declaration's initial value, or an assignment's.
  private static func assignedValue(of name: String, in item: CodeBlockItemSyntax) -> String? {
    if let variable = item.item.as(VariableDeclSyntax.self) { return initialValue(of: name, in: variable) }
    guard let expression = item.item.as(ExprSyntax.self) else { return nil }
    // The tree is folded (`InfixOperatorExprSyntax`) once the program's operators are known.
    let target: ExprSyntax
    let value: String
    if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
      (target, value) = (infix.leftOperand, infix.rightOperand.trimmedDescription)
    } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
      let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    {
      (target, value) = (first, sequence.elements.dropFirst(2).map(\.trimmedDescription).joined(separator: " "))
    } else {
      return nil
    }
    return names(target, name) ? value : nil
  }

  /// Whether `target` is `name` or `self.name`.
  private static func names(_ target: ExprSyntax, _ name: String) -> Bool {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
    guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else {
      return false
    }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  private static func initialValue(of name: String, in variable: VariableDeclSyntax) -> String? {
    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
      if let value = binding.initializer?.value { return value.trimmedDescription }
    }
    return nil
  }

  /// Whether `token` names a value by itself: a reference, or the base of a member access
  /// (`contentView` in `contentView.environmentObject(store)`), never the member's name.
  private static func isStandalone(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return true }
    return member.declName.id != reference.id
  }

  /// `text` with the identifier `name` replaced where it stands alone.
  private static func replacing(_ name: String, with replacement: String, in text: String) -> String {
    rewriting(text) { token in token.text == name && isStandalone(token) ? replacement : nil }
  }

  /// `text` token by token, each token's text as `rewrite` gives it (nil: as it is), trivia kept.
  private static func rewriting(_ text: String, _ rewrite: (TokenSyntax) -> String?) -> String {
    var result = ""
    for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
      result += token.leadingTrivia.description + (rewrite(token) ?? token.text) + token.trailingTrivia.description
    }
    return result
  }
}
