import Foundation

/// The part of YAML an XcodeGen `project.yml` is written in, read as data: block mappings and
/// sequences by indentation, flow sequences and mappings (`[a, b]`, `{path: X}`), plain and quoted
/// scalars, comments. No package that reads YAML is available to this build (issue 36), and
/// ViewGraph needs only a few keys (`name`, `targets`, their `type`, `platform`, `sources` and
/// `dependencies`, `packages`, `include`), so this small reader reads them; what it does not know
/// (anchors, aliases, tags, block scalars) reads as the plain text it is, never as an error, and a
/// key it cannot find leaves the project read as a folder, as before.
enum SmallYAML: Equatable {
  case scalar(String)
  case list([SmallYAML])
  case map([(key: String, value: SmallYAML)])

  static func == (lhs: SmallYAML, rhs: SmallYAML) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let a), .scalar(let b)): a == b
    case (.list(let a), .list(let b)): a == b
    case (.map(let a), .map(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  /// The value at `key` of a mapping.
  subscript(key: String) -> SmallYAML? {
    guard case .map(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  var string: String? {
    guard case .scalar(let text) = self else { return nil }
    return text
  }

  /// A sequence's elements; a single value is a sequence of one.
  var elements: [SmallYAML] {
    if case .list(let items) = self { return items }
    return [self]
  }

  var pairs: [(key: String, value: SmallYAML)] {
    guard case .map(let pairs) = self else { return [] }
    return pairs
  }

  /// Reads a document; an empty one is an empty mapping.
  static func parse(_ text: String) -> SmallYAML {
    var lines: [(indent: Int, text: String)] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = stripComment(String(raw))
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, trimmed != "---", trimmed != "..." else { continue }
      lines.append((line.prefix { $0 == " " }.count, trimmed))
    }
    var reader = Reader(lines: lines)
    return reader.block(indent: lines.first?.indent ?? 0) ?? .map([])
  }

  /// A line without its comment: a `#` at its start or after a space, outside quotes.
  private static func stripComment(_ line: String) -> String {
    var quote: Character?
    var previous: Character = " "
    for (offset, character) in line.enumerated() {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " || previous == "\t" {
        return String(line.prefix(offset))
      }
      previous = character
    }
    return line
  }

  private struct Reader {
    var lines: [(indent: Int, text: String)]
    var next = 0

    /// The block of lines at `indent`: a sequence if its first line starts with `- `.
    mutating func block(indent: Int) -> SmallYAML? {
      guard next < lines.count, lines[next].indent == indent else { return nil }
      return SmallYAML.isItem(lines[next].text) ? sequence(indent: indent) : mapping(indent: indent)
    }

    mutating func sequence(indent: Int) -> SmallYAML {
      var items: [SmallYAML] = []
      while next < lines.count, lines[next].indent == indent, SmallYAML.isItem(lines[next].text) {
        let content = String(lines[next].text.dropFirst()).trimmingCharacters(in: .whitespaces)
        if content.isEmpty {
          next += 1
          items.append(deeper(than: indent) ?? .scalar(""))
        } else if SmallYAML.keyAndRest(content) != nil {
          // `- key: value` and the keys below it: a mapping whose keys stand where `key` does.
          let column = indent + (lines[next].text.count - content.count)
          lines[next] = (column, content)
          items.append(mapping(indent: column))
        } else {
          next += 1
          items.append(SmallYAML.inline(content))
        }
      }
      return .list(items)
    }

    mutating func mapping(indent: Int) -> SmallYAML {
      var pairs: [(key: String, value: SmallYAML)] = []
      while next < lines.count, lines[next].indent == indent, !SmallYAML.isItem(lines[next].text) {
        guard let (key, rest) = SmallYAML.keyAndRest(lines[next].text) else {
          next += 1  // not a key: text this reader does not know, skipped
          continue
        }
        next += 1
        if rest.isEmpty {
          // The value is the block below, more indented, or a sequence at the key's own indent.
          if next < lines.count, lines[next].indent == indent, SmallYAML.isItem(lines[next].text) {
            pairs.append((key, sequence(indent: indent)))
          } else {
            pairs.append((key, deeper(than: indent) ?? .scalar("")))
          }
        } else {
          pairs.append((key, SmallYAML.inline(rest)))
        }
      }
      return .map(pairs)
    }

    /// The block that starts on the next line, if it is indented more than `indent`.
    mutating func deeper(than indent: Int) -> SmallYAML? {
      guard next < lines.count, lines[next].indent > indent else { return nil }
      return block(indent: lines[next].indent)
    }
  }

  private static func isItem(_ text: String) -> Bool { text == "-" || text.hasPrefix("- ") }

  /// `key: rest` (the key unquoted); nil when the text is not a key.
  private static func keyAndRest(_ text: String) -> (String, String)? {
    if let quote = text.first, quote == "\"" || quote == "'" {
      guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
      let after = text[text.index(after: close)...]
      guard after.hasPrefix(":") else { return nil }
      return (
        String(text[text.index(after: text.startIndex)..<close]), after.dropFirst().trimmingCharacters(in: .whitespaces)
      )
    }
    guard !text.hasPrefix("["), !text.hasPrefix("{") else { return nil }
    guard let colon = text.range(of: ": ") ?? (text.hasSuffix(":") ? text.range(of: ":", options: .backwards) : nil)
    else { return nil }
    return (
      String(text[..<colon.lowerBound]).trimmingCharacters(in: .whitespaces),
      String(text[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
    )
  }

  /// A value written on one line: a flow sequence or mapping, or a scalar.
  static func inline(_ text: String) -> SmallYAML {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("["), text.hasSuffix("]") {
      return .list(splitFlow(String(text.dropFirst().dropLast())).map(inline))
    }
    if text.hasPrefix("{"), text.hasSuffix("}") {
      return .map(
        splitFlow(String(text.dropFirst().dropLast())).compactMap { part in
          keyAndRest(part).map { (key: $0.0, value: inline($0.1)) }
        })
    }
    if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
      return .scalar(String(text.dropFirst().dropLast()))
    }
    return .scalar(text)
  }

  /// The parts of a flow collection's inside, split at its own commas.
  private static func splitFlow(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
      } else if character == ",", depth == 0 {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
