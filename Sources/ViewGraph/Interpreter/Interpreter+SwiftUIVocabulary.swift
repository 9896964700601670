import Foundation

/// SwiftUI's vocabulary: primitive views and containers, lazy `List`/`ForEach`, modifiers (as the
/// prelude declares them, `Prelude/SwiftUIModifiers`), `Binding`/`State` constructors,
/// `withAnimation`, and the words of `#scenario` blocks.
extension Interpreter {
  // MARK: - Names

  func builtinName(_ name: String, at location: SourceLocation) throws -> Value {
    switch name {
    case "root":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      return try scenario.root(at: location)
    default:
      if let first = name.unicodeScalars.first, "+-*/%<>=!&|".unicodeScalars.contains(first) {
        return .function(makeFunction(.builtin("operator:" + name, receiver: nil)))
      }
      if name.first?.isUppercase == true {
        if let bound = genericBindings.last?[name] { return .metatype(bound) }
        return .metatype(.builtin(named: name))
      }
      guard BuiltinNames.isBuiltin(name) || BuiltinNames.scenarioOnly.contains(name) else {
        // A name the program does not declare and ViewGraph does not provide: warned about where
        // it was written, an error where it is used.
        throw fail(.cannotFind(name), at: location)
      }
      return .function(makeFunction(.builtin(name, receiver: nil)))
    }
  }

  func builtinStaticMember(_ type: String, _ name: String, at location: SourceLocation) throws -> Value {
    switch (type, name) {
    case (_, "_printChanges"):
      return .function(makeFunction(.builtin("sleep", receiver: nil)))
    case (_, "self"): return .metatype(.builtin(named: type))
    case _ where natives.staticMember(name, of: type) != nil || natives.isClosedType(type):
      return try libraryStaticMember(type, name, at: location)
    case ("Binding", "constant"), ("Animation", _), ("Font", _), ("Color", _), ("Edge", _), ("Alignment", _),
      ("HorizontalAlignment", _), ("VerticalAlignment", _):
      if name == "constant" { return .function(makeFunction(.builtin("Binding.constant", receiver: nil))) }
      return .symbol(name)
    default:
      if !BuiltinNames.isBuiltin(type) { return .opaque(OpaqueValue(description: "\(type).\(name)", origin: location)) }
      return .symbol("\(type).\(name)")
    }
  }

  /// `Int.random`, `String.init`: a static member of a type a library defines all of
  /// (`NativeRegistry.Library.closedTypes`) or registers this member of.
  private func libraryStaticMember(_ type: String, _ name: String, at location: SourceLocation) throws -> Value {
    if let native = natives.staticMember(name, of: type) { return .function(makeFunction(.native(native, receiver: nil))) }
    // `["1", "2"].compactMap(Int.init)`: the initializer named as a value is the type, called.
    if name == "init" { return .metatype(.builtin(named: type)) }
    // Any other member is an error here, never a value that fails later, far from its cause.
    throw fail(.noMember(name, on: type), at: location)
  }

  // MARK: - Calls

  /// `Name(arguments)` for a name ViewGraph provides.
  func callBuiltin(_ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> Value {
    if name.first?.isUppercase == true, !BuiltinNames.isBuiltin(name), program.types[name] == nil {
      // A framework type ViewGraph does not simulate (`AVPlayer()`, `Query(filter: #Predicate …)`):
      // opaque, and its arguments are not run.
      return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
    }
    if BuiltinNames.primitiveViews.contains(name) || BuiltinNames.containers.contains(name) || BuiltinNames.lazyContainers.contains(name) {
      return .view(try library(SwiftUIRuntime.self).makeView(name, arguments, scope, at: location))
    }
    let values = try arguments.map { try evaluate($0.value, scope) }
    let labels = arguments.map(\.label)
    return try callBuiltinFunction(name, receiver: nil, values, labels: labels, at: location)
  }

  func callBuiltinFunction(_ name: String, receiver: Value?, _ values: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    func argument(_ label: String?) -> Value? {
      zip(labels, values).first { $0.0 == label }?.1
    }
    if let native = natives.function(name, labels: labels) {
      return try callNative(native, receiver: receiver, values, labels: labels, at: location)
    }
    if name.hasPrefix("operator:"), values.count == 2, let op = BinaryOperator(rawValue: String(name.dropFirst("operator:".count))) {
      return try binary(op, values[0], values[1], at: location)
    }
    if name.hasPrefix("init:"), case .metatype(.declared(let type))? = receiver {
      // An initializer called as a function value: positional values fill the labels of the
      // initializer that takes that many, else the stored properties in order.
      let labels: [String?] = type.initializers.first { $0.parameters.count == values.count }?.parameters.map(\.label)
        ?? type.storedProperties.filter { !$0.isStatic && $0.initializer == nil }.prefix(values.count).map { Optional($0.name) }
      let arguments = zip(labels, values).map { label, value in Argument(label: label, value: Expr(.literal(value), at: location)) }
      return try construct(type, arguments, Scope(size: 0, parent: nil), at: location)
    }
    if name.hasPrefix("case:"), case .metatype(.declared(let type))? = receiver {
      let caseName = String(name.split(separator: ".").last ?? "")
      return .enumCase(EnumCaseValue(type: type, name: caseName, payload: values))
    }
    switch name {
    case "_printChanges", "sleep":
      return .void
    case "popPath":
      if case .binding(let path)? = receiver, case .array(var items) = try untracked({ try readBinding(path, at: location) }), !items.isEmpty {
        items.removeLast()
        try writeBinding(path, .array(items), at: location)
      }
      return .void
    case "dismiss":
      // `dismiss()` inside a sheet: set what presents it back to false / nil.
      if case .binding(let binding)? = receiver {
        let current = try untracked { try readBinding(binding, at: location) }
        try writeBinding(binding, current.isBoolean ? .bool(false) : .null, at: location)
      }
      return .void
    case "withAnimation":
      tracker.markAnimated()
      guard case .function(let body)? = values.last else { return .void }
      return try call(body, [], at: location)
    case "State", "StateObject":
      let cell = StateCell(initialValue: argument("initialValue") ?? argument("wrappedValue") ?? values.first ?? .null)
      cell.isPassedIn = name == "State"
      return .stateCell(cell)
    case "EquatableView":
      // SPEC rule 6: `EquatableView(content:)` compares its content with the content's own `==`.
      let node = try viewNode(argument("content") ?? values.first ?? .null, at: location).copy()
      node.comparesWithEquatable = true
      return .view(node)
    case "Bindable", "ObservedObject":
      return argument("wrappedValue") ?? values.first ?? .null
    case "Binding":
      if case .function(let get)? = argument("get"), case .function(let set)? = argument("set") {
        return .binding(try makeBinding(.computed(get: get, set: set), at: location))
      }
      if case .binding? = values.first { return values[0] }
      throw fail(.runtime("'Binding' needs 'get:' and 'set:' closures"), at: location)
    case "Binding.constant":
      return .binding(try makeBinding(.constant(values.first ?? .null), at: location))
    case "Date": return .symbol("Date")
    case "find", "findAll":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .metatype(let type)? = values.first else { throw fail(.runtime("'\(name)' takes a view type, as in '\(name)(BookView.self)'"), at: location) }
      return name == "find" ? try scenario.find(type.name, at: location) : try scenario.findAll(type.name, at: location)
    case "advance":
      // `advance(seconds: 5)`: the simulated clock moves on, firing what is due (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard labels == ["seconds"], let amount = values.first, case .double(let seconds) = amount.coerced(to: .double), seconds >= 0 else {
        throw fail(.runtime("'advance' takes a number of seconds of zero or more, as in 'advance(seconds: 5)'"), at: location)
      }
      try scenario.advance(seconds: seconds, at: location)
      return .void
    case "delete":
      // `delete(row: 0)`, `delete(row: 0, in: ItemList.self)`: the row's `.onDelete` runs (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .int(let row)? = argument("row") else { throw fail(.deleteNeedsRow, at: location) }
      var unitType: String?
      if case .metatype(let type)? = argument("in") { unitType = type.name }
      try scenario.delete(row: row, in: unitType, at: location)
      return .void
    case "move":
      // `move(row: 0, to: 3)`, `move(row: 0, to: 3, in: ItemList.self)`: the row's `.onMove` runs (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .int(let row)? = argument("row"), case .int(let destination)? = argument("to") else { throw fail(.moveNeedsRows, at: location) }
      var unitType: String?
      if case .metatype(let type)? = argument("in") { unitType = type.name }
      try scenario.move(row: row, to: destination, in: unitType, at: location)
      return .void
    case "stubNetwork":
      guard scenario != nil else { throw fail(.scenarioOnly(name), at: location) }
      return try callNative(ScenarioWords.stubNetwork, receiver: nil, values, labels: labels, at: location)
    case "search":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .string(let text)? = values.first else { throw fail(.searchNeedsText, at: location) }
      try scenario.search(text, at: location)
      return .void
    case "tap", "toggle", "type":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .string(let label)? = values.first else { throw fail(.runtime("'\(name)' takes a label string"), at: location) }
      switch name {
      case "tap": try scenario.tap(label, at: location)
      case "toggle": try scenario.toggle(label, at: location)
      default:
        guard case .string(let title)? = argument("into") else { throw fail(.runtime("'type' takes 'into:' the text field's title"), at: location) }
        try scenario.typeText(label, into: title, at: location)
      }
      return .void
    default:
      if BuiltinNames.library.contains(name) { return .symbol("\(name)(\(values.map(describe).joined(separator: ", ")))") }
      if name.first?.isUppercase == true {
        // A framework type ViewGraph does not simulate: made, it is opaque.
        return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
      }
      throw fail(.ranNotSimulated(.notSimulatedHere("'\(name)'")), at: location)
    }
  }
}
