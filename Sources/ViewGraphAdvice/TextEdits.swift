import SwiftSyntax
import ViewGraph

/// Replacements in one file's text, by UTF-8 offsets into the text the tree was parsed from, made
/// all at once: what an edit `advise` proposes does to the user's file (in memory only).
struct TextEdits {
  private var replacements: [(range: Range<Int>, text: String)] = []

  /// Whether nothing is replaced.
  var isEmpty: Bool { replacements.isEmpty }

  /// `node`'s text (without its outer trivia) becomes `text`.
  mutating func replace(_ node: some SyntaxProtocol, with text: String) {
    replacements.append(
      (node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text))
  }

  /// `node` and the trivia after it go (an attribute and the space that follows it).
  mutating func remove(_ node: some SyntaxProtocol) {
    replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset, ""))
  }

  /// The text between two offsets becomes `text`.
  mutating func replace(from start: Int, to end: Int, with text: String) {
    replacements.append((start..<end, text))
  }

  /// The text between two offsets goes.
  mutating func remove(from start: Int, to end: Int) {
    replacements.append((start..<end, ""))
  }

  /// `text` goes in at `offset`.
  mutating func insert(_ text: String, at offset: Int) {
    replacements.append((offset..<offset, text))
  }

  /// `original` with every replacement made; overlapping replacements keep the first made.
  func applied(to original: String) -> String {
    var bytes = Array(original.utf8)
    var taken: [Range<Int>] = []
    var kept: [(range: Range<Int>, text: String)] = []
    for replacement in replacements where !taken.contains(where: { $0.overlaps(replacement.range) }) {
      taken.append(replacement.range)
      kept.append(replacement)
    }
    // From the end, so that earlier offsets stay valid; insertions at one offset keep their order.
    for replacement in kept.enumerated().sorted(by: {
      ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
    })
    .map(\.element) {
      guard replacement.range.upperBound <= bytes.count else { continue }
      bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
