/// A story told in lines (`viewgraph explain`, `--why`): each line is spans of text, each of a
/// kind — what happened to a view (a verdict: ran, compared, inserted, removed, not run), a view's
/// name, a cause, a rule, an error — so that a terminal's colours are given by kind where the story
/// is made, never found by searching the printed words (issue 39).
public struct Story: Sendable, Equatable {
  /// What a span of the story is.
  public enum Kind: Sendable, Equatable {
    /// Words with no part of their own.
    case text
    /// The name of a view (or of several: `BookView ×2, List row (Book#1)`).
    case view
    /// What happened to a view in a step.
    case verdict(Verdict)
    /// Why a view ran: the causes the update model gives.
    case cause
    /// A rule of the update model the story names: `(rule 6)`.
    case rule
    /// An error's word: `viewgraph: error:`.
    case error
  }

  /// What happened to a view in a step, as the story says it.
  public enum Verdict: String, Sendable, CaseIterable {
    case ran, compared, inserted, removed
    case notRun = "not run"
  }

  /// Text of one kind.
  public struct Span: Sendable, Equatable {
    public var text: String
    public var kind: Kind

    public init(_ text: String, _ kind: Kind = .text) {
      self.text = text
      self.kind = kind
    }

    public static func text(_ text: String) -> Span { Span(text) }
    public static func view(_ name: String) -> Span { Span(name, .view) }
    public static func cause(_ text: String) -> Span { Span(text, .cause) }
    public static func rule(_ number: Int) -> Span { Span("(rule \(number))", .rule) }
    public static func verdict(_ verdict: Verdict) -> Span { Span(verdict.rawValue, .verdict(verdict)) }
    public static func error(_ text: String) -> Span { Span(text, .error) }
  }

  /// One line: its spans in order.
  public struct Line: Sendable, Equatable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span]) {
      self.spans = spans
    }

    /// A line of words with no part of their own.
    public init(_ text: String) {
      spans = [Span(text)]
    }

    public init(stringLiteral text: String) {
      self.init(text)
    }

    /// A line that starts with a verdict, in a column ten wide, after two spaces:
    /// `  ran       LibraryView — …`.
    public static func verdict(_ verdict: Verdict, _ rest: [Span]) -> Line {
      let padding = String(repeating: " ", count: max(1, 10 - verdict.rawValue.count))
      return Line([.text("  "), .verdict(verdict), .text(padding)] + rest)
    }

    /// The line's text, its verdicts and errors in their colours when `colored`.
    public func text(colored: Bool) -> String {
      spans.map { span in
        guard colored, let code = Story.colorCode(of: span.kind) else { return span.text }
        return "\u{1B}[\(code)m\(span.text)\u{1B}[0m"
      }.joined()
    }
  }

  public var lines: [Line]

  public init(_ lines: [Line]) {
    self.lines = lines
  }

  /// The story's text, its lines one after another (a last empty line ends it with a newline);
  /// on a terminal, what ran in the orange of the pictures, compared-and-skipped in blue, inserted
  /// green, removed red, not run dim, errors bold red (issue 10).
  public func text(colored: Bool = false) -> String {
    lines.map { $0.text(colored: colored) }.joined(separator: "\n")
  }

  /// The ANSI colour a kind of span is shown in on a terminal; nil for plain text.
  static func colorCode(of kind: Kind) -> String? {
    switch kind {
    case .verdict(.notRun): "2"
    case .verdict(.ran): "33"
    case .verdict(.compared): "34"
    case .verdict(.inserted): "32"
    case .verdict(.removed): "31"
    case .error: "1;31"
    case .text, .view, .cause, .rule: nil
    }
  }
}
