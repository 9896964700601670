import ViewGraphModel

/// The type index's questions about the interpreter's values and the libraries' natives, asked by
/// the engine: here, so that the program model (`Program/TypeIndex.swift`) names neither.
extension TypeIndex {
  /// The program's classes an object's class inherits from, nearest first.
  func superclasses(of value: Value) -> [TypeDecl] {
    guard case .object(let object) = value else { return [] }
    var chain: [TypeDecl] = []
    var next = object.type
    while let superclass = next.superclassName.flatMap({ program.types[$0] })
      ?? next.conformances.sorted().compactMap({ program.types[$0] }).first(where: { $0.kind == .classType }),
      !chain.contains(where: { $0 === superclass }), superclass !== object.type
    {
      chain.append(superclass)
      next = superclass
    }
    return chain
  }

  /// A type name that neither the program, the prelude nor a library declares (`Session` of an
  /// ignored `import Alamofire`), and that is no generic parameter.
  func isUnknownType(_ name: String, natives: NativeRegistry) -> Bool {
    guard name.first?.isUppercase == true, name.count > 1, !name.contains(".") else { return false }
    return program.declaredType(named: name) == nil && !BuiltinNames.isBuiltin(name, natives: natives)
      && !natives.isClosedType(name)
      && !natives.isSymbolType(name) && !isGenericParameter(name) && program.typeAliases[name] == nil
  }

  /// The getter of the computed property `name` that an extension of a type whose values ViewGraph
  /// keeps as SwiftUI symbols declares (`extension Color { var isBrand: Bool { … } }`), when
  /// exactly one such extension does: a symbol (`.red`) does not say its type, so a name two of
  /// them declare is neither's. `View`'s extension is not one of them.
  func symbolExtensionGetter(_ name: String, natives: NativeRegistry) -> FunctionDecl? {
    if let cached = symbolGetters[name] { return cached }
    let getters = natives.symbolTypeNames.compactMap { program.types[$0] }
      .filter { $0.attributes.contains("builtinExtension") }
      .compactMap { $0.computedProperties[name]?.getter }
    let getter = getters.count == 1 ? getters[0] : nil
    symbolGetters[name] = .some(getter)
    return getter
  }

  /// How a style of the program's own builds its body: the prelude's `_styledBody(_:)` of the
  /// style protocol it conforms to, which calls its `makeBody(configuration:)`.
  package func styleBody(of style: StructValue) -> FunctionDecl? {
    protocols(of: .structure(style)).lazy.compactMap { $0.methods["_styledBody"]?.first }.first
  }

  /// The protocols a value conforms to, for protocol extension members.
  package func protocols(of value: Value) -> [TypeDecl] {
    let names: Set<String>
    switch value {
    case .structure(let s): names = s.type.conformances
    case .object(let o): names = o.type.conformances
    case .enumCase(let e): names = e.type?.conformances ?? []
    case .view, .symbol: names = ["View", value.typeName]
    // `extension String { … }`, `extension BinaryFloatingPoint { … }`
    default: names = conformances(ofStandardType: value.typeName)
    }
    return names.sorted().compactMap { program.types[$0] }.filter(\.isProtocol)
  }
}
