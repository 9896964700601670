import Foundation
import ViewGraphModel

/// A JSON document as Foundation's `JSONDecoder` reads it, before it is given the program's types:
/// what `JSONDecoder().decode(T.self, from:)` starts from (SPEC §3: real values or an error).
enum JSONValue: Decodable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The interpreter's value for it: objects are dictionaries keyed by strings until they are
  /// typed (`Interpreter.converting(_:to:)`).
  var value: Value {
    switch self {
    case .null: .null
    case .bool(let b): .bool(b)
    case .int(let i): .int(i)
    case .double(let d): .double(d)
    case .string(let s): .string(s)
    case .array(let items): .array(items.map(\.value))
    case .object(let fields):
      .dictionary(Dictionary(uniqueKeysWithValues: fields.map { (Value.string($0.key), $0.value.value) }))
    }
  }
}
