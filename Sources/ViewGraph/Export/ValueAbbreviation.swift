/// Shortens a value as Swift printed it without cutting through an element: an array keeps its
/// first elements and counts the rest (`[Book#1, Book#2, … 98 more]`), a struct its first fields
/// (`Episode(title: "Intro", … 2 more)`), a string ends at a word (`"A long title…"`).
enum ValueAbbreviation {
  /// `text` in at most about `limit` characters, cut on an element boundary.
  static func abbreviate(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    if let (open, parts, close) = container(text) {
      var kept: [String] = []
      var length = open.count + close.count
      for (index, part) in parts.enumerated() {
        let rest = parts.count - index - 1
        let tail = rest > 0 ? ", … \(rest) more" : ""
        guard length + part.count + 2 + tail.count <= limit else { break }
        kept.append(part)
        length += part.count + 2
      }
      let more = parts.count - kept.count
      let counted = more > 0 ? (kept.isEmpty ? "… \(more) more" : ", … \(more) more") : ""
      return open + kept.joined(separator: ", ") + counted + close
    }
    if text.hasPrefix("\""), text.hasSuffix("\"") {
      let body = text.dropFirst().prefix(max(1, limit - 2))
      let cut = body.lastIndex(of: " ").map { body[..<$0] } ?? body
      return "\"" + cut + "…\""
    }
    return String(text.prefix(max(1, limit - 1))) + "…"
  }

  /// `[a, b]` → (`[`, [a, b], `]`); `Type(x: 1, y: 2)` → (`Type(`, [x: 1, y: 2], `)`); nil otherwise.
  static func container(_ text: String) -> (String, [String], String)? {
    let open: String
    if text.hasPrefix("["), text.hasSuffix("]") {
      open = "["
    } else if text.hasSuffix(")"), let paren = text.firstIndex(of: "("),
      text[..<paren].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "#" })
    {
      open = String(text[...paren])
    } else {
      return nil
    }
    let inner = text.dropFirst(open.count).dropLast()
    let parts = splitTopLevel(inner)
    return parts.isEmpty ? nil : (open, parts, String(text.last ?? "]"))
  }

  /// Splits on the commas that are not inside brackets, parentheses or string literals.
  static func splitTopLevel(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        current.append(character)
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingLeadingSpaces)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingLeadingSpaces.isEmpty { parts.append(current.trimmingLeadingSpaces) }
    return parts
  }
}

extension String {
  /// The string without its leading spaces.
  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
