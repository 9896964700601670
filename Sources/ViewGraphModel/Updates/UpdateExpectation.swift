/// One comparison of an update set against the units a test expects, with the message a failure
/// shows: expected vs actual, and why each unexpected unit ran.
public struct UpdateExpectation: Sendable {
  /// Which part of the update set is compared.
  public enum Part: String, Sendable, CaseIterable {
    case updates, inserted, removed, hidden, shown

    /// The scenario macro that checks it: `expectUpdates`, `expectInserted`, …
    public var macro: String { "expect" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The part a scenario macro checks (`expectRemoved`), if it checks one.
    public init?(macro: String) {
      guard let part = Self.allCases.first(where: { $0.macro == macro }) else { return nil }
      self = part
    }
  }

  public var part: Part
  public var expected: [String]
  public var actual: [String]
  /// Why units ran, for the failure message.
  public var explanations: [String]

  public init(_ part: Part, of update: UpdateSet, expected: [String], sources: SourceFiles? = nil) {
    self.part = part
    self.expected = expected.sorted()
    switch part {
    case .updates: actual = update.ranTypeNames
    case .inserted: actual = update.inserted.filter(\.isProgramUnit).map(\.name).sorted()
    case .removed: actual = update.removed.filter(\.isProgramUnit).map(\.name).sorted()
    case .hidden, .shown:
      let kind: UpdateEvent.Kind = part == .hidden ? .hidden : .shown
      actual = update.events.filter { $0.kind == kind }.compactMap(\.unit).filter(\.isProgramUnit).map(\.name).sorted()
    }
    let inserted = Set(update.inserted.map(\.id))
    explanations =
      part != .updates
      ? []
      : update.ran.filter { !inserted.contains($0.unit.id) && $0.unit.isProgramUnit }.map { ran in
        let causes = ran.causes.map { cause -> String in
          guard case .dependency(let source, _, let readAt, let writtenAt, let binding) = cause, let sources else {
            return cause.description
          }
          let read =
            binding.map {
              "its body made a binding to \($0) at \(sources.describe(readAt)): a binding stores the current value"
            }
            ?? "read at \(sources.describe(readAt))"
          return "'\(source)' changed (\(read), written at \(sources.describe(writtenAt)))"
        }
        return "\(ran.unit.name) ran: " + (causes.isEmpty ? "invalidated" : causes.joined(separator: "; "))
      }
  }

  /// Whether the multisets agree.
  public var isMet: Bool { expected == actual }

  /// `expected updates [A] but got [A, B]`.
  public var summary: String {
    "expected \(part.rawValue) [\(expected.joined(separator: ", "))] but got [\(actual.joined(separator: ", "))]"
  }

  /// The summary, the change as a diff of names, then one line per unit that ran and why.
  public var failureMessage: String {
    ([summary] + changes.map { "  " + $0 } + explanations.map { "  " + $0 }).joined(separator: "\n")
  }

  /// What changed from the expected multiset to the actual one, as a diff of names (issue 40): a
  /// heading, then `  + ItemRow ×3` for each unit that came and was not expected, then `  − Header`
  /// for each that was expected and did not come. Empty when the expectation is met.
  public var changes: [String] {
    guard !isMet else { return [] }
    let counted = { (names: [String]) in names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 } }
    let (wanted, got) = (counted(expected), counted(actual))
    let names = Set(wanted.keys).union(got.keys).sorted()
    func lines(_ sign: String, _ more: [String: Int], _ fewer: [String: Int]) -> [String] {
      names.compactMap { name in
        let count = more[name, default: 0] - fewer[name, default: 0]
        return count > 0 ? "  \(sign) \(name)" + (count > 1 ? " ×\(count)" : "") : nil
      }
    }
    return ["\(part.rawValue) (− expected, + got):"] + lines("+", got, wanted) + lines("−", wanted, got)
  }
}
