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
package struct PreludeBodies: Sendable {
  /// A body left out, by the offset of its `{` in the file: the range of its text, `{` to `}`.
  private let ranges: [Int: Range<Int>]
  /// The file's text, whole.
  private let text: String
  /// A top-level type's or extension's member block left out, by the offset of its `{`: the range
  /// of its text, `{` to `}`, parsed (with its functions' bodies still left out) when its members
  /// are first declared. Blocks that declare a nested type, and `View`'s and `EnvironmentValues`'
  /// extensions, whose members are needed as the prelude loads, are kept.
  private let memberBlocks: [Int: Range<Int>]
  /// The file's text with only the bodies left out: what a member block is parsed from.
  private let withoutBodies: String

  /// `text` with the bodies and member blocks it leaves out blanked, and what it left out.
  package static func skeleton(of text: String) -> (text: String, bodies: PreludeBodies) {
    var bytes = Array(text.utf8)
    let lines = lineRanges(of: bytes)
    let ranges = blank(&bytes, lines: lines, opening: bodyBrace) { bytes, inside in
      !leavesModifierMarker(bytes[lines[inside.lowerBound].lowerBound..<lines[inside.upperBound].lowerBound])
    }
    let withoutBodies = String(decoding: bytes, as: UTF8.self)
    let memberBlocks = blank(&bytes, lines: lines, opening: memberBlockBrace) { bytes, inside in
      !inside.contains { declaresType(bytes[lines[$0]]) }
    }
    let bodies = PreludeBodies(ranges: ranges, text: text, memberBlocks: memberBlocks, withoutBodies: withoutBodies)
    return (String(decoding: bytes, as: UTF8.self), bodies)
  }

  /// Blanks every block whose first line `opening` accepts (giving its `{`'s place in the line),
  /// that closes with a `}` alone at the line's indentation, and whose inner lines (indices into
  /// `lines`) `leavesOut` accepts; returns each block's `{` offset and its text's range, `{` to `}`.
  private static func blank(
    _ bytes: inout [UInt8], lines: [Range<Int>], opening: (ArraySlice<UInt8>) -> Int?,
    leavesOut: (_ bytes: [UInt8], _ inside: Range<Int>) -> Bool
  ) -> [Int: Range<Int>] {
    var blocks: [Int: Range<Int>] = [:]
    var index = 0
    while index < lines.count {
      guard let brace = opening(bytes[lines[index]]), let closing = closingLine(of: index, in: lines, bytes: bytes),
        closing > index + 1
      else {
        index += 1
        continue
      }
      if leavesOut(bytes, (index + 1)..<closing) {
        let start = lines[index].lowerBound + brace
        blocks[start] = start..<(lines[closing].upperBound)
        bytes.withUnsafeMutableBufferPointer { bytes in
          for offset in lines[index + 1].lowerBound..<lines[closing].lowerBound
          where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
            bytes[offset] = UInt8(ascii: " ")
          }
        }
      }
      index = closing + 1
    }
    return blocks
  }

  /// The member block whose `{` is at `brace` in the file, parsed now, if the prelude was parsed
  /// without it; its positions count from that `{`.
  func parsedMemberBlock(at brace: Int) -> MemberBlockSyntax? {
    memberBlocks[brace].map { Self.parse(MemberBlockSyntax.self, withoutBodies, $0) }
  }

  /// `range` of `text`, parsed alone as an `S`.
  private static func parse<S: SyntaxParseable>(_: S.Type, _ text: String, _ range: Range<Int>) -> S {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    var parser = Parser(String(text[start..<end]))
    return S.parse(from: &parser)
  }

  /// Every member block left out: where its `{` is, and its text's range.
  var allMemberBlocks: [(brace: Int, range: Range<Int>)] { Self.inFileOrder(memberBlocks) }

  /// Where the member block's `{` is in `line`, when the line declares a type or an extension at
  /// the top level and ends with it (`struct Font: Hashable {`, `extension Date {`), but not
  /// `View`'s or `EnvironmentValues`' extensions.
  private static func memberBlockBrace(in line: ArraySlice<UInt8>) -> Int? {
    guard line.count >= 2, line.first != UInt8(ascii: " "), line.last == UInt8(ascii: "{"),
      line[line.endIndex - 2] == UInt8(ascii: " ")
    else { return nil }
    // A protocol's block is read as the prelude loads (its type aliases): kept.
    guard let (keyword, name) = typeKeyword(in: line), !keyword.elementsEqual("protocol".utf8) else { return nil }
    let extended = name.last == UInt8(ascii: ":") ? name.dropLast() : name
    if keyword.elementsEqual("extension".utf8), eagerExtensions.contains(where: { extended.elementsEqual($0) }) {
      return nil
    }
    return line.count - 1
  }

  /// Whether `line` declares a type inside a member block (a nested type, or a type alias).
  private static func declaresType(_ line: ArraySlice<UInt8>) -> Bool { typeKeyword(in: line) != nil }

  /// The keyword that declares a type on `line`, after its attributes and modifiers, and the word
  /// after it: `struct`, `enum`, `class` (not `class func`), `extension`, `protocol`, `typealias`.
  private static func typeKeyword(in line: ArraySlice<UInt8>) -> (keyword: ArraySlice<UInt8>, name: ArraySlice<UInt8>)?
  {
    // Word by word from the start, without splitting the whole line (this runs over every line of
    // a member block at every start).
    let space = UInt8(ascii: " ")
    var rest = line.drop { $0 == space }
    while !rest.isEmpty {
      let word = rest.prefix { $0 != space }
      rest = rest[word.endIndex...].drop { $0 == space }
      let next = rest.prefix { $0 != space }
      if typeKeywords.contains(where: { word.elementsEqual($0) }) {
        // `class func`, `class var`: a member's modifier, not a class.
        if word.elementsEqual("class".utf8),
          memberKeywords.contains(where: { next.elementsEqual($0) })
            || modifiers.contains(where: { next.elementsEqual($0) })
        {
          return nil
        }
        return (word, next)
      }
      guard
        word.first == UInt8(ascii: "@") || modifiers.contains(where: { word.elementsEqual($0) })
          || word.elementsEqual("indirect".utf8)
      else { return nil }
    }
    return nil
  }

  private static let typeKeywords: [[UInt8]] = [
    "struct", "class", "enum", "actor", "extension", "protocol", "typealias",
  ].map {
    Array($0.utf8)
  }
  /// What follows `class` when it is a member's modifier.
  private static let memberKeywords: [[UInt8]] = ["func", "var", "let", "subscript", "init"].map { Array($0.utf8) }
  /// Extensions whose members the prelude needs as it loads: `View`'s register SwiftUI's
  /// modifiers, `EnvironmentValues`' the environment's entries.
  private static let eagerExtensions: [[UInt8]] = ["View", "EnvironmentValues"].map { Array($0.utf8) }

  /// How many bodies are left out.
  var count: Int { ranges.count }

  /// Every body left out: where its `{` is, and its text's range.
  var all: [(brace: Int, range: Range<Int>)] { Self.inFileOrder(ranges) }

  private static func inFileOrder(_ blocks: [Int: Range<Int>]) -> [(brace: Int, range: Range<Int>)] {
    blocks.map { ($0.key, $0.value) }.sorted { $0.brace < $1.brace }
  }

  /// The whole body whose `{` is at `brace` in the file, parsed now, if the prelude was parsed
  /// without it; its positions count from that `{`.
  func parsedBody(at brace: Int) -> CodeBlockSyntax? {
    ranges[brace].map { Self.parse(CodeBlockSyntax.self, text, $0) }
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
    guard line.count >= 2, line.last == UInt8(ascii: "{"), line[line.endIndex - 2] == UInt8(ascii: " ") else {
      return nil
    }
    var word = line.drop { $0 == UInt8(ascii: " ") }
    while !word.isEmpty {
      let end = word.firstIndex(of: UInt8(ascii: " ")) ?? word.endIndex
      let current = word[..<end]
      if current.starts(with: "func".utf8), current.count == 4 { return line.count - 1 }
      if initializerStarts.contains(where: { current.starts(with: $0) }) { return line.count - 1 }
      guard current.first == UInt8(ascii: "@") || modifiers.contains(where: { current.elementsEqual($0) }) else {
        return nil
      }
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
