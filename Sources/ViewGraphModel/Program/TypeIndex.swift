/// Questions about a program's types that evaluation asks again and again, each answered once per
/// name: which types a `.name` shorthand may mean, which prelude enums have a case, which
/// protocols a standard type conforms to.
package final class TypeIndex {
  package let program: ProgramModel
  @exclusivity(unchecked) private var implicitOwners: [String: [TypeDecl]] = [:]
  @exclusivity(unchecked) private var preludeCaseOwners: [String: [TypeDecl]] = [:]
  @exclusivity(unchecked) private var standardConformances: [String: Set<String>] = [:]
  /// The protocols among `conformances(ofStandardType:)`, in name order, by type name: a class's
  /// `init()` asks at every object made (100,000 `Item()`s, issue 38), and sorting and looking up
  /// its conformances was most of the cost of making one.
  @exclusivity(unchecked) private var protocolsByTypeName: [String: [TypeDecl]] = [:]
  @exclusivity(unchecked) private var genericParameterNames: Set<String>?

  package init(_ program: ProgramModel) { self.program = program }

  /// The program's types with a case or static property called `name` (the prelude's, such as
  /// `UnitPoint.center`, are found only where the expected type names them).
  package func implicitMemberOwners(_ name: String) -> [TypeDecl] {
    if let cached = implicitOwners[name] { return cached }
    let owners = program.allTypes.filter(ownsImplicitMembers)
      .filter { $0.enumCase(name) != nil || $0.staticProperties[name] != nil }
    implicitOwners[name] = owners
    return owners
  }

  /// Whether `name` is a generic parameter of one of the program's types or functions (`T`,
  /// `Content`): a name a written type may use that declares no type.
  package func isGenericParameter(_ name: String) -> Bool {
    if genericParameterNames == nil {
      let types = program.allTypes
      let functions =
        types.flatMap { $0.methods.values.joined() + $0.initializers } + program.functions.own.values.joined()
      genericParameterNames = Set(types.flatMap(\.genericParameters) + functions.flatMap(\.genericParameterNames))
    }
    return genericParameterNames?.contains(name) == true
  }

  /// `symbolExtensionGetter(_:natives:)`'s answers by name (`Interpreter/TypeIndex+Values.swift`).
  @exclusivity(unchecked) package var symbolGetters: [String: FunctionDecl?] = [:]

  /// The program's types with a static method called `name`.
  package func staticMethodOwners(_ name: String) -> [TypeDecl] {
    program.allTypes.filter { type in
      ownsImplicitMembers(type) && type.methods[name]?.contains(where: \.isStatic) == true
    }
  }

  /// Whether an implicit member nothing types (`return .none` in a closure) may be `type`'s: the
  /// program's own types, and those of a package it imports that ViewGraph models
  /// (`<prelude>/Packages/…`: `Effect`'s `.none`, `.send`, `.run`), never SwiftUI's or Foundation's.
  private func ownsImplicitMembers(_ type: TypeDecl) -> Bool {
    guard type.isPrelude else { return true }
    let files = program.sources.files
    return files.indices.contains(type.location.file) && files[type.location.file].path.hasPrefix("<prelude>/Packages/")
  }

  /// The prelude's enums with a case called `name` that carries `count` values (`success/1`).
  package func preludeEnums(withCase name: String, payloadCount count: Int) -> [TypeDecl] {
    let key = "\(name)/\(count)"
    if let cached = preludeCaseOwners[key] { return cached }
    let owners = program.allTypes.filter { type in
      type.isPrelude && type.kind == .enumeration && type.enumCase(name)?.payloadLabels.count == count
    }
    preludeCaseOwners[key] = owners
    return owners
  }

  /// A standard type's name with the protocols the prelude says it conforms to (`Double`:
  /// `BinaryFloatingPoint`, `FloatingPoint`, …).
  package func conformances(ofStandardType typeName: String) -> Set<String> {
    if let known = standardConformances[typeName] { return known }
    var found: Set<String> = [typeName]
    var pending = [typeName]
    while let next = pending.popLast() {
      for name in program.types[next]?.conformances ?? [] where found.insert(name).inserted { pending.append(name) }
    }
    standardConformances[typeName] = found
    return found
  }

  /// Whether a type conforms to a protocol, itself or through the protocols it conforms to.
  package func conforms(_ type: TypeDecl, to protocolName: String) -> Bool {
    conformances(ofStandardType: type.name).contains(protocolName)
  }

  /// The initializers a type has from the extensions of the protocols it conforms to (an
  /// `OptionSet`'s `init()` and `init(arrayLiteral:)`), after its own.
  package func initializers(of type: TypeDecl) -> [FunctionDecl] {
    let protocols: [TypeDecl]
    if let known = protocolsByTypeName[type.name] {
      protocols = known
    } else {
      protocols = conformances(ofStandardType: type.name).sorted().compactMap { program.types[$0] }.filter(\.isProtocol)
      protocolsByTypeName[type.name] = protocols
    }
    return type.initializers + protocols.filter { $0 !== type }.flatMap(\.initializers)
  }

  /// Whether a type may have members ViewGraph does not see: a framework type of the prelude or of
  /// a package's model (`Reducer` of TCA 0.x has `combine`), or one conforming to a protocol ViewGraph
  /// does not know.
  package func isPartlySimulated(_ type: TypeDecl) -> Bool {
    type.isPrelude || program.sources.isPrelude(type.location)
      || type.conformances.contains { !isKnown($0) && !Self.fullyKnownProtocols.contains($0) }
  }

  /// The first protocol (by name) a program's type conforms to that ViewGraph does not know (a
  /// package's whose sources are not here, `ConnectedView`), nil when it knows them all.
  package func unknownConformance(of type: TypeDecl) -> String? {
    guard !type.isPrelude, !program.sources.isPrelude(type.location) else { return nil }
    return type.conformances.sorted().first { !isKnown($0) && !Self.fullyKnownProtocols.contains($0) }
  }

  /// Whether a conformance names a type ViewGraph has: the program's, or the prelude's by its own
  /// name. A prelude type nested in another is found by its last name too, but a conformance to
  /// `Component` means RealityKit's protocol, not `Calendar.Component`.
  private func isKnown(_ conformance: String) -> Bool {
    guard let type = program.types[conformance] else { return false }
    return !type.isPrelude || type.name == conformance
  }

  /// The standard protocol that gives a program's type the member `name` ViewGraph does not
  /// simulate (`hashValue` of a `Hashable` type, an enum's among them), if one does: the member
  /// is then Swift's, not a typo in the program (issue 36).
  package func conformanceGiving(_ name: String, to type: TypeDecl) -> String? {
    let conformances = type.conformances.sorted() + (type.kind == .enumeration ? ["Hashable"] : [])
    return conformances.first { Self.membersOfConformances[$0]?.contains(name) == true }
  }

  /// Members standard protocols give the types that conform to them.
  private static let membersOfConformances: [String: Set<String>] = [
    "Hashable": ["hashValue", "hash"], "Error": ["localizedDescription"], "LocalizedError": ["localizedDescription"],
    "CaseIterable": ["allCases"], "RawRepresentable": ["rawValue"], "String": ["rawValue"], "Int": ["rawValue"],
    "Encodable": ["encode"], "Codable": ["encode"], "CustomStringConvertible": ["description"],
    "CustomDebugStringConvertible": ["debugDescription"], "Identifiable": ["id"],
  ]

  /// Protocols and raw types whose members a program's type gets are all simulated.
  private static let fullyKnownProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "Codable", "Encodable", "Decodable",
    "Sendable", "CustomStringConvertible", "RawRepresentable", "Error", "String", "Int", "Double", "Float", "Character",
  ]
}
