/// The slice of Swift's standard library that SwiftUI samples use: properties and methods of
/// strings, numbers, arrays, dictionaries, ranges and optionals.
extension Interpreter {
  /// A property of a builtin value, or nil when there is none.
  /// `Character`'s classifying properties.
  static let characterProperties: [String: @Sendable (Character) -> Bool] = [
    "isNumber": \.isNumber, "isLetter": \.isLetter, "isWhitespace": \.isWhitespace, "isNewline": \.isNewline,
    "isUppercase": \.isUppercase, "isLowercase": \.isLowercase, "isPunctuation": \.isPunctuation,
    "isHexDigit": \.isHexDigit, "isWholeNumber": \.isWholeNumber, "isASCII": \.isASCII, "isSymbol": \.isSymbol,
  ]

  func libraryProperty(of base: Value, _ name: String, at location: SourceLocation) throws -> Value? {
    switch (base, name) {
    case (.array(let items), "count"): return .int(items.count)
    case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
    case (.array(let items), "first"): return items.first ?? .null
    case (.array(let items), "last"): return items.last ?? .null
    case (.array(let items), "indices"): return .range(0, items.count)
    case (.array, "startIndex"): return .int(0)
    case (.array(let items), "endIndex"): return .int(items.count)
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
    case (.dictionary(let d), "keys"): return .array(d.keys.sorted { describe($0) < describe($1) })
    case (.dictionary(let d), "values"): return .array(d.sorted { describe($0.key) < describe($1.key) }.map(\.value))
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .null
    case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .null
    case (.string(let s), "capitalized"): return .string(s.capitalized)
    case (.string(let s), "uppercased"): return .string(s.uppercased())
    case (.string(let s), _) where Self.characterProperties[name] != nil && s.count == 1:
      // A `Character` is a one-character string here: `text.filter { $0.isNumber }`.
      return .bool(s.first.map { Self.characterProperties[name]?($0) ?? false } ?? false)
    case (.range(let a, let b, _), "count"):
      let (count, overflow) = b.subtractingReportingOverflow(a)
      guard !overflow else { throw fail(.arithmeticOverflow("\(b) - \(a)"), at: location) }
      return .int(count)
    case (.range(let a, let b, _), "isEmpty"): return .bool(a >= b)
    case (.range(let a, _, _), "lowerBound"): return .int(a)
    case (.range(_, let b, let closed), "upperBound"): return .int(closed ? b - 1 : b)
    case (.int(let i), "description"): return .string(String(i))
    case (.double(let d), "description"): return .string(String(d))
    case (.bool(let b), "description"): return .string(String(b))
    case (_, "description"): return .string(describe(base))
    case (.object(let o), "id"): return .int(o.id)
    case (_, "self"): return base
    default: return nil
    }
  }

  /// A method of a builtin value: its result, and the receiver's new value when it mutates.
  func libraryMethod(_ base: Value, _ name: String, _ args: [Value], labels: [String?], at location: SourceLocation) throws -> (result: Value, mutated: Value?) {
    func closure(_ index: Int = 0) throws -> (Value) throws -> Value {
      guard index < args.count else { throw fail(.missingArgument("closure", in: name), at: location) }
      let f = args[index]
      return { value in try self.apply(f, [value], at: location) }
    }
    func predicate(_ index: Int = 0) throws -> (Value) throws -> Bool {
      let f = try closure(index)
      return { try self.truth(f($0), at: location) }
    }
    func int(_ value: Value?) throws -> Int {
      guard case .int(let i)? = value else { throw fail(.runtime("expected an 'Int' argument to '\(name)'"), at: location) }
      return i
    }
    /// A count argument: never negative, as the standard library would trap.
    func count(_ value: Value?) throws -> Int {
      let n = try int(value)
      guard n >= 0 else { throw fail(.runtime("'\(name)' needs a count of zero or more, not \(n)"), at: location) }
      return n
    }
    func checkIndex(_ i: Int, _ count: Int) throws {
      guard i >= 0, i < count else { throw fail(.indexOutOfRange(i, count), at: location) }
    }

    switch base {
    case .binding where name == "animation" || name == "transaction":
      return (base, nil)  // `$flag.animation()`: the same location; animation is not simulated
    case .keyPath(let path) where name == "appending":
      // `\AppState.permissions` appending `\.push` is `\AppState.permissions.push`.
      guard case .keyPath(let more)? = args.first else { break }
      return (.keyPath(path + more), nil)
    case .array, .dictionary, .string, .range, .null, .function:
      break
    default:
      // An optional that holds a value: `map`/`flatMap` apply the closure to it.
      if name == "map" || name == "flatMap" { return (try closure()(base), nil) }
    }
    var receiver = base
    if let outcome = try mutateInPlace(&receiver, name, args, labels: labels, at: location) {
      return (outcome.result, outcome.changed ? receiver : nil)
    }
    switch base {
    case .array(let items):
      switch name {
      case "formUnion", "union":
        var result = items
        for item in (try args.first.map { try iterate($0, at: location) } ?? []) where !result.contains(item) { result.append(item) }
        return name == "union" ? (.array(result), nil) : (.void, .array(result))
      case "removeAll":
        let test = try predicate()
        return (.void, .array(try items.filter { try !test($0) }))
      case "move":
        let destination = try int(args.count > 1 ? args[1] : nil)
        let offsets: [Int]
        switch args.first {
        case .array(let values)?: offsets = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
        case .int(let i)?: offsets = [i]
        case .range(let a, let b, _)?: offsets = try iterate(.range(a, b), at: location).compactMap { if case .int(let i) = $0 { i } else { nil } }
        default: offsets = []
        }
        for offset in offsets { try checkIndex(offset, items.count) }
        let moving = offsets.map { items[$0] }
        var remaining = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        let adjusted = destination - offsets.filter { $0 < destination }.count
        remaining.insert(contentsOf: moving, at: max(0, min(adjusted, remaining.count)))
        return (.void, .array(remaining))
      case "sort":
        return (.void, .array(try sorted(items, args, at: location)))
      case "reverse":
        return (.void, .array(items.reversed()))
      case "sorted": return (.array(try sorted(items, args, at: location)), nil)
      case "reversed": return (.array(items.reversed()), nil)
      case "filter": let test = try predicate(); return (.array(try items.filter(test)), nil)
      case "map": let f = try closure(); return (.array(try items.map(f)), nil)
      case "compactMap": let f = try closure(); return (.array(try items.map(f).filter { !$0.isNull }), nil)
      case "forEach": let f = try closure(); for item in items { _ = try f(item) }; return (.void, nil)
      case "contains":
        if labels.first == "where" { let test = try predicate(); return (.bool(try items.contains(where: test)), nil) }
        return (.bool(items.contains(args.first ?? .null)), nil)
      case "allSatisfy": let test = try predicate(); return (.bool(try items.allSatisfy(test)), nil)
      case "first":
        let test = try predicate(); return (try items.first(where: test) ?? .null, nil)
      case "last":
        let test = try predicate(); return (try items.last(where: test) ?? .null, nil)
      case "firstIndex", "lastIndex":
        if labels.first == "of" {
          let index = name == "firstIndex" ? items.firstIndex(of: args.first ?? .null) : items.lastIndex(of: args.first ?? .null)
          return (index.map(Value.int) ?? .null, nil)
        }
        let test = try predicate()
        let index = name == "firstIndex" ? try items.firstIndex(where: test) : try items.lastIndex(where: test)
        return (index.map(Value.int) ?? .null, nil)
      case "reduce" where labels.first == "into":
        // `reduce(into: 0) { $0 += $1 }`: the accumulator is the closure's `inout` first parameter.
        guard args.count == 2, case .function(let f) = args[1] else { break }
        var accumulator = args[0]
        for item in items { accumulator = try callUpdating(f, [accumulator, item], at: location) }
        return (accumulator, nil)
      case "reduce":
        guard args.count == 2 else { break }
        var accumulator = args[0]
        for item in items { accumulator = try apply(args[1], [accumulator, item], at: location) }
        return (accumulator, nil)
      case "enumerated": return (.array(items.enumerated().map { .tuple([.int($0.offset), $0.element]) }), nil)
      case "joined":
        let separator: String
        if case .string(let s)? = args.first { separator = s } else { separator = "" }
        let parts = items.map(describe)
        try checkLength(parts.reduce(separator.utf8.count * parts.count) { $0 + $1.utf8.count }, at: location)
        return (.string(parts.joined(separator: separator)), nil)
      case "prefix" where args.first?.isFunction == true: let test = try predicate(); return (.array(try Array(items.prefix(while: test))), nil)
      case "drop" where args.first?.isFunction == true: let test = try predicate(); return (.array(try Array(items.drop(while: test))), nil)
      case "prefix": return (.array(Array(items.prefix(try count(args.first)))), nil)
      case "suffix": return (.array(Array(items.suffix(try count(args.first)))), nil)
      case "dropFirst": return (.array(Array(items.dropFirst(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "dropLast": return (.array(Array(items.dropLast(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "min", "max":
        let ordered = try sorted(items, args, at: location)
        return ((name == "min" ? ordered.first : ordered.last) ?? .null, nil)
      case "flatMap":
        let f = try closure()
        var result: [Value] = []
        for item in items {
          guard case .array(let inner) = try f(item) else { continue }
          try checkCount(result.count + inner.count, at: location)
          result += inner
        }
        return (.array(result), nil)
      case "shuffled", "shuffle":
        let shuffled = items.shuffled(using: &library(SimulatedWorld.self).randomness)
        return name == "shuffle" ? (.void, .array(shuffled)) : (.array(shuffled), nil)
      case "randomElement":
        return (items.randomElement(using: &library(SimulatedWorld.self).randomness) ?? .null, nil)
      default: break
      }
    case .dictionary(let d):
      switch name {
      case "mapValues":
        let f = try closure()
        return (.dictionary(try d.mapValues(f)), nil)
      case "filter", "map", "contains", "sorted", "forEach", "first", "reduce", "compactMap", "allSatisfy", "enumerated", "min", "max", "flatMap":
        let pairs = try iterate(base, at: location)
        return try libraryMethod(.array(pairs), name, args, labels: labels, at: location)
      default: break
      }
    case .string(let s):
      switch name {
      case "uppercased": return (.string(s.uppercased()), nil)
      case "lowercased": return (.string(s.lowercased()), nil)
      case "capitalized": return (.string(s.capitalized), nil)
      case "contains":
        if case .string(let other)? = args.first { return (.bool(s.contains(other)), nil) }
        let test = try predicate(); return (.bool(try s.contains { try test(.string(String($0))) }), nil)
      case "hasPrefix": if case .string(let p)? = args.first { return (.bool(s.hasPrefix(p)), nil) }
      case "hasSuffix": if case .string(let p)? = args.first { return (.bool(s.hasSuffix(p)), nil) }
      case "trimmingCharacters": return (.string(s.trimmingCharacters(in: .whitespacesAndNewlines)), nil)
      case "split", "components":
        let separator: String
        if case .string(let p)? = args.first { separator = p } else { separator = " " }
        return (.array(s.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }.map(Value.string)), nil)
      case "prefix" where args.first?.isFunction == true:
        let test = try predicate()
        return (.string(String(try s.prefix { try test(.string(String($0))) })), nil)
      case "drop" where args.first?.isFunction == true:
        let test = try predicate()
        return (.string(String(try s.drop { try test(.string(String($0))) })), nil)
      case "prefix": return (.string(String(s.prefix(try count(args.first)))), nil)
      case "dropFirst": return (.string(String(s.dropFirst(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "replacingOccurrences":
        if args.count == 2, case .string(let a) = args[0], case .string(let b) = args[1] {
          if b.utf8.count > a.utf8.count, !a.isEmpty {
            // Measured before it is built: a long replacement can multiply the length.
            let occurrences = s.components(separatedBy: a).count - 1
            try checkLength(s.utf8.count + occurrences * (b.utf8.count - a.utf8.count), at: location)
          }
          return (.string(s.replacingOccurrences(of: a, with: b)), nil)
        }
      case "localizedCaseInsensitiveContains":
        if case .string(let other)? = args.first { return (.bool(s.localizedCaseInsensitiveContains(other)), nil) }
      default: break
      }
    case .bool(let b):
      if name == "toggle" { return (.void, .bool(!b)) }
    case .int(let i):
      switch name {
      case "isMultiple":
        let divisor = try int(args.first)
        return (.bool(divisor == 0 ? i == 0 : i.remainderReportingOverflow(dividingBy: divisor).partialValue == 0), nil)
      case "formatted":
        // `.formatted(.currency(code: "EUR"))`, `.number`, `.percent`; plain `formatted()`.
        if case .symbol(let style)? = args.first, let text = TextFormatting.formattedNumber(base, style) { return (.string(text), nil) }
        return (.string(TextFormatting.formatted(base, in: self)), nil)
      case "advanced":
        let by = try int(args.first)
        let (result, overflow) = i.addingReportingOverflow(by)
        guard !overflow else { throw fail(.arithmeticOverflow("\(i).advanced(by: \(by))"), at: location) }
        return (.int(result), nil)
      default: break
      }
    case .double(let d):
      switch name {
      case "rounded": return (.double(d.rounded()), nil)
      case "formatted":
        // `.formatted(.currency(code: "EUR"))`, `.number`, `.percent`; plain `formatted()`.
        if case .symbol(let style)? = args.first, let text = TextFormatting.formattedNumber(base, style) { return (.string(text), nil) }
        return (.string(TextFormatting.formatted(base, in: self)), nil)
      default: break
      }
    case .range(let a, let b, _):
      // `contains` answers from the bounds, as Swift's does; the rest walk the elements.
      if name == "contains", labels.first != "where", case .int(let i)? = args.first { return (.bool(i >= a && i < b), nil) }
      return try libraryMethod(.array(try iterate(base, at: location)), name, args, labels: labels, at: location)
    case .null:
      switch name {
      case "map", "flatMap": return (.null, nil)
      default: break
      }
    case .function where name == "callAsFunction":
      return (try apply(base, args, at: location), nil)
    default:
      break
    }
    // Any other method of a function value is no method: an error, not a silent call (a view's
    // `.modelContext(_:)` modifier is a function; `modelContext.insert(x)` on it must not run it).
    throw fail(.noMember(name, on: base.typeName), at: location)
  }

  /// Calls a closure or key path with values.
  func apply(_ function: Value, _ arguments: [Value], at location: SourceLocation) throws -> Value {
    switch function {
    case .function(let f): return try call(f, arguments, at: location)
    case .metatype(.builtin(let type)): return try callBuiltinFunction(type.description, receiver: nil, arguments, labels: arguments.map { _ in nil }, at: location)
    case .keyPath(let path):
      var value = arguments.first ?? .null
      for name in path where name != "self" { value = try member(of: value, name, at: location) }
      return value
    default: throw fail(.notCallable(function.typeName), at: location)
    }
  }

  private func sorted(_ items: [Value], _ args: [Value], at location: SourceLocation) throws -> [Value] {
    if let comparators = args.first.flatMap(Self.comparators) {
      // `sorted(using: KeyPathComparator(\.name))`, `[SortDescriptor(\.date, order: .reverse)]`:
      // the first comparator that tells two elements apart decides.
      var failure: Error?
      let result = items.sorted { a, b in
        guard failure == nil else { return false }
        do {
          for (keyPath, reverse) in comparators {
            let x = try self.apply(keyPath, [a], at: location), y = try self.apply(keyPath, [b], at: location)
            if self.less(x, y) { return !reverse }
            if self.less(y, x) { return reverse }
          }
        } catch {
          failure = error
        }
        return false
      }
      if let failure { throw failure }
      return result
    }
    if let by = args.first {
      var failure: Error?
      let result = items.sorted { a, b in
        guard failure == nil else { return false }
        do {
          if case .keyPath = by { return try self.less(self.apply(by, [a], at: location), self.apply(by, [b], at: location)) }
          return try self.truth(self.apply(by, [a, b], at: location), at: location)
        } catch {
          failure = error
          return false
        }
      }
      if let failure { throw failure }
      return result
    }
    return items.sorted { less($0, $1) }
  }

  /// The prelude's `KeyPathComparator`s and `SortDescriptor`s as key paths and directions.
  private static func comparators(_ value: Value) -> [(keyPath: Value, reverse: Bool)]? {
    func one(_ value: Value) -> (Value, Bool)? {
      guard case .structure(let s) = value, let keyPath = s.fields["keyPath"] else { return nil }
      if case .enumCase(let order)? = s.fields["order"] { return (keyPath, order.name == "reverse") }
      return (keyPath, false)
    }
    if case .array(let items) = value {
      let all = items.compactMap(one)
      return all.isEmpty || all.count != items.count ? nil : all
    }
    return one(value).map { [$0] }
  }

  /// The result of a type's own `<`, if it declares one and it answers a `Bool`.
  private func declaredLess(_ a: Value, _ b: Value) -> Bool? {
    guard case .bool(let result)? = (try? declaredOperator("<", a, b, at: .unknown)) ?? nil else { return nil }
    return result
  }

  func less(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): x < y
    case (.double, _), (_, .double): a.doubleValue < b.doubleValue
    case (.string(let x), .string(let y)): x < y
    case (.structure, .structure):
      // A type's own `<` (the prelude's `Date`, a program's `Comparable` struct).
      declaredLess(a, b) ?? (describe(a) < describe(b))
    default: describe(a) < describe(b)
    }
  }

  // MARK: - Subscripts

  func subscriptGet(_ base: Value, _ indices: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    switch (base, indices.first) {
    case (_, .keyPath?) where labels == ["keyPath"]:
      return try apply(indices[0], [base], at: location)  // `item[keyPath: \.children]`
    case (.array(let items), .int(let i)?):
      guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
      return items[i]
    case (.array(let items), .range(let a, let b, _)?):
      guard a >= 0 else { throw fail(.indexOutOfRange(a, items.count), at: location) }
      guard b <= items.count else { throw fail(.indexOutOfRange(b, items.count), at: location) }
      return .array(Array(items[a..<b]))
    case (.dictionary(let d), let key?):
      if labels.count > 1, labels[1] == "default", indices.count > 1 { return d[key] ?? indices[1] }
      return d[key] ?? .null
    case (.binding(let binding), let index?):
      return .binding(try derivedBinding(binding, .index(index), at: location))
    case (.string(let s), .int(let i)?):
      guard i >= 0, i < s.count else { throw fail(.indexOutOfRange(i, s.count), at: location) }
      return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
    default:
      throw fail(.runtime("cannot subscript a value of type '\(base.typeName)'"), at: location)
    }
  }

  func subscriptSet(_ base: Value, _ index: Value, _ value: Value, at location: SourceLocation) throws -> Value {
    var result = base
    try subscriptSet(&result, index, value, at: location)
    return result
  }

  /// `collection[index] = value`, in the collection's own storage (see `mutateInPlace`).
  func subscriptSet(_ base: inout Value, _ index: Value, _ value: Value, at location: SourceLocation) throws {
    if case .keyPath(let names) = index {
      // `object[keyPath: \.name] = value` (Combine's `assign(to:on:)`).
      base = try setPath(base, names.map { .field($0) }[...], value, at: location)
    } else if base.isArray, case .int(let i) = index {
      try base.withArray { items in
        guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
        items[i] = value
      }
    } else if base.isDictionary {
      try base.withDictionary { d in
        d[index] = value.isNull ? nil : value
        try checkCount(d.count, at: location)
      }
    } else {
      throw fail(.cannotAssign("a subscript of '\(base.typeName)'"), at: location)
    }
  }
}
