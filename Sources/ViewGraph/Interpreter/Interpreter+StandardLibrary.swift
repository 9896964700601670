/// The slice of Swift's standard library that SwiftUI samples use: properties and methods of
/// strings, numbers, arrays, dictionaries, ranges and optionals.
extension Interpreter {
  /// A property of a builtin value, or nil when there is none.
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
    case (.range(let a, let b), "count"): return .int(b - a)
    case (.range(let a, let b), "isEmpty"): return .bool(a >= b)
    case (.range(let a, _), "lowerBound"): return .int(a)
    case (.range(_, let b), "upperBound"): return .int(b)
    case (.int(let i), "description"): return .string(String(i))
    case (.double(let d), "description"): return .string(String(d))
    case (.bool(let b), "description"): return .string(String(b))
    case (_, "description"): return .string(describe(base))
    case (.symbol(let s), "size") where s == "GeometryProxy": return .symbol("GeometryProxy.size")
    case (.symbol(let s), "width") where s == "GeometryProxy.size": return .double(390)
    case (.symbol(let s), "height") where s == "GeometryProxy.size": return .double(844)
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
    case .array, .dictionary, .string, .range, .null, .function:
      break
    default:
      // An optional that holds a value: `map`/`flatMap` apply the closure to it.
      if name == "map" || name == "flatMap" { return (try closure()(base), nil) }
    }
    switch base {
    case .array(var items):
      switch name {
      case "append":
        if labels.first == "contentsOf", case .array(let more)? = args.first { items += more } else { items += args }
        return (.void, .array(items))
      case "insert" where labels.count == 1:
        // `Set.insert(_:)`: a set is stored as an array of distinct elements.
        let element = args.first ?? .null
        if items.contains(element) { return (.tuple([.bool(false), element]), nil) }
        items.append(element)
        return (.tuple([.bool(true), element]), .array(items))
      case "remove" where labels.first != "at":
        guard let index = items.firstIndex(of: args.first ?? .null) else { return (.null, nil) }
        return (items.remove(at: index), .array(items))
      case "formUnion", "union":
        var result = items
        for item in (try args.first.map { try iterate($0, at: location) } ?? []) where !result.contains(item) { result.append(item) }
        return name == "union" ? (.array(result), nil) : (.void, .array(result))
      case "insert":
        let at = try int(args.count > 1 ? args[1] : nil)
        guard at >= 0, at <= items.count else { throw fail(.indexOutOfRange(at, items.count), at: location) }
        items.insert(args.first ?? .null, at: at)
        return (.void, .array(items))
      case "remove":
        let at = try int(args.first)
        try checkIndex(at, items.count)
        let removed = items.remove(at: at)
        return (removed, .array(items))
      case "removeFirst", "removeLast":
        guard !items.isEmpty else { throw fail(.runtime("cannot '\(name)' from an empty collection"), at: location) }
        if let first = args.first, case .int = first {
          let n = try count(first)
          guard n <= items.count else { throw fail(.indexOutOfRange(n, items.count), at: location) }
          if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
          return (.void, .array(items))
        }
        let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
        return (removed, .array(items))
      case "popLast":
        let removed = items.popLast() ?? .null
        return (removed, .array(items))
      case "removeAll":
        if args.isEmpty { return (.void, .array([])) }
        let test = try predicate()
        return (.void, .array(try items.filter { try !test($0) }))
      case "swapAt":
        let i = try int(args.first), j = try int(args.count > 1 ? args[1] : nil)
        try checkIndex(i, items.count)
        try checkIndex(j, items.count)
        items.swapAt(i, j)
        return (.void, .array(items))
      case "move":
        let destination = try int(args.count > 1 ? args[1] : nil)
        let offsets: [Int]
        switch args.first {
        case .array(let values)?: offsets = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
        case .int(let i)?: offsets = [i]
        case .range(let a, let b)?: offsets = Array(a..<b)
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
      case "flatMap":
        let f = try closure()
        return (.array(try items.flatMap { v -> [Value] in if case .array(let inner) = try f(v) { return inner } else { return [] } }), nil)
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
      case "reduce":
        guard args.count == 2 else { break }
        var accumulator = args[0]
        for item in items { accumulator = try apply(args[1], [accumulator, item], at: location) }
        return (accumulator, nil)
      case "enumerated": return (.array(items.enumerated().map { .tuple([.int($0.offset), $0.element]) }), nil)
      case "joined":
        let separator: String
        if case .string(let s)? = args.first { separator = s } else { separator = "" }
        return (.string(items.map(describe).joined(separator: separator)), nil)
      case "prefix": return (.array(Array(items.prefix(try count(args.first)))), nil)
      case "suffix": return (.array(Array(items.suffix(try count(args.first)))), nil)
      case "dropFirst": return (.array(Array(items.dropFirst(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "dropLast": return (.array(Array(items.dropLast(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "min", "max":
        let ordered = try sorted(items, args, at: location)
        return ((name == "min" ? ordered.first : ordered.last) ?? .null, nil)
      case "shuffled", "shuffle":
        return name == "shuffle" ? (.void, .array(items)) : (.array(items), nil)
      default: break
      }
    case .dictionary(var d):
      switch name {
      case "removeValue":
        let key = args.first ?? .null
        let removed = d.removeValue(forKey: key) ?? .null
        return (removed, .dictionary(d))
      case "updateValue":
        guard args.count == 2 else { break }
        let old = d.updateValue(args[0], forKey: args[1]) ?? .null
        return (old, .dictionary(d))
      case "removeAll":
        return (.void, .dictionary([:]))
      case "mapValues":
        let f = try closure()
        return (.dictionary(try d.mapValues(f)), nil)
      case "filter", "map", "contains", "sorted", "forEach", "first", "reduce", "compactMap", "allSatisfy":
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
      case "append": if case .string(let p)? = args.first { return (.void, .string(s + p)) }
      case "trimmingCharacters": return (.string(s.trimmingCharacters(in: .whitespacesAndNewlines)), nil)
      case "split", "components":
        let separator: String
        if case .string(let p)? = args.first { separator = p } else { separator = " " }
        return (.array(s.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }.map(Value.string)), nil)
      case "prefix": return (.string(String(s.prefix(try count(args.first)))), nil)
      case "dropFirst": return (.string(String(s.dropFirst(args.isEmpty ? 1 : try count(args.first)))), nil)
      case "replacingOccurrences":
        if args.count == 2, case .string(let a) = args[0], case .string(let b) = args[1] { return (.string(s.replacingOccurrences(of: a, with: b)), nil) }
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
      case "formatted": return (.string(formatted(base)), nil)
      case "advanced": return (.int(i &+ (try int(args.first))), nil)
      default: break
      }
    case .double(let d):
      switch name {
      case "rounded": return (.double(d.rounded()), nil)
      case "formatted": return (.string(formatted(base)), nil)
      default: break
      }
    case .range(let a, let b):
      let items = Value.array(a < b ? (a..<b).map(Value.int) : [])
      if name != "contains" || labels.first == "where" { return try libraryMethod(items, name, args, labels: labels, at: location) }
      if case .int(let i)? = args.first { return (.bool(i >= a && i < b), nil) }
    case .null:
      switch name {
      case "map", "flatMap": return (.null, nil)
      default: break
      }
    case .function:
      return (try apply(base, args, at: location), nil)
    default:
      break
    }
    throw fail(.noMember(name, on: base.typeName), at: location)
  }

  /// Calls a closure or key path with values.
  func apply(_ function: Value, _ arguments: [Value], at location: SourceLocation) throws -> Value {
    switch function {
    case .function(let f): return try call(f, arguments, at: location)
    case .keyPath(let path):
      var value = arguments.first ?? .null
      for name in path where name != "self" { value = try member(of: value, name, at: location) }
      return value
    default: throw fail(.notCallable(function.typeName), at: location)
    }
  }

  private func sorted(_ items: [Value], _ args: [Value], at location: SourceLocation) throws -> [Value] {
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

  func less(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): x < y
    case (.double, _), (_, .double): a.doubleValue < b.doubleValue
    case (.string(let x), .string(let y)): x < y
    default: describe(a) < describe(b)
    }
  }

  // MARK: - Subscripts

  func subscriptGet(_ base: Value, _ indices: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    switch (base, indices.first) {
    case (.array(let items), .int(let i)?):
      guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
      return items[i]
    case (.array(let items), .range(let a, let b)?):
      guard a >= 0, b <= items.count else { throw fail(.indexOutOfRange(b, items.count), at: location) }
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
    switch (base, index) {
    case (.array(var items), .int(let i)):
      guard i >= 0, i < items.count else { throw fail(.indexOutOfRange(i, items.count), at: location) }
      items[i] = value
      return .array(items)
    case (.dictionary(var d), _):
      d[index] = value.isNull ? nil : value
      return .dictionary(d)
    default:
      throw fail(.cannotAssign("a subscript of '\(base.typeName)'"), at: location)
    }
  }
}
