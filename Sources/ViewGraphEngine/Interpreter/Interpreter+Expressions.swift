import ViewGraphModel

extension Interpreter {
  /// Evaluates an expression. `hint` is a value of the expected type, used to resolve `.member`
  /// shorthand (`.paused`) against the enum of the other operand.
  package func evaluate(_ expr: Expr, _ scope: Scope, hint: Value? = nil) throws -> Value {
    try budget.countStep(at: expr.location)
    try budget.checkStack(at: expr.location)
    switch expr.kind {
    case .literal(_, let made):
      return Value(evaluated: made)
    case .evaluated(let value):
      return Value(evaluated: value)
    case .interpolation(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let t): text += t
        case .expression(let e): text += describe(try evaluate(e, scope))
        case .formatted(let e, let specifier):
          text += try TextFormatting.format(specifier, [try evaluate(e, scope)], at: e.location, in: self)
        }
        try budget.checkLength(text.utf8.count, at: expr.location)
      }
      return .string(text)
    case .name(let reference):
      return try evaluateName(reference, scope, at: expr.location)
    case .member(let baseExpr, let name):
      let base = try evaluateChainBase(baseExpr, scope, continuingWith: name)
      return try member(of: base, name, at: expr.location)
    case .implicitMember(let name):
      return try implicitMember(name, hint: hint, at: expr.location)
    case .call(let callee, let arguments):
      return try evaluateCall(callee, arguments, scope, at: expr.location, hint: hint)
    case .subscriptCall(let baseExpr, let arguments):
      let base = try evaluate(baseExpr, scope)
      let declared = declaredSubscript(of: base, labels: arguments.map(\.label), setter: false)
      let values = try subscriptArguments(arguments, of: declared, scope)
      return try subscriptGet(base, values, labels: arguments.map(\.label), at: expr.location)
    case .closure(let decl):
      var captured = decl.capturesSelfWeakly ? scope.withWeakSelf() ?? scope : scope
      if let list = decl.captureList {
        let values = Scope(size: list.scopeSize, parent: captured)
        for binding in list.bindings { values.slots[binding.slot] = try evaluate(binding.initializer, scope) }
        captured = values
      }
      return .function(makeFunction(.declared(decl, captured: captured, selfValue: nil)))
    case .keyPath(let path):
      return .keyPath(path)
    case .binary(let op, let lhsExpr, let rhsExpr):
      let lhs = try evaluate(lhsExpr, scope)
      let rhs = try evaluate(rhsExpr, scope, hint: lhs)
      return try binary(op, lhs, rhs, at: expr.location)
    case .logical(let op, let lhsExpr, let rhsExpr):
      let lhs = try evaluate(lhsExpr, scope)
      switch op {
      case .and:
        return try truth(lhs, at: lhsExpr.location)
          ? .bool(try truth(evaluate(rhsExpr, scope), at: rhsExpr.location)) : .bool(false)
      case .or:
        return try truth(lhs, at: lhsExpr.location)
          ? .bool(true) : .bool(try truth(evaluate(rhsExpr, scope), at: rhsExpr.location))
      case .coalesce: return lhs.isNull ? try evaluate(rhsExpr, scope) : lhs
      }
    case .unary(let op, let operandExpr):
      let operand = try evaluate(operandExpr, scope)
      switch (op, operand) {
      case ("!", .bool(let b)): return .bool(!b)
      case ("-", .int(let i)):
        let (negated, overflow) = Int(0).subtractingReportingOverflow(i)
        guard !overflow else { throw fail(.arithmeticOverflow("-(\(i))"), at: expr.location) }
        return .int(negated)
      case ("-", .double(let d)): return .double(-d)
      case ("~", .int(let i)): return .int(~i)
      case ("+", _): return operand
      case (_, .opaque(let o)): return opaqueResult(o, "\(op)…", at: expr.location)
      default:
        if let result = try declaredOperator(op, operand, at: expr.location) { return result }
        if let result = try programOperator(op, operand, at: expr.location) { return result }
        throw fail(.unaryMismatch(op, operand.typeName), at: expr.location)
      }
    case .ternary(let condition, let thenExpr, let elseExpr):
      return try truth(evaluate(condition, scope), at: condition.location)
        ? try evaluate(thenExpr, scope, hint: hint) : try evaluate(elseExpr, scope, hint: hint)
    case .assign(let target, let valueExpr):
      // `john.residence?.address = makeAddress()`: where the chain stops at nil, nothing is
      // assigned, the value is not evaluated, and the assignment is nil (a `Void?`).
      if case .optionalChain(let place) = target.kind, try chainStops(before: place, scope) { return .null }
      let current = try? peek(target, scope)
      let value: Value
      if current?.isNull ?? true || valueExpr.needsContextType, let typeName = declaredPropertyType(of: target, scope) {
        // `self.creationDate = .now` in an initializer: nothing is stored yet; the declaration types
        // it, as it types `plants = [.generate(…)]` where what is stored says nothing of the elements.
        value = try evaluate(valueExpr, scope, expecting: typeName)
      } else {
        value = try evaluate(valueExpr, scope, hint: current)
      }
      if program.sources.origin(of: expr.location) == .snippet {
        // A `--change` or a session's `perform` is not compiled by Swift: type-check it as Swift
        // would, so `title = 5` on a `String` is an error rather than a stored 5.
        try checkAssignable(
          value, declared: declaredPropertyType(of: target, scope), current: current, at: valueExpr.location)
      }
      try assign(target, value, scope, inPlace: false)
      return .void
    case .compoundAssign(let op, let target, let valueExpr):
      if declaresCompoundOperators, program.functions[op.rawValue + "="] != nil {
        // `func += (lhs: inout [Int: Movie], rhs: [Movie])` of the program's own: its `lhs` as the
        // function leaves it is the new value.
        let current = try evaluate(target, scope)
        let rhs = try evaluate(valueExpr, scope, hint: current)
        if let decl = globalOperator(op.rawValue + "=", current, rhs), let lhs = decl.parameters.first {
          var updated = current
          _ = try invoke(decl, arguments: [current, rhs], selfValue: nil, captured: nil, at: expr.location) { callee in
            if lhs.slot < callee.slots.count { updated = callee.slots[lhs.slot] }
          }
          try assign(target, updated, scope, inPlace: true)
          return .void
        }
      }
      if op == .add, try holdsCollection(target, scope) {
        let rhs = try evaluate(valueExpr, scope)
        let appended: Void? = try mutatingInPlace(target, scope, at: expr.location) { value in
          try appendInPlace(&value, rhs, at: expr.location).map { ((), changed: true) }
        }
        if appended != nil { return .void }
        let current = try evaluate(target, scope)
        try assign(target, try binary(op, current, rhs, at: expr.location), scope, inPlace: true)
        return .void
      }
      let current = try evaluate(target, scope)
      let rhs = try evaluate(valueExpr, scope, hint: current)
      try assign(target, try binary(op, current, rhs, at: expr.location), scope, inPlace: true)
      return .void
    case .forceUnwrap(let inner):
      let value = try evaluate(inner, scope)
      if value.isNull { throw fail(.forceUnwrapNil(), at: expr.location) }
      return value
    case .optionalBind(let inner):
      let value = try evaluate(inner, scope)
      if value.isNull { throw ChainShortCircuit() }
      return value
    case .optionalChain(let inner):
      do { return try evaluate(inner, scope) } catch is ChainShortCircuit { return .null }
    case .array(let items):
      return try budget.checkNesting(.array(try items.map { try evaluate($0, scope) }), at: expr.location)
    case .dictionary(let pairs):
      var dictionary: [Value: Value] = [:]
      for (key, value) in pairs { dictionary[try evaluate(key, scope)] = try evaluate(value, scope) }
      return try budget.checkNesting(.dictionary(dictionary), at: expr.location)
    case .tuple(let items):
      return try budget.checkNesting(.tuple(try items.map { try evaluate($0, scope) }), at: expr.location)
    case .typeCheck(let inner, let type):
      // `x is T`: its type, or a protocol its type conforms to (a nested one by its qualified name).
      let value = try evaluate(inner, scope)
      return .bool(value.typeName == type.unwrapped.description || conforms(value, to: type.unwrapped))
    case .cast(let inner, let type, let kind):
      // `let missions: [Mission] = decode(…)`, `x as Double`: the value is made as that type.
      let value = kind == .plain ? try evaluate(inner, scope, expecting: type) : try evaluate(inner, scope)
      if case .opaque(let o) = value, kind != .plain {
        // `UIApplication.shared.delegate as! AppDelegate`: what ViewGraph does not simulate stays opaque.
        return opaqueResult(o, kind == .forced ? "as! \(type)" : "as? \(type)", at: expr.location)
      }
      switch kind {
      case .plain: return value.coerced(to: type)
      case .optional: return matches(value, type) ? value : .null
      case .forced:
        guard matches(value, type) else {
          throw fail(.runtime("could not cast value of type '\(value.typeName)' to '\(type)'"), at: expr.location)
        }
        return value
      }
    case .ifExpression(let ifStatement):
      if case .returned(let value) = try execute(
        Stmt(.ifStatement(ifStatement.implicitlyReturning()), at: expr.location), scope)
      {
        return value
      }
      return .void
    case .switchExpression(let switchStatement):
      if case .returned(let value) = try execute(
        Stmt(.switchStatement(switchStatement.implicitlyReturning()), at: expr.location), scope)
      {
        return value
      }
      return .void
    case .macro(let name, let arguments):
      guard let word = words?.function("#" + name), case .expressions(let run) = word.body else {
        throw fail(.scenarioOnly("#\(name)"), at: expr.location)
      }
      return try run(
        NativeExpressionCall(interpreter: self, arguments: arguments, scope: scope, location: expr.location))
    case .discard:
      return .void
    case .tryOptional(let inner):
      do { return try evaluate(inner, scope, hint: hint) } catch let error as ViewGraphDiagnostic
        where error.thrownValue != nil
      {
        return .null
      }
    case .tryForced(let inner):
      do { return try evaluate(inner, scope, hint: hint) } catch let error as ViewGraphDiagnostic
        where error.thrownValue != nil
      {
        throw fail(.runtime("'try!' expression unexpectedly raised an error: \(error.message)"), at: expr.location)
      }
    case .notSimulated(let message):
      // What ViewGraph cannot run (a regex literal, a macro, an operator it does not know) was a
      // warning where the load met it; where it runs it is an opaque value, and the launch or the
      // action goes on (issue 36). `--strict` makes the load's warning an error.
      return .opaque(
        OpaqueValue(
          description: message.text.components(separatedBy: " is not simulated").first ?? "this code",
          origin: expr.location))
    case .native(let index, let arguments):
      let values = try arguments.map { try evaluate($0, scope) }
      return try callNative(natives.functions[index], receiver: nil, values, labels: [], at: expr.location)
    }
  }

  private func isLooseCast(_ value: Value, _ type: WrittenType) -> Bool {
    switch (value, type.name) {
    case (.int, "Double"), (.double, "Int"), (_, "Any"), (_, "AnyObject"), (.view, "AnyView"): true
    default: false
    }
  }

  /// Whether the optional chain an assignment writes through stops at nil before its last place:
  /// the base of `a?.b.c` (the place's own value may be nil and still be assigned).
  private func chainStops(before place: Expr, _ scope: Scope) throws -> Bool {
    let base: Expr
    switch place.kind {
    case .member(let inner, _), .subscriptCall(let inner, _): base = inner
    default: return false
    }
    do {
      _ = try untracked { try evaluate(base, scope) }
      return false
    } catch is ChainShortCircuit {
      return true
    }
  }

  /// The current value of an assignment target, if it has one, to type `.member` shorthand.
  private func peek(_ target: Expr, _ scope: Scope) throws -> Value {
    try untracked { try evaluate(target, scope) }
  }

  /// The declared type of the stored property an assignment writes (`self.date`, `date`), if known.
  /// Whether `value` can be stored where a property of the `declared` type (else of the type the
  /// `current` value has) is: checked for the standard scalar types, whose values ViewGraph
  /// knows; any other type is taken on trust.
  private func checkAssignable(_ value: Value, declared: WrittenType?, current: Value?, at location: SourceLocation)
    throws
  {
    let expected: String
    if let declared, let name = declared.nominalName, !declared.isFunction {
      expected = name
      if value.isNull {
        if declared.isOptional { return }
        throw fail(.cannotAssignNil(to: name), at: location)
      }
    } else if let current, !current.isNull, Self.scalarKinds.keys.contains(current.typeName) {
      expected = current.typeName
    } else {
      return
    }
    guard let accepted = Self.scalarKinds[expected], !value.isNull else { return }
    if !accepted.contains(value.typeName) {
      throw fail(.cannotAssignValue(ofType: value.typeName, to: expected), at: location)
    }
  }

  /// The standard scalar types, each with the kinds of value it takes (an integer literal is a
  /// floating-point one where one is expected).
  private static let scalarKinds: [String: Set<String>] = [
    "String": ["String"], "Substring": ["String"], "Character": ["String"], "Bool": ["Bool"],
    "Int": ["Int"], "Int64": ["Int"], "Int32": ["Int"], "UInt": ["Int"],
    "Double": ["Int", "Double"], "Float": ["Int", "Double"], "CGFloat": ["Int", "Double"],
    "TimeInterval": ["Int", "Double"],
  ]

  private func declaredPropertyType(of target: Expr, _ scope: Scope) -> WrittenType? {
    let owner: Value?
    let name: String
    switch target.kind {
    case .member(let base, let member):
      owner = try? untracked { try evaluate(base, scope) }
      name = member
    case .name(let reference):
      guard case .selfMember(let depth) = reference.resolution else { return nil }
      owner = scope.ancestor(depth).selfValue
      name = reference.name
    default:
      return nil
    }
    return owner?.declaredType.flatMap { program.writtenType(ofProperty: name, in: $0) }
  }

  func evaluateName(_ reference: NameReference, _ scope: Scope, at location: SourceLocation) throws -> Value {
    switch reference.resolution {
    case .local(let depth, let slot):
      let holder = scope.ancestor(depth)
      guard slot < holder.slots.count else { throw fail(.cannotFind(reference.name), at: location) }
      let value = slot == 0 && holder.holdsSelf ? holder.selfValue : holder.slots[slot]
      switch reference.access {
      case .plain, .wrapper:
        return value
      case .projected:
        return try projectedValue(of: value, at: location)
      case .bindingValue:
        guard case .binding(let binding) = value else { return value }
        return try swiftUI.readBinding(binding, at: location)
      }
    case .selfMember(let depth):
      let selfValue = scope.ancestor(depth).selfValue
      return try member(of: selfValue, reference.name, access: reference.access, at: location)
    case .selfValue(let depth):
      return scope.ancestor(depth).selfValue
    case .global:
      let value = try global(reference.name, at: location)
      return reference.access == .projected ? try projectedValue(of: value, at: location) : value
    case .type:
      guard let type = namedType(reference.name, at: location) else {
        throw fail(.cannotFind(reference.name), at: location)
      }
      return .metatype(.declared(type))
    case .builtin:
      return try builtinName(reference.name, at: location)
    case .staticMember(let typeName):
      guard let type = program.types[typeName] else { throw fail(.cannotFind(reference.name), at: location) }
      return try staticMember(.declared(type), reference.name, at: location)
    }
  }

  /// The type whose method, initializer or accessor `scope` is inside: `self`'s, or the type
  /// itself in a static member.
  func selfType(in scope: Scope) -> TypeDecl? {
    var current: Scope? = scope
    while let holder = current {
      if holder.holdsSelf {
        if case .metatype(.declared(let type)) = holder.selfValue { return type }
        return holder.selfValue.declaredType
      }
      current = holder.parent
    }
    return nil
  }

  /// The type a name written at `location` means: the program's own declaration shadows the
  /// prelude's in the program's code, but the prelude's code means its own (`Task { work() }` in
  /// `DispatchQueue.async`, beside a to-do app's `struct Task`; issue 36, set 9's ReduxArch). A
  /// prelude type the program extends (`extension Bundle`) is the program's copy of it everywhere.
  func namedType(_ name: String, at location: SourceLocation) -> TypeDecl? {
    let found = program.types[name]
    if let found, !found.isPrelude, program.sources.isPrelude(location), let prelude = program.types.prelude(name) {
      return prelude
    }
    return found
  }

  /// Whether `value as? typeName` succeeds. Collections match their written type, a protocol
  /// matches what conforms to it, and a type ViewGraph cannot name (a generic parameter `T`) is
  /// checked loosely.
  /// Whether `value`'s type conforms to the protocol `type` names: by the name written, or, for a
  /// nested protocol written `Event.Feature` (Swift 5.10), by the name it is declared with.
  func conforms(_ value: Value, to type: WrittenType) -> Bool {
    let written = type.constraint ?? type
    var names = [written.description]
    if let name = written.name, name.contains("."), let declared = program.types[name], declared.name != name {
      names.append(declared.name)
    }
    let conformances: Set<String> =
      switch value {
      case .structure(let s): s.type.conformances
      case .object(let o): o.type.conformances
      case .enumCase(let e): e.type?.conformances ?? []
      default: []
      }
    return names.contains { conformances.contains($0) }
  }

  func matches(_ value: Value, _ type: WrittenType) -> Bool {
    // A generic type matches whatever its arguments (`effect as? Effect<Any>`): values keep no type arguments.
    if value.typeName == type.description || (!type.arguments.isEmpty && value.typeName == type.name)
      || type.head == .existential || isLooseCast(value, type) || value.conforms(to: type)
    {
      return true
    }
    if conforms(value, to: type) { return true }
    switch type.head {
    case .array:
      if case .array = value { return true }
      return false
    case .dictionary:
      if case .dictionary = value { return true }
      return false
    case .function:
      // `reducer as? () -> Any`: a function, not a value a function would make (`String.init`,
      // a type named as its initializer, is one).
      switch value {
      case .function, .metatype: return true
      default: return false
      }
    default:
      break
    }
    if value.isNull { return false }
    guard let name = type.name else { return true }
    return program.types[name] == nil && !BuiltinNames.isBuiltin(name, natives: natives)
  }

  /// The type a written type names: the program's (or the prelude's) declaration, else one
  /// ViewGraph provides. A generic type with its arguments (`Page<Movie>`) is kept as written, so
  /// decoding knows what its `T` stands for.
  func typeReference(_ type: WrittenType) -> TypeReference {
    guard type.arguments.isEmpty, let declared = type.name.flatMap({ program.types[$0] }) else { return .builtin(type) }
    return .declared(declared)
  }

  /// `Array`, `Dictionary` or `Set` where `type` (optional or not, or an alias of one, such as
  /// `IdentifiedArrayOf<Row>`) is that standard collection; nil for any other type.
  func standardCollection(_ type: WrittenType) -> String? {
    let written = type.unwrapped
    let resolved = written.nominalName.flatMap { program.typeAliases[$0] } ?? written
    switch resolved.head {
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    default: return ["Array", "Dictionary", "Set"].first { $0 == resolved.nominalName }
    }
  }

  /// Evaluates an argument or initial value whose declared type is known: `.init(…)` and `.name`
  /// are members of that type (`init(viewModel: HomeView.ViewModel = .init())`), and decoded JSON
  /// takes the type (`var landmarks: [Landmark] = load("landmarkData.json")`).
  func evaluate(_ expr: Expr, _ scope: Scope, expecting expected: WrittenType?) throws -> Value {
    guard var expected else { return try evaluate(expr, scope) }
    // The type's name is asked for once (each asking unwraps it), and the literal is looked at
    // before the name is hashed: a `Cell(item:)`'s argument asks here, 100,000 rows (issue 38).
    var nominal = expected.nominalName
    if nominal == "Self" {
      if case .declared(let type)? = genericBindings.last?["Self"] {
        expected = .named(type.name)  // a protocol extension's `Self`: the conforming type
      } else if let type = selfType(in: scope) {
        // `static func empty(with token: Shared<Token?>) -> Self { .init(…) }`: the type the method
        // is declared in (issue 36, set 6's Kasa).
        expected = expected.isOptional ? WrittenType(.optional, [.named(type.name)]) : .named(type.name)
      }
      nominal = expected.nominalName
    }
    if let value = Self.floatingLiteralArithmetic(expr), nominal.map(Value.floatingPointNames.contains) == true {
      // `let frame: TimeInterval = 1 / 60`: Swift types every literal of it as the `Double`
      // expected, so the division is a floating one (0.0166…), never an integer one (0).
      return .double(value)
    }
    if case .logical(.coalesce, let lhsExpr, let rhsExpr) = expr.kind, rhsExpr.needsContextType {
      // `var indentation: Indentation { Indentation(rawValue: n) ?? .default }`: the default takes
      // the declared type, whatever other types have a `.default` (issue 36, set 9's SSHKeys).
      let lhs = try evaluate(lhsExpr, scope, expecting: WrittenType(.optional, [expected.unwrapped]))
      return lhs.isNull ? try evaluate(rhsExpr, scope, expecting: expected) : lhs
    }
    if case .ternary(let condition, let thenExpr, let elseExpr) = expr.kind {
      // `let environment: EnvironmentType = isStaging ? .staging : .production`: each branch takes
      // the declared type, whatever other types have a `.staging`.
      let chosen = try truth(evaluate(condition, scope), at: condition.location) ? thenExpr : elseExpr
      return try evaluate(chosen, scope, expecting: expected)
    }
    if case .array(let elements) = expr.kind, let elementType = expected.element,
      elementType.nominalName.flatMap({ program.types[$0] }) != nil
    {
      // `[.body(x: 1), .tail]` where `[BirdPart]` is expected: each element takes the element type.
      let array = try budget.checkNesting(
        .array(try elements.map { try evaluate($0, scope, expecting: elementType) }), at: expr.location)
      return try JSONCoding(self).converting(array, to: expected, at: expr.location)
    }
    if case .dictionary(let pairs) = expr.kind, let (keyType, valueType) = expected.keyAndValue,
      pairs.contains(where: { $0.0.needsContextType || $0.1.needsContextType })
    {
      // `[.none: "omitted", .short: "numeric"]` where `[Style: String]` is expected.
      var dictionary: [Value: Value] = [:]
      for (key, value) in pairs {
        dictionary[try evaluate(key, scope, expecting: keyType)] = try evaluate(value, scope, expecting: valueType)
      }
      return try budget.checkNesting(.dictionary(dictionary), at: expr.location)
    }
    let saved = expectedCallResult
    var call = expr
    while case .tryOptional(let inner) = call.kind { call = inner }  // `let page: Page<Movie>? = try? await fetch(…)`
    while case .tryForced(let inner) = call.kind { call = inner }
    if case .call = call.kind { expectedCallResult = (call.location, expected.unwrapped) }
    defer { expectedCallResult = saved }
    guard let type = nominal.flatMap(program.declaredType(named:)) else {
      if case .call(let callee, let arguments) = expr.kind, case .implicitMember("init") = callee.kind,
        let collection = standardCollection(expected)
      {
        // `.init(uniqueElements: rows)` where an `IdentifiedArrayOf<Row>` (an array) is expected,
        // `.init(tags)` where a `Set<Tag>` is: that collection's initializer.
        return try callBuiltin(collection, arguments, scope, at: expr.location)
      }
      if case .implicitMember(let name) = expr.kind, let nominal,
        program.namesFrameworkNestedType(nominal)
      {
        return .symbol(name)  // `.imageScale(.medium)`: an `Image.Scale`, whatever types of the program have `.medium`
      }
      if let name = expr.implicitMemberName, let extended = program.types[expected.unwrapped.extendedTypeName],
        extended.extendsBuiltin,
        extended.hasStaticMember(name)
      {
        // `.home` where a `[Section]` is expected and `extension Array where Element == Section` has it.
        return try evaluate(expr, scope, hint: .metatype(.builtin(expected.unwrapped)))
      }
      if let nominal, let name = expr.implicitMemberName,
        natives.staticMember(name, of: nominal) != nil
      {
        return try evaluate(expr, scope, hint: .metatype(.builtin(named: nominal)))
      }
      if case .implicitMember(let name) = expr.kind, let nominal, natives.isSymbolType(nominal) {
        // `ActionButtonStyle(color: .orange)` where a `Color` is expected: SwiftUI's `.orange`,
        // never the case of a program enum that has one (`enum CatColor { case orange }`).
        return .symbol(name)
      }
      if let nominal, let name = expr.implicitMemberName,
        typeIndex.isUnknownType(nominal, natives: natives)
      {
        // `session: Session = .default` of a package ViewGraph does not know: that type's member,
        // opaque — never another type's `.default` (SPEC §3).
        if case .call(_, let arguments) = expr.kind {
          for argument in arguments { _ = try evaluate(argument.value, scope) }
        }
        return .opaque(OpaqueValue(description: "\(nominal).\(name)", origin: expr.location))
      }
      let value = try evaluate(expr, scope)
      switch value {
      case .array, .dictionary: return try JSONCoding(self).converting(value, to: expected, at: expr.location)
      default: return value
      }
    }
    if let made = try madeFromLiteral(expr, as: type, scope) { return made }
    switch expr.kind {
    case .tuple(let items) where type.isLabelledTuple && items.count == type.storedProperties.count:
      // `return (defaultColor, .black)` where a `(background: Color, font: Color)` is expected:
      // Swift gives the parts their labels in order.
      let labelled = zip(type.storedProperties, items).map { Argument(label: $0.name, value: $1) }
      return try construct(type, labelled, scope, at: expr.location)
    case .binary(let op, let lhsExpr, let rhsExpr) where lhsExpr.isImplicitMember:
      // `.now() + 2` where a `DispatchTime` is expected: the operand takes the expected type.
      let lhs = try evaluate(lhsExpr, scope, expecting: expected)
      return try binary(op, lhs, try evaluate(rhsExpr, scope, hint: lhs), at: expr.location)
    case .implicitMember(let name) where type.hasStaticMember(name) || program.types["\(type.name).\(name)"] != nil:
      return try staticMember(.declared(type), name, at: expr.location)
    case .implicitMember(let name) where type.kind == .classType:
      // `unit: .fahrenheit` where a `Dimension` is expected: the one subclass that has it (Swift's
      // `Measurement<UnitTemperature>` names the subclass through its generic parameter).
      let subclasses = program.allTypes.filter {
        $0.kind == .classType && $0.conformances.contains(type.name) && $0.hasStaticMember(name)
      }
      if subclasses.count == 1 { return try staticMember(.declared(subclasses[0]), name, at: expr.location) }
    case .call(let callee, let arguments):
      guard case .implicitMember(let name) = callee.kind else { break }
      if name == "init" {
        // `var store: Injected<Storing> = .init()`: the value's generic parameters stand for the
        // declared type's arguments, as in `Injected<Storing>()` (issue 36, set 9's Haby).
        return try construct(
          type, arguments, scope, at: expr.location,
          typeArguments: writtenTypeArguments(of: type, expected.unwrapped.arguments))
      }
      if type.hasStaticMember(name) {
        return try callMethod(on: .metatype(.declared(type)), name, arguments, scope, at: expr.location) { _ in }
      }
    default:
      break
    }
    return try evaluate(expr, scope)
  }

  /// A literal where a type of the program that is expressible by that literal is expected
  /// (`let express: ShippingOptions = [.nextDay, .secondDay]`, `let slug: Slug = "home"`): the
  /// type's `init(arrayLiteral:)`, `init(stringLiteral:)`, `init(integerLiteral:)`,
  /// `init(floatLiteral:)` or `init(booleanLiteral:)`, its own or a protocol extension's (an
  /// `OptionSet`'s is the standard library's). Nil for any other expression or type.
  private func madeFromLiteral(_ expr: Expr, as type: TypeDecl, _ scope: Scope) throws -> Value? {
    let label: String
    let elements: [Expr]
    switch expr.kind {
    case .array(let items): (label, elements) = ("arrayLiteral", items)
    case .literal(.string, _): (label, elements) = ("stringLiteral", [expr])
    case .literal(.int, _): (label, elements) = ("integerLiteral", [expr])
    case .literal(.double, _): (label, elements) = ("floatLiteral", [expr])
    case .literal(.bool, _): (label, elements) = ("booleanLiteral", [expr])
    default: return nil
    }
    guard typeIndex.conforms(type, to: Self.literalProtocols[label] ?? ""),
      let initializer = typeIndex.initializers(of: type).first(where: { $0.declaredLabels.first == label }),
      let parameter = initializer.parameters.first
    else { return nil }
    // Each element takes the parameter's type (`Self...` of an `OptionSet`: the type itself).
    let elementType = parameter.type.map { $0.nominalName == "Self" ? WrittenType.named(type.name) : $0 }
    let arguments = try elements.enumerated().map { index, element in
      Argument(
        label: index == 0 ? label : nil,
        value: Expr(.evaluated(try evaluate(element, scope, expecting: elementType)), at: element.location))
    }
    return try construct(type, arguments, scope, at: expr.location)
  }

  /// The protocol that makes a type expressible by each kind of literal, by its initializer's label.
  private static let literalProtocols = [
    "arrayLiteral": "ExpressibleByArrayLiteral", "stringLiteral": "ExpressibleByStringLiteral",
    "integerLiteral": "ExpressibleByIntegerLiteral", "floatLiteral": "ExpressibleByFloatLiteral",
    "booleanLiteral": "ExpressibleByBooleanLiteral",
  ]

  /// `$value`: a binding for a bindable object or a binding itself.
  func projectedValue(of value: Value, at location: SourceLocation) throws -> Value {
    switch value {
    case .binding: return value
    case .object: return .binding(try swiftUI.makeBinding(.constant(value), at: location))
    case .stateCell(let cell): return .binding(try swiftUI.makeBinding(.state(cell), at: location))
    case .opaque(let opaque): return opaqueResult(opaque, "'$' (its projected value)", at: location)
    default:
      // The app compiles, so its `$x` projects a wrapper ViewGraph does not simulate (a package's
      // `@CloudStorage`): opaque, with a warning (SPEC §3).
      warnOnce(
        .notSimulatedHere("the projected value ('$') of a '\(value.typeName)' property's wrapper"),
        at: programLocation(location))
      return .opaque(OpaqueValue(description: "$\(value.typeName)", origin: location))
    }
  }

  /// The value of arithmetic on number literals alone (`1 / 60`, `-(2 * 3) + 0.5`), computed as
  /// `Double`s; nil for anything else.
  static func floatingLiteralArithmetic(_ expr: Expr) -> Double? {
    switch expr.kind {
    case .literal(.int(let value), _): return Double(value)
    case .literal(.double(let value), _): return value
    case .unary("-", let operand): return floatingLiteralArithmetic(operand).map { -$0 }
    case .binary(let op, let lhs, let rhs) where [.add, .subtract, .multiply, .divide].contains(op):
      guard let lhs = floatingLiteralArithmetic(lhs), let rhs = floatingLiteralArithmetic(rhs) else { return nil }
      switch op {
      case .add: return lhs + rhs
      case .subtract: return lhs - rhs
      case .multiply: return lhs * rhs
      default: return lhs / rhs
      }
    default: return nil
    }
  }

  /// A global operator function of the program's (`func + (lhs: Money, rhs: Money) -> Money`,
  /// `func += (lhs: inout [Int: Movie], rhs: [Movie])`) whose parameter types take the operands.
  func globalOperator(_ op: String, _ lhs: Value, _ rhs: Value) -> FunctionDecl? {
    program.functions[op]?.first { decl in
      guard decl.parameters.count == 2 else { return false }
      let types = decl.parameters.map { $0.type ?? .named("Any") }
      return matches(lhs, types[0]) && matches(rhs, types[1])
    }
  }

  /// `.name` with no base: a case of the hinted enum, else the one enum with that case, else an
  /// opaque SwiftUI value (`.caption`, `.red`).
  func implicitMember(_ name: String, hint: Value?, calledWith arity: Int? = nil, at location: SourceLocation) throws
    -> Value
  {
    if case .enumCase(let e)? = hint, let type = e.type, let decl = type.enumCase(name) {
      return decl.payloadLabels.isEmpty
        ? .enumCase(EnumCaseValue(type: type, name: name, payload: []))
        : try member(of: .metatype(.declared(type)), name, at: location)
    }
    if case .metatype(.declared(let type))? = hint, type.enumCase(name) != nil || type.hasStaticMember(name) {
      // `self = .morning` in an enum's initializer, where `self` is the type being made.
      if let decl = type.enumCase(name), decl.payloadLabels.isEmpty {
        return .enumCase(EnumCaseValue(type: type, name: name, payload: []))
      }
      return try member(of: .metatype(.declared(type)), name, at: location)
    }
    if case .metatype(.builtin(let type))? = hint, let extended = program.types[type.extendedTypeName],
      extended.extendsBuiltin,
      extended.hasStaticMember(name)
    {
      // `count(.home)` where `extension Array where Element == Section { static var home }` and an
      // array of sections is expected: the program's member of the standard type expected.
      return try member(of: .metatype(.declared(extended)), name, at: location)
    }
    if case .metatype(.builtin(let type))? = hint, natives.staticMember(name, of: type.description) != nil {
      // `self._isOn = .constant(true)` where a `Binding<Bool>` is expected: the native's.
      return try builtinStaticMember(type.description, name, at: location)
    }
    if case .structure(let s)? = hint, s.type.hasStaticMember(name) {
      return try member(of: .metatype(.declared(s.type)), name, at: location)
    }
    if case .structure(let s)? = hint, let operand = operandType(of: s.type, having: name) {
      return try member(of: .metatype(.declared(operand)), name, at: location)  // `.now() + .seconds(2)`
    }
    if let hint, hint.declaredType == nil, let extended = program.types[hint.typeName], extended.extendsBuiltin,
      extended.hasStaticMember(name)
    {
      // `post.title = .placeholder(count: 100)` where `extension String { static func placeholder… }`:
      // the member of the standard type the value it replaces has, never another type's of that name.
      return try member(of: .metatype(.declared(extended)), name, at: location)
    }
    // A call (`.scale(scale: 0.5)`) is no case without associated values of the program's, and
    // may be a static method (`.generateAndInsert(species:)` where a `Plant` is made).
    // Nor a static method that cannot take that many arguments (`.empty()` beside another type's
    // `static func empty(with:)`), nor, called, a case without any (`.empty()` is no `case empty`)
    // or a static value that is no closure.
    var owners = typeIndex.implicitMemberOwners(name).filter { owner in
      guard let arity else { return true }
      if let decl = owner.enumCase(name) {
        return !decl.payloadLabels.isEmpty && (decl.payloadLabels.count == arity || decl.takes(arity))
      }
      if let property = owner.staticProperties[name] {
        // `.empty()` is no `static let empty = State(…)`: a value is called only when it is a closure.
        return property.type?.unwrapped.isFunction == true
      }
      let methods = owner.methods[name]?.filter(\.isStatic) ?? []
      return methods.isEmpty || methods.contains { $0.accepts(arity) }
    }
    if owners.isEmpty, arity != nil {
      // Swift's implicit member gives a value of the type it is looked up in: a static method of
      // the program's that gives another type (`static func page(_:) -> URL` of an endpoint) is
      // never meant by `.page(indexDisplayMode: .never)`, which is the framework's (issue 36).
      owners = typeIndex.staticMethodOwners(name).filter { owner in
        owner.producesOwnType(name) && owner.methods[name]?.contains { $0.isStatic && $0.accepts(arity ?? 0) } != false
      }
    }
    if owners.count > 1 {
      // An implicit member gives a value of the type it is looked up in: a static method or
      // property of one owner that gives another type (`static func listDeveloperTools() ->
      // AnyPublisher<…>` beside the factory `-> Command`) is not the one meant.
      let producing = owners.filter { $0.producesOwnType(name) }
      if !producing.isEmpty { owners = producing }
    }
    if owners.count > 1 {
      // Nothing here names the type Swift would infer: take the first declared, and say so.
      warnOnce(.ambiguousMember(name, owners.map(\.name)), at: location)
    }
    if let owner = owners.first { return try member(of: .metatype(.declared(owner)), name, at: location) }
    if name == "none" { return .null }
    return .symbol(name)
  }

  /// The prelude's enum case of that name whose payload types take these values: `.success(object)`
  /// passed where nothing names the type (a completion handler's `Result`) is `Result.success`,
  /// not `AsyncImagePhase.success(Image)`. Of several that fit, the one whose payload is the
  /// enum's own generic parameter (`Result.failure(Failure)` over `AsyncImagePhase.failure(Error)`);
  /// nil unless that leaves one.
  func preludeEnumCase(_ name: String, payload values: [Value]) -> Value? {
    var fitting = typeIndex.preludeEnums(withCase: name, payloadCount: values.count).filter { type in
      zip(values, type.enumCase(name)?.payloadTypes ?? []).allSatisfy { matches($0, $1) }
    }
    if fitting.count > 1 {
      fitting = fitting.filter { type in
        type.enumCase(name)?.payloadTypes.allSatisfy { $0.name.map(type.genericParameters.contains) == true } == true
      }
    }
    guard fitting.count == 1, let owner = fitting.first else { return nil }
    return .enumCase(EnumCaseValue(type: owner, name: name, payload: values))
  }

  /// The base of a member chain: an implicit member there (`.dateTime` in `.dateTime.day()`) that
  /// no expected type or program type resolves is the one prelude type's that has it, since a
  /// chain only goes on from a real value. A program type's that has no member `next` was not the
  /// one meant: in `.background(.orange.opacity(0.5))` beside `enum Palette { case orange }`,
  /// Swift takes the context's type, a `Color`.
  func evaluateChainBase(_ expr: Expr, _ scope: Scope, continuingWith next: String) throws -> Value {
    guard case .implicitMember(let name) = expr.kind else { return try evaluate(expr, scope) }
    var value = try evaluate(expr, scope)
    if let type = value.declaredType, !type.isPrelude, !has(type, next, value) {
      value = .symbol(name)
    }
    guard case .symbol = value else { return value }
    let declaring = program.allTypes
      .filter { $0.isPrelude && ($0.enumCase(name) != nil || $0.staticProperties[name] != nil) }
    guard declaring.count == 1, let owner = declaring.first else { return value }
    return try member(of: .metatype(.declared(owner)), name, at: expr.location)
  }

  /// Whether a program type, or a protocol it conforms to, declares the member `name`.
  private func has(_ type: TypeDecl, _ name: String, _ value: Value) -> Bool {
    if ["rawValue", "hashValue", "description", "id", "self", "init", "hash"].contains(name) { return true }
    func declares(_ type: TypeDecl) -> Bool {
      type.storedProperties.contains { $0.name == name } || type.computedProperties[name] != nil
        || type.methods[name] != nil
        || type.staticProperties[name] != nil || type.enumCase(name) != nil
    }
    return declares(type) || typeIndex.protocols(of: value).contains(where: declares)
  }

  /// Arithmetic, comparison and range operators.
  package func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value {
    for case .opaque(let o) in [lhs, rhs]
    where op != .equal && op != .notEqual && op != .identical && op != .notIdentical {
      return opaqueResult(o, "\(op.rawValue) …", at: location)
    }
    switch op {
    case .equal: return .bool(try equals(lhs, rhs, at: location))
    case .notEqual: return .bool(try !equals(lhs, rhs, at: location))
    case .identical: return .bool(lhs == rhs)
    case .notIdentical: return .bool(lhs != rhs)
    case .pattern:
      // The standard library's `~=`: a range contains the value; a type's own (`FloatingRange`) or
      // the program's decides; else the two are equal.
      if case .range(let lower, let upper, _) = lhs, case .int(let value) = rhs {
        return .bool(lower <= value && value < upper)
      }
      if let result = try declaredOperator(op.rawValue, lhs, rhs, at: location) { return result }
      if let decl = globalOperator(op.rawValue, lhs, rhs) {
        return try invoke(decl, arguments: [lhs, rhs], selfValue: nil, captured: nil, at: location).result
      }
      return .bool(try equals(lhs, rhs, at: location))
    default: break
    }
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)):
      if let result = try integerArithmetic(op, a, b, at: location) { return result }
    case (.int, .double), (.double, .int), (.double, .double):
      let a = lhs.doubleValue
      let b = rhs.doubleValue
      switch op {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      case .less, .greater, .lessOrEqual, .greaterOrEqual: return .bool(Self.compare(op, a, b))
      case .halfOpenRange, .closedRange:
        // `0.0..<10.0`: the prelude's `FloatingRange` (its `~=` is what a `case` matches).
        if let type = program.types[PreludeContract.floatingRange] {
          let fields: StoredFields = [
            PreludeContract.lowerBound: .double(a), PreludeContract.upperBound: .double(b),
            "isClosed": .bool(op == .closedRange),
          ]
          return .structure(StructValue(type: type, fields: fields))
        }
      default: break
      }
    case (.string(let a), .string(let b)):
      switch op {
      case .add:
        try budget.checkLength(a.utf8.count + b.utf8.count, at: location)
        return .string(a + b)
      case .less, .greater, .lessOrEqual, .greaterOrEqual: return .bool(Self.compare(op, a, b))
      default: break
      }
    case (.enumCase(let a), .enumCase(let b)) where op.isComparison && op != .equal && op != .notEqual:
      if try declaredOperator(op.rawValue, lhs, rhs, at: location) == nil,
        let ordered = StandardLibrary.caseOrder(a, b, in: self)
      {
        // `Comparable` synthesized for an enum: declaration order, then payloads.
        let reversed = StandardLibrary.caseOrder(b, a, in: self) ?? false
        switch op {
        case .less: return .bool(ordered)
        case .greater: return .bool(reversed)
        case .lessOrEqual: return .bool(!reversed)
        default: return .bool(!ordered)
        }
      }
    case (.tuple(let a), .tuple(let b))
    where a.count == b.count && [.less, .greater, .lessOrEqual, .greaterOrEqual].contains(op):
      // `(1, "zebra") < (2, "apple")`: the first pair that differs decides, left to right.
      for (x, y) in zip(a, b) where try !equals(x, y, at: location) {
        return try binary(op == .lessOrEqual ? .less : op == .greaterOrEqual ? .greater : op, x, y, at: location)
      }
      return .bool(op == .lessOrEqual || op == .greaterOrEqual)
    case (.array(let a), .array(let b)) where op == .add:
      try budget.checkCount(a.count + b.count, at: location)
      return .array(a + b)
    default: break
    }
    if let result = try declaredOperator(op.rawValue, lhs, rhs, at: location) { return result }
    if let decl = globalOperator(op.rawValue, lhs, rhs) {
      return try invoke(decl, arguments: [lhs, rhs], selfValue: nil, captured: nil, at: location).result
    }
    throw fail(.typeMismatch(op.rawValue, lhs.typeName, rhs.typeName), at: location)
  }

  /// `Int` arithmetic as Swift checks it (overflow and division by zero are located errors),
  /// comparisons, bit operations and ranges; nil for an operator `Int`s do not have.
  private func integerArithmetic(_ op: BinaryOperator, _ a: Int, _ b: Int, at location: SourceLocation) throws -> Value?
  {
    switch op {
    case .add, .subtract, .multiply:
      let result =
        op == .add
        ? a.addingReportingOverflow(b)
        : op == .subtract ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
      guard !result.overflow else { throw fail(.arithmeticOverflow("\(a) \(op.rawValue) \(b)"), at: location) }
      return .int(result.partialValue)
    case .divide, .remainder:
      guard b != 0 else { throw fail(.divisionByZero(), at: location) }
      let result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
      guard !result.overflow else { throw fail(.arithmeticOverflow("\(a) \(op.rawValue) \(b)"), at: location) }
      return .int(result.partialValue)
    // `&+`, `&-`, `&*`: wrap around rather than trap.
    case .overflowAdd: return .int(a &+ b)
    case .overflowSubtract: return .int(a &- b)
    case .overflowMultiply: return .int(a &* b)
    case .bitAnd: return .int(a & b)
    case .bitOr: return .int(a | b)
    case .bitXor: return .int(a ^ b)
    // Swift's smart shifts: an over-wide or negative shift never traps.
    case .shiftLeft: return .int(a << b)
    case .shiftRight: return .int(a >> b)
    case .less, .greater, .lessOrEqual, .greaterOrEqual: return .bool(Self.compare(op, a, b))
    case .halfOpenRange, .closedRange:
      guard a <= b else {
        throw fail(.runtime("range requires lowerBound <= upperBound, not \(a)\(op.rawValue)\(b)"), at: location)
      }
      // Closed ranges are kept half-open: one that ends at Int.max has no such form.
      guard op == .halfOpenRange || b < Int.max else {
        throw fail(.unsupported("a closed range ending at 'Int.max'"), at: location)
      }
      return .range(a, op == .halfOpenRange ? b : b + 1, closed: op == .closedRange)
    default:
      return nil
    }
  }

  /// `<`, `>`, `<=` and `>=` of two comparable values.
  private static func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
    switch op {
    case .less: a < b
    case .greater: a > b
    case .lessOrEqual: a <= b
    default: a >= b
    }
  }
}
