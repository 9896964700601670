import SwiftSyntax

/// The diagnostics a lowering gives, each at its place: errors, and what ViewGraph does not
/// simulate, reported once per place as a warning where it is declared (an error in a scenario,
/// whose test itself is wrong). One per `Lowerer`, shared by its parts; the load sorts and shows
/// them with the loader's.
final class LoweringDiagnostics {
  /// What was reported so far, in the order it was found.
  private(set) var diagnostics: [ViewGraphDiagnostic] = []
  /// Where the lowering stands: what each report is located at.
  private let place: LoweringPlace
  /// What was already reported as not simulated, so each thing is reported once per place.
  private var reportedNotSimulated: Set<String> = []

  /// Diagnostics located at `place`.
  init(at place: LoweringPlace) {
    self.place = place
  }

  /// An error at `node`.
  func error(_ message: ViewGraphMessage, _ node: some SyntaxProtocol) {
    diagnostics.append(.error(message, at: place.location(node)))
  }

  /// An error at `location`.
  func error(_ message: ViewGraphMessage, at location: SourceLocation) {
    diagnostics.append(.error(message, at: location))
  }

  /// A warning at `location`.
  func warning(_ message: ViewGraphMessage, at location: SourceLocation) {
    diagnostics.append(.warning(message, at: location))
  }

  /// Something ViewGraph cannot run: an error in a scenario (the test itself is wrong), else a
  /// warning where it is declared, once per place — the program still loads, and only code that
  /// reaches it fails, where it runs (see `notSimulated`).
  @discardableResult
  func unsupported(_ what: String, _ node: some SyntaxProtocol) -> ViewGraphMessage {
    if place.inScenario {
      error(.unsupported(what), node)
      return .unsupported(what)
    } else {
      let at = place.location(node)
      if reportedNotSimulated.insert("\(at.file):\(at.offset):\(what)").inserted {
        warning(.notSimulated(what), at: at)
      }
    }
    return .notSimulatedHere(what)
  }

  /// An expression ViewGraph cannot run, kept so that running it is a located error.
  func notSimulated(_ what: String, _ node: some SyntaxProtocol) -> Expr {
    Expr(.notSimulated(unsupported(what, node)), at: place.location(node))
  }

  /// A name no program, prelude or library declares: an error in a scenario; elsewhere a framework
  /// name ViewGraph does not know, opaque where it is used (SPEC §3: a warning where it is first
  /// used, a located error only where a real value is needed).
  func unknownName(_ name: String, _ node: some SyntaxProtocol) {
    if place.inScenario {
      error(.cannotFind(name), node)
    } else if reportedNotSimulated.insert("name \(name)").inserted {
      warning(.notSimulatedName(name), at: place.location(node))
    }
  }

  /// The expectations of SPEC §2, checked before anything runs (a typo is found at once).
  static let expectations = [
    "expectUpdates", "expectInserted", "expectRemoved", "expectHidden", "expectShown", "expect", "expectError",
  ]

  /// `#name` used as an expectation: an error outside a scenario, and for a name that is none.
  func checkExpectation(_ name: String, _ node: some SyntaxProtocol) {
    guard !Self.expectations.contains(name) else {
      if !place.inScenario { error(.scenarioOnly("#\(name)"), node) }
      return
    }
    let suggestion = Self.expectations.first { $0.hasPrefix(name) || name.hasPrefix($0) }
    error(.unknownExpectation(name, suggestion: suggestion), node)
  }

  /// Names a construct by its first keyword for messages: `'defer'`, `'protocol' declarations`.
  static func construct(_ node: some SyntaxProtocol) -> String {
    // A declaration is named by its keyword, after its attributes and modifiers (`@ModelActor
    // final actor` is an 'actor').
    let syntax = Syntax(node)
    var start = syntax.positionAfterSkippingLeadingTrivia
    if let attributes = syntax.asProtocol(WithAttributesSyntax.self)?.attributes, !attributes.isEmpty {
      start = max(start, attributes.endPosition)
    }
    if let modifiers = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers, !modifiers.isEmpty {
      start = max(start, modifiers.endPosition)
    }
    let keyword = syntax.tokens(viewMode: .sourceAccurate).first { $0.positionAfterSkippingLeadingTrivia >= start }?
      .text
    return "'\(keyword ?? node.firstToken(viewMode: .sourceAccurate)?.text ?? "this")'"
  }
}
