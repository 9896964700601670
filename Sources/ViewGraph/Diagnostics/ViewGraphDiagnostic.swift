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
  /// For an error the simulated program threw (`throw`), the interpreter's key for the thrown
  /// value: `do`/`catch` and `try?` catch it; uncaught, it is this located error.
  var thrownValue: Int?

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

  /// The findings a command prints and counts, without the bookkeeping of `kind` and thrown values.
  enum CodingKeys: String, CodingKey {
    case severity, message, location, notes, thrownValue
  }
}
