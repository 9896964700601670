import ViewGraph

/// A unified diff of one file's lines (`diff -u`'s format, as `git apply` and `patch -p1` read it):
/// what `viewgraph advise` shows of each edit it proposes (issue 40). The lines that changed are
/// the standard library's `difference(from:)` (Myers' algorithm); this adds only the hunks and
/// their context.
public struct UnifiedDiff: Sendable, Equatable {
  /// One hunk: a run of changes with the unchanged lines around it.
  public struct Hunk: Sendable, Equatable {
    /// The first line of the hunk in the old and in the new text, from 1 (0 for an empty range).
    public var oldStart: Int
    /// The lines of the old text the hunk spans.
    public var oldCount: Int
    /// The first line of the hunk in the new text.
    public var newStart: Int
    /// The lines of the new text the hunk spans.
    public var newCount: Int
    /// Its lines, each with its mark: `" "` kept, `"-"` removed, `"+"` added.
    public var lines: [String]

    /// `@@ -3,7 +3,8 @@`.
    public var header: String {
      "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(start),\(count)"
    }
  }

  /// The path both sides are named by.
  public var path: String
  /// The hunks, in the order of the file; none when the texts are the same.
  public var hunks: [Hunk]

  /// The hunks that turn `old` into `new`, each with `context` unchanged lines around its changes
  /// (hunks whose context would touch are one hunk).
  public init(path: String, old: String, new: String, context: Int = 3) {
    self.path = path
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let difference = newLines.difference(from: oldLines)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both texts together: an edit script of kept, removed and added lines, in order.
    var script: [(mark: Character, text: String, old: Int, new: Int)] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if oldIndex < oldLines.count, removed.contains(oldIndex) {
        script.append(("-", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
      } else if newIndex < newLines.count, inserted.contains(newIndex) {
        script.append(("+", newLines[newIndex], oldIndex, newIndex))
        newIndex += 1
      } else if oldIndex < oldLines.count, newIndex < newLines.count {
        script.append((" ", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
        newIndex += 1
      } else {
        break  // unreachable for a difference of these two texts
      }
    }
    let changed = script.indices.filter { script[$0].mark != " " }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(script.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...range.upperBound
      } else {
        groups.append(range)
      }
    }
    hunks = groups.map { group in
      let entries = script[group]
      let oldCount = entries.filter { $0.mark != "+" }.count
      let newCount = entries.filter { $0.mark != "-" }.count
      let first = script[group.lowerBound]
      return Hunk(
        oldStart: oldCount == 0 ? first.old : first.old + 1, oldCount: oldCount,
        newStart: newCount == 0 ? first.new : first.new + 1, newCount: newCount,
        lines: entries.map { String($0.mark) + $0.text })
    }
  }

  /// Whether the two texts are the same.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff as `diff -u` writes it: `--- a/PATH`, `+++ b/PATH` (as `git apply` reads a path
  /// in the repository; an absolute path as it is), then each hunk.
  public var text: String {
    guard !hunks.isEmpty else { return "" }
    let shown = ViewGraphMessage.shown(path)
    var lines = path.hasPrefix("/") ? ["--- \(shown)", "+++ \(shown)"] : ["--- a/\(shown)", "+++ b/\(shown)"]
    for hunk in hunks {
      lines.append(hunk.header)
      lines += hunk.lines
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of a text, without their line ends (a last line end adds no empty line).
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
