import ViewGraph

/// The text of a DOT picture's labels: names and values shortened to fit, and escaped for an HTML
/// label; a change shown by the part of the value that differs.
enum LabelText {
  /// Text shortened to `limit` characters with an ellipsis, then escaped for an HTML label.
  static func short(_ text: String, _ limit: Int = 36) -> String {
    DOTWriter.escaped(text.count > limit ? String(text.prefix(limit - 1)) + "…" : text)
  }

  /// A value shortened on an element boundary (`[Book#1, … 98 more]`), then escaped.
  static func value(_ text: String, _ limit: Int = 36) -> String {
    DOTWriter.escaped(ValueAbbreviation.abbreviate(text, limit: limit))
  }

  /// `before → after`, escaped; for long values (structs, arrays) only the part that differs:
  /// `Episode(…, isFavorite: false → true)` shows as `…isFavorite: false → true…`.
  static func change(from before: String, to after: String, limit: Int = 44) -> String {
    guard before.count + after.count > limit else { return value(before, limit) + " → " + value(after, limit) }
    // Collections already shortened on element boundaries read best whole: `[Book#1, … 99 more]`.
    if before.hasSuffix(" more]") || after.hasSuffix(" more]") { return value(before, 24) + " → " + value(after, 24) }
    let old = Array(before)
    let new = Array(after)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    // Widen to whole fields: back to the previous `(`, `[` or `,`; forward to the next `,`, `)` or `]`.
    var start = prefix
    while start > 0, !"([,".contains(old[start - 1]) { start -= 1 }
    while start < prefix, old[start] == " " { start += 1 }
    var extra = 0
    while old.count - suffix + extra < old.count, new.count - suffix + extra < new.count,
      !",)]".contains(old[old.count - suffix + extra])
    { extra += 1 }
    let head = start > 0 ? "…" : ""
    let tail = old.count - suffix + extra < old.count ? "…" : ""
    let oldRest = String(old[prefix..<(old.count - suffix + extra)])
    let newRest = String(new[prefix..<(new.count - suffix + extra)])
    if !oldRest.isEmpty, !newRest.isEmpty {
      // The field's name once: `…isFavorite: false → true…`.
      let common = String(old[start..<prefix])
      return DOTWriter.escaped(head) + short(common, 20) + short(oldRest, 20) + " → " + short(newRest, 20)
        + DOTWriter.escaped(tail)
    }
    let oldPart = String(old[start..<(old.count - suffix + extra)])
    let newPart = String(new[start..<(new.count - suffix + extra)])
    return DOTWriter.escaped(head) + short(oldPart, 22) + " → " + short(newPart, 22) + DOTWriter.escaped(tail)
  }
}
