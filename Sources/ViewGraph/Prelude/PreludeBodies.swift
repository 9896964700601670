import SwiftParser
import SwiftSyntax

/// The prelude is parsed without most of its functions' bodies, which a program mostly never
/// calls: each is parsed, from the file's text, the first time it is lowered (issue 20's start;
/// parsing the whole prelude was the largest part of a one-screen program's start).
///
/// Which bodies are left out is read from the prelude's layout, which is uniform: a line that
/// declares a function or an initializer and ends with its body's `{`, and a line of the same
/// indentation that is only `}`, every line between them indented deeper. Their lines are blanked
/// (each byte but a line break becomes a space), so every other token keeps its offset, line and
/// column. A test checks every body left out against swift-syntax's parse of the whole file.
struct PreludeBodies: Sendable {
  /// A body left out, by the offset of its `{` in the file: the range of its text, `{` to `}`.
  private let ranges: [Int: Range<Int>]
  /// The file's text, whole.
  private let text: String

  /// `text` with the bodies it leaves out blanked, and the bodies.
  static func skeleton(of text: String) -> (text: String, bodies: PreludeBodies) {
    var bytes = Array(text.utf8)
    var ranges: [Int: Range<Int>] = [:]
    let lines = lineRanges(of: bytes)
    var index = 0
    while index < lines.count {
      let opening = lines[index]
      guard let brace = bodyBrace(in: bytes[opening]), let closing = closingLine(of: index, in: lines, bytes: bytes),
        closing > index + 1
      else {
        index += 1
        continue
      }
      let inside = lines[index + 1].lowerBound..<lines[closing].lowerBound
      guard !leavesModifierMarker(bytes[inside]) else {
        index = closing + 1
        continue
      }
      let indentation = lines[closing].count - 1
      ranges[opening.lowerBound + brace] = (opening.lowerBound + brace)..<(lines[closing].lowerBound + indentation + 1)
      for offset in inside where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
        bytes[offset] = UInt8(ascii: " ")
      }
      index = closing + 1
    }
    return (String(decoding: bytes, as: UTF8.self), PreludeBodies(ranges: ranges, text: text))
  }

  /// How many bodies are left out.
  var count: Int { ranges.count }

  /// Every body left out: where its `{` is, and its text's range.
  var all: [(brace: Int, range: Range<Int>)] { ranges.map { ($0.key, $0.value) }.sorted { $0.brace < $1.brace } }

  /// The whole body whose `{` is at `brace` in the file, parsed now, if the prelude was parsed
  /// without it; its positions count from that `{`.
  func parsedBody(at brace: Int) -> CodeBlockSyntax? {
    guard let range = ranges[brace] else { return nil }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    var parser = Parser(String(text[start..<end]))
    return CodeBlockSyntax.parse(from: &parser)
  }

  /// The lines of `bytes`, each without its line break.
  private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(start..<offset)
      start = offset + 1
    }
    lines.append(start..<bytes.count)
    return lines
  }

  /// Where the body's `{` is in `line`, when the line declares a function or an initializer and
  /// ends with it: `  func draw(in context: Context) -> Path {`, `  public init?(_ text: String) {`.
  /// Read as bytes: this runs over every line of the prelude at every start.
  private static func bodyBrace(in line: ArraySlice<UInt8>) -> Int? {
    guard line.count >= 2, line.last == UInt8(ascii: "{"), line[line.endIndex - 2] == UInt8(ascii: " ") else { return nil }
    var word = line.drop { $0 == UInt8(ascii: " ") }
    while !word.isEmpty {
      let end = word.firstIndex(of: UInt8(ascii: " ")) ?? word.endIndex
      let current = word[..<end]
      if current.starts(with: "func".utf8), current.count == 4 { return line.count - 1 }
      if initializerStarts.contains(where: { current.starts(with: $0) }) { return line.count - 1 }
      guard current.first == UInt8(ascii: "@") || modifiers.contains(where: { current.elementsEqual($0) }) else { return nil }
      word = word[end...].drop { $0 == UInt8(ascii: " ") }
    }
    return nil
  }

  /// How an initializer's declaration starts, after its modifiers.
  private static let initializerStarts: [[UInt8]] = ["init(", "init?(", "init!(", "init<"].map { Array($0.utf8) }

  /// The words that may come before `func` or `init` on the line that declares it.
  private static let modifiers: [[UInt8]] = [
    "public", "internal", "private", "fileprivate", "static", "class", "final", "override", "mutating", "nonmutating",
    "nonisolated", "convenience", "required",
  ].map { Array($0.utf8) }

  /// The line that closes the body opened on line `opening`: the first later line as indented as
  /// it that is only `}`, every line before it blank or indented deeper; nil when there is none.
  private static func closingLine(of opening: Int, in lines: [Range<Int>], bytes: [UInt8]) -> Int? {
    let indentation = bytes[lines[opening]].prefix { $0 == UInt8(ascii: " ") }.count
    for index in (opening + 1)..<lines.count {
      let line = bytes[lines[index]]
      let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
      if spaces == line.count { continue }  // a blank line
      if spaces > indentation { continue }
      let rest = line.dropFirst(spaces)
      return spaces == indentation && rest.count == 1 && rest.first == UInt8(ascii: "}") ? index : nil
    }
    return nil
  }

  /// Whether a body names a modifier marker (`__passiveModifier()`): read from the body when its
  /// declaration is, so never left out.
  private static func leavesModifierMarker(_ body: ArraySlice<UInt8>) -> Bool {
    var rest = body[...]
    while let underscore = rest.firstIndex(of: UInt8(ascii: "_")) {
      let from = body[underscore...]
      if markers.contains(where: { from.starts(with: $0) }) { return true }
      rest = body[(underscore + 1)...]
    }
    return false
  }

  private static let markers: [[UInt8]] = NativeModifierMarker.names.map { Array($0.utf8) }
}
