import Foundation
import ViewGraphModel

/// `String` (and `Character`, a one-character string here): its initializer, properties and
/// methods (with the Foundation ones SwiftUI programs call on strings), and the mutating methods
/// that change it where it is stored: the standard library's strings as natives, one library.
enum StringNatives {
  static let strings = NativeRegistry.Library(
    functions: [stringInitializer],
    methods: stringMethods.map { (.string, $0) },
    inPlaceMethods: stringInPlaceMethods.map { (.string, $0) },
    properties: (stringProperties + characterProperties).map { (.string, $0) },
    closedTypes: ["String"]
  )

  /// A string native over the receiver's text.
  private static func string(
    _ name: String, accepts: (@Sendable (Value?, [String?]) -> Bool)? = nil,
    _ body: @escaping @Sendable (NativeCall, String) throws -> Value
  ) -> Native {
    Native(name, accepts: accepts) { call in
      guard case .string(let text)? = call.receiver else { throw call.noMember() }
      return try body(call, text)
    }
  }

  /// A string native whose first argument must be a string; any other call is no such method.
  private static func stringWithString(_ name: String, _ body: @escaping @Sendable (String, String) -> Value) -> Native
  {
    string(name) { call, text in
      guard let other = call.string(0) else { throw call.noMember() }
      return body(text, other)
    }
  }

  /// A mutating string native run on the receiver's text where it is stored.
  private static func inPlace(_ name: String, _ body: @escaping @Sendable (NativeCall, inout String) throws -> Value)
    -> Native
  {
    Native(name) { call in
      try call.mutateReceiver { call, value in
        guard let result = try value.withString({ text in try body(call, &text) }) else {
          throw call.noMember(on: value)
        }
        return (result, true)
      }
    }
  }

  /// A test of one character, a one-character string, as closures over a string's characters see it.
  private static func characterTest(_ call: NativeCall) throws -> (Character) throws -> Bool {
    let test = try call.predicate()
    return { try test(.string(String($0))) }
  }

  // MARK: - The initializer

  static let stringInitializer = Native("String") { call in
    let interpreter = call.interpreter
    let location = call.location
    switch (call.labels.first ?? nil, call[0]) {
    case ("format"?, .string(let pattern)?):
      return .string(
        try TextFormatting.format(pattern, Array(call.arguments.dropFirst()), at: location, in: interpreter))
    case ("decoding"?, .structure(let data)?), ("data"?, .structure(let data)?):
      // `String(decoding: data, as: UTF8.self)`, `String(data: data, encoding: .utf8)`.
      if data.type.name == PreludeContract.data, case .string(let text)? = data.fields[PreludeContract.dataText] {
        return .string(text)
      }
    case ("contentsOf"?, .structure(let url)?):
      // The app's folders, then its bundle.
      if case .string(let path)? = url.fields[PreludeContract.urlPath] {
        return .string(try call.world.readFile(path, at: location))
      }
    case ("contentsOfFile"?, .string(let path)?):
      // The same folders; a path outside them is not found (SPEC §3: nothing else is read).
      return .string(try call.world.readFile(path, at: location))
    case ("repeating"?, .string(let text)?):
      guard case .int(let count)? = call.argument("count") else { break }
      guard count >= 0 else { throw call.fail(.runtime("'String(repeating:count:)' needs a count of zero or more")) }
      let (length, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
      try interpreter.budget.checkLength(overflow ? Int.max : length, at: location)
      return .string(String(repeating: text, count: count))
    case (nil, .array(let items)?) where items.allSatisfy(isCharacter):
      // `String(word.sorted())`: a string of those characters (a `Character` is a one-character string).
      return .string(items.map { interpreter.describe($0) }.joined())
    case (let label?, _) where !describingLabels.contains(label):
      // An initializer ViewGraph does not simulate never silently becomes `String(describing:)`.
      interpreter.warnOnce(.notSimulatedHere("'String(\(label):)'"), at: interpreter.programLocation(location))
      return .opaque(OpaqueValue(description: "String(\(label): …)", origin: location))
    default:
      break
    }
    return .string(call[0].map(interpreter.describe) ?? "")
  }

  /// The labels of `String`'s initializers that describe their argument.
  private static let describingLabels: Set<String> = [
    "describing", "reflecting", "stringLiteral", "stringInterpolation", "localized",
  ]

  // MARK: - Properties

  static let stringProperties: [Native] = [
    string("count") { _, text in .int(text.count) },
    string("isEmpty") { _, text in .bool(text.isEmpty) },
    string("first") { _, text in text.first.map { .string(String($0)) } ?? .null },
    string("last") { _, text in text.last.map { .string(String($0)) } ?? .null },
    string("capitalized") { _, text in .string(text.capitalized) },
    string("uppercased") { _, text in .string(text.uppercased()) },
    // The string's other views: its UTF-16 code units, and its Unicode scalars (each a
    // one-scalar string here, as a `Character` is a one-character string).
    string("utf16") { _, text in .array(text.utf16.map { .int(Int($0)) }) },
    string("unicodeScalars") { _, text in .array(text.unicodeScalars.map { .string(String($0)) }) },
    // A `Unicode.Scalar`'s number.
    string("value", accepts: { receiver, _ in isUnicodeScalar(receiver) }) { _, text in
      .int(Int(text.unicodeScalars.first?.value ?? 0))
    },
  ]

  /// Whether a value is one Unicode scalar (what `unicodeScalars` gives).
  private static func isUnicodeScalar(_ value: Value?) -> Bool {
    guard case .string(let text)? = value else { return false }
    return text.unicodeScalars.count == 1
  }

  /// `Character`'s classifying properties: a `Character` is a one-character string here
  /// (`text.filter { $0.isNumber }`); a longer string has none of them.
  static let characterProperties: [Native] = characterTests.map { name, test in
    string(name, accepts: { receiver, _ in isCharacter(receiver) }) { _, text in .bool(text.first.map(test) ?? false) }
  }

  private static let characterTests: [(String, @Sendable (Character) -> Bool)] = [
    ("isNumber", \.isNumber), ("isLetter", \.isLetter), ("isWhitespace", \.isWhitespace), ("isNewline", \.isNewline),
    ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isPunctuation", \.isPunctuation),
    ("isHexDigit", \.isHexDigit), ("isWholeNumber", \.isWholeNumber), ("isASCII", \.isASCII), ("isSymbol", \.isSymbol),
  ]

  private static func isCharacter(_ value: Value?) -> Bool {
    guard case .string(let text)? = value else { return false }
    return text.count == 1
  }

  // MARK: - Methods

  static let stringMethods: [Native] = [
    string("uppercased") { _, text in .string(text.uppercased()) },
    string("lowercased") { _, text in .string(text.lowercased()) },
    // `for (index, letter) in word.enumerated()`: offsets with one-character strings.
    string("enumerated") { _, text in
      .array(text.enumerated().map { .tuple([.int($0.offset), .string(String($0.element))]) })
    },
    string("capitalized") { _, text in .string(text.capitalized) },
    // `String`'s own `filter` keeps a `String`; its other collection methods are its characters'.
    string("filter") { call, text in
      let test = try characterTest(call)
      return .string(try text.filter(test))
    },
    string("contains") { call, text in
      if let other = call.string(0) { return .bool(text.contains(other)) }
      let test = try characterTest(call)
      return .bool(try text.contains(where: test))
    },
    stringWithString("hasPrefix") { text, prefix in .bool(text.hasPrefix(prefix)) },
    stringWithString("hasSuffix") { text, suffix in .bool(text.hasSuffix(suffix)) },
    stringWithString("localizedCaseInsensitiveContains") { text, other in
      .bool(text.localizedCaseInsensitiveContains(other))
    },
    string("trimmingCharacters") { _, text in .string(text.trimmingCharacters(in: .whitespacesAndNewlines)) },
    string("split") { call, text in
      .array(text.components(separatedBy: call.string(0) ?? " ").filter { !$0.isEmpty }.map(Value.string))
    },
    string("components") { call, text in .array(text.components(separatedBy: call.string(0) ?? " ").map(Value.string))
    },
    string("prefix") { call, text in
      if call[0]?.isFunction == true {
        let test = try characterTest(call)
        return .string(String(try text.prefix(while: test)))
      }
      return .string(String(text.prefix(try call.count(0))))
    },
    string("drop") { call, text in
      // `drop(while:)`.
      guard call[0]?.isFunction == true else { throw call.noMember() }
      let test = try characterTest(call)
      return .string(String(try text.drop(while: test)))
    },
    string("dropFirst") { call, text in .string(String(text.dropFirst(try call.countOrOne(0)))) },
    string("range") { call, text in
      // `range(of:options:)`: the first match's characters as offsets, or nil; the options a search
      // takes by name (`.caseInsensitive`, `.regularExpression`, …), any other literal.
      guard (1...2).contains(call.arguments.count), let target = call.string(0) else { throw call.noMember() }
      var options: String.CompareOptions = []
      if call.arguments.count == 2, case .symbol(let option)? = call[1] {
        let named: [String: String.CompareOptions] = [
          "caseInsensitive": .caseInsensitive, "regularExpression": .regularExpression, "anchored": .anchored,
          "backwards": .backwards, "diacriticInsensitive": .diacriticInsensitive,
        ]
        options = named[option] ?? []
      }
      guard let found = text.range(of: target, options: options) else { return .null }
      return .range(
        text.distance(from: text.startIndex, to: found.lowerBound),
        text.distance(from: text.startIndex, to: found.upperBound))
    },
    string("replacingOccurrences") { call, text in
      // `replacingOccurrences(of:with:options:range:)` over the whole string (`range: nil`): the
      // options a search can take by name; any other (`NSString.CompareOptions.literal`) is literal.
      guard (2...4).contains(call.arguments.count), let target = call.string(0), let replacement = call.string(1),
        call.arguments.count < 4 || call[3]?.isNull == true
      else { throw call.noMember() }
      if call.arguments.count > 2, case .symbol(let option)? = call[2],
        option == "caseInsensitive" || option == "regularExpression"
      {
        let options: String.CompareOptions = option == "caseInsensitive" ? .caseInsensitive : .regularExpression
        return .string(text.replacingOccurrences(of: target, with: replacement, options: options))
      }
      if replacement.utf8.count > target.utf8.count, !target.isEmpty {
        // Measured before it is built: a long replacement can multiply the length.
        let occurrences = text.components(separatedBy: target).count - 1
        try call.interpreter.budget.checkLength(
          text.utf8.count + occurrences * (replacement.utf8.count - target.utf8.count), at: call.location)
      }
      return .string(text.replacingOccurrences(of: target, with: replacement))
    },
  ]

  // MARK: - Mutating in place

  static let stringInPlaceMethods: [Native] = [
    inPlace("append") { call, text in
      guard let more = call.string(0) else { throw call.noMember(on: .string(text)) }
      try call.interpreter.budget.checkLength(
        text.utf8.count + more.utf8.count, growing: more.utf8.count, at: call.location)
      text += more
      return .void
    },
    // `hex.removeFirst()` (a `#`), `text.removeLast(2)`; a character is a one-character string.
    inPlace("removeFirst") { call, text in try removeEnd(&text, first: true, call) },
    inPlace("removeLast") { call, text in try removeEnd(&text, first: false, call) },
    inPlace("popLast") { _, text in text.popLast().map { .string(String($0)) } ?? .null },
    inPlace("removeAll") { _, text in
      text.removeAll()
      return .void
    },
  ]

  /// `removeFirst()`, `removeLast()`, and their counted forms.
  private static func removeEnd(_ text: inout String, first: Bool, _ call: NativeCall) throws -> Value {
    let count = call.arguments.isEmpty ? 1 : try call.int(0)
    guard count >= 0, count <= text.count, !(call.arguments.isEmpty && text.isEmpty) else {
      throw call.fail(.runtime("can't remove \(count) characters from a string of \(text.count)"))
    }
    if call.arguments.isEmpty { return .string(String(first ? text.removeFirst() : text.removeLast())) }
    if first { text.removeFirst(count) } else { text.removeLast(count) }
    return .void
  }
}
