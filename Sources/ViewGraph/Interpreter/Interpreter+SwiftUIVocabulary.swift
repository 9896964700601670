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
    case ("Int", "random"), ("Double", "random"), ("Bool", "random"), ("CGFloat", "random"):
      return .function(makeFunction(.builtin("\(type).random", receiver: nil)))
    case ("String", "init"), ("Int", "init"), ("Double", "init"), ("Bool", "init"):
      return .metatype(.builtin(named: type))
    case ("Int", _), ("Double", _), ("String", _), ("Bool", _), ("CGFloat", _), ("Float", _):
      // A standard type's member ViewGraph does not implement is an error here, never a value
      // that fails later, far from its cause.
      throw fail(.noMember(name, on: type), at: location)
    case ("Binding", "constant"), ("Animation", _), ("Font", _), ("Color", _), ("Edge", _), ("Alignment", _),
      ("HorizontalAlignment", _), ("VerticalAlignment", _):
      if name == "constant" { return .function(makeFunction(.builtin("Binding.constant", receiver: nil))) }
      return .symbol(name)
    default:
      if !BuiltinNames.isBuiltin(type) { return .opaque(OpaqueValue(description: "\(type).\(name)", origin: location)) }
      return .symbol("\(type).\(name)")
    }
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
    if let native = natives.function(name) {
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
    case "print":
      return .void
    case "assert", "precondition":
      if case .bool(false)? = values.first {
        let message = values.count > 1 ? ": \(describe(values[1]))" : ""
        throw fail(.runtime("\(name) failed\(message)"), at: location)
      }
      return .void
    case "fatalError":
      throw fail(.runtime("fatal error: \(values.first.map(describe) ?? "")"), at: location)
    case "min", "max":
      let ordered = values.count == 1 ? (try iterate(values[0], at: location)) : values
      let sorted = ordered.sorted(by: less)
      return (name == "min" ? sorted.first : sorted.last) ?? .null
    case "floor", "ceil", "round", "sqrt":
      guard let first = values.first, case .double = first.coerced(to: .double) else {
        throw fail(.runtime("'\(name)' takes a number"), at: location)
      }
      let x = first.coerced(to: .double).doubleValue
      switch name {
      case "floor": return .double(x.rounded(.down))
      case "ceil": return .double(x.rounded(.up))
      case "round": return .double(x.rounded())
      default: return .double(x.squareRoot())
      }
    case "pow" where values.count == 2:
      return .double(Foundation.pow(values[0].coerced(to: .double).doubleValue, values[1].coerced(to: .double).doubleValue))
    case "abs":
      switch values.first {
      case .int(let i)?:
        guard i != Int.min else { throw fail(.arithmeticOverflow("abs(\(i))"), at: location) }
        return .int(abs(i))
      case .double(let d)?: return .double(abs(d))
      default: return .null
      }
    case "IndexSet":
      return .array(values.first.map { v in if case .array = v { return try? iterate(v, at: location) } else { return [v] } }.flatMap { $0 } ?? [])
    case "Optional":
      return values.first ?? .null
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
    case "String":
      if labels.first == "format", case .string(let pattern)? = values.first {
        return .string(try TextFormatting.format(pattern, Array(values.dropFirst()), at: location, in: self))
      }
      if labels.first == "decoding" || labels.first == "data", case .structure(let data)? = values.first, data.type.name == "Data",
        case .string(let text)? = data.fields["text"]
      {
        return .string(text)  // `String(decoding: data, as: UTF8.self)`, `String(data: data, encoding: .utf8)`
      }
      if labels.first == "contentsOf", case .structure(let url)? = values.first, case .string(let path)? = url.fields["path"] {
        return .string(try library(SimulatedWorld.self).readFile(path, at: location))  // the app's folders, then its bundle
      }
      if labels.first == "repeating", case .string(let text)? = values.first, case .int(let count)? = argument("count") {
        guard count >= 0 else { throw fail(.runtime("'String(repeating:count:)' needs a count of zero or more"), at: location) }
        let (length, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
        try checkLength(overflow ? Int.max : length, at: location)
        return .string(String(repeating: text, count: count))
      }
      return .string(values.first.map(describe) ?? "")
    case "Int":
      switch values.first {
      case .int(let i)?: return .int(i)
      case .double(let d)?:
        guard let i = Int(exactly: d.rounded(.towardZero)) else { throw fail(.notConvertible(String(d), to: "Int"), at: location) }
        return .int(i)
      case .string(let s)?:
        // `Int("ff", radix: 16)`: Swift's radixes are 2 through 36.
        guard case .int(let radix)? = argument("radix") else { return Int(s).map(Value.int) ?? .null }
        guard (2...36).contains(radix) else { throw fail(.runtime("'Int(_:radix:)' needs a radix from 2 through 36, not \(radix)"), at: location) }
        return Int(s, radix: radix).map(Value.int) ?? .null
      case .bool(let b)?: return .int(b ? 1 : 0)
      case nil: return .int(0)
      case let other?: throw fail(.notConvertible("'\(other.typeName)'", to: "Int"), at: location)
      }
    case "Double", "Float", "CGFloat":
      switch values.first {
      case .int(let i)?: return .double(Double(i))
      case .double(let d)?: return .double(d)
      case .string(let s)?: return Double(s).map(Value.double) ?? .null
      default: return .double(0)
      }
    case "Bool": return values.first ?? .bool(false)
    case "Array":
      if let repeating = argument("repeating"), case .int(let count)? = argument("count") {
        guard count >= 0 else { throw fail(.runtime("'Array(repeating:count:)' needs a count of zero or more"), at: location) }
        try checkCount(count, at: location)
        return .array(Array(repeating: repeating, count: count))
      }
      return .array(try values.first.map { try iterate($0, at: location) } ?? [])
    case "Set": return .array(Array(Set(try values.first.map { try iterate($0, at: location) } ?? [])))
    case "Dictionary":
      return try dictionary(values, labels: labels, at: location)
    case "UUID": return .string("UUID-\(makeFunction(.builtin("uuid", receiver: nil)).identity)")
    case "Date": return .symbol("Date")
    case "stride":
      guard case .int(let from)? = argument("from"), case .int(let by)? = argument("by"), by != 0 else { return .array([]) }
      if by == 1, case .int(let to)? = argument("to") { return to > from ? .range(from, to) : .array([]) }  // lazy, as a range
      guard case .int(let end)? = argument("to") ?? argument("through") else { return .array([]) }
      // The element count, measured before anything is built (the distance may not fit an Int).
      let distance = by > 0 ? end.subtractingReportingOverflow(from) : from.subtractingReportingOverflow(end)
      if distance.overflow || distance.partialValue / (by == Int.min ? Int.max : abs(by)) > limits.maxElements {
        try checkCount((Int.max, true), at: location)
      }
      if argument("to") != nil { return .array(Array(stride(from: from, to: end, by: by)).map(Value.int)) }
      return .array(Array(stride(from: from, through: end, by: by)).map(Value.int))
    case "zip":
      guard values.count == 2 else { return .array([]) }
      return .array(zip(try iterate(values[0], at: location), try iterate(values[1], at: location)).map { .tuple([$0, $1]) })
    case "ObjectIdentifier":
      if case .object(let o)? = values.first { return .int(o.id) }
      return .null
    case "Int.random", "Double.random", "CGFloat.random":
      // Deterministic: the launch's seeded generator (SPEC §3: the same input, the same answer).
      if name != "Int.random", case .structure(let range)? = argument("in"), range.type.name == "FloatingRange",
        case .double(let lower)? = range.fields["lowerBound"], case .double(let upper)? = range.fields["upperBound"], lower < upper
      {
        return .double(Double.random(in: lower..<upper, using: &library(SimulatedWorld.self).randomness))  // `Double.random(in: 0.5..<1.5)`
      }
      guard case .range(let lower, let upper, _)? = argument("in"), lower < upper else {
        throw fail(.runtime("'\(name)(in:)' needs a non-empty range of integers"), at: location)
      }
      let drawn = Int.random(in: lower..<upper, using: &library(SimulatedWorld.self).randomness)
      return name == "Int.random" ? .int(drawn) : .double(Double(drawn))
    case "Bool.random":
      return .bool(Bool.random(using: &library(SimulatedWorld.self).randomness))
    case "type" where labels == ["of"]:
      if case .structure(let s)? = values.first { return .metatype(.declared(s.type)) }
      if case .object(let o)? = values.first { return .metatype(.declared(o.type)) }
      return .metatype(.builtin(named: values.first?.typeName ?? "Never"))
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

  /// `Dictionary()`, `Dictionary(grouping:by:)` and `Dictionary(uniqueKeysWithValues:)`, as the
  /// standard library builds them; any other form is an error, not an empty dictionary.
  private func dictionary(_ values: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    switch labels {
    case []:
      return .dictionary([:])
    case ["grouping", "by"], ["grouping", nil]:
      var groups: [Value: [Value]] = [:]
      for element in try iterate(values[0], at: location) {
        groups[try apply(values[1], [element], at: location), default: []].append(element)
      }
      return .dictionary(groups.mapValues(Value.array))
    case ["uniqueKeysWithValues"]:
      var result: [Value: Value] = [:]
      for pair in try iterate(values[0], at: location) {
        guard let items = pair.tupleItems, items.count == 2 else {
          throw fail(.runtime("'Dictionary(uniqueKeysWithValues:)' takes (key, value) pairs"), at: location)
        }
        guard result.updateValue(items[1], forKey: items[0]) == nil else {
          throw fail(.runtime("duplicate key '\(describe(items[0]))' in 'Dictionary(uniqueKeysWithValues:)'"), at: location)
        }
      }
      return .dictionary(result)
    default:
      let form = labels.map { ($0 ?? "_") + ":" }.joined()
      throw fail(.runtime("'Dictionary(\(form))' is not simulated by ViewGraph"), at: location)
    }
  }
}
