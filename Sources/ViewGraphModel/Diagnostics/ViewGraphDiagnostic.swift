/// One finding about the input — an error, warning or note — anchored at a source location.
public struct ViewGraphDiagnostic: Hashable, Sendable, Codable, Error {
  /// How serious the finding is, in the Swift compiler's words.
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning, note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation
  /// Further places that explain the finding (for example the units caught in an update cycle).
  public var notes: [ViewGraphDiagnostic]
  /// What sort of finding it is (its message's kind).
  public var kind: ViewGraphMessage.Kind = .other
  /// Lines shown under the source, before the notes: for a changed update set, the diff of its
  /// names (`+ ItemRow ×3`, `− Header`, issue 40).
  public var details: [String] = []
  /// For an error the simulated program threw (`throw`), the interpreter's key for the thrown
  /// value: `do`/`catch` and `try?` catch it; uncaught, it is this located error.
  package var thrownValue: Int?

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation,
    notes: [ViewGraphDiagnostic] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  public static func error(_ message: ViewGraphMessage, at location: SourceLocation) -> Self {
    var diagnostic = Self(.error, message.text, at: location)
    diagnostic.kind = message.kind
    return diagnostic
  }

  public static func warning(_ message: ViewGraphMessage, at location: SourceLocation) -> Self {
    var diagnostic = Self(.warning, message.text, at: location)
    diagnostic.kind = message.kind
    return diagnostic
  }

  public static func note(_ message: ViewGraphMessage, at location: SourceLocation) -> Self {
    var diagnostic = Self(.note, message.text, at: location)
    diagnostic.kind = message.kind
    return diagnostic
  }

  /// The findings a command prints and counts, without the bookkeeping of `kind` and thrown values.
  enum CodingKeys: String, CodingKey {
    case severity, message, location, notes, thrownValue
  }
}

extension ViewGraphDiagnostic {
  /// The error, if a warning can carry it where a view or an action of the app runs (SPEC §3):
  /// what Swift's type checker rejects (`Kind.typeCheck`) or what ViewGraph does not simulate. The
  /// app compiles, so ViewGraph misread its code there; the view is drawn as an empty leaf, or the
  /// action stops. Nil for any other error — a trap, a budget, a value the program threw — which
  /// stops the launch as it stops the app.
  package static func degradable(_ error: any Error) -> ViewGraphDiagnostic? {
    guard let diagnostic = error as? ViewGraphDiagnostic, diagnostic.severity == .error, diagnostic.thrownValue == nil,
      diagnostic.kind == .typeCheck || diagnostic.kind == .notSimulated
    else { return nil }
    return diagnostic
  }
}
