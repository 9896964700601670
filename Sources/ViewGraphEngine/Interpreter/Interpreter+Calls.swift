import ViewGraphModel

extension Interpreter {
  /// A call: an initializer, a method (with write-back for `mutating` ones and for the standard
  /// library's mutating methods), a modifier on a view, a builtin, or a closure.
  func evaluateCall(_ callee: Expr, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation, hint: Value?)
    throws -> Value
  {
    switch callee.kind {
    case .member(let baseExpr, let name):
      if name == "init", case .name(let reference) = baseExpr.kind, reference.name == "self",
        let depth = reference.selfDepth
      {
        // `self.init(…)`: another initializer builds the value that becomes `self`.
        let holder = scope.ancestor(depth)
        let type: TypeDecl? =
          switch holder.slots.first {
          case .structure(let s)?: s.type
          case .object(let o)?: o.type
          case .metatype(.declared(let t))?: t  // an initializer in `extension Image { … }`
          default: nil
          }
        guard let type else { throw fail(.runtime("'self.init' outside an initializer"), at: location) }
        let made = try construct(type, arguments, scope, at: location)
        // In a static method (`static func empty() -> Self { self.init() }`) it makes a value.
        guard holder.isInitializer else { return made }
        if made.isNull { throw InitializerFailed() }  // a failable initializer delegated to failed
        holder.slots[0] = made
        return .void
      }
      if let result = try callInPlace(baseExpr, name, arguments, scope, at: location) { return result }
      let base = try evaluateChainBase(baseExpr, scope, continuingWith: name)
      if name == "init", case .metatype(.declared(let type)) = base, !type.extendsBuiltin {
        return try construct(type, arguments, scope, at: location)  // `Price.init(id:value:)`
      }
      return try callMethod(on: base, name, arguments, scope, at: location) { newBase in
        try self.assign(baseExpr, newBase, scope, inPlace: true)
      }
    case .name(let reference):
      switch reference.resolution {
      case .type:
        guard let type = namedType(reference.name, at: location) else {
          throw fail(.cannotFind(reference.name), at: location)
        }
        return try construct(
          type, arguments, scope, at: location, typeArguments: writtenTypeArguments(of: type, reference.typeArguments))
      case .builtin:
        return try callBuiltin(reference.name, arguments, scope, at: location)
      case .selfMember(let depth):
        let holder = scope.ancestor(depth)
        let base = holder.selfValue
        return try callMethod(on: base, reference.name, arguments, scope, at: location) { newSelf in
          holder.slots[0] = newSelf
        }
      case .global:
        if let overloads = program.functions[reference.name] {
          let (decl, values) = try resolve(overloads, arguments, scope, at: location)
          return try invoke(decl, arguments: values, selfValue: nil, captured: nil, at: location).result
        }
      default:
        break
      }
    case .implicitMember(let name):
      let target = try implicitMember(name, hint: hint, calledWith: arguments.count, at: callee.location)
      if case .symbol = target, name == "init" {
        // `.init(…)` of a type nothing names here (`container = .init(name:)`): not simulated.
        return .opaque(OpaqueValue(description: ".init(…)", origin: location))
      }
      if case .symbol = target, name == "random", let range = arguments.first(where: { $0.label == "in" }) {
        // `date -= .random(in: 60..<180, using: &generator)`: nothing names the type; the range does.
        let bounds = try evaluate(range.value, scope)
        let owner = if case .range = bounds { "Int" } else { "Double" }
        let given = arguments.map {
          $0.label == "in" ? Argument(label: "in", value: Expr(.evaluated(bounds), at: range.value.location)) : $0
        }
        return try callMethod(on: .metatype(.builtin(named: owner)), name, given, scope, at: location) { _ in }
      }
      if case .symbol = target {
        let values = try arguments.map { try evaluate($0.value, scope) }
        if let value = preludeEnumCase(name, payload: values) { return value }
        return .symbol("\(name)(\(values.map(describe).joined(separator: ", ")))")
      }
      if case .function(let f) = target, case .declared(_, _, .metatype(.declared(let owner))?) = f.body,
        (owner.methods[name]?.count ?? 0) > 1
      {
        // `deps ?? .live(keyStore: store)` beside `static func live()`: the overload these
        // arguments fit, as `AppModelDependencies.live(keyStore:)` finds (issue 36, set 9's SSHKeys).
        return try callMethod(on: .metatype(.declared(owner)), name, arguments, scope, at: location) { _ in }
      }
      return try callValue(target, arguments, scope, at: location)
    default:
      break
    }
    let function = try evaluate(callee, scope)
    return try callValue(function, arguments, scope, at: location)
  }

  /// Calls a function value with argument expressions.
  func callValue(_ function: Value, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws
    -> Value
  {
    switch function {
    case .function(let f):
      if case .declared(let decl, let captured, let selfValue) = f.body {
        var arguments = arguments
        if decl.kind != .closure, arguments.count == decl.parameters.count,
          arguments.allSatisfy({ $0.label == nil && !$0.isTrailingClosure })
        {
          // A method held as a value (`content(store.state, dispatch)` where `content` is `render`):
          // a function value's call has no labels, so its arguments go in order.
          arguments = zip(arguments, decl.parameters).map { argument, parameter in
            var labelled = argument
            labelled.label = parameter.label
            return labelled
          }
        }
        let values = try bind(arguments, to: decl, scope, at: location)
        return try invoke(decl, arguments: values, selfValue: selfValue, captured: captured, at: location).result
      }
      if case .enumCase(let type, let name) = f.body, let caseDecl = type.enumCase(name) {
        // `.donut(.rainbow)` named by an implicit member: each associated value takes its type.
        let values = try arguments.enumerated().map { index, argument in
          try evaluate(argument.value, scope, expecting: payloadType(of: caseDecl, at: index, in: type))
        }
        return try call(f, values, labels: arguments.map(\.label), at: location)
      }
      let values = try arguments.map { try evaluate($0.value, scope) }
      return try call(f, values, labels: arguments.map(\.label), at: location)
    case .metatype(.declared(let type)):
      return try construct(type, arguments, scope, at: location)
    case .metatype(.builtin(let type)):
      return try callBuiltin(type.description, arguments, scope, at: location)
    case .structure(let s)
    where s.type.methods["callAsFunction"] != nil || protocolMethod("callAsFunction", for: function, arguments) != nil:
      return try callMethod(on: function, "callAsFunction", arguments, scope, at: location) { _ in }
    case .object(let o)
    where o.type.methods["callAsFunction"] != nil || protocolMethod("callAsFunction", for: function, arguments) != nil:
      // A class's own, or its protocol's (Factory's `self { … }` in a container's extension).
      return try callMethod(on: function, "callAsFunction", arguments, scope, at: location) { _ in }
    case .enumCase(let e) where e.type?.methods["callAsFunction"] != nil:
      // `SharedSystemImages.toggleALight()`: a case of an enum that declares `callAsFunction`
      // (issue 36, set 6's Kasa).
      return try callMethod(on: function, "callAsFunction", arguments, scope, at: location) { _ in }
    case .opaque(let opaque):
      // A call of what ViewGraph does not simulate (`container.resolve(…)(…)`): opaque too (issue 36).
      return opaqueResult(opaque, "(…)", at: location)
    default:
      throw fail(.notCallable(function.typeName), at: location)
    }
  }

  /// Calls a function value with evaluated arguments (closures handed to the standard library,
  /// actions run by the framework).
  package func call(
    _ function: FunctionValue, _ arguments: [Value], labels: [String?] = [], at location: SourceLocation
  ) throws
    -> Value
  {
    switch function.body {
    case .declared(let decl, let captured, let selfValue):
      return try invoke(decl, arguments: arguments, selfValue: selfValue, captured: captured, at: location).result
    case .native(let native, let receiver):
      return try callNative(native, receiver: receiver, arguments, labels: labels, at: location)
    case .initializer(let type):
      // Positional values fill the labels of the initializer that takes that many, else the stored
      // properties in order.
      let labels: [String?] =
        type.initializers.first { $0.parameters.count == arguments.count }?.parameters.map(\.label)
        ?? type.storedProperties.filter { !$0.isStatic && $0.initializer == nil }.prefix(arguments.count).map {
          Optional($0.name)
        }
      let given = zip(labels, arguments).map { label, value in
        Argument(label: label, value: Expr(.evaluated(value), at: location))
      }
      return try construct(type, given, Scope(size: 0, parent: nil), at: location)
    case .enumCase(let type, let name):
      var payload = arguments
      if let decl = type.enumCase(name), payload.count < decl.payloadLabels.count {
        // `.onboarding()` of `case onboarding(Onboarding.State = .init())`: the defaults fill the rest.
        for index in payload.count..<decl.payloadLabels.count {
          guard index < decl.payloadDefaults.count, let value = decl.payloadDefaults[index] else { break }
          let type = index < decl.payloadTypes.count ? decl.payloadTypes[index] : nil
          payload.append(try evaluate(value, Scope(size: 0, parent: nil), expecting: type))
        }
      }
      return .enumCase(EnumCaseValue(type: type, name: name, payload: payload))
    case .binaryOperator(let op):
      guard arguments.count == 2 else { throw fail(.runtime("'\(op.rawValue)' takes two values"), at: location) }
      return try binary(op, arguments[0], arguments[1], at: location)
    case .customOperator(let op):
      return try customOperator(op, arguments, at: location)
    case .autoclosure(let expr, let scope):
      return try evaluate(expr, scope)
    }
  }

  /// Calls a native with evaluated arguments; a mutating method's new receiver is `mutated`.
  func callNative(
    _ native: Native, receiver: Value?, _ arguments: [Value], labels: [String?], at location: SourceLocation,
    mutated: (Value) throws -> Void = { _ in }
  ) throws -> Value {
    guard case .values(let run) = native.body else {
      let given = zip(labels + Array(repeating: nil, count: max(0, arguments.count - labels.count)), arguments).map {
        label, value in
        Argument(label: label, value: Expr(.evaluated(value), at: location))
      }
      guard case .expressions(let runExpressions) = native.body else { return .void }
      return try runExpressions(
        NativeExpressionCall(
          interpreter: self, arguments: given, scope: Scope(size: 0, parent: nil), location: location))
    }
    var call = NativeCall(
      self, name: native.name, receiver: receiver, arguments: arguments, labels: labels.isEmpty ? nil : labels,
      at: location)
    let result = try run(&call)
    // A native may build a string in one step (encoding, joining, formatting): held to the budget
    // as one the program builds, and said where the program called it.
    if case .string(let text) = result { try budget.checkLength(text.utf8.count, at: self.programLocation(location)) }
    if let replaced = call.mutatedReceiver { try mutated(replaced) }
    return result
  }

  /// How many parameters a closure declares (nil for builtins).
  package func arity(of function: FunctionValue) -> Int? {
    if case .declared(let decl, _, _) = function.body { return decl.parameters.count }
    return nil
  }

  /// `get { (result: Result<Page<Movie>, APIError>) in … }` passed for `completion: @escaping
  /// (Result<T, APIError>) -> Void`: `T` is `Page<Movie>`, as the closure's written parameter types
  /// say where the callee's declaration has its type parameters.
  private func bindGenericParameters(
    of decl: FunctionDecl, fromClosuresIn arguments: [Value], into bindings: inout [String: TypeReference]
  ) {
    var found: [String: WrittenType] = [:]
    for (parameter, argument) in zip(decl.parameters, arguments) {
      guard let declared = parameter.type, case .function(let function) = argument,
        case .declared(let closure, _, _) = function.body, closure.kind == .closure
      else { continue }
      let result = closure.returnType ?? typeMade(by: closure) ?? .unwritten
      guard closure.parameters.contains(where: { $0.type != nil }) || result != .unwritten else { continue }
      let given = closure.parameters.map { $0.type ?? .unwritten }
      declared.bind(decl.genericParameterNames, to: WrittenType(.function, given + [result]), into: &found)
    }
    for (name, type) in found where bindings[name] == nil {
      bindings[name] = typeReference(type)
    }
  }

  /// What a function returns: a call returned by `func resolve<T>() -> T` gives the type `T` stands
  /// for in this call (`return Container.resolve()` resolves a `Services`), as Swift infers it.
  func evaluateResult(_ expr: Expr, _ scope: Scope) throws -> Value {
    var call = expr
    while case .tryForced(let inner) = call.kind { call = inner }
    guard let type = genericResultType, case .call = call.kind else { return try evaluate(expr, scope) }
    let saved = expectedCallResult
    expectedCallResult = (call.location, type)
    defer { expectedCallResult = saved }
    return try evaluate(expr, scope)
  }

  /// The program type a closure's one expression makes (`{ LoginPage() }`, `{ Model(service) }`),
  /// read from its text without running it: what `() -> T` binds `T` to, as Swift infers it.
  private func typeMade(by closure: FunctionDecl) -> WrittenType? {
    guard closure.isSingleExpression, case .expression(let expr)? = closure.body.statements.first?.kind,
      case .call(let callee, _) = expr.kind, case .name(let reference) = callee.kind, case .type = reference.resolution,
      program.declaredType(named: reference.name) != nil
    else { return nil }
    return .named(reference.name, reference.typeArguments)
  }

  /// Runs a declared function. Returns its result and, for methods, `self` after the call (so
  /// `mutating` methods can be written back).
  package func invoke(
    _ decl: FunctionDecl, arguments: [Value], selfValue: Value?, captured: Scope?, at location: SourceLocation,
    asBuilder: Bool = false, typeBindings: [String: TypeReference] = [:], finished: ((Scope) -> Void)? = nil
  ) throws -> (result: Value, newSelf: Value?) {
    // The `&` places `bind` found are this call's only if it is the call `bind` prepared.
    let pending = pendingWriteBacks
    pendingWriteBacks = nil
    let writeBacks = pending?.decl === decl ? pending?.places ?? [] : []
    try budget.enterCall(at: location)
    defer { budget.leaveCall() }
    // `func decode<T>(_ type: T.Type, …)`: `T` is the type passed for it (loosely: values stay real).
    // A method of a generic type's value sees what the value's parameters stand for (`Entity`).
    var bindings = instanceTypeArguments(of: selfValue).merging(typeBindings) { _, given in given }
    for (index, parameter) in decl.parameters.enumerated() where index < arguments.count {
      guard let name = parameter.type?.instanceType?.name, case .metatype(let type) = arguments[index] else { continue }
      bindings[name] = type
    }
    if let expected = expectedCallResult, expected.location == location, let returned = decl.returnType {
      // `func decode<T>(…) -> T` called where `[Mission]` is expected: `T` is `[Mission]`; where
      // the caller's own generic parameter is expected, what that stands for. `-> T?` where `T?`
      // or `T` is expected (`guard let service: T = lookup()`) binds `T` to what is wrapped.
      let (result, wanted) =
        returned.isOptional ? (returned.unwrapped, expected.type.unwrapped) : (returned, expected.type)
      if let name = result.name, decl.genericParameterNames.contains(name), bindings[name] == nil {
        bindings[name] = wanted.name.flatMap { genericBindings.last?[$0] } ?? typeReference(wanted)
      }
    }
    if !decl.genericParameterNames.isEmpty {
      bindGenericParameters(of: decl, fromClosuresIn: arguments, into: &bindings)
    }
    if decl.kind == .closure, bindings.isEmpty, let inherited = captured?.nearestGenericTypes {
      bindings = inherited  // a closure made in a generic function: its `T` is the function's
    }
    genericBindings.append(bindings)
    defer { genericBindings.removeLast() }
    let savedResultType = genericResultType
    genericResultType = decl.returnType.flatMap { returned in
      returned.name.flatMap { bindings[$0] } != nil && decl.genericParameterNames.contains(returned.name ?? "")
        ? returned : nil
    }
    defer { genericResultType = savedResultType }
    let scope = Scope(
      size: max(decl.body.scopeSize, decl.parameters.count + (decl.hasSelfSlot ? 1 : 0)), parent: captured)
    if decl.kind != .closure, !bindings.isEmpty { scope.genericTypes = bindings }
    if decl.hasSelfSlot {
      scope.slots[0] = selfValue ?? .void
      scope.holdsSelf = true
    }
    scope.isInitializer = decl.kind == .initializer
    var arguments = arguments
    if decl.kind == .closure, decl.parameters.count > 1, arguments.count == 1, case .tuple(let items) = arguments[0],
      items.count == decl.parameters.count
    {
      arguments = items  // `{ index, item in … }` over pairs
    }
    for (index, parameter) in decl.parameters.enumerated() {
      scope.ensureSize(parameter.slot + 1)
      scope.slots[parameter.slot] = index < arguments.count ? arguments[index] : .null
    }
    let accessed = try beginInoutAccesses(writeBacks, at: location)
    var accessing = !accessed.isEmpty
    defer { if accessing { endInoutAccesses(accessed) } }
    let result: Value
    if decl.isViewBuilder || asBuilder, !decl.hasExplicitReturn {
      let views = library(SwiftUIRuntime.self)
      let nodes = try views.runBuilder(decl.body.statements, scope)
      result = nodes.count == 1 ? .view(nodes[0]) : .view(views.group(nodes, at: decl.location))
    } else if !decl.isSingleExpression, !decl.hasExplicitReturn,
      let builder = resultBuilder(for: decl, selfValue: selfValue)
    {
      result = try build(decl.body.statements, scope, with: builder, at: decl.location)
    } else if decl.isSingleExpression, let only = decl.body.statements.first, case .expression(let expr) = only.kind {
      // `static var white: ColorData { .init(…) }`: the declared result types an implicit member.
      // `Indentation(rawValue: n) ?? .default` needs the result's type as `.default` alone does.
      var coalescesIntoContext: Bool {
        if case .logical(.coalesce, _, let rhs) = expr.kind { return rhs.needsContextType }
        return false
      }
      let resultType =
        expr.needsContextType || coalescesIntoContext
        ? decl.returnType.flatMap {
          $0.name.flatMap { program.types[$0] } != nil || standardCollection($0) != nil || $0.nominalName == "Self"
            ? $0 : nil
        } : nil
      result = try resultType.map { try evaluate(expr, scope, expecting: $0) } ?? evaluateResult(expr, scope)
    } else if decl.isSingleExpression,
      let only = decl.body.statements.first?.returningBranchValues(
        typedAs: decl.returnType.flatMap {
          $0.name.flatMap { program.types[$0] } != nil || standardCollection($0) != nil ? $0 : nil
        })
    {
      // `{ person in if text.isEmpty { true } else { … } }`, `var duration: Double { switch self {
      // case .food: 60 … } }`: a lone `if` or `switch` is an expression, each branch typed by the
      // declared result.
      let flow = try execute(only, scope)
      if case .returned(let value) = flow { result = value } else { result = .void }
    } else {
      switch try execute(decl.body.statements, scope) {
      case .returned(let value): result = value
      default: result = .void
      }
    }
    if accessing {
      endInoutAccesses(accessed)
      accessing = false
    }
    for writeBack in writeBacks where writeBack.slot < scope.slots.count {
      try assign(writeBack.place, scope.slots[writeBack.slot], writeBack.scope, inPlace: true)
    }
    finished?(scope)
    return (result, decl.hasSelfSlot ? scope.slots[0] : nil)
  }

  /// The globals a call's `&` arguments modify for as long as it runs (Swift's exclusive access):
  /// two arguments in one global (`balance(&stats.health, &stats.energy)`) overlap, a runtime
  /// error as in Swift. A place reached through an object is the object's, not the global's.
  private func beginInoutAccesses(_ writeBacks: [InoutWriteBack], at location: SourceLocation) throws -> [String] {
    var names: [String] = []
    for writeBack in writeBacks {
      guard let name = Self.rootGlobal(of: writeBack.place) else { continue }
      if case .object? = globals[name] { continue }
      if names.contains(name) {
        throw fail(
          .runtime("overlapping accesses to '\(name)', but modification requires exclusive access"),
          at: writeBack.place.location)
      }
      names.append(name)
    }
    for name in names { globalsInInoutAccess[name, default: 0] += 1 }
    return names
  }

  private func endInoutAccesses(_ names: [String]) {
    for name in names {
      let count = (globalsInInoutAccess[name] ?? 1) - 1
      globalsInInoutAccess[name] = count > 0 ? count : nil
    }
  }

  /// The global a place passed with `&` is part of: `stats` of `&stats.health` or `&stats[0]`.
  private static func rootGlobal(of place: Expr) -> String? {
    switch place.kind {
    case .name(let reference):
      if case .global = reference.resolution { return reference.name }
      return nil
    case .member(let base, _), .subscriptCall(let base, _), .forceUnwrap(let base), .optionalBind(let base),
      .optionalChain(let base):
      return rootGlobal(of: base)
    default:
      return nil
    }
  }

  /// `super.init(…)` and `super.method(…)` in a class of the program: the superclass's own
  /// initializer or method, run on the same object (an override in the subclass is not taken).
  private func callSuper(
    _ superclassName: String, _ member: String, on object: ObjectInstance, _ arguments: [Argument], _ scope: Scope,
    at location: SourceLocation
  ) throws -> Value {
    guard let superclass = program.types[superclassName] else { throw fail(.cannotFind(superclassName), at: location) }
    let overloads =
      member == "init" ? superclass.initializers : superclass.methods[member]?.filter { !$0.isStatic } ?? []
    guard !overloads.isEmpty else {
      if member == "init" { return .void }  // the superclass's implicit initializer: its defaults are set already
      throw fail(.noMember(member, on: superclassName), at: location)
    }
    let (decl, values) = try resolve(overloads, arguments, scope, at: location)
    let result = try invoke(decl, arguments: values, selfValue: .object(object), captured: nil, at: location).result
    // `super.init(name:)` of an `init?` failed
    if member == "init", decl.isFailable, result.isNull { throw InitializerFailed() }
    if member == "init" { try callImplicitSuperInit(after: decl, of: superclass, on: object, at: location) }
    return result
  }

  /// Swift's implicit `super.init()`: a designated initializer of a class that calls no other
  /// initializer calls its superclass's initializer without arguments at its end, when the
  /// superclass has one (`init(brand:) { self.brand = brand }` of `class Car: Vehicle` runs
  /// `Vehicle`'s `init()`).
  func callImplicitSuperInit(
    after decl: FunctionDecl, of type: TypeDecl, on object: ObjectInstance, at location: SourceLocation
  ) throws {
    guard !decl.isConvenience, !decl.delegatesInitialization else { return }
    // An inherited initializer (`Bicycle()` running `Vehicle`'s `init()`) calls the superclass of
    // the class that declares it.
    var owner = type
    for _ in 0..<64 {  // a chain of classes, bounded as a cyclic one is not
      guard let next = owner.superclassName.flatMap({ program.types[$0] }), next !== owner,
        next.initializers.contains(where: { $0 === decl })
      else { break }
      owner = next
    }
    guard let superclass = owner.superclassName.flatMap({ program.types[$0] }), superclass !== owner,
      let initializer = superclass.initializers.first(where: { !$0.isConvenience && overloading.fits($0, []) })
    else { return }
    let values = try bind([], to: initializer, Scope(size: 0, parent: nil), at: location)
    _ = try invoke(initializer, arguments: values, selfValue: .object(object), captured: nil, at: location)
    try callImplicitSuperInit(after: initializer, of: superclass, on: object, at: location)
  }

  /// A failable initializer's delegation (`super.init(…)`, `self.init(…)`) made nil: the
  /// initializer that delegated fails too.
  struct InitializerFailed: Error {}

  /// Calls a closure whose one parameter is `inout` (`.transformEnvironment(\.key) { $0 = … }`)
  /// and returns that parameter as the closure left it.
  package func callUpdating(_ function: FunctionValue, _ arguments: [Value], at location: SourceLocation) throws
    -> Value
  {
    let value = arguments.first ?? .null
    guard case .declared(let decl, let captured, let selfValue) = function.body, let parameter = decl.parameters.first
    else {
      return value
    }
    var updated = value
    _ = try invoke(decl, arguments: arguments, selfValue: selfValue, captured: captured, at: location) { scope in
      if parameter.slot < scope.slots.count { updated = scope.slots[parameter.slot] }
    }
    return updated
  }

  /// The declaration among `overloads` a call means, and its arguments' values in the order of its
  /// parameters: by labels, then, when the labels leave a choice, by the values' types
  /// (`OverloadResolution`). Each argument is evaluated once either way.
  func resolve(_ overloads: [FunctionDecl], _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws
    -> (FunctionDecl, [Value])
  {
    // Arguments whose type only the parameter gives (`.red`, a closure) are evaluated after the choice.
    if overloads.count > 1, overloading.dependsOnTypes(overloads, for: arguments),
      arguments.allSatisfy({ !$0.isTrailingClosure && !$0.isInout && !$0.value.needsContextType && !$0.value.isClosure }
      )
    {
      let evaluated = try arguments.map { try evaluate($0.value, scope) }
      let decl =
        overloading.mostSpecific(overloads, for: arguments, values: evaluated) { self.matches($0, $1) }
        ?? overloading.choose(overloads, for: arguments)
      return (decl, try bind(arguments, to: decl, scope, evaluated: evaluated, at: location))
    }
    let decl = overloading.choose(overloads, for: arguments)
    return (decl, try bind(arguments, to: decl, scope, at: location))
  }

  /// Matches argument expressions to parameters by label, filling defaults: the values in the
  /// order of the parameters. The places passed with `&` to `inout` parameters are written back
  /// when `invoke` runs `decl` next. `evaluated` are the arguments' values when `resolve` needed them first.
  func bind(
    _ arguments: [Argument], to decl: FunctionDecl, _ scope: Scope, evaluated: [Value]? = nil,
    at location: SourceLocation
  ) throws -> [Value] {
    var writeBacks: [InoutWriteBack] = []
    var values: [Value] = []
    var index = 0
    let callee = decl.name
    func value(_ index: Int, expecting type: WrittenType? = nil) throws -> Value {
      try evaluated?[index] ?? evaluate(arguments[index].value, scope, expecting: type)
    }
    if decl.kind == .closure {
      // `{ state, action in state.count += 1 }` called as `run(&state, action)`: what the closure
      // leaves in a parameter passed with `&` is written back, as for a function's `inout`.
      let values = try arguments.indices.map { try value($0) }
      for (index, argument) in arguments.enumerated() where argument.isInout && index < decl.parameters.count {
        writeBacks.append(InoutWriteBack(slot: decl.parameters[index].slot, place: argument.value, scope: scope))
      }
      pendingWriteBacks = writeBacks.isEmpty ? nil : (decl, writeBacks)
      return values
    }
    for parameter in decl.parameters {
      if parameter.isVariadic {
        var items: [Value] = []
        while index < arguments.count,
          arguments[index].label == parameter.label || (items.count > 0 && arguments[index].label == nil)
        {
          items.append(try value(index))
          index += 1
        }
        values.append(.array(items))
        continue
      }
      if index < arguments.count, parameter.isAutoclosure, overloading.takes(parameter, arguments[index]) {
        // `init(wrappedValue value: @autoclosure () -> Value)`: the argument runs when called
        // (already run when choosing among overloads needed its value).
        let expr =
          evaluated.map { Expr(.evaluated($0[index]), at: arguments[index].value.location) } ?? arguments[index].value
        values.append(.function(makeFunction(.autoclosure(expr, scope))))
        index += 1
      } else if index < arguments.count, overloading.takes(parameter, arguments[index]) {
        if parameter.isInout, arguments[index].isInout {
          writeBacks.append(InoutWriteBack(slot: parameter.slot, place: arguments[index].value, scope: scope))
        }
        // `half(3)` where `half` takes a `Double`: the literal is a Double, as Swift types it.
        let value = try value(index, expecting: parameter.type).coerced(to: parameter.type)
        if parameter.isViewBuilder, case .function(let f) = value, case .declared(let closure, _, _) = f.body {
          closure.isViewBuilder = true
        }
        if let builder = parameter.builderAttribute, case .function(let f) = value,
          case .declared(let closure, _, _) = f.body
        {
          closure.builderAttribute = builder  // `CombineReducers { … }`: built by `@ReducerBuilder`
        }
        values.append(value)
        index += 1
      } else if let defaultValue = parameter.defaultValue {
        values.append(try evaluate(defaultValue, Scope(size: 0, parent: nil), expecting: parameter.type))
      } else {
        throw fail(.missingArgument(parameter.label ?? "_", in: callee), at: location)
      }
    }
    if index < arguments.count {
      throw fail(.extraArgument(arguments[index].label ?? "_", in: callee), at: arguments[index].value.location)
    }
    pendingWriteBacks = writeBacks.isEmpty ? nil : (decl, writeBacks)
    return values
  }

  // MARK: - Initializers

  /// `Type(…)`: an enum case, an explicit `init`, or the memberwise initializer.
  package func construct(
    _ type: TypeDecl, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation,
    typeArguments: [String: TypeReference] = [:]
  ) throws -> Value {
    var typeArguments = typeArguments
    if type.extendsBuiltin {
      // `Color(…)` where the program extends `Color`: still the type ViewGraph provides, unless
      // the extension declares the initializer.
      if let decl = type.initializers.first(where: { overloading.fits($0, arguments) }) {
        let values = try bind(arguments, to: decl, scope, at: location)
        return try invoke(decl, arguments: values, selfValue: .metatype(.declared(type)), captured: nil, at: location)
          .newSelf ?? .void
      }
      return try callBuiltin(type.name, arguments, scope, at: location)
    }
    if type.isProtocol, program.sources.isPrelude(type.location) {
      // `Reducer<State, Action, Environment> { … }`: a package's older API, in which a name the
      // model declares as a protocol was a type. Not simulated: opaque, said once (issue 36).
      warnOnce(.notSimulatedHere("'\(type.name)(…)'"), at: programLocation(location))
      return .opaque(OpaqueValue(description: "\(type.name)(…)", origin: location))
    }
    if type.kind == .enumeration {
      if let rawArgument = arguments.first, rawArgument.label == "rawValue" {
        let raw = try evaluate(rawArgument.value, scope)
        for c in type.cases {
          let value = try c.rawValue.map { try evaluate($0, Scope(size: 0, parent: nil)) } ?? .string(c.name)
          if value == raw { return .enumCase(EnumCaseValue(type: type, name: c.name, payload: [])) }
        }
        return .null
      }
      let fitting = type.initializers.filter { overloading.fits($0, arguments) }
      if !fitting.isEmpty {
        // `init(timeInterval:)` of an enum: its body assigns `self = .morning`. Of `init(from:
        // Int)` and `init(from: Date)`, the one the argument's type fits, as for a struct (issue
        // 36, set 9's Haby).
        let (decl, values) = try resolve(fitting, arguments, scope, at: location)
        let (result, newSelf) = try invoke(
          decl, arguments: values, selfValue: .metatype(.declared(type)), captured: nil, at: location)
        if decl.isFailable, result.isNull { return .null }  // `init?(symbol:)`'s `return nil`
        return newSelf ?? .null
      }
      throw fail(.runtime("enum '\(type.name)' has no initializer"), at: location)
    }
    if let last = arguments.last, last.isTrailingClosure,
      !type.initializers.contains(where: { overloading.fits($0, arguments) }),
      (type.methods["callAsFunction"]
        ?? type.conformances.lazy.compactMap({ self.program.types[$0]?.methods["callAsFunction"] }).first) != nil
    {
      // `BackyardViewportLayout(scale: 1) { … }`: the value is made without the closure, which it is
      // then called with (`callAsFunction`, as a `Layout` takes its content).
      let made = try construct(type, arguments.filter { !$0.isTrailingClosure }, scope, at: location)
      return try callMethod(on: made, "callAsFunction", arguments.filter(\.isTrailingClosure), scope, at: location) {
        _ in
      }
    }
    // Building a value is a call: a stored-property default that builds its own type recurses.
    try budget.enterCall(at: location)
    defer { budget.leaveCall() }
    var selfValue: Value
    // `private let entities = StateMap<Entity>()` in `EntityStore<Comment>`: the defaults see `Entity`.
    let keepsTypeArguments = !typeArguments.isEmpty && !type.genericParameters.isEmpty
    if keepsTypeArguments { genericBindings.append(typeArguments) }
    defer { if keepsTypeArguments { genericBindings.removeLast() } }
    switch type.kind {
    case .classType:
      let object = objects.make(type)
      selfValue = .object(object)
      if keepsTypeArguments { object.typeArguments = typeArguments }
      object.fields.reserveCapacity(type.storedProperties.count)
      for property in type.storedProperties where property.lazyInitializer == nil {
        object.fields[property.name] = try initialValue(of: property, in: type, at: location)
      }
    default:
      var fields = StoredFields()
      fields.reserveCapacity(type.storedProperties.count)
      for property in type.storedProperties where property.lazyInitializer == nil {
        fields[property.name] = try initialValue(of: property, in: type, at: location)
      }
      selfValue = .structure(
        StructValue(type: type, fields: fields, typeArguments: keepsTypeArguments ? typeArguments : nil))
    }
    var initializers = type.initializers
    var fitting = initializers.filter { overloading.fits($0, arguments) }
    if fitting.isEmpty, !takesMemberwise(type, arguments) {
      // `ShippingOptions()`, `init(arrayLiteral:)`: an initializer of a protocol extension
      // (`OptionSet`'s), where none of the type's own fits.
      let inherited = typeIndex.initializers(of: type).dropFirst(initializers.count).filter {
        overloading.fits($0, arguments)
      }
      if !inherited.isEmpty {
        (initializers, fitting) = (Array(inherited), Array(inherited))
        typeArguments["Self"] = .declared(type)  // the extension's `Self`
      }
    }
    if type.kind == .classType, fitting.isEmpty, case .object(let object) = selfValue,
      let inherited = inheritedInitializer(of: type, arguments)
    {
      // `Item(context: viewContext)` and `self.init(context:)` in a convenience initializer of
      // `class Item: NSManagedObject`: an initializer the class inherits from its superclass.
      let (decl, values) = try resolve([inherited], arguments, scope, at: location)
      _ = try initializing(object) {
        try self.invoke(decl, arguments: values, selfValue: selfValue, captured: nil, at: location)
      }
      return selfValue
    }
    if type.declaresInitializer,
      let form = unsimulatedForm(of: type.initializers, "\(type.name).init", arguments, at: location)
    {
      return form
    }
    if !initializers.isEmpty, type.declaresInitializer || !fitting.isEmpty {
      let (decl, values) = try resolve(fitting.isEmpty ? initializers : fitting, arguments, scope, at: location)
      let result: Value
      let newSelf: Value?
      do {
        let run = {
          try self.invoke(
            decl, arguments: values, selfValue: selfValue, captured: nil, at: location, typeBindings: typeArguments)
        }
        if case .object(let object) = selfValue {
          (result, newSelf) = try initializing(object) {
            let ran = try run()
            try self.callImplicitSuperInit(after: decl, of: type, on: object, at: location)
            return ran
          }
        } else {
          (result, newSelf) = try untrackedWrites(run)
        }
      } catch is InitializerFailed where decl.isFailable {
        return .null
      }
      if decl.isFailable, result.isNull { return .null }
      return try checkChainDepth(newSelf ?? selfValue, at: location)
    }
    if type.isPrelude, !type.declaresInitializer, fitting.isEmpty,
      arguments.contains(where: { argument in
        argument.label.map { label in !type.storedProperties.contains { $0.name == label } } ?? false
      })
    {
      // A form of a framework type's initializer the prelude does not declare (`Duration(beats:)`
      // of a module that shadows Swift's `Duration`): opaque with a warning (issue 36), as for a
      // type whose initializers the prelude declares.
      let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
      warnOnce(.notSimulatedHere("'\(type.name)(\(labels))'"), at: programLocation(location))
      return .opaque(OpaqueValue(description: "\(type.name)(\(labels))", origin: location))
    }
    if type.kind == .classType, !arguments.isEmpty, !type.isPrelude, typeIndex.isPartlySimulated(type) {
      // `Item(context: viewContext)` of `class Item: NSManagedObject`: a class has no memberwise
      // initializer, so this is one it inherits from a superclass ViewGraph does not know. The
      // object is made with its defaults; the initializer's own work is not simulated (SPEC §3).
      for argument in arguments { _ = try evaluate(argument.value, scope) }
      let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
      warnOnce(
        .notSimulatedHere("'\(type.name)(\(labels))' (an initializer of a superclass ViewGraph does not know)"),
        at: programLocation(location))
      return selfValue
    }
    return try checkChainDepth(try memberwise(type, selfValue, arguments, scope, at: location), at: location)
  }

  /// The initializer a class inherits that the arguments fit: the first up its superclasses (the
  /// program's or the prelude's, `NSManagedObject`'s `init(context:)`); nil if none fits.
  private func inheritedInitializer(of type: TypeDecl, _ arguments: [Argument]) -> FunctionDecl? {
    // A class of no superclass (most, and 100,000 `Item()`s, issue 38) makes no set.
    guard var next = type.superclassName else { return nil }
    var seen: Set<String> = [type.name]
    while seen.insert(next).inserted, let superclass = program.types[next] {
      if let decl = superclass.initializers.first(where: { overloading.fits($0, arguments) }) { return decl }
      guard let further = superclass.superclassName else { return nil }
      next = further
    }
    return nil
  }

  /// Whether the memberwise initializer takes these arguments: each names a stored property, and
  /// every stored property without a default is given (what a protocol extension's initializer
  /// does not override).
  private func takesMemberwise(_ type: TypeDecl, _ arguments: [Argument]) -> Bool {
    guard type.kind != .classType, !type.declaresInitializer else { return false }
    // Each argument labelled, with a label of its own that names a stored property: looked along
    // the few arguments, not a set made at every view built (`Cell(item:)`, 100,000 rows, issue 38).
    for (index, argument) in arguments.enumerated() {
      guard let label = argument.label, type.storedProperty(label) != nil,
        !arguments[..<index].contains(where: { $0.label == label })
      else { return false }
    }
    return type.storedProperties.allSatisfy { property in
      property.mayBeOmittedFromMemberwiseInit || arguments.contains { $0.label == property.name }
    }
  }

  /// A struct built of itself (`box = Box(inner: box)` in a loop) nests like `a = [a]`: equality,
  /// hashing and release recurse on it, so its depth has the same budget.
  private func checkChainDepth(_ value: Value, at location: SourceLocation) throws -> Value {
    guard case .structure = value else { return value }
    return try budget.checkNesting(value, chainOnly: true, at: location)
  }

  /// The memberwise initializer: each stored property in order, by label; defaults where given.
  private func memberwise(
    _ type: TypeDecl, _ initial: Value, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation
  ) throws -> Value {
    var selfValue = initial
    var index = 0
    for property in type.storedProperties {
      guard index < arguments.count else { break }
      let argument = arguments[index]
      guard
        argument.label == property.name
          || (argument.isTrailingClosure && argument.label == nil && !trailingClosureSkips(property))
      else {
        if property.mayBeOmittedFromMemberwiseInit { continue }
        throw fail(.missingArgument(property.name, in: "\(type.name).init"), at: location)
      }
      index += 1
      if property.isLet, property.initializer != nil { continue }
      var value = try evaluate(argument.value, scope, expecting: property.type)
      if property.isViewBuilder, case .function(let content) = value {
        if property.type?.isFunction == true {
          // `@ViewBuilder var content: () -> Content`: kept as a closure that builds when called.
          if case .declared(let closure, _, _) = content.body { closure.isViewBuilder = true }
        } else {
          let views = library(SwiftUIRuntime.self)
          value = .view(
            views.group(try views.buildContent(content, at: argument.value.location), at: argument.value.location))
        }
      }
      let stored: Value
      switch property.wrapper {
      case .program? where value.declaredType?.name == property.programWrapper:
        // `Devices(token: $token)` for `@Shared var token`: a wrapper with no `init(wrappedValue:)`
        // is what the memberwise initializer takes (issue 36, set 6's Kasa).
        stored = value
      case .program?:
        stored = try makeProgramWrapper(
          for: property, wrapping: Expr(.evaluated(value), at: argument.value.location), at: location)
      case let wrapper? where wrapper.isStateLike:
        let cell = StateCell(initialValue: value.coerced(to: property.type))
        cell.isPassedIn = true
        stored = .stateCell(cell)
      case .stateObject?: stored = .stateCell(StateCell(stateObject: { value }))
      default: stored = value.coerced(to: property.type)
      }
      switch selfValue {
      case .object(let object): object.fields[property.name] = stored
      case .structure(var s):
        s.fields[property.name] = stored
        selfValue = .structure(s)
      default: break
      }
    }
    if index < arguments.count {
      throw fail(
        .extraArgument(arguments[index].label ?? "_", in: "\(type.name).init"), at: arguments[index].value.location)
    }
    for property in type.storedProperties
    where property.initializer == nil && property.knownWrapper == nil && !property.isOptional {
      let fields: StoredFields
      switch selfValue {
      case .structure(let s): fields = s.fields
      case .object(let o): fields = o.fields
      default: fields = [:]
      }
      if case .null? = fields[property.name] {
        throw fail(.missingArgument(property.name, in: "\(type.name).init"), at: location)
      }
    }
    return selfValue
  }

  /// Swift's forward scan (SE-0286) over memberwise parameters: an unlabelled trailing closure
  /// skips a property no closure can be, or one with a default that is not of a function type
  /// (`var isAdding = false` before `let saveAction: () -> Void`).
  private func trailingClosureSkips(_ property: PropertyDecl) -> Bool {
    if property.isFrameworkOwned { return true }  // `@Environment`, `@FocusState`: never a parameter
    if property.type?.isFunction == true || property.isViewBuilder { return false }
    if let type = property.type, overloading.isValueType(type) { return true }
    return property.initializer != nil
  }

  /// A stored property's value before any initializer runs: its default, wrapped as declared.
  private func initialValue(of property: PropertyDecl, in type: TypeDecl, at location: SourceLocation) throws -> Value {
    if let name = property.programWrapper {
      // `@Clamped private var storage: Int` whose wrapper cannot be made from nothing: the
      // enclosing initializer sets the storage itself (`_storage = Clamped(…)`), or assigns the
      // property (`self.storage = 3`, which Swift makes `Clamped(wrappedValue: 3)`).
      if property.initializer == nil, property.wrapperArguments.isEmpty, let wrapper = program.types[name],
        property.wrapperInitArguments(for: wrapper, wrapping: nil, in: program, at: property.location).isEmpty,
        wrapper.declaresInitializer
          ? !wrapper.initializers.contains(where: { overloading.fits($0, []) })
          : !wrapper.storedProperties.allSatisfy({ $0.initializer != nil || $0.isOptional })
      {
        return .null
      }
      return try makeProgramWrapper(for: property, wrapping: property.initializer, at: property.location)
    }
    if property.isStateObject {
      guard let initializer = property.initializer else { return .stateCell(StateCell(initialValue: .null)) }
      // `@StateObject private var tracker: Tracker = .shared`: the written type names whose `.shared`.
      return .stateCell(
        StateCell(stateObject: { [unowned self] in
          try self.evaluate(initializer, Scope(size: 0, parent: nil), expecting: property.type)
        }))
    }
    if property.isQuery, let query = property.wrapper.flatMap({ program.types[$0.name] }) {
      // `@Query(sort: \Item.timestamp) var items: [Item]`: the wrapper its attribute's arguments make.
      return try construct(query, property.wrapperArguments, Scope(size: 0, parent: nil), at: property.location)
    }
    let value =
      try property.initializer.map { try evaluate($0, Scope(size: 0, parent: nil), expecting: property.type) }?.coerced(
        to: property.type)
      ?? Value.defaultValue(for: property)
    if property.isStateLike { return .stateCell(StateCell(initialValue: value)) }
    return property.isFromEnvironment ? .null : value
  }

  /// `@UserDefault("key", defaultValue: false) var flag: Bool` is stored as
  /// `UserDefault(wrappedValue: initial, "key", defaultValue: false)` — `wrappedValue:` only when the
  /// property has an initial value — as Swift's compiler writes it.
  func makeProgramWrapper(for property: PropertyDecl, wrapping initial: Expr?, at location: SourceLocation) throws
    -> Value
  {
    guard let name = property.programWrapper, let type = program.types[name] else { return .null }
    // `@Inject var service: Service` of `struct Inject<T>`: `T` is the property's declared type.
    var typeArguments: [String: TypeReference] = [:]
    if type.genericParameters.count == 1, let parameter = type.genericParameters.first, let declared = property.type {
      typeArguments[parameter] = typeReference(declared)
    }
    return try construct(
      type, property.wrapperInitArguments(for: type, wrapping: initial, in: program, at: location),
      Scope(size: 0, parent: nil),
      at: location,
      typeArguments: typeArguments)
  }

  /// Runs `body` with no write notifying: a value's initializer (a view's `init` runs while its
  /// parent's body does), or a state's initial value.
  package func untrackedWrites<T>(_ body: () throws -> T) rethrows -> T {
    try tracker.withoutNotifying(body)
  }

  /// Runs a class's initializer: the object's own stores do not notify and run no observers
  /// (nothing can depend on an object still being made; Swift calls no `willSet`/`didSet` there),
  /// but what it does to other objects does, as in Swift — a SwiftData model given a related model
  /// in its `init` joins that model's context and is appended to its other side.
  func initializing<T>(_ object: ObjectInstance, _ body: () throws -> T) rethrows -> T {
    objectsBeingMade.append(object)
    defer { objectsBeingMade.removeLast() }
    return try body()
  }

  /// Whether a write to `object` notifies: not while its own initializer runs (rule 2), nor while
  /// no write does.
  func notifiesWrites(to object: ObjectInstance) -> Bool {
    tracker.notifiesWrites && UpdateModel.ObservationWrites.notifies(writingTo: object, whileMaking: objectsBeingMade)
  }

  // MARK: - Methods

  /// One of a type's own methods called on `base`: the overload the call means (an opaque value and
  /// a warning for a form of a prelude method ViewGraph does not simulate); a `mutating` one's new
  /// receiver goes to `writeBack`.
  private func callMethod(
    _ overloads: [FunctionDecl], _ name: String, on base: Value, _ arguments: [Argument], _ scope: Scope,
    at location: SourceLocation,
    writeBack: (Value) throws -> Void = { _ in }
  ) throws -> Value {
    if let form = unsimulatedForm(of: overloads, name, arguments, at: location) { return form }
    let (decl, values) = try resolve(overloads, arguments, scope, at: location)
    let (result, newSelf) = try invoke(decl, arguments: values, selfValue: base, captured: nil, at: location)
    if decl.isMutating, let newSelf { try writeBack(newSelf) }
    return result
  }

  /// `base.name(arguments)`. `writeBack` stores a mutated receiver where it came from.
  func callMethod(
    on base: Value, _ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation,
    writeBack: (Value) throws -> Void
  ) throws -> Value {
    switch base {
    case .structure(let s):
      if let overloads = s.type.methods[name]?.filter({ !$0.isStatic }), !overloads.isEmpty,
        !prefersProtocolMethod(name, over: overloads, for: base, arguments)
      {
        return try callMethod(overloads, name, on: base, arguments, scope, at: location, writeBack: writeBack)
      }
      // A stored property is called only if it holds a closure: `Caption().font(.title)` is the
      // modifier even when Caption declares `@Environment(\.font) var font`, as in Swift.
      let holdsClosure =
        s.type.storedProperty(name).map { property in
          if property.type?.isFunction == true { return true }
          if case .function? = s.fields[name] { return true }
          return false
        } ?? false
      if !holdsClosure, s.type.computedProperties[name] == nil, s.type.isView || s.type.isApp,
        protocolMethod(name, for: base, arguments) == nil
      {
        return try library(SwiftUIRuntime.self).modifiers.apply(to: base, name, arguments, scope, at: location)
      }
    case .object(let object):
      if let (superclass, member) = SuperMember.parts(of: name) {
        return try callSuper(superclass, member, on: object, arguments, scope, at: location)
      }
      if let overloads = object.type.methods[name]?.filter({ !$0.isStatic }), !overloads.isEmpty,
        !prefersProtocolMethod(name, over: overloads, for: base, arguments)
      {
        return try callMethod(overloads, name, on: base, arguments, scope, at: location)
      }
    case .enumCase(let e):
      if let type = e.type, let overloads = type.methods[name]?.filter({ !$0.isStatic }), !overloads.isEmpty {
        return try callMethod(overloads, name, on: base, arguments, scope, at: location, writeBack: writeBack)
      }
    case .metatype(.declared(let type)):
      // The type's own static method, else one of a protocol extension it conforms to
      // (`Self._printChanges()` in a view's body).
      let holders = [type] + type.conformances.sorted().compactMap { program.types[$0] }.filter(\.isProtocol)
      if let overloads = holders.lazy.compactMap({ $0.methods[name]?.filter(\.isStatic) }).first(where: { !$0.isEmpty })
      {
        return try callMethod(overloads, name, on: base, arguments, scope, at: location)
      }
      if let nested = program.types["\(type.name).\(name)"] {
        return try construct(nested, arguments, scope, at: location)  // `DailyScrum.Attendee(name:)`
      }
      if let aliased = memberType(type, name) {
        return try callValue(.metatype(aliased), arguments, scope, at: location)  // `Item.ID(uuid)`
      }
      if let caseDecl = type.enumCase(name), !caseDecl.payloadLabels.isEmpty {
        // `.donut(.rainbow)`: each associated value takes its declared type.
        let values = try arguments.enumerated().map { index, argument in
          try evaluate(argument.value, scope, expecting: payloadType(of: caseDecl, at: index, in: type))
        }
        return .enumCase(EnumCaseValue(type: type, name: name, payload: values))
      }
      if let caseDecl = type.enumCase(name), caseDecl.payloadLabels.isEmpty, type.methods["callAsFunction"] != nil {
        // `SharedSystemImages.toggleALight()`: the case, called (issue 36, set 6's Kasa).
        return try callValue(
          .enumCase(EnumCaseValue(type: type, name: name, payload: [])), arguments, scope, at: location)
      }
      if type.extendsBuiltin {
        // `Int.random(in:)` where `extension Int` declares more: the type's own members.
        let member = try builtinStaticMember(type.name, name, at: location)
        if case .function = member { return try callValue(member, arguments, scope, at: location) }
        return member
      }
    case .metatype(.builtin(let typeName)):
      // `Task.sleep(…)`, `Binding.constant(…)`, `Color.red.opacity(…)`: the type's own members.
      let member = try builtinStaticMember(typeName.description, name, at: location)
      if case .function = member { return try callValue(member, arguments, scope, at: location) }
      return member
    case .opaque(let o)
    where !o.content.isEmpty && (program.modifiers[name] != nil || program.types["View"]?.methods[name] != nil):
      // `Router($routes) { … }.environmentObject(model)`: a package's view with content takes
      // SwiftUI's modifiers as any view does, its content built where it stands (said there).
      let view = Value.view(try library(SwiftUIRuntime.self).viewNode(base, at: location))
      if let decl = protocolMethod(name, for: view, arguments) {
        let values = try bind(arguments, to: decl, scope, at: location)
        return try invoke(decl, arguments: values, selfValue: view, captured: nil, at: location).result
      }
      return try library(SwiftUIRuntime.self).modifiers.apply(to: view, name, arguments, scope, at: location)
    case .opaque(let o):
      for argument in arguments { _ = try evaluate(argument.value, scope) }
      return .opaque(o.appending(".\(name)(…)"))
    case .view where protocolMethod(name, for: base, arguments) == nil:
      return try library(SwiftUIRuntime.self).modifiers.apply(to: base, name, arguments, scope, at: location)
    case .symbol where name.first?.isLowercase == true && arguments.allSatisfy({ !$0.isTrailingClosure }):
      return try library(SwiftUIRuntime.self).modifiers.apply(to: base, name, arguments, scope, at: location)
    case .symbol:
      // `Color.clear.navigationDestination(for:) { … }`, `.onTapGesture { … }`: a colour in a
      // view's place takes View's modifiers with a closure too.
      let view = Value.view(try library(SwiftUIRuntime.self).viewNode(base, at: location))
      if typeIndex.protocols(of: view).contains(where: { $0.methods[name] != nil }) {
        if let decl = protocolMethod(name, for: view, arguments) {
          let values = try bind(arguments, to: decl, scope, at: location)
          return try invoke(decl, arguments: values, selfValue: view, captured: nil, at: location).result
        }
        return try library(SwiftUIRuntime.self).modifiers.apply(to: view, name, arguments, scope, at: location)
      }
    default:
      break
    }
    // A closure the value's type stores (`let placeholder: () -> Placeholder`) is what the call
    // means, before a protocol extension's method of the same name (`extension View { func
    // placeholder() }`): Swift prefers the type's own member.
    if base.storedProperty(name)?.type?.unwrapped.isFunction == true {
      return try callValue(try member(of: base, name, at: location), arguments, scope, at: location)
    }
    // A method from a protocol extension the value's type conforms to (`extension View { … }`).
    if let decl = protocolMethod(name, for: base, arguments) {
      // `Self` in the extension is the value's type (`Self(rawValue: …)` of an `OptionSet`), for the
      // arguments (`chosen.union([.nextDay])`) and the body; a `mutating` one writes back.
      let selfType = base.declaredType.map { ["Self": TypeReference.declared($0)] } ?? [:]
      genericBindings.append(selfType)
      let values: [Value]
      do {
        defer { genericBindings.removeLast() }
        values = try bind(arguments, to: decl, scope, at: location)
      }
      let (result, newSelf) = try invoke(
        decl, arguments: values, selfValue: base, captured: nil, at: location, typeBindings: selfType)
      if decl.isMutating, let newSelf { try writeBack(newSelf) }
      return result
    }
    // A stored closure or a computed property holding a function, or a value that is callable
    // (`Container.shared.service()`: Factory's computed property gives a factory, then called).
    if base.storedProperty(name) != nil || base.declaredType?.computedProperties[name] != nil {
      let function = try member(of: base, name, at: location)
      return try callValue(function, arguments, scope, at: location)
    }
    if base.declaredType?.methods[name] == nil,
      let lookup = declaredSubscript(of: base, labels: ["dynamicMember"], setter: false)
    {
      // `R.string.localizable.welcome()`: a `@dynamicMemberLookup` member, called (issue 36).
      let function = try invoke(lookup, arguments: [.keyPath([name])], selfValue: base, captured: nil, at: location)
        .result
      return try callValue(function, arguments, scope, at: location)
    }
    // A method of a standard value (`items.sorted()`, `flag.toggle()`): a native of its kind.
    let values = try arguments.map { try evaluate($0.value, scope) }
    if case .string(let text) = base, libraryMethod(name, on: base, arguments: values.count) == nil,
      let native = natives.method(name, on: .array), !natives.mutatesInPlace(name)
    {
      return try callNative(
        native, receiver: Self.characters(of: text), values, labels: arguments.map(\.label), at: location)
    }
    guard let native = libraryMethod(name, on: base, arguments: values.count) else {
      if case .function? = try optionalExtensionMember(of: base, name, at: location),
        let method = program.types["Optional"]?.methods[name]?.first(where: { !$0.isStatic })
      {
        // `book.describe()` where `extension Book? { func describe() … }`.
        return try invoke(method, arguments: values, selfValue: base, captured: nil, at: location).result
      }
      if let type = base.declaredType { return try missingMember(name, of: type, at: location) }
      // `DispatchQueue.concurrentPerform(…)`: a static method a framework type does not declare.
      if case .metatype(.declared(let type)) = base { return try missingMember(name, of: type, at: location) }
      // `context.perform { … }` on `@Environment(\.managedObjectContext)`: a SwiftUI value ViewGraph
      // does not simulate is opaque, and so is what its methods give.
      if case .symbol(let symbol) = base {
        return opaqueResult(OpaqueValue(description: symbol, origin: location), ".\(name)(…)", at: location)
      }
      if case .binding = base {
        // `$store.scope(state:action:)`, `$route.case(…)`: a method a package adds to SwiftUI's
        // `Binding` (TCA, SwiftUINavigation) is opaque, said once, and the body goes on (issue 36).
        warnOnce(.notSimulatedMember(name, of: "Binding"), at: programLocation(location))
        return .opaque(OpaqueValue(description: "Binding.\(name)(…)", origin: location))
      }
      throw fail(.noMember(name, on: base.typeName), at: location)
    }
    return try callNative(
      native, receiver: base, values, labels: arguments.map(\.label), at: location, mutated: writeBack)
  }

  /// What a generic type's parameters stand for, from the arguments written after its name
  /// (`EntityStore<Comment>()`), each seen through the generic parameters bound where it is made
  /// (`StateMap<Entity>()` inside `EntityStore<Comment>` is `StateMap<Comment>`).
  func writtenTypeArguments(of type: TypeDecl, _ written: [WrittenType]) -> [String: TypeReference] {
    guard !written.isEmpty, !type.genericParameters.isEmpty else { return [:] }
    var arguments: [String: TypeReference] = [:]
    for (parameter, argument) in zip(type.genericParameters, written) {
      arguments[parameter] = argument.name.flatMap { genericBindings.last?[$0] } ?? typeReference(argument)
    }
    return arguments
  }

  /// What the generic parameters of `value`'s type stand for in it, where it keeps them.
  func instanceTypeArguments(of value: Value?) -> [String: TypeReference] {
    switch value {
    case .structure(let s)?: s.typeArguments ?? [:]
    case .object(let o)?: o.typeArguments ?? [:]
    default: [:]
    }
  }

  /// A `String` as the `Collection` of its `Character`s (a `Character` is a one-character string
  /// here): the collection methods and properties `String` does not declare itself (`map`,
  /// `reduce(into:)`, `sorted()`, `indices`) are those of its characters (issue 35).
  static func characters(of text: String) -> Value {
    .array(text.map { .string(String($0)) })
  }

  /// A standard value's method `name`, from the registry by the value's kind: the form that runs in
  /// place when there is one for this many arguments, else the method.
  func libraryMethod(_ name: String, on value: Value, arguments count: Int) -> Native? {
    natives.inPlaceMethod(name, on: value.kind, arguments: count) ?? natives.method(name, on: value.kind)
  }

  /// Calls a closure or key path with values.
  func apply(_ function: Value, _ arguments: [Value], at location: SourceLocation) throws -> Value {
    switch function {
    case .function(let f): return try call(f, arguments, at: location)
    case .metatype(.builtin(let type)):
      return try callBuiltinFunction(type.description, arguments, labels: arguments.map { _ in nil }, at: location)
    case .keyPath(let path):
      var value = arguments.first ?? .null
      for name in path where name != "self" { value = try member(of: value, name, at: location) }
      return value
    case .opaque(let opaque): return opaqueResult(opaque, "(…)", at: location)
    default: throw fail(.notCallable(function.typeName), at: location)
    }
  }

  /// A method of a protocol the value conforms to (a protocol extension's `func`) that the call fits.
  /// Whether a call means a protocol extension's method rather than the type's own of that name:
  /// none of the type's takes these arguments and the extension's does (`client.request(r)` where
  /// the type implements `request(_:decoder:)` and `extension APIClient` adds `request(_:)`; issue
  /// 36, set 9's ComposableRM).
  func prefersProtocolMethod(
    _ name: String, over overloads: [FunctionDecl], for value: Value, _ arguments: [Argument]
  ) -> Bool {
    guard !overloads.contains(where: { overloading.fits($0, arguments) }),
      let decl = protocolMethod(name, for: value, arguments)
    else { return false }
    return overloading.fits(decl, arguments)
  }

  func protocolMethod(_ name: String, for value: Value, _ arguments: [Argument]) -> FunctionDecl? {
    for holder in typeIndex.protocols(of: value) {
      guard let all = holder.methods[name] else { continue }
      // SwiftUI's own modifiers with a native meaning are applied, not invoked (`SwiftUIModifiers.apply`).
      let overloads = all.filter { $0.nativeModifier == nil }
      let fitting = overloads.filter { overloading.fits($0, arguments) }
      if !fitting.isEmpty { return overloading.choose(fitting, for: arguments) }
      // `padding(.all, 4)` inside the app's `extension View { func padding(all:) … }`: none of the
      // app's overloads takes these arguments, so SwiftUI's own modifier is the one Swift picks.
      if overloads.count < all.count { return nil }
      if let decl = overloads.first { return decl }
    }
    return nil
  }
}

extension Interpreter {
  /// The type an enum case's associated value at `index` takes: the declared one; for a case of a
  /// `@Reducer enum Path { case detail(Detail) }`, whose `State` the macro writes as
  /// `case detail(Detail.State)`, the feature's `State` (`.detail(.init())` is `Detail.State()`).
  func payloadType(of caseDecl: EnumCaseDecl, at index: Int, in type: TypeDecl) -> WrittenType? {
    guard index < caseDecl.payloadTypes.count else { return nil }
    let declared = caseDecl.payloadTypes[index]
    guard type.attributes.contains("Reducer"), let feature = declared.nominalName,
      program.types[feature]?.kind != .enumeration, program.types["\(feature).State"] != nil
    else { return declared }
    return .named("\(feature).State")
  }
}
