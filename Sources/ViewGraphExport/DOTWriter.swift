import ViewGraph

/// Writes DOT text: statements with their attribute lists, quoted ids, HTML labels and nested
/// subgraphs, indented. Knows the syntax only, not what is drawn.
struct DOTWriter {
  /// An attribute value: quoted text, an HTML-like label, or a bare word or number.
  enum Value {
    case text(String)
    case html(String)
    case raw(String)

    var written: String {
      switch self {
      case .text(let text): DOTWriter.quoted(text)
      case .html(let html): "<\(html)>"
      case .raw(let raw): raw
      }
    }
  }

  /// One end of an edge: a node, optionally a port of it and a side (`w`, `e`).
  struct Endpoint: Hashable {
    var node: String
    var port: String?
    var side: String?

    init(_ node: String, port: String? = nil, side: String? = nil) {
      self.node = node
      self.port = port
      self.side = side
    }

    var written: String {
      DOTWriter.quoted(node) + (port.map { ":" + DOTWriter.quoted($0) } ?? "") + (side.map { ":" + $0 } ?? "")
    }
  }

  private(set) var text = ""
  private var depth = 0

  /// A statement on its own line.
  mutating func line(_ statement: String) {
    text += String(repeating: "  ", count: depth) + statement + "\n"
  }

  /// `graph [...]`, `node [...]` or `edge [...]`.
  mutating func defaults(_ kind: String, _ attributes: [(String, Value)]) {
    line("\(kind) [\(Self.list(attributes))];")
  }

  /// An attribute of the current (sub)graph.
  mutating func set(_ name: String, _ value: Value) {
    line("\(name)=\(value.written);")
  }

  mutating func node(_ id: String, _ attributes: [(String, Value)]) {
    line(Self.quoted(id) + (attributes.isEmpty ? "" : " [\(Self.list(attributes))]") + ";")
  }

  mutating func edge(_ from: Endpoint, _ to: Endpoint, _ attributes: [(String, Value)]) {
    line("\(from.written) -> \(to.written)" + (attributes.isEmpty ? "" : " [\(Self.list(attributes))]") + ";")
  }

  /// `subgraph "name" { … }`; a name starting with `cluster` draws a box around its nodes.
  mutating func subgraph(_ name: String, _ body: (inout DOTWriter) -> Void) {
    line("subgraph \(Self.quoted(name)) {")
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// The whole graph: `digraph "name" { … }`.
  static func digraph(_ name: String, _ body: (inout DOTWriter) -> Void) -> String {
    var writer = DOTWriter()
    writer.line("digraph \(quoted(name)) {")
    writer.depth = 1
    body(&writer)
    writer.depth = 0
    writer.line("}")
    return writer.text
  }

  static func list(_ attributes: [(String, Value)]) -> String {
    attributes.map { "\($0.0)=\($0.1.written)" }.joined(separator: ", ")
  }

  /// A DOT double-quoted string: `"` and `\` escaped, line breaks as `\n`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": break
      default: appendPrintable(character, to: &out)
      }
    }
    return out + "\""
  }

  /// Text inside an HTML-like label: `&`, `<`, `>`, `"` as entities; line breaks as spaces.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\r", "\t": out += " "
      default: appendPrintable(character, to: &out)
      }
    }
    return out
  }

  /// Appends a character that XML (and so SVG) may hold: a control character becomes its picture
  /// (U+0001 → ␁), a noncharacter the replacement character, so a hostile value cannot make the
  /// drawing ill-formed.
  static func appendPrintable(_ character: Character, to out: inout String) {
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: out += "\u{2421}"
      case 0x80...0x9F, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
  }
}
