import SwiftSyntax

extension WrittenType {
  /// Lowers swift-syntax's type tree: the one place a written type is read. Attributes
  /// (`@escaping`, `@Sendable`) and specifiers (`inout`, `sending`) are left out; `Array<T>`,
  /// `Optional<T>` and `Dictionary<K, V>` are the same types as `[T]`, `T?` and `[K: V]`; a
  /// parenthesised type is the type inside.
  init(_ syntax: TypeSyntax) {
    self = Self.lowering(syntax, depth: 0)
  }

  /// Types nested deeper than this are cut off (the parser refuses such input long before).
  private static let maxDepth = 64

  private static func lowering(_ syntax: TypeSyntax, depth: Int) -> WrittenType {
    guard depth < maxDepth else { return .named("_") }
    func lower(_ type: TypeSyntax) -> WrittenType { lowering(type, depth: depth + 1) }
    if let identifier = syntax.as(IdentifierTypeSyntax.self) {
      let arguments =
        identifier.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self).map(lower) } ?? []
      return structural(named: identifier.name.text, arguments)
    }
    if let member = syntax.as(MemberTypeSyntax.self) {
      let arguments =
        member.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self).map(lower) } ?? []
      let base = lower(member.baseType)
      // `Swift.Int` and `SwiftUI.Text` are the names themselves.
      if let module = base.name, BuiltinNames.modules.contains(module) || module == "Swift" {
        return structural(named: member.name.text, arguments)
      }
      // `Outer.Inner`: the base's name components and the member's; a structural or generic
      // base (`Array<Int>.Index`) is one component, as Swift writes it.
      let outer = base.arguments.isEmpty ? base.qualifiedName : nil
      return WrittenType(
        .named((outer ?? QualifiedName(components: [base.description])).appending(member.name.text)), arguments)
    }
    if let array = syntax.as(ArrayTypeSyntax.self) { return WrittenType(.array, [lower(array.element)]) }
    if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      return WrittenType(.dictionary, [lower(dictionary.key), lower(dictionary.value)])
    }
    if let optional = syntax.as(OptionalTypeSyntax.self) {
      return WrittenType(.optional, [lower(optional.wrappedType)])
    }
    if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return WrittenType(.optional, [lower(unwrapped.wrappedType)])
    }
    if let tuple = syntax.as(TupleTypeSyntax.self) {
      let elements = tuple.elements.map { lower($0.type) }
      if elements.count == 1, tuple.elements.first?.firstName == nil { return elements[0] }
      // `(background: Color, font: Color)`: the struct a labelled tuple is (`NameResolver.labelledTupleType`).
      let labels = tuple.elements.compactMap { $0.firstName?.text }
      if labels.count == elements.count { return .labelledTuple(labels, elements) }
      return WrittenType(.tuple, elements)
    }
    if let function = syntax.as(FunctionTypeSyntax.self) {
      var type = WrittenType(
        .function, function.parameters.map { lower($0.type) } + [lower(function.returnClause.type)])
      type.isAsync = function.effectSpecifiers?.asyncSpecifier != nil
      return type
    }
    if let attributed = syntax.as(AttributedTypeSyntax.self) { return lower(attributed.baseType) }
    if let someOrAny = syntax.as(SomeOrAnyTypeSyntax.self) {
      let head: Head = someOrAny.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque : .existential
      return WrittenType(head, [lower(someOrAny.constraint)])
    }
    if let metatype = syntax.as(MetatypeTypeSyntax.self) { return WrittenType(.metatype, [lower(metatype.baseType)]) }
    if let composition = syntax.as(CompositionTypeSyntax.self) {
      return WrittenType(.composition, composition.elements.map { lower($0.type) })
    }
    if syntax.is(ClassRestrictionTypeSyntax.self) { return .named("AnyObject") }
    return .named(syntax.trimmedDescription)
  }

  /// `Array<T>`, `Optional<T>` and `Dictionary<K, V>` written out are the structural types.
  private static func structural(named name: String, _ arguments: [WrittenType]) -> WrittenType {
    switch (name, arguments.count) {
    case ("Array", 1): WrittenType(.array, arguments)
    case ("Optional", 1): WrittenType(.optional, arguments)
    case ("Dictionary", 2): WrittenType(.dictionary, arguments)
    default: .named(name, arguments)
    }
  }
}

/// A type written where an expression stands: `[MenuSection].self`, `[Int](repeating: 0, count: 3)`.
extension WrittenType {
  /// A type written where an expression stands (`[MenuSection].self`, `[String: Astronaut].self`).
  init(typeExpression expr: ExprSyntax) {
    self = Self.reading(typeExpression: expr)
  }

  private static func reading(typeExpression expr: ExprSyntax) -> WrittenType {
    if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
      return WrittenType(.array, [reading(typeExpression: element.expression)])
    }
    if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content,
      pairs.count == 1,
      let pair = pairs.first
    {
      return WrittenType(
        .dictionary, [reading(typeExpression: pair.key), reading(typeExpression: pair.value)])
    }
    if let typeExpr = expr.as(TypeExprSyntax.self) { return WrittenType(typeExpr.type) }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return WrittenType(.optional, [reading(typeExpression: optional.expression)])
    }
    if let generic = expr.as(GenericSpecializationExprSyntax.self) {
      let arguments = generic.genericArgumentClause.arguments.compactMap {
        $0.argument.as(TypeSyntax.self).map(WrittenType.init)
      }
      return .named(reading(typeExpression: generic.expression).description, arguments)
    }
    return .named(expr.trimmedDescription)
  }

  /// `Array` for `[T]` or `[T].init`, `Dictionary` for `[K: V]` or `[K: V].init`, written as the
  /// called expression; nil for anything else.
  static func collectionName(called: ExprSyntax) -> String? {
    var written = called
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      written = base
    }
    if let array = written.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first?.expression,
      namesType(element)
    {
      return "Array"
    }
    if written.is(DictionaryExprSyntax.self) { return "Dictionary" }
    return nil
  }

  /// Whether `[…]` names a collection type (`[Section]`, `[String: Item]`), not an array literal.
  static func namesCollection(_ expr: ExprSyntax) -> Bool {
    if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
      return namesType(element.expression)
    }
    if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content,
      pairs.count == 1, let pair = pairs.first
    {
      return namesType(pair.key) && namesType(pair.value)
    }
    return false
  }

  /// Whether an expression written inside `[…]` names a type (`Int`, `Item`, `Model.Row`, `[Int]`).
  private static func namesType(_ expr: ExprSyntax) -> Bool {
    if expr.is(TypeExprSyntax.self) || expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) {
      return true
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      return member.declName.baseName.text.first?.isUppercase == true && namesType(base)
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) { return namesType(optional.expression) }
    return expr.is(GenericSpecializationExprSyntax.self)
  }
}
