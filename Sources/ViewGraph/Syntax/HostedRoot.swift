import SwiftParser
import SwiftSyntax

/// The SwiftUI root of an app that UIKit or AppKit starts: the view a hosting controller is made
/// with (`UIHostingController(rootView: ContentView())`, `NSHostingView(rootView:)`,
/// `super.init(rootView:)` in a subclass) or a `WKHostingController`'s `body`. Its text is taken
/// with the locals it names written out (`let contentView = ContentView().environmentObject(store)`
/// then `rootView: contentView`), so that it can be run as the root of a launch.
enum HostedRoot {
  /// The hosting types whose `rootView:` is the app's root.
  static let hostingTypes: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView", "WKHostingController"]

  /// The `rootView:` argument of a hosting controller's initializer, if `call` is one.
  static func rootView(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let argument = call.arguments.first(where: { $0.label?.text == "rootView" }) else { return nil }
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let reference = callee.as(DeclReferenceExprSyntax.self), hostingTypes.contains(reference.baseName.text) { return argument.expression }
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", member.base?.is(SuperExprSyntax.self) == true {
      return argument.expression
    }
    return nil
  }

  /// The root view's text, each local it names replaced by that local's initial value (a few
  /// levels deep, the nearest declaration before the use).
  static func text(of expression: ExprSyntax) -> String {
    var text = expression.trimmedDescription
    for _ in 0..<4 {
      var replaced = false
      for reference in references(in: text) {
        guard let initializer = localInitializer(named: reference, before: expression) else { continue }
        text = replacing(reference, with: "(" + initializer + ")", in: text)
        replaced = true
      }
      if !replaced { break }
    }
    return text
  }

  /// The lowercase names an expression's text refers to (locals are lowercase).
  private static func references(in text: String) -> [String] {
    let tree = Parser.parse(source: text)
    var names: [String] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
        token.parent?.as(DeclReferenceExprSyntax.self) != nil, token.parent?.parent?.as(MemberAccessExprSyntax.self) == nil
      else { continue }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// `let name = value` or `var name = value` declared before `node` in a block around it.
  private static func localInitializer(named name: String, before node: some SyntaxProtocol) -> String? {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let block = syntax.as(CodeBlockItemListSyntax.self) {
        for item in block.reversed() where item.position < node.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return value.trimmedDescription }
          }
        }
      }
      current = syntax.parent
    }
    return nil
  }

  /// `text` with the identifier `name` replaced where it stands alone.
  private static func replacing(_ name: String, with replacement: String, in text: String) -> String {
    let tree = Parser.parse(source: text)
    var result = ""
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let isReference = token.text == name && token.parent?.as(DeclReferenceExprSyntax.self) != nil
        && token.parent?.parent?.as(MemberAccessExprSyntax.self) == nil
      result += token.leadingTrivia.description + (isReference ? replacement : token.text) + token.trailingTrivia.description
    }
    return result
  }
}
