import Foundation
import ViewGraphModel

/// Runs the program's code: one exhaustive `switch` over expressions and statements (the shape
/// slox gives Crafting Interpreters in Swift). It never prints; it reports every tracked read and
/// write to its `DependencyTracker` (the graph host), which turns them into dependencies and invalidations.
package final class Interpreter {
  package let program: ProgramModel
  /// Whom reads and writes are reported to.
  package unowned let tracker: DependencyTracker
  /// Words a language on top of Swift adds while its code runs: the scenario language's (`find`,
  /// `tap`, `#expectUpdates`) while a scenario runs; nil otherwise.
  @exclusivity(unchecked) package var words: NativeRegistry?

  @exclusivity(unchecked) var globals: [String: Value] = [:]
  /// The globals passed with `&` to the calls under way (a count each): read or written during
  /// the call other than through its parameter, they break Swift's exclusive access.
  @exclusivity(unchecked) var globalsInInoutAccess: [String: Int] = [:]
  /// Where `print` writes: a script's run (`Program.runTopLevelCode`) listens; nil elsewhere, as
  /// what an app prints is not what ViewGraph reports.
  @exclusivity(unchecked) package var standardOutput: ((String) -> Void)?
  @exclusivity(unchecked) private var initializingGlobals: Set<String> = []
  @exclusivity(unchecked) var statics: [String: [String: Value]] = [:]
  /// Every object of this launch.
  package let objects = ObjectHeap()
  @exclusivity(unchecked) private var nextClosureID = 1
  /// Values the program threw, by the key their diagnostic carries.
  @exclusivity(unchecked) private var thrownValues: [Int: Value] = [:]
  @exclusivity(unchecked) private var nextThrownID = 0
  /// The id after the last object a global or a static stored property was initialised with: an
  /// object made so, however late, is kept for the launch like state (not one a body made for itself).
  // These and the libraries' states are read, saved and set again by every call and body, so
  // they are `@exclusivity(unchecked)`: each access is an assignment, a read or an append that
  // calls nothing back, and the runtime's check of each cost more than the access (issue 38).
  @exclusivity(unchecked) package var objectsKeptBefore = 0
  /// The objects whose initializers run, innermost last: their own stores do not notify.
  @exclusivity(unchecked) var objectsBeingMade: [ObjectInstance] = []
  /// The generic parameters bound by the calls under way (`T` → `[MenuSection]`), innermost last.
  @exclusivity(unchecked) var genericBindings: [[String: TypeReference]] = []
  /// The type the caller expects of the call at this place (`let missions: [Mission] = decode(…)`).
  @exclusivity(unchecked) var expectedCallResult: (location: SourceLocation, type: WrittenType)?
  /// The result type of the function running, when it is one of its generic parameters bound by
  /// the call (`func resolve<T>() -> T` called for a `Services`): what a call it returns must give.
  @exclusivity(unchecked) var genericResultType: WrittenType?
  /// The `&` places `bind` found for the call `invoke` makes next (see `InoutWriteBack`).
  @exclusivity(unchecked) var pendingWriteBacks: (decl: FunctionDecl, places: [InoutWriteBack])?
  /// What the libraries keep for this launch (`library(_:)`).
  @exclusivity(unchecked) private var libraryStates = LibraryStates()
  /// The natives programs and the prelude call.
  let natives = NativeRegistry.standard
  /// What one body, action or scenario statement may spend (SPEC §3), and the calls under way.
  package let budget: EvaluationBudget
  /// Warnings given once per launch (an unknown modifier, duplicate row IDs at one place).
  @exclusivity(unchecked) package var reportedWarnings: Set<String> = []
  /// The program's types, indexed for the questions evaluation asks of them.
  package let typeIndex: TypeIndex
  /// Which declaration of a name a call means.
  let overloading: OverloadResolution
  /// Whether the program declares a compound-assignment operator of its own (`func += (lhs: inout
  /// [Int: Movie], …)`): only then does `a += b` look for one.
  lazy var declaresCompoundOperators: Bool = program.functions.own.keys.contains { name in
    name.count > 1 && name.hasSuffix("=") && name.first.map { !$0.isLetter && $0 != "_" } == true
      && !["==", "!=", "<=", ">=", "===", "!=="].contains(name)
  }

  package var limits: EvaluationLimits { program.limits }

  package init(program: ProgramModel, tracker: DependencyTracker) {
    self.program = program
    self.tracker = tracker
    self.budget = EvaluationBudget(limits: program.limits)
    self.typeIndex = TypeIndex(program)
    let sources = program.sources
    budget.isProgramPlace = { !sources.isPrelude($0) }
    self.overloading = OverloadResolution(program: program)
  }

  /// The state a library keeps for this launch, made the first time it is asked for.
  package func library<State: LibraryState>(_ type: State.Type) -> State {
    if let existing = libraryStates.existing(type) { return existing }
    // Made outside any access to the table: a state may ask for another library's as it is made.
    let made = State(self)
    libraryStates.keep(made)
    return made
  }

  /// SwiftUI's runtime, which keeps `@State`, bindings and the views bodies build.
  package var swiftUI: SwiftUIRuntime {
    if let made = madeSwiftUI { return made }
    let made = library(SwiftUIRuntime.self)
    madeSwiftUI = made
    return made
  }
  @exclusivity(unchecked) private var madeSwiftUI: SwiftUIRuntime?

  /// Control flow out of a statement.
  package enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
  }

  /// Thrown inside an optional chain when a `?` meets nil; caught at the chain's root.
  struct ChainShortCircuit: Error {}

  package func fail(_ message: ViewGraphMessage, at location: SourceLocation) -> ViewGraphDiagnostic {
    .error(message, at: location)
  }

  /// An error the program throws (`throw`, or a native such as reading a missing resource): a
  /// located diagnostic carrying the value, which `catch` and `try?` take.
  func thrown(_ value: Value, at location: SourceLocation) -> ViewGraphDiagnostic {
    nextThrownID += 1
    thrownValues[nextThrownID] = value
    var diagnostic = fail(.runtime("uncaught error '\(describe(value))' thrown here"), at: location)
    diagnostic.thrownValue = nextThrownID
    return diagnostic
  }

  // MARK: - Objects and closures

  package func makeFunction(_ body: FunctionValue.Body) -> FunctionValue {
    FunctionValue(body: body, identity: uniqueNumber())
  }

  /// A number no other call in this launch gets: a closure's identity, a `UUID()`.
  func uniqueNumber() -> Int {
    defer { nextClosureID += 1 }
    return nextClosureID
  }

  // MARK: - Globals

  func global(_ name: String, at location: SourceLocation) throws -> Value {
    if globalsInInoutAccess[name] != nil {
      // `increment(&stepSize)` whose body reads `stepSize`: Swift's exclusivity check stops it.
      throw fail(
        .runtime("simultaneous accesses to '\(name)', but modification requires exclusive access"), at: location)
    }
    if let value = globals[name] { return value }
    if let functions = program.functions[name], let first = functions.first {
      return .function(makeFunction(.declared(first, captured: nil, selfValue: nil)))
    }
    guard let decl = program.globals[name] else { throw fail(.cannotFind(name), at: location) }
    guard !initializingGlobals.contains(name) else {
      throw fail(.runtime("global '\(name)' is used while it is being initialised"), at: location)
    }
    initializingGlobals.insert(name)
    defer { initializingGlobals.remove(name) }
    let value = try decl.initializer.map { try evaluate($0, Scope(size: 0, parent: nil)) } ?? .null
    globals[name] = value
    objectsKeptBefore = objects.nextID
    return value
  }

  // MARK: - Statements

  package func execute(_ statements: [Stmt], _ scope: Scope) throws -> Flow {
    var deferred: [Block] = []
    defer {
      // `defer` blocks run however the block is left; an error inside one is dropped, as Swift
      // forbids throwing out of `defer`.
      for block in deferred.reversed() { _ = try? execute(block, parent: scope) }
    }
    for statement in statements {
      if case .deferBlock(let block) = statement.kind {
        deferred.append(block)
        continue
      }
      let flow = try execute(statement, scope)
      if objects.hasReleased { try runDeinitializers(at: statement.location) }
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// Runs the `deinit` of each instance the program released (after the statement that released
  /// it), then of those released as the instances it ran on let go of their fields.
  package func runDeinitializers(at location: SourceLocation) throws {
    while let released = objects.nextReleased() {
      for deinitializer in released.type.deinitializers {
        _ = try invoke(deinitializer, arguments: [], selfValue: .object(released), captured: nil, at: location)
      }
    }
  }

  func execute(_ block: Block, parent: Scope) throws -> Flow {
    try execute(block.statements, Scope(size: block.scopeSize, parent: parent))
  }

  package func execute(_ statement: Stmt, _ scope: Scope) throws -> Flow {
    try budget.countStep(at: statement.location)
    try budget.checkStack(at: statement.location)
    switch statement.kind {
    case .expression(let expr):
      _ = try evaluate(expr, scope)
    case .variable(let slot, _, let initializer):
      scope.ensureSize(slot + 1)
      scope.slots[slot] = try initializer.map { try evaluate($0, scope) } ?? .null
    case .destructure(let slots, let initializer):
      let value = try evaluate(initializer, scope)
      // A labelled tuple (`(private: …, shared: …)`) gives its parts in order too.
      guard let items = value.tupleItems else { throw fail(.notATuple(value.typeName), at: statement.location) }
      for (slot, item) in zip(slots, items) {
        if let slot {
          scope.ensureSize(slot + 1)
          scope.slots[slot] = item
        }
      }
    case .ifStatement(let ifStatement):
      return try executeIf(ifStatement, scope)
    case .guardStatement(let conditions, let elseBlock):
      if try !checkConditions(conditions, in: scope) {
        let flow = try execute(elseBlock, parent: scope)
        if case .normal = flow { throw fail(.runtime("'guard' body must not fall through"), at: statement.location) }
        return flow
      }
    case .forIn(let loop):
      // One pass of the body; nil to go on with the next element.
      func pass(_ element: Value) throws -> Flow? {
        try budget.countStep(at: statement.location)
        let bodyScope = Scope(size: loop.body.scopeSize, parent: scope)
        guard try match(loop.pattern, element, in: bodyScope) else { return nil }
        if let condition = loop.whereClause, try !truth(evaluate(condition, bodyScope), at: condition.location) {
          return nil
        }
        switch try execute(loop.body.statements, bodyScope) {
        case .normal, .continued: return nil
        case .broke: return .normal
        case .returned(let value): return .returned(value)
        }
      }
      let sequence = try evaluate(loop.sequence, scope)
      if loop.isAwait, case .opaque(let source) = sequence {
        // `for await transaction in Transaction.updates`: a framework's asynchronous sequence
        // ViewGraph does not simulate yields nothing here (SPEC §3: a warning where it runs).
        if reportedWarnings.insert("await \(statement.location)").inserted {
          tracker.warn(.warning(.emptyAsyncSequence(source.description), at: loop.sequence.location))
        }
        return .normal
      }
      if case .range(let lower, let upper, _) = sequence {
        // A range is walked, never built: `for i in 0..<Int.max` costs what its passes cost.
        var i = lower
        while i < upper {
          if let flow = try pass(.int(i)) { return flow }
          i += 1  // i < upper <= Int.max: no overflow
        }
      } else {
        for element in try iterate(sequence, at: loop.sequence.location) {
          if let flow = try pass(element) { return flow }
        }
      }
    case .whileLoop(let condition, let body):
      while try truth(evaluate(condition, scope), at: condition.location) {
        try budget.countStep(at: statement.location)
        switch try execute(body, parent: scope) {
        case .normal, .continued: continue
        case .broke: return .normal
        case .returned(let value): return .returned(value)
        }
      }
    case .repeatWhile(let body, let condition):
      repeat {
        try budget.countStep(at: statement.location)
        switch try execute(body, parent: scope) {
        case .normal, .continued: break
        case .broke: return .normal
        case .returned(let value): return .returned(value)
        }
      } while try truth(evaluate(condition, scope), at: condition.location)
    case .switchStatement(let switchStatement):
      let flow = try executeSwitch(switchStatement, scope, at: statement.location)
      if case .broke = flow { return .normal }
      return flow
    case .returnStatement(let expr):
      return .returned(try expr.map { try evaluateResult($0, scope) } ?? .void)
    case .breakStatement:
      return .broke
    case .continueStatement:
      return .continued
    case .block(let block):
      return try execute(block, parent: scope)
    case .deferBlock(let block):
      return try execute(block, parent: scope)
    case .throwStatement(let expr):
      // A thrown error is a located diagnostic that carries the value: `catch` and `try?` take it.
      throw thrown(try evaluate(expr, scope), at: statement.location)
    case .doCatch(let body, let clauses):
      do {
        return try execute(body, parent: scope)
      } catch let diagnostic as ViewGraphDiagnostic {
        guard let id = diagnostic.thrownValue, let value = thrownValues[id] else { throw diagnostic }
        for clause in clauses {
          let clauseScope = Scope(size: clause.body.scopeSize, parent: scope)
          if let slot = clause.errorSlot {
            clauseScope.ensureSize(slot + 1)
            clauseScope.slots[slot] = value
          }
          if let type = clause.type, !value.conforms(to: type) { continue }
          if let pattern = clause.pattern, try !match(pattern, value, in: clauseScope) { continue }
          if let condition = clause.whereClause, try !truth(evaluate(condition, clauseScope), at: condition.location) {
            continue
          }
          return try execute(clause.body.statements, clauseScope)
        }
        throw diagnostic
      }
    case .function(let slot, let decl):
      scope.ensureSize(slot + 1)
      scope.slots[slot] = .function(makeFunction(.declared(decl, captured: scope, selfValue: nil)))
    }
    return .normal
  }

  private func executeIf(_ statement: IfStatement, _ scope: Scope) throws -> Flow {
    let thenScope = Scope(size: statement.then.scopeSize, parent: scope)
    if try checkConditions(statement.conditions, in: thenScope) {
      return try execute(statement.then.statements, thenScope)
    }
    switch statement.otherwise {
    case .block(let block): return try execute(block, parent: scope)
    case .elseIf(let elseIf, _): return try executeIf(elseIf, scope)
    case nil: return .normal
    }
  }

  private func executeSwitch(_ statement: SwitchStatement, _ scope: Scope, at location: SourceLocation) throws -> Flow {
    let subject = try evaluate(statement.subject, scope)
    for (index, switchCase) in statement.cases.enumerated() {
      let caseScope = Scope(size: switchCase.body.scopeSize, parent: scope)
      for pattern in switchCase.patterns where try match(pattern, subject, in: caseScope) {
        if let condition = switchCase.whereClause, try !truth(evaluate(condition, caseScope), at: condition.location) {
          continue
        }
        var flow = try execute(switchCase.body.statements, caseScope)
        // `fallthrough`: the next cases' bodies, while each ends in one.
        var next = index
        while case .normal = flow, statement.cases[next].fallsThrough, next + 1 < statement.cases.count {
          next += 1
          flow = try execute(
            statement.cases[next].body.statements, Scope(size: statement.cases[next].body.scopeSize, parent: scope))
        }
        return flow
      }
    }
    if case .opaque(let opaque) = subject {
      // A switch over what ViewGraph does not simulate takes no case (issue 36): said, not a stop.
      opaqueDecision(opaque, "a switch over it takes no case", at: location)
      return .normal
    }
    throw fail(.noMatchingCase(describe(subject)), at: location)
  }

  /// Conditions of `if`/`guard`, binding into `scope`.
  func checkConditions(_ conditions: [Condition], in scope: Scope) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        if try !truth(evaluate(expr, scope), at: expr.location) { return false }
      case .optionalBinding(let slot, let expr, let type):
        let value = try evaluate(expr, scope, expecting: type)
        if value.isNull { return false }
        scope.ensureSize(slot + 1)
        scope.slots[slot] = value
      case .matching(let pattern, let expr):
        if try !match(pattern, evaluate(expr, scope), in: scope) { return false }
      }
    }
    return true
  }

  /// Matches a pattern, storing its bindings in `scope`.
  func match(_ pattern: Pattern, _ value: Value, in scope: Scope) throws -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .binding(let slot):
      scope.ensureSize(slot + 1)
      scope.slots[slot] = value
      return true
    case .enumCase(let name, let payload):
      if name == "none", value.isNull { return true }
      if name == "some", !value.isNull, let inner = payload.first { return try match(inner, value, in: scope) }
      if payload.isEmpty, let type = value.declaredType, type.kind != .enumeration, type.staticProperties[name] != nil {
        // `case .swallow:` over a struct with `static let swallow`: an expression pattern, which
        // Swift matches with the candidate's own `~=` where it declares one (`catch
        // CocoaError.fileReadNoSuchFile`, a code matching an error), else the type's `==`.
        let candidate = try member(of: .metatype(.declared(type)), name, at: .unknown)
        if let codeType = candidate.declaredType, codeType !== type,
          let matched = try declaredOperator("~=", candidate, value, at: .unknown)
        {
          return try truth(matched, at: .unknown)
        }
        if let equal = try declaredOperator("==", candidate, value, at: .unknown) {
          return try truth(equal, at: .unknown)
        }
        return candidate == value
      }
      guard case .enumCase(let enumValue) = value, enumValue.name == name else { return false }
      for (index, sub) in payload.enumerated() where index < enumValue.payload.count {
        if try !match(sub, enumValue.payload[index], in: scope) { return false }
      }
      return true
    case .tuple(let patterns):
      guard case .tuple(let items) = value, items.count == patterns.count else { return false }
      for (sub, item) in zip(patterns, items) where try !match(sub, item, in: scope) { return false }
      return true
    case .value(let expr):
      let candidate = try evaluate(expr, scope, hint: value)
      if case .range(let lower, let upper, _) = candidate, case .int(let i) = value { return i >= lower && i < upper }
      // `case 0.0..<10.0:` is the pattern type's own `~=` where it declares one (the prelude's
      // `FloatingRange`, a program's own types); otherwise equality.
      if candidate.declaredType != nil, let matched = try declaredOperator("~=", candidate, value, at: expr.location) {
        return try truth(matched, at: expr.location)
      }
      return candidate == value
    case .optionalSome(let inner):
      return value.isNull ? false : try match(inner, value, in: scope)
    case .cast(let inner, let typeName):
      return matchesCastPattern(value, typeName) ? try match(inner, value, in: scope) : false
    case .isType(let typeName):
      return matchesCastPattern(value, typeName)
    }
  }

  /// `case let x as Int`, `case is Double`: as `matches`, but a `Double` is never an `Int` (the
  /// loose cast lets an integer literal stored where a `Double` is declared pass as one, not the
  /// reverse), so a switch over `[Any]` tells `0` from `0.0`.
  private func matchesCastPattern(_ value: Value, _ type: WrittenType) -> Bool {
    if case .double = value, type.name == "Int" { return false }
    return matches(value, type)
  }

  // MARK: - Helpers

  func truth(_ value: Value, at location: SourceLocation) throws -> Bool {
    if let opaque = value.unsimulated(at: location) {
      opaqueDecision(opaque, "a condition on it is taken as false", at: location)
      return false
    }
    guard case .bool(let b) = value else {
      throw fail(.notABool(value.typeName), at: location)
    }
    return b
  }

  func iterate(_ value: Value, at location: SourceLocation) throws -> [Value] {
    if let opaque = value.unsimulated(at: location) {
      opaqueDecision(opaque, "a loop or ForEach over it runs no pass", at: location)
      return []
    }
    switch value {
    case .array(let items): return items
    case .range(let lower, let upper, _):
      try budget.checkCount(upper.subtractingReportingOverflow(lower), at: location)
      return lower < upper ? (lower..<upper).map(Value.int) : []
    case .dictionary(let d):
      return d.sorted { describe($0.key) < describe($1.key) }.map { .tuple([$0.key, $0.value]) }
    case .string(let s): return s.map { .string(String($0)) }
    case .null: return []
    case .structure, .object:
      // A `Sequence` (or `AsyncSequence`) of the program's or the prelude's: its iterator's
      // `next()` until it gives nil, as Swift's `for … in` does.
      // A type that is its own iterator (`Sequence, IteratorProtocol` with `next()`) starts from itself.
      let makers = ["makeIterator", "makeAsyncIterator"].filter { value.declaredType?.methods[$0] != nil }
      let isOwnIterator = makers.isEmpty && value.declaredType?.methods["next"] != nil
      for name in makers + (isOwnIterator ? ["self"] : []) {
        var iterator =
          name == "self"
          ? value : try callMethod(on: value, name, [], Scope(size: 0, parent: nil), at: location) { _ in }
        var elements: [Value] = []
        while true {
          let element = try callMethod(on: iterator, "next", [], Scope(size: 0, parent: nil), at: location) {
            iterator = $0
          }
          if element.isNull { return elements }
          try budget.checkCount(elements.count + 1, growing: 1, at: location)
          elements.append(element)
        }
      }
      throw fail(.notASequence(value.typeName), at: location)
    default: throw fail(.notASequence(value.typeName), at: location)
    }
  }

  /// How a value prints in string interpolation: a type's own `description` where it has one
  /// (`"\(date)"`: the prelude's `Date`, a program's `CustomStringConvertible` type).
  package func describe(_ value: Value) -> String { value.interpolated(custom: ownDescription) }

  /// A value as Swift source would show it: strings quoted.
  package func quoted(_ value: Value) -> String { value.quoted(custom: ownDescription) }

  /// A `CustomStringConvertible` structure's own `description`; nil for any other.
  private func ownDescription(_ structure: StructValue) -> String? {
    guard structure.type.conformances.contains("CustomStringConvertible"),
      structure.type.computedProperties["description"] != nil
    else { return nil }
    return (try? member(of: .structure(structure), "description", at: .unknown)).map(describe) ?? structure.type.name
  }

  /// Runs `body` with no unit tracking reads (for the framework's own comparisons).
  package func untracked<T>(_ body: () throws -> T) rethrows -> T {
    try tracker.untracked(body)
  }

  /// The bookkeeping of the calls under way, which a task takes with it while it sleeps and the
  /// code that drove it goes on (`Interpreter+Tasks`).
  struct CallState {
    var calls: EvaluationBudget.Calls
    var genericBindings: [[String: TypeReference]]
    var expectedCallResult: (location: SourceLocation, type: WrittenType)?
  }

  var callState: CallState {
    get { CallState(calls: budget.calls, genericBindings: genericBindings, expectedCallResult: expectedCallResult) }
    set {
      (budget.calls, genericBindings, expectedCallResult) = (
        newValue.calls, newValue.genericBindings, newValue.expectedCallResult
      )
    }
  }

  /// Where the program's own code is at: `location`, or, inside the prelude (`context.insert`
  /// appending to its store), the innermost call from the program's code that led there — what
  /// explanations show as where a read or write happened.
  package func programLocation(_ location: SourceLocation) -> SourceLocation {
    guard program.sources.isPrelude(location) else { return location }
    return budget.calls.sites.last { !program.sources.isPrelude($0) } ?? location
  }
}
