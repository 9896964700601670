/// A type as the source writes it (`Result<Page<Movie>, APIError>`, `[T]`, `(Result<T, E>) -> Void`),
/// parsed just far enough to bind a generic function's parameters from what a caller wrote, and to
/// put the bound types in place of the parameters of a generic type's members.
///
/// ```swift
/// // func get<T: Codable>(completion: @escaping (Result<T, APIError>) -> Void)
/// // get { (result: Result<Page<Movie>, APIError>) in … }   binds T to Page<Movie>
/// ```
struct WrittenType: Equatable {
  /// What kind of type: a named one (`Result`, `APIService.APIError`) or a structural one.
  enum Head: Equatable {
    case named(String)
    case array
    case dictionary
    case optional
    case tuple
    /// `(arguments…) -> result`: the last argument is the result.
    case function
  }

  var head: Head
  var arguments: [WrittenType]

  init(_ head: Head, _ arguments: [WrittenType] = []) {
    self.head = head
    self.arguments = arguments
  }

  /// Parses `text`; nil when it is not a type this understands (an `inout`, a `some P & Q`).
  init?(parsing text: String) {
    var parser = Parser(characters: Array(text))
    guard let type = parser.type(depth: 0), parser.atEnd else { return nil }
    self = type
  }

  /// The name of a named type, without its generic arguments.
  var name: String? {
    if case .named(let name) = head { return name }
    return nil
  }

  /// The type with each generic parameter named in `types` replaced by what it stands for.
  func substituting(_ types: [String: WrittenType]) -> WrittenType {
    if case .named(let name) = head, arguments.isEmpty, let bound = types[name] { return bound }
    return WrittenType(head, arguments.map { $0.substituting(types) })
  }

  /// Binds the `parameters` that this type (a generic declaration's, `Result<T, APIError>`) has
  /// where `written` (a caller's, `Result<Page<Movie>, APIError>`) has a type; the rest must match
  /// in shape, or nothing more is bound.
  func bind(_ parameters: Set<String>, to written: WrittenType, into bindings: inout [String: WrittenType]) {
    if written.head == .named("_") { return }  // the caller wrote no type there
    if case .named(let name) = head, arguments.isEmpty, parameters.contains(name) {
      if bindings[name] == nil { bindings[name] = written }
      return
    }
    // `T?` against `Movie`: an optional is matched by what it wraps.
    if head == .optional, written.head != .optional, let wrapped = arguments.first {
      wrapped.bind(parameters, to: written, into: &bindings)
      return
    }
    guard Self.sameHead(head, written.head), arguments.count == written.arguments.count else { return }
    for (mine, theirs) in zip(arguments, written.arguments) { mine.bind(parameters, to: theirs, into: &bindings) }
  }

  /// `APIError` and `APIService.APIError` name the same type as far as binding goes.
  private static func sameHead(_ a: Head, _ b: Head) -> Bool {
    if case .named(let x) = a, case .named(let y) = b {
      return x == y || x.hasSuffix("." + y) || y.hasSuffix("." + x)
    }
    return a == b
  }

  var description: String {
    let inner = arguments.map(\.description)
    switch head {
    case .named(let name): return inner.isEmpty ? name : "\(name)<\(inner.joined(separator: ", "))>"
    case .array: return "[\(inner.first ?? "")]"
    case .dictionary: return "[\(inner.first ?? ""): \(inner.last ?? "")]"
    case .optional: return "\(inner.first ?? "")?"
    case .tuple: return "(\(inner.joined(separator: ", ")))"
    case .function: return "(\(inner.dropLast().joined(separator: ", "))) -> \(inner.last ?? "Void")"
    }
  }

  /// A recursive-descent reader of type syntax; nesting deeper than 64 is refused.
  private struct Parser {
    let characters: [Character]
    var position = 0

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return position == characters.count
      }
    }

    mutating func type(depth: Int) -> WrittenType? {
      guard depth < 64 else { return nil }
      skipAttributes()
      var result: WrittenType
      if take("[") {
        guard let element = type(depth: depth + 1) else { return nil }
        if take(":") {
          guard let value = type(depth: depth + 1), take("]") else { return nil }
          result = WrittenType(.dictionary, [element, value])
        } else {
          guard take("]") else { return nil }
          result = WrittenType(.array, [element])
        }
      } else if take("(") {
        var elements: [WrittenType] = []
        if !take(")") {
          repeat {
            skipLabel()
            guard let element = type(depth: depth + 1) else { return nil }
            elements.append(element)
          } while take(",")
          guard take(")") else { return nil }
        }
        _ = take("async")
        _ = take("throws")
        if take("->") {
          guard let output = type(depth: depth + 1) else { return nil }
          return WrittenType(.function, elements + [output])
        }
        result = elements.count == 1 ? elements[0] : WrittenType(.tuple, elements)
      } else {
        guard let name = identifierPath() else { return nil }
        var arguments: [WrittenType] = []
        if take("<") {
          repeat {
            guard let argument = type(depth: depth + 1) else { return nil }
            arguments.append(argument)
          } while take(",")
          guard take(">") else { return nil }
        }
        result = WrittenType(.named(name), arguments)
        if name == "Array", arguments.count == 1 { result = WrittenType(.array, arguments) }
        if name == "Optional", arguments.count == 1 { result = WrittenType(.optional, arguments) }
        if name == "Dictionary", arguments.count == 2 { result = WrittenType(.dictionary, arguments) }
      }
      while take("?") || take("!") { result = WrittenType(.optional, [result]) }
      return result
    }

    /// `Foo`, `APIService.APIError`.
    private mutating func identifierPath() -> String? {
      skipSpaces()
      let start = position
      while position < characters.count, characters[position].isLetter || characters[position].isNumber
        || characters[position] == "_" || characters[position] == "."
      {
        position += 1
      }
      return position > start ? String(characters[start..<position]) : nil
    }

    /// `@escaping`, `@Sendable`, `@MainActor`, `sending`, `any`, `some`, `inout`.
    private mutating func skipAttributes() {
      while true {
        skipSpaces()
        if take("@") {
          _ = identifierPath()
          continue
        }
        let saved = position
        if let word = identifierPath(), ["any", "some", "sending", "inout", "borrowing", "consuming"].contains(word) { continue }
        position = saved
        return
      }
    }

    /// `result:` in a closure's `(result: Result<…>)`.
    private mutating func skipLabel() {
      let saved = position
      if identifierPath() != nil, take(":") { return }
      position = saved
    }

    private mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let tokenCharacters = Array(token)
      guard position + tokenCharacters.count <= characters.count,
        Array(characters[position..<position + tokenCharacters.count]) == tokenCharacters
      else { return false }
      if tokenCharacters.first?.isLetter == true, position + tokenCharacters.count < characters.count {
        let next = characters[position + tokenCharacters.count]
        if next.isLetter || next.isNumber || next == "_" { return false }  // `throwsX` is a name
      }
      position += tokenCharacters.count
      return true
    }

    private mutating func skipSpaces() {
      while position < characters.count, characters[position].isWhitespace { position += 1 }
    }
  }
}
