import ViewGraphModel

/// Names the program does not declare: what the libraries register (`NativeRegistry`), the words
/// of a language on top of Swift while its code runs (`Interpreter.words`), operators named as
/// values, and the framework's types. Nothing here knows what a name means; the natives do.
extension Interpreter {
  // MARK: - Names

  /// The characters an operator's name may start with (Swift's operator-head, in ASCII).
  static let operatorHeads = Set("/=-+!*%<>&|^~?".unicodeScalars)

  /// A name resolved to the libraries (`NameReference.Resolution.builtin`).
  func builtinName(_ name: String, at location: SourceLocation) throws -> Value {
    if let op = BinaryOperator(rawValue: name) { return .function(makeFunction(.binaryOperator(op))) }
    if let first = name.unicodeScalars.first, Self.operatorHeads.contains(first) {
      return .function(makeFunction(.customOperator(name)))
    }
    if name.first?.isUppercase == true {
      if let bound = genericBindings.last?[name] { return .metatype(bound) }
      return .metatype(.builtin(named: name))
    }
    if let word = words?.function(name) {
      // A word that takes nothing is a value where it is named (the scenario's `root`).
      if word.arity == 0...0 { return try callNative(word, receiver: nil, [], labels: [], at: location) }
      return .function(makeFunction(.native(word, receiver: nil)))
    }
    if BuiltinNames.scenarioOnly.contains(name) { throw fail(.scenarioOnly(name), at: location) }
    if let native = natives.function(name) { return .function(makeFunction(.native(native, receiver: nil))) }
    // A name the program does not declare and ViewGraph does not provide (`kSecClass`,
    // `kCLLocationAccuracyBest`): warned about where it was written, and opaque where it is used
    // (SPEC §3: opaque values propagate; a scenario's unknown names are errors when lowered).
    return .opaque(OpaqueValue(description: name, origin: location))
  }

  /// `Type.name` of a type the program does not declare.
  /// A static member of a type the program does not declare; `extended` names the type its
  /// extensions extend, where that is not `type` (`Array` for `[Section]`).
  func builtinStaticMember(_ type: String, _ name: String, extended: String? = nil, at location: SourceLocation) throws
    -> Value
  {
    if name == "self" { return .metatype(.builtin(named: type)) }
    if let holder = program.types[extended ?? type], holder.extendsBuiltin,
      holder.staticProperties[name] != nil || holder.methods[name]?.contains(where: \.isStatic) == true
    {
      // `extension Array where Element == Section { static var home: [Section] }`: the program's own
      // static member of a standard type, as `[Section].home` or `.home` where an array is expected.
      return try staticMember(.declared(holder), name, at: location)
    }
    if let native = natives.staticMember(name, of: type) {
      return .function(makeFunction(.native(native, receiver: nil)))
    }
    if natives.isClosedType(type) {
      // `["1", "2"].compactMap(Int.init)`: the initializer named as a value is the type, called.
      if name == "init" { return .metatype(.builtin(named: type)) }
      // Any other member is an error here, never a value that fails later, far from its cause.
      throw fail(.noMember(name, on: type), at: location)
    }
    // `Font.title`, `Color.red`, `Edge.top`: a symbol the modifiers that take it read.
    if natives.isSymbolType(type) { return .symbol(name) }
    if !BuiltinNames.isBuiltin(type, natives: natives) {
      return .opaque(OpaqueValue(description: "\(type).\(name)", origin: location))
    }
    return .symbol("\(type).\(name)")
  }

  // MARK: - Calls

  /// `Name(arguments)` for a name the program does not declare.
  func callBuiltin(_ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> Value
  {
    if let native = words?.function(name) ?? natives.function(name), case .expressions(let run) = native.body {
      // A native that decides when its arguments run: a view's content, a `StateObject`'s autoclosure.
      return try run(NativeExpressionCall(interpreter: self, arguments: arguments, scope: scope, location: location))
    }
    if name.first?.isUppercase == true, let bound = genericBindings.last?[name], bound.name != name {
      // `T()`, `Entity(id: id, storage: entities)`: a generic parameter's initializer is the one of
      // the type it stands for.
      return try callValue(.metatype(bound), arguments, scope, at: location)
    }
    if name.first?.isUppercase == true, !BuiltinNames.isBuiltin(name, natives: natives), program.types[name] == nil {
      // A framework type ViewGraph does not simulate (`AVPlayer()`, `Query(filter: #Predicate …)`):
      // opaque, and its arguments are not run — but for the closure a package's view takes its
      // content in, kept (not run) to be built where the value stands as a view.
      let content = try SwiftUIRuntime.contentClosure(of: arguments, in: name).map { try evaluate($0.value, scope) }
      let functions: [FunctionValue] = content.flatMap { if case .function(let f) = $0 { [f] } else { [] } } ?? []
      return .opaque(OpaqueValue(description: "\(name)(…)", origin: location, content: functions))
    }
    let values = try arguments.map { try evaluate($0.value, scope) }
    return try callBuiltinFunction(name, values, labels: arguments.map(\.label), at: location)
  }

  /// `Name(values)` for a name the program does not declare, with evaluated arguments.
  func callBuiltinFunction(_ name: String, _ values: [Value], labels: [String?], at location: SourceLocation) throws
    -> Value
  {
    if let native = words?.function(name, labels: labels) ?? natives.function(name, labels: labels) {
      return try callNative(native, receiver: nil, values, labels: labels, at: location)
    }
    if BuiltinNames.scenarioOnly.contains(name) { throw fail(.scenarioOnly(name), at: location) }
    if let first = name.unicodeScalars.first, Self.operatorHeads.contains(first) {
      return try customOperator(name, values, at: location)
    }
    if BuiltinNames.library.contains(name) {
      return .symbol("\(name)(\(values.map(describe).joined(separator: ", ")))")
    }
    // A framework type ViewGraph does not simulate: made, it is opaque. So is what a framework
    // function returns (`mach_host_self()`, `SecItemCopyMatching(…)`, issue 36): the load warned
    // where the name is used, and a launch or an action goes on with an opaque value.
    return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
  }
}
