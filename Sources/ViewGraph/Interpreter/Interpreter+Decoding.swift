import Foundation

extension Interpreter {
  /// Gives decoded JSON the program's types, as Swift's synthesised `Decodable` does: `[Landmark]`
  /// from an array of objects, a struct or class from an object (keys from `CodingKeys` raw values,
  /// else the property names), an enum from its raw value. A type ViewGraph cannot name (a generic
  /// parameter it could not bind) leaves the value as it is, to be typed where it is stored.
  func converting(_ value: Value, to typeName: String, at location: SourceLocation) throws -> Value {
    let name = typeName.trimmingCharacters(in: .whitespaces)
    if name.hasSuffix("?") {
      return value.isNull ? .null : try converting(value, to: String(name.dropLast()), at: location)
    }
    if name.hasPrefix("["), name.hasSuffix("]") {
      let inner = String(name.dropFirst().dropLast())
      if let colon = Self.topLevelColon(in: inner) {
        guard case .dictionary(let d) = value else { return value }
        let valueType = String(inner[inner.index(after: colon)...])
        return .dictionary(try d.mapValues { try converting($0, to: valueType, at: location) })
      }
      guard case .array(let items) = value else { return value }
      return .array(try items.map { try converting($0, to: inner, at: location) })
    }
    switch (name, value) {
    case ("Double", .int(let i)), ("CGFloat", .int(let i)), ("Float", .int(let i)): return .double(Double(i))
    case ("Date", _): return try decodedDate(value, at: location)
    default: break
    }
    var substitutions: [String: WrittenType] = [:]
    var declared = program.types[name]
    if declared == nil, name.contains("<"), let written = WrittenType(parsing: name), let base = written.name.flatMap({ program.types[$0] }),
      !base.genericParameters.isEmpty, base.genericParameters.count == written.arguments.count
    {
      // `PaginatedResponse<Movie>`: the generic struct, its `T` standing for `Movie`.
      declared = base
      substitutions = Dictionary(zip(base.genericParameters, written.arguments)) { first, _ in first }
    }
    guard let type = declared else { return value }
    switch (type.kind, value) {
    case (.enumeration, .string), (.enumeration, .int):
      for c in type.cases {
        let raw = try c.rawValue.map { try evaluate($0, Scope(size: 0, parent: nil)) } ?? .string(c.name)
        if raw == value { return .enumCase(EnumCaseValue(type: type, name: c.name, payload: [])) }
      }
      // A `DecodingError` in Swift: the app's `catch` gets it.
      throw thrown(.string("cannot decode '\(describe(value))' as '\(type.name)': no case has that raw value"), at: location)
    case (.structure, .dictionary(let fields)), (.classType, .dictionary(let fields)):
      return try instance(of: type, decodedFrom: fields, substituting: substitutions, at: location)
    default:
      return value
    }
  }

  /// A `Date` as the decoder's `dateDecodingStrategy` reads it: by default a number of seconds since
  /// 2001-01-01 (Swift's `deferredToDate`), or since 1970, or text in ISO 8601 or a pattern.
  private func decodedDate(_ value: Value, at location: SourceLocation) throws -> Value {
    // The numeric strategies and the seconds from 2001 one of their numbers is; nil: text (a pattern, or "iso8601").
    let numeric: [String: (Double) -> Double] = [
      "deferredToDate": { $0 },
      "secondsSince1970": { $0 - Date.timeIntervalBetween1970AndReferenceDate },
      "millisecondsSince1970": { $0 / 1000 - Date.timeIntervalBetween1970AndReferenceDate },
    ]
    let strategy = jsonDecoding.dates
    let seconds: Double?
    switch (numeric[strategy], value) {
    case (let convert?, .int), (let convert?, .double): seconds = convert(value.doubleValue)
    case (nil, .string(let text)): seconds = Self.parseDate(text, pattern: strategy)
    default: seconds = nil
    }
    guard let seconds, let date = program.types["Date"] else {
      let expected = numeric[strategy] != nil ? "a number of seconds" : "a date written as \(strategy == "iso8601" ? "ISO 8601" : "'\(strategy)'")"
      throw thrown(.string("Expected to decode \(expected), but found '\(describe(value))'."), at: location)
    }
    return .structure(StructValue(type: date, fields: ["timeIntervalSinceReferenceDate": .double(seconds)]))
  }

  /// A struct or class built from a JSON object's fields (snake_case keys become camelCase when the
  /// decoder says `.convertFromSnakeCase`).
  private func instance(
    of type: TypeDecl, decodedFrom given: [Value: Value], substituting substitutions: [String: WrittenType], at location: SourceLocation
  ) throws -> Value {
    var fields = given
    if jsonDecoding.snakeCaseKeys {
      fields = Dictionary(given.map { key, value in (Self.camelCase(key), value) }) { first, _ in first }
    }
    let keys = try codingKeys(of: type)
    var stored: [String: Value] = [:]
    for property in type.storedProperties where !property.isStatic {
      let key = keys[property.name] ?? property.name
      if let raw = fields[.string(key)], !(raw.isNull && !property.isOptional && property.initializer != nil) {
        var typeName = property.typeName ?? ""
        if !substitutions.isEmpty, let written = WrittenType(parsing: typeName) {
          typeName = written.substituting(substitutions).description  // `[T]` of `Page<Movie>` is `[Movie]`
        }
        stored[property.name] = try converting(raw, to: typeName, at: location)
      } else if property.isOptional {
        stored[property.name] = .null
      } else if let initializer = property.initializer {
        stored[property.name] = try evaluate(initializer, Scope(size: 0, parent: nil), expecting: property.typeName)
      } else {
        throw thrown(.string("cannot decode '\(type.name)': the key '\(key)' is missing"), at: location)
      }
    }
    if type.kind == .classType {
      let object = makeObject(type)
      object.fields = stored
      return .object(object)
    }
    return .structure(StructValue(type: type, fields: stored))
  }

  /// `"image_name"` → `"imageName"`, as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` reads it.
  private static func camelCase(_ key: Value) -> Value {
    guard case .string(let text) = key, text.contains("_") else { return key }
    let parts = text.split(separator: "_", omittingEmptySubsequences: true)
    guard let first = parts.first else { return key }
    let leading = String(text.prefix { $0 == "_" }), trailing = String(text.reversed().prefix { $0 == "_" })
    return .string(leading + first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing)
  }

  /// `enum CodingKeys: String, CodingKey { case imageName = "image_name" }`: property → key.
  private func codingKeys(of type: TypeDecl) throws -> [String: String] {
    guard let keys = program.types["\(type.name).CodingKeys"] else { return [:] }
    var result: [String: String] = [:]
    for c in keys.cases {
      if case .string(let raw)? = try c.rawValue.map({ try evaluate($0, Scope(size: 0, parent: nil)) }) { result[c.name] = raw }
    }
    return result
  }

  /// The `:` of `[Key: Value]` that is not inside a nested bracket.
  private static func topLevelColon(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0: return index
      default: continue
      }
    }
    return nil
  }
}
