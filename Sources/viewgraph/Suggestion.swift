/// "Did you mean …?": the known name closest to what was typed, if one is close enough.
enum Suggestion {
  /// The candidate nearest to `typed` by edit distance (case-insensitive), when the distance is at
  /// most a third of the longer word (and at most 3); a candidate that contains `typed` also counts.
  static func closest(to typed: String, in candidates: [String]) -> String? {
    let lowered = typed.lowercased()
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = min(3, max(1, max(typed.count, best.0.count) / 3))
    if best.1 <= limit { return best.0 }
    return candidates.first { $0.lowercased().contains(lowered) && lowered.count >= 3 }
  }

  /// The candidate with a stretch of text closest to `typed` (`title chnge` → "a title change
  /// updates …"), for long names typed in part; nil unless one is clearly nearest.
  static func closestContaining(_ typed: String, in candidates: [String]) -> String? {
    let word = Array(typed.lowercased())
    guard word.count >= 3 else { return nil }
    let scored = candidates.map { candidate -> (String, Int) in
      let text = Array(candidate.lowercased())
      guard text.count > word.count else { return (candidate, distance(typed.lowercased(), candidate.lowercased())) }
      let best =
        (0...(text.count - word.count)).map { start in
          distance(String(word), String(text[start..<start + word.count]))
        }.min() ?? word.count
      return (candidate, best)
    }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= max(1, word.count / 4) else { return nil }
    if scored.count > 1, scored[1].1 == best.1 { return nil }
    return best.0
  }

  /// `; did you mean 'render'?`, or nothing.
  static func clause(for typed: String, in candidates: [String]) -> String {
    closest(to: typed, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance between two strings, by characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
