import ViewGraphModel

extension Interpreter {
  // MARK: - Reading members

  /// `base.name`, with property wrappers applied as SwiftUI applies them: a `@State` field reads its
  /// storage, a `@Binding` field reads through the binding; `$name` projects, `_name` is the wrapper.
  package func member(
    of base: Value, _ rawName: String, access rawAccess: NameReference.Access = .plain, at location: SourceLocation
  ) throws -> Value {
    var name = rawName
    var access = rawAccess
    // Most names start with neither `$` nor `_`: their first byte says so before any grapheme is
    // counted (every member read, 200,000 at 100,000 cells, issue 38).
    if access == .plain, let first = name.utf8.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "_"),
      name.count > 1
    {
      if name.hasPrefix("$") {
        name.removeFirst()
        access = .projected
      } else if name.hasPrefix("_"), base.storedProperty(String(name.dropFirst()))?.hasWrapper == true {
        name.removeFirst()
        access = .wrapper
      }
    }
    switch base {
    case .structure(let s):
      // The property is looked up once: a lazy one not made yet, else the field.
      if let property = s.type.storedProperty(name) {
        if let lazy = property.lazyInitializer, s.fields[name] == nil {
          return try invoke(lazy, arguments: [], selfValue: base, captured: nil, at: location).result
        }
        if property.isQuery, access == .plain {
          return try SwiftDataModels.queryResults(self, of: s, property, at: location)
        }
        return try wrapped(s.fields[name] ?? .null, property, access: access, at: location)
      }
      return try typeMember(s.type, of: base, name, at: location)
    case .object(let object):
      if let (superclassName, member) = SuperMember.parts(of: name) {
        // `super.description`: the superclass's getter where it declares one, else the member.
        if let getter = program.types[superclassName]?.computedProperties[member]?.getter {
          return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
        }
        return try self.member(of: base, member, at: location)
      }
      if let property = object.type.storedProperty(name) {
        if let lazy = property.lazyInitializer, object.fields[name] == nil {
          let value = try invoke(lazy, arguments: [], selfValue: base, captured: nil, at: location).result
          object.fields[name] = value.coerced(to: property.type)
        }
        if property.isPublished, access == .projected {
          // `$query`: a publisher, not a binding
          return try library(PublishedSubjects.self).subject(of: object, name, at: location)
        }
        if UpdateModel.ObservationReads.isTracked(property, of: object.type) {
          tracker.recordRead(.property(objectID: object.id, name: name), at: location)
        }
        if property.isWeakReference { return object.weakReference(name) }
        return try wrapped(object.fields[name] ?? .null, property, access: access, at: location)
      }
      return try typeMember(object.type, of: base, name, at: location)
    case .enumCase(let e):
      if name == "rawValue", let type = e.type, let decl = type.enumCase(e.name) {
        return try decl.rawValue.map { try evaluate($0, Scope(size: 0, parent: nil)) } ?? .string(e.name)
      }
      if let type = e.type { return try typeMember(type, of: base, name, at: location) }
    case .metatype(let type):
      return try staticMember(type, name, at: location)
    case .binding(let binding):
      switch name {
      case "wrappedValue": return try swiftUI.readBinding(binding, at: location)
      case "projectedValue": return base
      case "count", "isEmpty", "startIndex", "endIndex", "indices":
        // A binding to an array is a collection (`Binding: Collection`): `$items.count` is the
        // array's count, read through the binding; an array has no writable member of these names.
        let value = try swiftUI.readBinding(binding, at: location)
        if case .array = value { return try member(of: value, name, at: location) }
        return .binding(try swiftUI.derivedBinding(binding, .field(name), at: location))
      default: return .binding(try swiftUI.derivedBinding(binding, .field(name), at: location))
      }
    case .stateCell(let cell):
      switch name {
      case "wrappedValue": return try swiftUI.readState(cell, at: location)
      case "projectedValue": return .binding(try swiftUI.makeBinding(.state(cell), at: location))
      default: break
      }
    case .tuple(let items):
      if let index = Int(name), items.indices.contains(index) { return items[index] }
    case .opaque(let o):
      return .opaque(o.appending("." + name))
    case .null:
      if let value = try optionalExtensionMember(of: base, name, at: location) { return value }
      throw fail(.optionalMember(name), at: location)
    default:
      break
    }
    if case .symbol = base, let getter = typeIndex.symbolExtensionGetter(name, natives: natives) {
      // `Color.red.isBrand` where `extension Color { var isBrand: Bool { … } }`.
      return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
    }
    if let value = try libraryProperty(of: base, name, at: location) { return value }
    // `extension Int { var doubled: Int { … } }`: a computed property the program adds.
    for holder in typeIndex.protocols(of: base) {
      if let getter = holder.computedProperties[name]?.getter {
        return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
      }
    }
    // `3.ft` where `extension Double { var ft: Double { … } }`: an integer literal is the `Double`
    // whose member it names, as Swift types it.
    if case .int(let integer) = base {
      for holder in typeIndex.protocols(of: .double(Double(integer))) {
        if let getter = holder.computedProperties[name]?.getter {
          return try invoke(getter, arguments: [], selfValue: .double(Double(integer)), captured: nil, at: location)
            .result
        }
      }
    }
    if case .symbol(let symbol) = base {
      // `.loading` of a framework type ViewGraph does not simulate (StoreKit's
      // `EntitlementTaskState`), then `state.value`: opaque, an error only where a real value is needed.
      return .opaque(OpaqueValue(description: "\(symbol).\(name)", origin: location))
    }
    if let value = try optionalExtensionMember(of: base, name, at: location) { return value }
    throw fail(.noMember(name, on: base.typeName), at: location)
  }

  /// `extension Book? { var label: String { … } }`, `extension Optional where Wrapped == Int`: a
  /// member the program gives optionals, found on nil and on a value whose own type lacks it (the
  /// optional it was read from is gone at run time), with that value as `self`; nil if none.
  func optionalExtensionMember(of base: Value, _ name: String, at location: SourceLocation) throws -> Value? {
    guard let holder = program.types["Optional"], holder.attributes.contains("builtinExtension") else { return nil }
    if let getter = holder.computedProperties[name]?.getter {
      return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
    }
    if let method = holder.methods[name]?.first(where: { !$0.isStatic }) {
      return .function(makeFunction(.declared(method, captured: nil, selfValue: base)))
    }
    return nil
  }

  /// A property of a standard value (`items.count`, `text.isEmpty`): a native registered for its
  /// kind, or nil when there is none.
  func libraryProperty(of base: Value, _ name: String, at location: SourceLocation) throws -> Value? {
    guard let native = natives.property(name, of: base) else {
      guard case .string(let text) = base else { return nil }
      let characters = Self.characters(of: text)
      return try natives.property(name, of: characters).map {
        try callNative($0, receiver: characters, [], labels: [], at: location)
      }
    }
    return try callNative(native, receiver: base, [], labels: [], at: location)
  }

  /// A stored field's value as code sees it through its property wrapper.
  private func wrapped(
    _ raw: Value, _ property: PropertyDecl, access: NameReference.Access, at location: SourceLocation
  ) throws -> Value {
    if case .opaque(let missing) = raw, let error = missing.errorWhenRead, access != .wrapper {
      throw fail(error, at: location)
    }
    if property.programWrapper != nil {
      // The program's own wrapper: `flag` is its `wrappedValue`, `$flag` its `projectedValue`.
      switch access {
      case .wrapper: return raw
      case .projected: return try member(of: raw, "projectedValue", at: location)
      case .plain, .bindingValue: return try member(of: raw, "wrappedValue", at: location)
      }
    }
    switch access {
    case .wrapper:
      return raw
    case .projected:
      return try projectedValue(of: raw, at: location)
    case .plain, .bindingValue:
      switch raw {
      case .stateCell(let cell): return try swiftUI.readState(cell, at: location)
      case .binding(let binding) where property.isBinding: return try swiftUI.readBinding(binding, at: location)
      default: return raw
      }
    }
  }

  /// Computed properties and methods declared on a type, looked up on an instance.
  private func typeMember(_ type: TypeDecl, of base: Value, _ name: String, at location: SourceLocation) throws -> Value
  {
    if let property = type.computedProperties[name], let getter = property.getter {
      return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
    }
    if let method = type.methods[name]?.first(where: { !$0.isStatic }) {
      return .function(makeFunction(.declared(method, captured: nil, selfValue: base)))
    }
    for holder in typeIndex.protocols(of: base) {
      if let getter = holder.computedProperties[name]?.getter {
        return try invoke(getter, arguments: [], selfValue: base, captured: nil, at: location).result
      }
      // `StoreConnector(content: render)`: a protocol extension's method, named without a call.
      if let method = holder.methods[name]?.first(where: { !$0.isStatic && $0.nativeModifier == nil }) {
        return .function(makeFunction(.declared(method, captured: nil, selfValue: base)))
      }
    }
    if let value = try libraryProperty(of: base, name, at: location) { return value }
    // An `optional` requirement of a protocol it conforms to, which it does not implement.
    if typeIndex.protocols(of: base).contains(where: { $0.optionalRequirements.contains(name) }) { return .null }
    if let lookup = declaredSubscript(of: base, labels: ["dynamicMember"], setter: false) {
      // `@dynamicMemberLookup`: `store.count` is `store[dynamicMember: \.count]`.
      return try invoke(lookup, arguments: [.keyPath([name])], selfValue: base, captured: nil, at: location).result
    }
    if let value = try optionalExtensionMember(of: base, name, at: location) { return value }
    return try missingMember(name, of: type, at: location)
  }

  /// `Type.name`: a static property, an enum case, a static method, `self`.
  package func staticMember(_ type: TypeReference, _ name: String, at location: SourceLocation) throws -> Value {
    if name == "self" { return .metatype(type) }
    guard case .declared(let decl) = type else {
      return try builtinStaticMember(type.name, name, extended: type.written.extendedTypeName, at: location)
    }
    if name == "init", decl.isProtocol, !decl.extendsBuiltin, program.sources.isPrelude(decl.location) {
      // `Reducer<State, Action, Environment>.init { … }`: a package's older API (see `construct`).
      warnOnce(.notSimulatedHere("'\(decl.name).init'"), at: programLocation(location))
      return .opaque(OpaqueValue(description: "\(decl.name).init", origin: location))
    }
    if name == "init", !decl.extendsBuiltin {
      // `ItemRow.init` as a function value (`ForEach(items, content: ItemRow.init)`).
      return .function(makeFunction(.initializer(decl)))
    }
    if name == "allCases", decl.kind == .enumeration, decl.staticProperties[name] == nil {
      // Synthesized only when the enum does not declare its own (`static var allCases: [Day] { … }`).
      return .array(
        decl.cases.filter(\.payloadLabels.isEmpty).map {
          .enumCase(EnumCaseValue(type: decl, name: $0.name, payload: []))
        })
    }
    if let caseDecl = decl.enumCase(name) {
      if caseDecl.payloadLabels.isEmpty { return .enumCase(EnumCaseValue(type: decl, name: name, payload: [])) }
      return .function(makeFunction(.enumCase(decl, name)))
    }
    if let property = decl.staticProperties[name] {
      if let getter = property.getter {
        return try invoke(getter, arguments: [], selfValue: .metatype(type), captured: nil, at: location).result
      }
      if property.programWrapper != nil {
        // `@UserDefault(…) static var flag: Bool`: the wrapper is kept; `flag` is its `wrappedValue`.
        if statics[decl.name]?[name] == nil {
          statics[decl.name, default: [:]][name] = try makeProgramWrapper(
            for: property, wrapping: property.initializer, at: location)
        }
        return try member(of: statics[decl.name]?[name] ?? .null, "wrappedValue", at: location)
      }
      if let value = statics[decl.name]?[name] { return value }
      let value =
        try property.initializer.map { try evaluate($0, Scope(size: 0, parent: nil), expecting: property.type) }
        ?? .null
      statics[decl.name, default: [:]][name] = value
      objectsKeptBefore = objects.nextID
      return value
    }
    if let method = decl.methods[name]?.first(where: \.isStatic) {
      return .function(makeFunction(.declared(method, captured: nil, selfValue: .metatype(type))))
    }
    if let nested = program.types["\(decl.name).\(name)"] { return .metatype(.declared(nested)) }
    if decl.extendsBuiltin { return try builtinStaticMember(decl.name, name, at: location) }
    if let aliased = memberType(decl, name) { return .metatype(aliased) }
    if name == "ID", decl.storedProperty("id") != nil || decl.computedProperties["id"] != nil {
      // `Backyard.ID.self` where `id`'s type is not written: `Identifiable`'s associated type.
      return .metatype(.builtin(.named("\(decl.name).ID")))
    }
    if let value = try protocolStaticMember(of: decl, type, name, at: location) { return value }
    return try missingMember(name, of: decl, at: location)
  }

  /// `Badge.reuseName` of `extension Reusable { static var reuseName: String { … } }` where `Badge`
  /// conforms to `Reusable` (or to a protocol that refines it): the extension's static property or
  /// static method, `Self` being the conforming type; nil when no protocol it conforms to has one.
  private func protocolStaticMember(
    of decl: TypeDecl, _ type: TypeReference, _ name: String, at location: SourceLocation
  )
    throws -> Value?
  {
    let protocols = typeIndex.conformances(ofStandardType: decl.name).sorted().compactMap { program.types[$0] }
    for holder in protocols where holder.isProtocol && holder !== decl {
      if let getter = holder.staticProperties[name]?.getter {
        return try invoke(
          getter, arguments: [], selfValue: .metatype(type), captured: nil, at: location, typeBindings: ["Self": type]
        ).result
      }
      if let method = holder.methods[name]?.first(where: { $0.isStatic && $0.nativeModifier == nil }) {
        return .function(makeFunction(.declared(method, captured: nil, selfValue: .metatype(type))))
      }
    }
    return nil
  }

  /// `Item.ID`: a type named as a member of `decl` that is no nested type of it: a nested
  /// `typealias` (`typealias ID = String`: its target), or `Identifiable`'s `ID` (the written type
  /// of the `id` it declares, `Item` itself for `Self`); nil otherwise.
  func memberType(_ decl: TypeDecl, _ name: String) -> TypeReference? {
    let written: WrittenType
    if let alias = program.typeAliases["\(decl.name).\(name)"] {
      written = alias
    } else if name == "ID", let type = (decl.storedProperty("id") ?? decl.computedProperties["id"])?.type {
      written = type
    } else {
      return nil
    }
    guard let target = written.name else { return .builtin(written) }
    if target == "Self" || target == decl.name { return .declared(decl) }
    if let declared = program.types["\(decl.name).\(target)"] ?? program.types[target] { return .declared(declared) }
    return .builtin(written)
  }

  // MARK: - Writing

  /// Assigns to a place. `inPlace` marks a modification through `_modify` (compound assignment,
  /// mutating methods, writes into a field or element), which Observation does not compare.
  func assign(_ target: Expr, _ value: Value, _ scope: Scope, inPlace: Bool) throws {
    switch target.kind {
    case .name(let reference):
      switch reference.resolution {
      case .local(let depth, let slot):
        let holder = scope.ancestor(depth)
        if reference.access == .bindingValue, case .binding(let binding) = holder.slots[slot] {
          try swiftUI.writeBinding(binding, value, at: target.location)
        } else {
          holder.slots[slot] = value
        }
      case .selfMember(let depth):
        let holder = scope.ancestor(depth)
        try setMember(
          &holder.slots[0], reference.name, value, access: reference.access, inPlace: inPlace, at: target.location)
      case .selfValue(let depth):
        scope.ancestor(depth).slots[0] = value
      case .global:
        _ = try global(reference.name, at: target.location)
        globals[reference.name] = value
      case .staticMember(let typeName):
        try setStatic(typeName, reference.name, value, at: target.location)
      case .type, .builtin:
        throw fail(.cannotAssign("'\(reference.name)'"), at: target.location)
      }
    case .member(let baseExpr, let name):
      var base = try evaluate(baseExpr, scope)
      let changed = try setMember(&base, name, value, access: .plain, inPlace: inPlace, at: target.location)
      // rule 3: a struct element's field is a write to what holds it; a class element's, to the element
      if changed, UpdateModel.Collections.writesToHolder(afterSettingPartOf: base) {
        try assign(baseExpr, base, scope, inPlace: true)
      }
    case .subscriptCall(let baseExpr, let arguments):
      guard let indexExpr = arguments.first?.value else {
        throw fail(.cannotAssign("this subscript"), at: target.location)
      }
      if try holdsCollection(baseExpr, scope), arguments.count == 1 {
        // `items[i] = v` changes the element where the array is stored.
        let index = try evaluate(indexExpr, scope)
        let stored: Void? = try mutatingInPlace(baseExpr, scope, at: target.location) { collection in
          try subscriptSet(&collection, index, value, at: target.location)
          return ((), changed: true)
        }
        if stored != nil { return }
      }
      let base = try evaluate(baseExpr, scope)
      if let setter = declaredSubscript(of: base, labels: arguments.map(\.label), setter: true) {
        // A subscript the type declares: its setter runs on the value, stored back where it came from.
        let indices = try subscriptArguments(arguments, of: setter, scope)
        let (_, newSelf) = try invoke(
          setter, arguments: indices + [value], selfValue: base, captured: nil, at: target.location)
        if case .structure = base, let newSelf { try assign(baseExpr, newSelf, scope, inPlace: true) }
        return
      }
      let index = try evaluate(indexExpr, scope)
      if case .binding(let binding) = base {
        try swiftUI.writeBinding(
          try swiftUI.derivedBinding(binding, .index(index), at: target.location), value, at: target.location)
        return
      }
      try assign(baseExpr, try subscriptSet(base, index, value, at: target.location), scope, inPlace: true)
    case .forceUnwrap(let inner), .optionalBind(let inner):
      if try evaluate(inner, scope).isNull {
        if case .forceUnwrap = target.kind { throw fail(.forceUnwrapNil(), at: target.location) }
        throw ChainShortCircuit()
      }
      try assign(inner, value, scope, inPlace: inPlace)
    case .optionalChain(let inner):
      do { try assign(inner, value, scope, inPlace: inPlace) } catch is ChainShortCircuit { return }
    case .discard:
      return
    case .tuple(let places):
      // `(r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)`: each place gets its part.
      guard let parts = value.tupleItems, parts.count == places.count else {
        throw fail(.cannotAssign("a tuple of \(places.count) from '\(value.typeName)'"), at: target.location)
      }
      for (place, part) in zip(places, parts) { try assign(place, part, scope, inPlace: inPlace) }
    case .call(let callee, _):
      if case .name(let reference) = callee.kind, words?.function(reference.name) != nil {
        // `find(BookView.self) = …`: a word's result is a copy.
        throw fail(
          .cannotAssign("a value returned by '\(reference.name)'; assign to one of its properties"), at: target.location
        )
      }
      throw fail(.cannotAssign("the result of a call"), at: target.location)
    default:
      throw fail(.cannotAssign("this expression"), at: target.location)
    }
  }

  /// `Type.name = value`; through the program's own wrapper's `wrappedValue` when it has one.
  private func setStatic(_ typeName: String, _ name: String, _ value: Value, at location: SourceLocation) throws {
    guard let property = program.types[typeName]?.staticProperties[name], property.programWrapper != nil else {
      statics[typeName, default: [:]][name] = value
      return
    }
    var wrapper =
      try statics[typeName]?[name] ?? makeProgramWrapper(for: property, wrapping: property.initializer, at: location)
    try setMember(&wrapper, "wrappedValue", value, access: .plain, inPlace: false, at: location)
    statics[typeName, default: [:]][name] = wrapper
  }

  /// Sets `name` on a value. Returns whether the value itself changed (a struct copy that must be
  /// written back to where it came from); objects, `@State` and bindings write through.
  @discardableResult
  func setMember(
    _ base: inout Value, _ rawName: String, _ value: Value, access rawAccess: NameReference.Access, inPlace: Bool,
    at location: SourceLocation
  ) throws -> Bool {
    var name = rawName
    var access = rawAccess
    if access == .plain, name.count > 1, name.hasPrefix("_"),
      base.storedProperty(String(name.dropFirst()))?.hasWrapper == true
    {
      name.removeFirst()
      access = .wrapper
    }
    switch base {
    case .structure(var s):
      if let property = s.type.storedProperty(name) {
        let raw = s.fields[name] ?? .null
        if property.programWrapper != nil, access == .plain {
          s.fields[name] = try assignWrapped(value, to: raw, of: property, inPlace: inPlace, at: location)
          base = .structure(s)
          return true
        }
        if access == .plain {
          if case .stateCell(let cell) = raw {
            let old = try untracked { try swiftUI.readState(cell, at: location) }
            _ = try observe(property.willSet, value, on: base, at: location)
            swiftUI.writeState(cell, value, at: location)
            _ = try observe(property.didSet, old, on: base, at: location)
            return false
          }
          if case .binding(let binding) = raw, property.isBinding {
            try swiftUI.writeBinding(binding, value, at: location)
            return false
          }
        }
        if access == .wrapper {
          s.fields[name] = wrapperValue(value, for: property)
          base = .structure(s)
          return true
        }
        if let changed = try observe(property.willSet, value, on: base, at: location),
          case .structure(let updated) = changed
        {
          s = updated
        }
        s.fields[name] = value.coerced(to: property.type).coerced(like: raw)
        base = .structure(s)
        if let changed = try observe(property.didSet, raw, on: base, at: location) { base = changed }
        return true
      }
      if let setter = s.type.computedProperties[name]?.setter {
        let (_, newSelf) = try invoke(setter, arguments: [value], selfValue: base, captured: nil, at: location)
        if let newSelf { base = newSelf }
        return true
      }
      if let lookup = declaredSubscript(of: base, labels: ["dynamicMember"], setter: true) {
        let (_, newSelf) = try invoke(
          lookup, arguments: [.keyPath([name]), value], selfValue: base, captured: nil, at: location)
        if let newSelf { base = newSelf }
        return true
      }
      _ = try missingMember(name, of: s.type, at: location)  // a write to what is not simulated goes nowhere
      return false
    case .object(let object):
      if object.type.storedProperty(name) != nil {
        try setStoredProperty(object, name, value, inPlace: inPlace, access: access, at: location)
        return false
      }
      if let setter = object.type.computedProperties[name]?.setter {
        _ = try invoke(setter, arguments: [value], selfValue: base, captured: nil, at: location)
        return false
      }
      if let lookup = declaredSubscript(of: base, labels: ["dynamicMember"], setter: true) {
        // `store.text = "…"` through `@dynamicMemberLookup`'s writable subscript.
        _ = try invoke(lookup, arguments: [.keyPath([name]), value], selfValue: base, captured: nil, at: location)
        return false
      }
      _ = try missingMember(name, of: object.type, at: location)
      return false
    case .metatype(.declared(let type)) where type.staticProperties[name] != nil:
      try setStatic(type.name, name, value, at: location)
      return false
    case .binding(let binding):
      if name == "wrappedValue" {
        try swiftUI.writeBinding(binding, value, at: location)
      } else {
        try swiftUI.writeBinding(try swiftUI.derivedBinding(binding, .field(name), at: location), value, at: location)
      }
      return false
    case .stateCell(let cell) where name == "wrappedValue":
      swiftUI.writeState(cell, value, at: location)
      return false
    case .tuple(var items):
      guard let index = Int(name), items.indices.contains(index) else { break }
      items[index] = value
      base = .tuple(items)
      return true
    case .opaque(let o):
      // `UINavigationBar.appearance().tintColor = …`: nothing simulated to change.
      opaqueDecision(o, "a write into it goes nowhere", at: location)
      return false
    case .null:
      throw fail(.optionalMemberWrite(name), at: location)
    case .metatype(.builtin(let type))
    where !BuiltinNames.isBuiltin(type.description, natives: natives) && !natives.isClosedType(type.description):
      // `PaymentsAPI.key = "…"` of a framework type ViewGraph does not know: nothing to change.
      warnOnce(.unsimulatedWrite("\(type.description).\(name)"), at: location)
      return false
    case .metatype(.declared(let type)) where typeIndex.isPartlySimulated(type):
      _ = try missingMember(name, of: type, at: location)
      return false
    default:
      break
    }
    throw fail(.cannotAssign("'\(name)' on a value of type '\(base.typeName)'"), at: location)
  }

  /// Runs a `willSet`/`didSet` observer (not while an initializer runs, as in Swift); returns
  /// `self` after it, for a struct.
  private func observe(_ observer: FunctionDecl?, _ argument: Value, on base: Value, at location: SourceLocation) throws
    -> Value?
  {
    guard let observer, tracker.notifiesWrites else { return nil }
    if case .object(let object) = base, !notifiesWrites(to: object) { return nil }
    return try invoke(observer, arguments: [argument], selfValue: base, captured: nil, at: location).newSelf
  }

  /// `_x = State(initialValue: v)`, `_book = Binding(…)`, `_model = StateObject(wrappedValue: …)`.
  private func wrapperValue(_ value: Value, for property: PropertyDecl) -> Value {
    switch value {
    case .stateCell where property.isStateLike || property.isStateObject, .binding where property.isBinding: value
    case _ where property.isStateLike: .stateCell(StateCell(initialValue: value))
    case _ where property.isStateObject: .stateCell(StateCell(stateObject: { value }))
    default: value
    }
  }

  /// A write to an object's stored property: Observation's comparison and notification (SPEC
  /// rules 2 and 3), or `@Published`'s `objectWillChange` (rule 9).
  /// `property = value` through the program's own wrapper: its `wrappedValue` is set, or, when the
  /// initializer has not made the wrapper yet (`@Tally var count: Int` with no initial value),
  /// the assignment makes it, `Tally(wrappedValue: value)`, as Swift does.
  private func assignWrapped(
    _ value: Value, to wrapper: Value, of property: PropertyDecl, inPlace: Bool, at location: SourceLocation
  ) throws -> Value {
    if case .null = wrapper {
      return try makeProgramWrapper(for: property, wrapping: Expr(.evaluated(value), at: location), at: location)
    }
    var wrapper = wrapper
    try setMember(&wrapper, "wrappedValue", value, access: .plain, inPlace: inPlace, at: location)
    return wrapper
  }

  func setStoredProperty(
    _ object: ObjectInstance, _ name: String, _ value: Value, inPlace: Bool, access: NameReference.Access = .plain,
    at location: SourceLocation
  ) throws {
    let property = object.type.storedProperty(name)
    if access == .plain, case .binding(let binding)? = object.fields[name], property?.isBinding == true {
      return try swiftUI.writeBinding(binding, value, at: location)
    }
    if access == .plain, let property, property.programWrapper != nil {
      object.fields[name] = try assignWrapped(
        value, to: object.fields[name] ?? .null, of: property, inPlace: inPlace, at: location)
      return
    }
    if property?.isWeakReference == true {
      let old = object.weakReference(name)
      _ = try observe(property?.willSet, value, on: .object(object), at: location)
      object.setWeakReference(name, value)
      _ = try observe(property?.didSet, old, on: .object(object), at: location)
      return
    }
    let old = object.fields[name] ?? .null
    let value = value.coerced(to: property?.type).coerced(like: old)
    _ = try observe(property?.willSet, value, on: .object(object), at: location)
    let publishes = property.map { UpdateModel.ObservableObject.sendsObjectWillChange($0, of: object.type) } ?? false
    let tracked = property.map { UpdateModel.ObservationReads.isTracked($0, of: object.type) } ?? false
    if publishes { try library(PublishedSubjects.self).willPublish(by: object, at: location) }
    if property.map(UpdateModel.ObservableObject.publishesValue) == true, !tracked {
      // Rule 9: `$value` publishes in the property's `willSet` (Apple, `Published`): a subscriber
      // gets the new value while the property still holds the old one.
      try library(PublishedSubjects.self).published(value, by: object, name, at: location)
    }
    object.fields[name] = value
    guard let property else { return }
    if object.fields[SwiftDataModels.insertedContextField] != nil {
      try SwiftDataModels.insertRelated(self, to: object, value, at: location)
    }
    if object.type.isPersistentModel {
      try SwiftDataModels.keepInverse(self, of: object, property, from: old, to: value, at: location)
    }
    defer { _ = try? observe(property.didSet, old, on: .object(object), at: location) }
    // Its subscribers were sent the value (Combine's `@Published` publishes from its setter, in an
    // initializer too); the views are told unless the object is still being made (rule 2).
    guard notifiesWrites(to: object) else { return }
    if tracked {
      guard
        UpdateModel.ObservationWrites.notifies(
          writing: value, over: old, inPlace: inPlace, declaredOptional: property.isOptional)
      else {
        tracker.recordEqualWrite("\(object.displayName).\(name)", at: location)
        return
      }
      tracker.recordWrite(
        .property(objectID: object.id, name: name), named: "\(object.displayName).\(name)", at: location)
    } else if publishes {
      tracker.recordObjectWillChange(object, property: name, at: location)
    }
  }
}

extension Value {
  /// The stored property declaration behind a field of this struct or object, if any.
  func storedProperty(_ name: String) -> PropertyDecl? {
    switch self {
    case .structure(let s): s.type.storedProperty(name)
    case .object(let o): o.type.storedProperty(name)
    default: nil
    }
  }
}
