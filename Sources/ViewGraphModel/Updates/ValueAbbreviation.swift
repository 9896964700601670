/// Shortens a value as Swift printed it without cutting through an element: an array keeps its
/// first elements and counts the rest (`[Book#1, Book#2, … 98 more]`), a struct its first fields
/// (`Episode(title: "Intro", … 2 more)`), a string ends at a word (`"A long title…"`).
package enum ValueAbbreviation {
  /// `text` in at most about `limit` characters, cut on an element boundary.
  package static func abbreviate(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    return shortened(text, limit: limit)
  }

  private static func shortened(_ text: String, limit: Int) -> String {
    if case (let open, var parts, let close)? = container(text) {
      // A value already shortened (`[a, b, … 98 more]`) counts what it left out.
      var hidden = 0
      if let last = parts.last, last.hasPrefix("… "), last.hasSuffix(" more"),
        let count = Int(last.dropFirst(2).dropLast(5))
      {
        hidden = count
        parts.removeLast()
      }
      var kept: [String] = []
      var length = open.count + close.count
      for (index, part) in parts.enumerated() {
        let rest = parts.count - index - 1 + hidden
        let tail = rest > 0 ? ", … \(rest) more" : ""
        guard length + part.count + 2 + tail.count <= limit else { break }
        kept.append(part)
        length += part.count + 2
      }
      // Not even the first element fits: shorten it in turn (`Episode(title: "Some…", … 2 more)`).
      if kept.isEmpty, let first = parts.first {
        let tail = parts.count + hidden > 1 ? ", … \(parts.count - 1 + hidden) more" : ""
        let budget = max(8, limit - open.count - close.count - tail.count)
        let shortened = labelled(first, limit: budget)
        if shortened.count < first.count { kept = [shortened] }
      }
      let more = parts.count - kept.count + hidden
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

  /// `title: "Some Episode"` in at most `limit` characters: the label kept, the value shortened.
  private static func labelled(_ part: String, limit: Int) -> String {
    guard let colon = part.range(of: ": "), !part[..<colon.lowerBound].contains(where: { "\"([".contains($0) }) else {
      return abbreviate(part, limit: limit)
    }
    let label = part[..<colon.upperBound]
    return label + abbreviate(String(part[colon.upperBound...]), limit: max(4, limit - label.count))
  }

  /// `[a, b]` → (`[`, [a, b], `]`); `Type(x: 1, y: 2)` → (`Type(`, [x: 1, y: 2], `)`); nil otherwise.
  package static func container(_ text: String) -> (String, [String], String)? {
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
  package static func splitTopLevel(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        current.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
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
