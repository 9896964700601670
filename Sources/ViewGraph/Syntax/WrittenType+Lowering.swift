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
