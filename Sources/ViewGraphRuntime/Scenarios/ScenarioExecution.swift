import ViewGraphEngine
import ViewGraphModel

/// Runs the statements of one `#scenario` (or one `perform` call) against a launch: the outside
/// world acting on the app. Answers `find`, `tap`, … and checks expectations over spans (SPEC §2).
package final class ScenarioExecution {
  let host: GraphHost
  let sources: SourceFiles
  package private(set) var failures: [ScenarioFailure] = []
  /// A runtime error no `#expectError` has claimed yet.
  package var pendingError: ViewGraphDiagnostic?
  /// What happened since the last group of expectations.
  private var sinceLastGroup = UpdateSet()
  /// The span the current group of consecutive expectations checks.
  private var groupSpan = UpdateSet()
  private var statementIndex = 0
  private var lastExpectationStatement = -2
  /// The error the current group of expectations claimed: consecutive `#expectError`s check it too.
  private var claimedError: ViewGraphDiagnostic?
  package private(set) var warnings: [ViewGraphDiagnostic] = []
  /// When tracing, each transaction becomes a step with the graph after it.
  package var isTracing = false
  package private(set) var steps: [ScenarioTrace.Step] = []
  var statementsSinceStep: [String] = []
  var stepLocation: SourceLocation?
  var lastTracedLine = -1
  /// When recording (issue 40), what each span held and which update-set expectations held.
  package var recording: SpanRecording?

  package init(host: GraphHost, sources: SourceFiles) {
    self.host = host
    self.sources = sources
  }

  var interpreter: Interpreter { host.interpreter }

  /// Runs top-level statements one by one, so a runtime error waits for an `#expectError`.
  package func run(_ body: FunctionDecl) {
    let saved = interpreter.words
    interpreter.words = ScenarioWords.registry
    interpreter.library(ScenarioRun.self).execution = self
    defer {
      interpreter.words = saved
      interpreter.budget.endStatement()
    }
    let scope = Scope(size: body.body.scopeSize, parent: nil)
    for statement in body.body.statements {
      statementIndex += 1
      // `--max-seconds` holds for the statement and all it runs (issue 34).
      interpreter.budget.startStatement()
      if pendingError != nil, !statement.isExpectError { continue }
      do {
        _ = try interpreter.execute(statement, scope)
      } catch let diagnostic as ViewGraphDiagnostic {
        pendingError = diagnostic
      } catch {
        pendingError = .error(.runtime("\(error)"), at: statement.location)
      }
      // A statement belongs to the step its effects land in: one that flushes (`tap`, `find`)
      // first closes the previous step, so it is recorded only after it ran.
      if isTracing, !statement.isExpectation, statement.location.line != lastTracedLine {
        // Several statements on one line (`a; b`) are shown once, as the line.
        lastTracedLine = statement.location.line
        statementsSinceStep.append(sources.lineText(statement.location).trimmingCharacters(in: .whitespaces))
        if stepLocation == nil { stepLocation = statement.location }
      }
    }
    if pendingError == nil {
      do { try settle() } catch let diagnostic as ViewGraphDiagnostic { pendingError = diagnostic } catch {}
    }
    // What ran after the last group of expectations, for a group `--record` adds at the end.
    if pendingError == nil { recording?.trailing = SpanRecording.names(in: sinceLastGroup) }
    if let error = pendingError {
      failures.append(
        ScenarioFailure(
          message: "runtime error: \(error.message)", location: error.location, notes: error.notes, kind: .error))
    }
  }

  /// A scenario's `beforeLaunch:` statements, before the app is made: what they set (stubs,
  /// `UserDefaults`) is there when the app starts; a runtime error in them fails the scenario.
  package func runBeforeLaunch(_ setUp: FunctionDecl) {
    let saved = interpreter.words
    interpreter.words = ScenarioWords.registry
    interpreter.library(ScenarioRun.self).execution = self
    defer {
      interpreter.words = saved
      interpreter.budget.endStatement()
    }
    interpreter.budget.startStatement()
    do {
      _ = try interpreter.execute(setUp.body.statements, Scope(size: setUp.body.scopeSize, parent: nil))
    } catch let diagnostic as ViewGraphDiagnostic {
      pendingError = diagnostic
    } catch {
      pendingError = .error(.runtime("\(error)"), at: setUp.location)
    }
  }

  /// What the launch did, kept for traces (`explain --print-changes` starts with it).
  package private(set) var launchUpdate: UpdateSet?

  /// The launch is not part of the first span (SPEC §2), but its warnings are reported; a trace
  /// `keeping` it starts with it.
  package func noteLaunch(_ journal: UpdateSet, keeping: Bool) {
    warnings += journal.warnings
    if keeping { launchUpdate = journal }
  }

  /// Flushes pending work and moves what happened into the current span.
  func settle() throws {
    defer {
      let journal = host.takeJournal()
      warnings += journal.warnings
      sinceLastGroup.append(journal)
      if isTracing, !journal.isEmpty {
        steps.append(
          ScenarioTrace.Step(
            statements: statementsSinceStep, location: stepLocation.map(sources.describe) ?? "", update: journal,
            graph: host.snapshot()))
        statementsSinceStep = []
        stepLocation = nil
      }
    }
    try host.flush()
  }

  /// Everything since the last expectation group (for `perform`).
  package func takeSpan() -> UpdateSet {
    defer { sinceLastGroup = UpdateSet() }
    return sinceLastGroup
  }

  // MARK: - The words (`ScenarioWords`)

  /// `root` reads the live root without flushing: SPEC §2 lists what flushes, and `root` is not in it.
  func root(at location: SourceLocation) throws -> Value {
    guard let root = host.root else { throw ViewGraphDiagnostic.error(.runtime("nothing was launched"), at: location) }
    if let value = root.value { return .structure(value) }
    // A preview root with modifiers (`Inline().environment(…)`): `root` is the one view it shows.
    let views = root.children.compactMap(\.value)
    guard views.count == 1, let only = views.first else {
      throw ViewGraphDiagnostic.error(
        .runtime("the root is a preview of \(views.count) views; use 'find(T.self)' to reach one of them"), at: location
      )
    }
    return .structure(only)
  }

  /// The views of `type` on screen: a hidden tab's or a covered screen's are not (rule 7).
  private func live(_ type: String) -> [ViewInstance] {
    host.shownUnits.filter { $0.name == type && $0.value != nil }
  }

  func find(_ type: String, at location: SourceLocation) throws -> Value {
    try settle()
    let found = live(type)
    guard let first = found.first, let value = first.value else {
      let hidden = host.liveUnits.filter { $0.isHidden && $0.name == type && $0.value != nil }.count
      throw ViewGraphDiagnostic.error(
        hidden > 0 ? .onlyHiddenInstances(type, hidden) : .noLiveInstance(type), at: location)
    }
    guard found.count == 1 else {
      throw ViewGraphDiagnostic.error(.severalLiveInstances(type, found.count), at: location)
    }
    return .structure(value)
  }

  func findAll(_ type: String, at location: SourceLocation) throws -> Value {
    try settle()
    return .array(live(type).compactMap { $0.value.map(Value.structure) })
  }

  /// The one control of `kinds` whose label reads `label`, anywhere on screen; else the one with a
  /// text in its label that reads `label` (a row showing "Turtle Rock" beside an image).
  /// The unit whose body built it comes with it.
  /// With `tapGestures`, a view with `.onTapGesture` is tapped by what it shows, when no control
  /// reads `label`.
  func control(
    _ kinds: Set<String>, _ label: String, noun: String, tapGestures: Bool = false, at location: SourceLocation
  ) throws -> (node: ViewNode, unit: ViewInstance) {
    try settle()
    var matches: [(node: ViewNode, unit: ViewInstance)] = []
    var partialMatches: [(node: ViewNode, unit: ViewInstance)] = []
    var gestureMatches: [(node: ViewNode, unit: ViewInstance)] = []
    var partialGestureMatches: [(node: ViewNode, unit: ViewInstance)] = []
    func visit(_ node: ViewNode, in unit: ViewInstance) {
      if kinds.contains(node.kind) {
        if node.controlLabel == label {
          matches.append((node, unit))
        } else if node.labelTexts.contains(label) {
          partialMatches.append((node, unit))
        }
      } else if tapGestures, node.tapGesture != nil {
        let texts = node.allTexts + rowTexts(below: node, in: unit)
        if texts.joined(separator: " ") == label {
          gestureMatches.append((node, unit))
        } else if texts.contains(label) {
          partialGestureMatches.append((node, unit))
        }
      }
      for child in node.children { visit(child, in: unit) }
      for label in node.label { visit(label, in: unit) }
    }
    for unit in host.shownUnits {
      for node in unit.output { visit(node, in: unit) }
    }
    for fallback in [partialMatches, gestureMatches, partialGestureMatches] where matches.isEmpty { matches = fallback }
    if matches.isEmpty, let shown = interpreter.library(SimulatedWorld.self).localizedTable("Localizable")[label],
      shown != label
    {
      // `tap("今日の予定")`, the key the source writes, where the English screen (SPEC §3) shows
      // its translation, "Today's Schedule" (issue 36, set 9's Planote).
      return try control(kinds, shown, noun: noun, tapGestures: tapGestures, at: location)
    }
    guard let match = matches.first else {
      var onScreen: [String] = []
      var others: [String] = []
      func collect(_ node: ViewNode) {
        if kinds.contains(node.kind), let text = node.controlLabel {
          onScreen.append(text)
        } else if ["Button", "Toggle", "TextField", "SecureField", "TextEditor"].contains(node.kind),
          node.labelText == label
        {
          others.append(node.kind)
        }
        node.children.forEach(collect)
        node.label.forEach(collect)
      }
      for unit in host.shownUnits { unit.output.forEach(collect) }
      var message = ViewGraphMessage.noControl(noun, label).text
      if let other = others.first { message += "; \"\(label)\" is a \(other)" }
      message +=
        onScreen.isEmpty
        ? "; there is no \(noun) on screen" : "; on screen: " + onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
      throw ViewGraphDiagnostic(.error, message, at: location)
    }
    guard matches.count == 1 else {
      let kinds = matches.map { $0.node.kind == ViewNode.tabKind ? "a tab bar item" : "a '\($0.node.kind)'" }
      throw ViewGraphDiagnostic.error(.severalControls(noun, label, kinds), at: location)
    }
    return match
  }

  /// The texts the rows of the containers in `node` show (a `GeometryReader`'s content, a
  /// `ForEach`'s rows): each row is a unit of its own (rule 11), so they are not `node`'s texts, yet
  /// a tap gesture on the container is tapped by what they show.
  private func rowTexts(below node: ViewNode, in unit: ViewInstance) -> [String] {
    var contents: Set<Int> = []
    func collect(_ node: ViewNode) {
      if let rows = node.rows { contents.insert(rows.content.identity) }
      node.children.forEach(collect)
      node.label.forEach(collect)
    }
    collect(node)
    guard !contents.isEmpty else { return [] }
    return unit.children.flatMap { child -> [String] in
      guard case .row(let content, _) = child.kind, contents.contains(content.identity) else { return [] }
      return child.output.flatMap(\.allTexts)
    }
  }

  /// `\.isEnabled`, which `.disabled(_:)` sets for what it modifies (rule 8).
  static let isEnabledKey = EnvironmentEntryKey.keyPath("isEnabled")

  func tap(_ label: String, at location: SourceLocation) throws {
    let (button, unit) = try control(
      ["Button", "Link", "Menu", "NavigationLink", ViewNode.tabKind], label, noun: "button", tapGestures: true,
      at: location)
    if case .bool(false)? = environment(at: button)[Self.isEnabledKey] {
      return  // `.disabled(true)` on it or above it: SwiftUI ignores the touch, nothing runs
    }
    if let gesture = button.tapGesture,
      !["Button", "Link", "Menu", "NavigationLink", ViewNode.tabKind].contains(button.kind)
    {
      _ = try interpreter.call(gesture, [], at: location)  // `.onTapGesture { … }` on what shows the text
      return
    }
    if button.kind == ViewNode.tabKind {
      // Tapping a tab bar item selects its tab: its tag (or its place) goes to the selection.
      guard let selection = button.binding, let value = button.selectionValue else {
        throw ViewGraphDiagnostic.error(.untaggedTab(label), at: location)
      }
      try interpreter.swiftUI.writeBinding(selection, value, at: location)
      return
    }
    if let value = button.navigationValue {
      let environment = environment(at: button)
      if case .binding(let selection)? = environment[ViewNode.listSelectionKey] {
        try interpreter.swiftUI.writeBinding(selection, value, at: location)  // a sidebar row: selects its value
        return
      }
      guard case .binding(let path)? = environment[ViewNode.navigationPathKey] else {
        throw ViewGraphDiagnostic.error(
          .runtime("the link \"\(label)\" is not inside a 'NavigationStack'"), at: location)
      }
      let current = try interpreter.untracked { try interpreter.swiftUI.readBinding(path, at: location) }
      guard case .array(let items) = current else { return }
      try interpreter.swiftUI.writeBinding(path, .array(items + [value]), at: location)  // push
      return
    }
    if let flag = button.presentations.lazy.compactMap(\.flag).first {
      interpreter.swiftUI.writeState(flag, .bool(true), at: location)  // following a link presents its destination
      return
    }
    if let action = button.action { _ = try interpreter.call(action, [], at: location) }
    if case .presentation(let presentation) = unit.kind, ["alert", "confirmationDialog"].contains(presentation.name) {
      // Every button of an alert or a confirmation dialog dismisses it, after its action.
      if let isPresented = presentation.isPresented {
        try interpreter.swiftUI.writeBinding(isPresented, .bool(false), at: location)
      } else if let item = presentation.item {
        try interpreter.swiftUI.writeBinding(item, .null, at: location)
      }
    }
  }

  /// The environment a node of some unit's output sees: its unit's, plus what the nodes above it set.
  private func environment(at target: ViewNode) -> [EnvironmentEntryKey: Value] {
    func search(_ nodes: [ViewNode], _ environment: [EnvironmentEntryKey: Value]) -> [EnvironmentEntryKey: Value]? {
      for node in nodes {
        let inner = environment.merging(node.environment) { $1 }
        if node === target { return inner }
        if let found = search(node.children + node.label, inner) { return found }
      }
      return nil
    }
    for unit in host.shownUnits {
      if let found = search(unit.output, unit.environment) { return found }
    }
    return [:]
  }

  func toggle(_ label: String, at location: SourceLocation) throws {
    let toggle = try control(["Toggle"], label, noun: "toggle", at: location).node
    guard let binding = toggle.binding else { return }
    let current = try interpreter.swiftUI.readBinding(binding, at: location)
    guard case .bool(let isOn) = current else {
      throw ViewGraphDiagnostic.error(.runtime("the toggle's binding is not a 'Bool'"), at: location)
    }
    try interpreter.swiftUI.writeBinding(binding, .bool(!isOn), at: location)
  }

  func typeText(_ text: String, into title: String, at location: SourceLocation) throws {
    let field = try control(["TextField", "SecureField", "TextEditor"], title, noun: "text field", at: location).node
    guard let binding = field.binding else { return }
    let current = try interpreter.untracked { try interpreter.swiftUI.readBinding(binding, at: location) }
    try interpreter.swiftUI.writeBinding(binding, Self.typed(text, into: current), at: location)
  }

  /// What typing `text` stores: a field bound to a number (`TextField(value:format:)`) parses it,
  /// ignoring a currency sign, grouping and a percent sign, and keeps its value when the text is not
  /// a number, as SwiftUI's formatted fields do; any other field stores the text.
  static func typed(_ text: String, into current: Value) -> Value {
    let number = text.filter { !"$€£¥%, \u{a0}".contains($0) }
    switch current {
    case .double: return Double(number).map(Value.double) ?? current
    case .int: return Int(number).map(Value.int) ?? current
    default: return .string(text)
    }
  }

  // MARK: - Expectations

  func expectation(_ name: String, _ arguments: [Argument], scope: Scope, at location: SourceLocation) throws {
    switch name {
    case "expectError":
      try expectError(arguments, scope, at: location)
      return
    case "expect":
      try beginExpectation(at: location)
      for argument in arguments where argument.label == nil {
        let value = try interpreter.evaluate(argument.value, scope)
        if case .bool(true) = value { continue }
        failures.append(ScenarioFailure(message: try expectFailure(argument, scope), location: location))
      }
      return
    case "expectUpdates", "expectInserted", "expectRemoved", "expectHidden", "expectShown":
      break
    default:
      throw ViewGraphDiagnostic.error(.unknownMacro(name), at: location)
    }
    try beginExpectation(at: location)
    var expected: [String] = []
    for argument in arguments {
      // `Array(repeating: "List row", count: 15)` stands for that many units.
      let value = try interpreter.evaluate(argument.value, scope)
      let values: [Value] = if case .array(let items) = value { items } else { [value] }
      for value in values {
        switch value {
        case .metatype(.declared(let type)) where host.program.isSwiftUIs(type):
          throw ViewGraphDiagnostic.error(
            .runtime(
              "'\(type.name)' is SwiftUI's view, not the program's: '#\(name)' compares only the program's views (--framework-units counts SwiftUI's too)"
            ), at: argument.value.location)
        case .metatype(.declared(let type)) where type.isView || type.isApp || type.isViewModifier || type.isStyle:
          expected.append(type.name)
        case .string(let s) where UpdateModel.LazyRows.unitNames.contains(s): expected.append(s)
        case .metatype(let type):
          throw ViewGraphDiagnostic.error(
            .runtime("'\(type.name)' is not a view, app or view modifier type, so it is never a unit of '#\(name)'"),
            at: argument.value.location)
        case .string(let s):
          throw ViewGraphDiagnostic.error(
            .runtime(
              "\"\(s)\" is not a unit name; rows are \"List row\", \"ForEach row\", \"GeometryReader content\" and \"TimelineView content\""
            ), at: argument.value.location)
        case let other:
          throw ViewGraphDiagnostic.error(
            .runtime("'#\(name)' takes view types and \"List row\"/\"ForEach row\", not '\(other.typeName)'"),
            at: argument.value.location)
        }
      }
    }
    let part = UpdateExpectation.Part(macro: name) ?? .updates
    let expectation = UpdateExpectation(part, of: groupSpan, expected: expected)
    recording?.held[location.offset] = expectation.isMet
    guard !expectation.isMet else { return }
    failures.append(
      ScenarioFailure(
        message: expectation.summary,
        location: location, notes: (part == .updates ? explanation() : []) + skippedModifiers(of: expectation),
        details: expectation.changes))
  }

  /// Notes for the modifiers ViewGraph skipped (unknown to it) in the views an expectation that
  /// failed names or got: their effect is missing from the step, which may be why (issue 22).
  /// Each names the view it modifies (issue 41), not the body that wrote it.
  private func skippedModifiers(of expectation: UpdateExpectation) -> [ViewGraphDiagnostic] {
    let involved = Set(expectation.expected + expectation.actual)
    var notes: [ViewGraphDiagnostic] = []
    func visit(_ nodes: [ViewNode]) {
      for node in nodes {
        for modifier in node.modifiers where interpreter.program.modifiers[modifier.name] == nil {
          notes.append(
            .init(
              .note, ViewGraphMessage.modifierMissingFromStep(modifier.name, on: node.kind).text, at: modifier.location)
          )
        }
        visit(node.label)
        visit(node.children)
      }
    }
    for unit in host.liveUnits where involved.contains(unit.name) { visit(unit.output) }
    var seen: Set<String> = []
    return notes.filter { seen.insert("\($0.location) \($0.message)").inserted }
  }

  /// `expectation failed: (root.scale → 0) == 0.5`: a failed comparison shows both sides.
  private func expectFailure(_ argument: Argument, _ scope: Scope) throws -> String {
    let text = argument.sourceText ?? "condition"
    guard case .binary(let op, let lhs, let rhs) = argument.value.kind, op.isComparison else {
      return "expectation failed: \(text)"
    }
    let left = try interpreter.evaluate(lhs, scope)
    let right = try interpreter.evaluate(rhs, scope, hint: left)
    return
      "expectation failed: \(text) — the left side is \(interpreter.quoted(left)), the right side \(interpreter.quoted(right))"
  }

  /// Flushes, and starts a new span unless this expectation follows another one directly
  /// (SPEC §2: consecutive expectations check the same span). When recording, the span is kept
  /// by where its group begins.
  private func beginExpectation(at location: SourceLocation) throws {
    try settle()
    if lastExpectationStatement < statementIndex - 1 {
      groupSpan = sinceLastGroup
      sinceLastGroup = UpdateSet()
      claimedError = nil
      recording?.spans[location.offset] = SpanRecording.names(in: groupSpan)
    }
    lastExpectationStatement = statementIndex
  }

  /// Why each of the program's units ran, for the failure message (SwiftUI's own views are not
  /// compared, so not explained: issue 23).
  private func explanation() -> [ViewGraphDiagnostic] {
    let insertedIDs = Set(groupSpan.inserted.map(\.id))
    return groupSpan.ran.filter { !insertedIDs.contains($0.unit.id) && $0.unit.framework != true }.flatMap { update in
      update.causes.map { cause in
        switch cause {
        case .dependency(let source, _, let readAt, let writtenAt, let binding?):
          ViewGraphDiagnostic(
            .note,
            "'\(update.unit.name)' ran because its body made a binding to '\(binding)' here (a binding stores the current value), and '\(source)' was written at \(sources.describe(writtenAt))",
            at: readAt)
        case .dependency(let source, _, let readAt, let writtenAt, nil):
          ViewGraphDiagnostic(
            .note,
            "'\(update.unit.name)' ran because its body read '\(source)' here, written at \(sources.describe(writtenAt))",
            at: readAt)
        default:
          ViewGraphDiagnostic(.note, "'\(update.unit.name)' ran: \(cause)", at: update.unit.location)
        }
      }
    }
  }

  private func expectError(_ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws {
    let continuesGroup = lastExpectationStatement >= statementIndex - 1
    lastExpectationStatement = statementIndex
    if pendingError == nil, continuesGroup, let claimed = claimedError {
      pendingError = claimed
    }
    claimedError = nil
    if pendingError == nil {
      do { try settle() } catch let diagnostic as ViewGraphDiagnostic { pendingError = diagnostic }
    }
    guard case .string(let text)? = try arguments.first.map({ try interpreter.evaluate($0.value, scope) }) else {
      throw ViewGraphDiagnostic.error(.runtime("'#expectError' takes the text the error should contain"), at: location)
    }
    guard let error = pendingError else {
      failures.append(
        ScenarioFailure(
          message: "expected a runtime error containing \"\(text)\" but none was raised", location: location))
      return
    }
    pendingError = nil
    claimedError = error
    if !error.message.contains(text) {
      failures.append(
        ScenarioFailure(
          message: "expected a runtime error containing \"\(text)\" but got: \(error.message)", location: location))
    }
  }
}

extension Stmt {
  var isExpectation: Bool {
    if case .expression(let expr) = kind, case .macro = expr.kind { return true }
    return false
  }

  var isExpectError: Bool {
    if case .expression(let expr) = kind, case .macro("expectError", _) = expr.kind { return true }
    return false
  }
}
