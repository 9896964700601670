import Foundation
import ViewGraphModel

/// JSON as Foundation's `JSONDecoder` and `JSONEncoder` treat the program's `Codable` types:
/// decoded JSON gets the program's types (synthesised `Decodable`, `CodingKeys`, raw-value enums,
/// generic structs), and values are written as a synthesised `Encodable` writes them.
struct JSONCoding {
  let interpreter: Interpreter
  /// How dates are written: `"deferredToDate"`, `"iso8601"`, `"secondsSince1970"`, … or a
  /// `DateFormatter` pattern.
  var dates = "deferredToDate"
  /// Whether keys are snake_case (`.convertFromSnakeCase`).
  var snakeCaseKeys = false

  init(_ interpreter: Interpreter, dates: String = "deferredToDate", snakeCaseKeys: Bool = false) {
    self.interpreter = interpreter
    self.dates = dates
    self.snakeCaseKeys = snakeCaseKeys
  }

  private var program: ProgramModel { interpreter.program }

  /// Gives decoded JSON the program's types, as Swift's synthesised `Decodable` does: `[Landmark]`
  /// from an array of objects, a struct or class from an object (keys from `CodingKeys` raw values,
  /// else the property names), an enum from its raw value. A type ViewGraph cannot name (a generic
  /// parameter it could not bind) leaves the value as it is, to be typed where it is stored.
  func converting(_ value: Value, to written: WrittenType, at location: SourceLocation) throws -> Value {
    switch written.head {
    case .optional:
      guard let wrapped = written.arguments.first else { return value }
      return value.isNull ? .null : try converting(value, to: wrapped, at: location)
    case .dictionary:
      guard case .dictionary(let d) = value, let valueType = written.keyAndValue?.value else { return value }
      return .dictionary(try d.mapValues { try converting($0, to: valueType, at: location) })
    case .array:
      guard case .array(let items) = value, let element = written.element else { return value }
      return .array(try items.map { try converting($0, to: element, at: location) })
    default:
      break
    }
    guard let name = written.name else { return value }
    switch (name, value) {
    case ("Double", .int(let i)), ("CGFloat", .int(let i)), ("Float", .int(let i)): return .double(Double(i))
    case ("Date", _): return try decodedDate(value, at: location)
    default: break
    }
    // Below, only a raw value (an enum's) and a dictionary (a struct's or class's fields) convert:
    // any other value is kept without looking its type up (`[Item]` of 100,000 objects, issue 38).
    switch value {
    case .string, .int, .dictionary: break
    default: return value
    }
    var substitutions: [String: WrittenType] = [:]
    guard let type = program.types[name] else { return value }
    if !written.arguments.isEmpty, type.genericParameters.count == written.arguments.count {
      // `PaginatedResponse<Movie>`: the generic struct, its `T` standing for `Movie`.
      substitutions = Dictionary(zip(type.genericParameters, written.arguments)) { first, _ in first }
    }
    switch (type.kind, value) {
    case (.enumeration, .string), (.enumeration, .int):
      for c in type.cases {
        let raw = try c.rawValue.map { try interpreter.evaluate($0, Scope(size: 0, parent: nil)) } ?? .string(c.name)
        if raw == value { return .enumCase(EnumCaseValue(type: type, name: c.name, payload: [])) }
      }
      // A `DecodingError` in Swift: the app's `catch` gets it.
      throw interpreter.thrown(
        .string("cannot decode '\(interpreter.describe(value))' as '\(type.name)': no case has that raw value"),
        at: location)
    case (.structure, .dictionary(let fields)), (.classType, .dictionary(let fields)):
      return try instance(of: type, decodedFrom: fields, substituting: substitutions, at: location)
    default:
      return value
    }
  }

  /// A `Date` as the decoder's `dateDecodingStrategy` reads it: by default a number of seconds since
  /// 2001-01-01 (Swift's `deferredToDate`), or since 1970, or text in ISO 8601 or a pattern.
  private func decodedDate(_ value: Value, at location: SourceLocation) throws -> Value {
    if case .structure(let s) = value, s.type.name == "Date" { return value }
    // The numeric strategies and the seconds from 2001 one of their numbers is; nil: text (a pattern, or "iso8601").
    let numeric: [String: (Double) -> Double] = [
      "deferredToDate": { $0 },
      "secondsSince1970": { $0 - Date.timeIntervalBetween1970AndReferenceDate },
      "millisecondsSince1970": { $0 / 1000 - Date.timeIntervalBetween1970AndReferenceDate },
    ]
    let strategy = dates
    let seconds: Double?
    switch (numeric[strategy], value) {
    case (let convert?, .int), (let convert?, .double): seconds = convert(value.doubleValue)
    case (nil, .string(let text)): seconds = CalendarFormatting.parseDate(text, pattern: strategy)
    default: seconds = nil
    }
    guard let seconds, let date = program.types["Date"] else {
      let expected =
        numeric[strategy] != nil
        ? "a number of seconds" : "a date written as \(strategy == "iso8601" ? "ISO 8601" : "'\(strategy)'")"
      throw interpreter.thrown(
        .string("Expected to decode \(expected), but found '\(interpreter.describe(value))'."), at: location)
    }
    return .structure(StructValue(type: date, fields: ["timeIntervalSinceReferenceDate": .double(seconds)]))
  }

  /// A struct or class built from a JSON object's fields (snake_case keys become camelCase when the
  /// decoder says `.convertFromSnakeCase`).
  private func instance(
    of type: TypeDecl, decodedFrom given: [Value: Value], substituting substitutions: [String: WrittenType],
    at location: SourceLocation
  ) throws -> Value {
    var fields = given
    if snakeCaseKeys {
      fields = Dictionary(given.map { key, value in (Self.camelCase(key), value) }) { first, _ in first }
    }
    let keys = try codingKeys(of: type)
    var stored = StoredFields()
    for property in type.storedProperties where !property.isStatic {
      let key = keys[property.name] ?? property.name
      if let raw = fields[.string(key)], !(raw.isNull && !property.isOptional && property.initializer != nil) {
        // `[T]` of `Page<Movie>` is `[Movie]`.
        let written = property.type.map { $0.substituting(substitutions) }
        stored[property.name] = try written.map { try converting(raw, to: $0, at: location) } ?? raw
      } else if property.isOptional {
        stored[property.name] = .null
      } else if let initializer = property.initializer {
        stored[property.name] = try interpreter.evaluate(
          initializer, Scope(size: 0, parent: nil), expecting: property.type)
      } else {
        throw interpreter.thrown(.string("cannot decode '\(type.name)': the key '\(key)' is missing"), at: location)
      }
    }
    if type.kind == .classType {
      let object = interpreter.objects.make(type)
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
    let leading = String(text.prefix { $0 == "_" })
    let trailing = String(text.reversed().prefix { $0 == "_" })
    return .string(
      leading + first.lowercased()
        + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing)
  }

  /// `enum CodingKeys: String, CodingKey { case imageName = "image_name" }`: property → key.
  private func codingKeys(of type: TypeDecl) throws -> [String: String] {
    guard let keys = program.types["\(type.name).CodingKeys"] else { return [:] }
    var result: [String: String] = [:]
    for c in keys.cases {
      if case .string(let raw)? = try c.rawValue.map({ try interpreter.evaluate($0, Scope(size: 0, parent: nil)) }) {
        result[c.name] = raw
      }
    }
    return result
  }

  /// Value → JSON text, as a synthesised `Encodable` writes it: stored properties by name. Each
  /// part is held to the string-length, time and memory budgets as it is written, so encoding a
  /// value that grows with each call (a recursion that encodes its own result) stops early.
  func encoded(_ value: Value, at location: SourceLocation) throws -> String {
    let budget = interpreter.budget
    try budget.checkTimeAndMemory(at: interpreter.programLocation(location))
    let text = try encodedUnchecked(value, at: location)
    try budget.checkLength(text.utf8.count, at: interpreter.programLocation(location))
    return text
  }

  private func encodedUnchecked(_ value: Value, at location: SourceLocation) throws -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d):
      // As Foundation writes numbers: a whole Double without its `.0` (`28800`), others as printed.
      guard d.isFinite else { return "null" }
      return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    case .string(let s):
      let data = try JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
      return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    case .array(let items): return "[" + (try items.map { try encoded($0, at: location) }).joined(separator: ",") + "]"
    case .dictionary(let d):
      let pairs = try d.map { key, value in
        "\(try encoded(.string(interpreter.describe(key)), at: location)):\(try encoded(value, at: location))"
      }
      return "{" + pairs.sorted().joined(separator: ",") + "}"
    case .structure(let s) where s.type.name == "Date" && s.type.isPrelude:
      return try encodedDate(s.fields["timeIntervalSinceReferenceDate"]?.doubleValue ?? 0, at: location)
    case .structure(let s): return try encodedObject(s.type, s.fields, at: location)
    case .object(let o): return try encodedObject(o.type, o.fields, at: location)
    case .enumCase(let e):
      if let decl = e.type?.enumCase(e.name), let raw = decl.rawValue {
        return try encoded(interpreter.evaluate(raw, Scope(size: 0, parent: nil)), at: location)
      }
      return try encoded(.string(e.name), at: location)
    case .opaque(let opaque):
      throw OpaqueInside(value: opaque)
    default:
      throw interpreter.fail(.runtime("'\(value.typeName)' cannot be encoded as JSON by ViewGraph"), at: location)
    }
  }

  /// A `Date` as the encoder's `dateEncodingStrategy` writes it: by default the number of seconds
  /// since 2001-01-01 (`deferredToDate`), or since 1970, or text in ISO 8601 or a pattern.
  private func encodedDate(_ seconds: Double, at location: SourceLocation) throws -> String {
    let since1970 = seconds + Date.timeIntervalBetween1970AndReferenceDate
    switch dates {
    case "deferredToDate": return try encoded(.double(seconds), at: location)
    case "secondsSince1970": return try encoded(.double(since1970), at: location)
    case "millisecondsSince1970": return try encoded(.double(since1970 * 1000), at: location)
    case "iso8601":
      return try encoded(
        .string(ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: seconds))), at: location)
    default:
      return try encoded(
        .string(CalendarFormatting.dateFormatter(dates).string(from: Date(timeIntervalSinceReferenceDate: seconds))),
        at: location)
    }
  }

  private func encodedObject(_ type: TypeDecl, _ fields: StoredFields, at location: SourceLocation) throws -> String {
    let pairs = try type.storedProperties.filter { !$0.isStatic }.map { property in
      "\(try encoded(.string(property.name), at: location)):\(try encoded(fields[property.name] ?? .null, at: location))"
    }
    return "{" + pairs.joined(separator: ",") + "}"
  }
}

/// Thrown while encoding a value that holds one ViewGraph does not simulate (an instance of a
/// package's type): the encoding as a whole is opaque then (SPEC §3: opaque values propagate).
struct OpaqueInside: Error {
  // What the opaque value is and where it was made (an error is `Sendable`; the value's content
  // closures are not, and no encoding needs them).
  private let description: String
  private let origin: SourceLocation

  init(value: OpaqueValue) {
    description = value.description
    origin = value.origin
  }

  var value: OpaqueValue { OpaqueValue(description: description, origin: origin) }
}
