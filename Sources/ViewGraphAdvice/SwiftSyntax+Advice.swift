import Foundation
import SwiftSyntax
import ViewGraph

// What `advise` (issue 40) asks of the syntax of the user's code: the small questions its edits
// are made of.

extension VariableDeclSyntax {
  /// The statements of a computed property's getter (`var body: some View { … }`).
  var bodyStatements: CodeBlockItemListSyntax? {
    switch bindings.first?.accessorBlock?.accessors {
    case .getter(let statements): statements
    case .accessors(let accessors):
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: nil
    }
  }

  /// Its written type, else the type of its literal or of the call that makes it (`= 0` is `Int`,
  /// `= Library()` is `Library`).
  var writtenOrLiteralType: String? {
    guard let binding = bindings.first else { return nil }
    if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
    guard let value = binding.initializer?.value else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first?.expression {
      // `["Ada", "Grace"]` is `[String]`: every element a literal of the first's kind.
      let kinds: [(SyntaxProtocol.Type, String)] = [
        (StringLiteralExprSyntax.self, "String"), (IntegerLiteralExprSyntax.self, "Int"),
      ]
      for (kind, name) in kinds where first.is(kind) && array.elements.allSatisfy({ $0.expression.is(kind) }) {
        return "[\(name)]"
      }
    }
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return nil
  }

  /// The declaration as written, without `private` or `fileprivate` (a private property would make
  /// the new view's memberwise initializer private).
  var withoutAccessModifiers: String {
    var edits = TextEdits()
    for modifier in modifiers where ["private", "fileprivate"].contains(modifier.name.text) { edits.remove(modifier) }
    // The edits' offsets count from the file's start: the text is put at its place.
    let text = edits.applied(to: String(repeating: " ", count: position.utf8Offset) + description)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension StructDeclSyntax {
  /// The indentation of its first member, four spaces if it has none.
  var memberIndentation: String {
    guard let first = memberBlock.members.first else { return "    " }
    let trivia = first.leadingTrivia.description
    return String(trivia.split(separator: "\n", omittingEmptySubsequences: false).last ?? "    ")
  }
}

extension SyntaxProtocol {
  /// The spaces and tabs before its first token on its line.
  var leadingIndentation: String {
    String(leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }
}

extension CodeBlockItemSyntax {
  /// The primitive view the element makes (`Text` of `Text(x).font(.title)`), nil for an `if`.
  var primitiveName: String? {
    var expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) { return callee.baseName.text }
        expression = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        expression = member.base
      } else {
        return nil
      }
    }
    return nil
  }
}

extension String {
  /// Whether the text is a plain Swift name: letters, digits and `_`, not starting with a digit.
  var isSwiftIdentifier: Bool {
    guard let first, first.isLetter || first == "_" else { return false }
    return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

extension ClassDeclSyntax {
  /// Whether the class lists `ObservableObject` among what it inherits.
  var conformsToObservableObject: Bool {
    inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "ObservableObject" } ?? false
  }
}

extension SyntaxProtocol {
  /// The nearest node above this one of type `type`.
  func ancestor<Node: SyntaxProtocol>(_ type: Node.Type) -> Node? {
    var node = parent
    while let current = node {
      if let found = current.as(type) { return found }
      node = current.parent
    }
    return nil
  }
}

extension DeclSyntax {
  /// The statements of a computed property's getter or of a function's body, if it is one.
  var bodyStatements: CodeBlockItemListSyntax? {
    self.as(FunctionDeclSyntax.self)?.body?.statements ?? self.as(VariableDeclSyntax.self)?.bodyStatements
  }
}

extension VariableDeclSyntax {
  /// The names it declares.
  var names: [String] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }

  /// Its attribute named `name` (`@Published`), if it has one.
  func attribute(_ name: String) -> AttributeSyntax? {
    attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
  }

  func has(_ attribute: String) -> Bool { self.attribute(attribute) != nil }

  /// The written type of its first binding, without `?`/`!` (`Store?` is `Store`), else the type its
  /// initial value makes (`= Store()`).
  var heldTypeName: String? {
    guard let binding = bindings.first else { return nil }
    if var type = binding.typeAnnotation?.type {
      if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
      return type.trimmedDescription
    }
    return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
  }

  /// Whether it holds an object of class `name`.
  func holds(_ name: String) -> Bool { heldTypeName == name }

  /// The struct, class or enum it is declared in.
  var enclosingType: Syntax? {
    var node = parent
    while let current = node {
      if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
        return current
      }
      node = current.parent
    }
    return nil
  }
}

extension CodeBlockItemSyntax {
  /// The name of the collection a `ForEach` or `List` of the element shows: `songs` of
  /// `ForEach(playlist.songs, id: \.self)`.
  var collectionName: String? {
    for token in tokens(viewMode: .sourceAccurate) where ["ForEach", "List"].contains(token.text) {
      guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let first = call.arguments.first?.expression
      else { continue }
      let last = first.tokens(viewMode: .sourceAccurate).filter {
        if case .identifier = $0.tokenKind { true } else { false }
      }.last
      if let last { return last.text }
    }
    return nil
  }
}

extension VariableDeclSyntax {
  /// Whether it is an `@Environment` or `@EnvironmentObject` property of the entry `key` as an
  /// update set names it (`\.theme`, `Library`, `Library.self`).
  func declaresEntry(_ key: String) -> Bool {
    if let environment = attribute("Environment"), case .argumentList(let arguments)? = environment.arguments,
      let argument = arguments.first?.expression.trimmedDescription
    {
      return argument == key || argument == key + ".self" || argument.replacingOccurrences(of: ".self", with: "") == key
    }
    if has("EnvironmentObject"), let type = heldTypeName { return type == key || type + ".self" == key }
    return false
  }
}

extension String {
  /// `String` of `String?`.
  var trimmingOptional: String { hasSuffix("?") ? String(dropLast()) : self }
}
