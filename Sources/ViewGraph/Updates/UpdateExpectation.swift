/// One comparison of an update set against the units a test expects, with the message a failure
/// shows: expected vs actual, and why each unexpected unit ran.
public struct UpdateExpectation: Sendable {
  /// Which part of the update set is compared.
  public enum Part: String, Sendable {
    case updates, inserted, removed, hidden, shown
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
    explanations = part != .updates ? [] : update.ran.filter { !inserted.contains($0.unit.id) && $0.unit.isProgramUnit }.map { ran in
      let causes = ran.causes.map { cause -> String in
        guard case .dependency(let source, _, let readAt, let writtenAt, let binding) = cause, let sources else { return cause.description }
        let read = binding.map { "its body made a binding to \($0) at \(sources.describe(readAt)): a binding stores the current value" }
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

  /// The summary, then one line per unit that ran and why.
  public var failureMessage: String {
    ([summary] + explanations.map { "  " + $0 }).joined(separator: "\n")
  }
}
