import Foundation
import ViewGraphEngine
import ViewGraphModel

/// The words of the scenario language (SPEC §2) — `root`, `find`, `tap`, `advance`,
/// `stubNetwork`, the expectations `#expect…` — as natives. They are registered with the
/// interpreter only while a scenario runs (`ScenarioExecution` sets `Interpreter.words`), and reach
/// the run through `ScenarioRun`.
enum ScenarioWords {
  /// The words, while a scenario runs.
  static let registry = NativeRegistry([NativeRegistry.Library(functions: words + expectations)])

  /// The running scenario of a call.
  private static func execution(_ interpreter: Interpreter, _ name: String, at location: SourceLocation) throws
    -> ScenarioExecution
  {
    guard let execution = interpreter.library(ScenarioRun.self).execution else {
      throw ViewGraphDiagnostic.error(.scenarioOnly(name), at: location)
    }
    return execution
  }

  static let words: [Native] = [
    // `root` reads the live root without flushing: SPEC §2 lists what flushes, and `root` is not in it.
    Native("root", arity: 0) { call in
      try execution(call.interpreter, "root", at: call.location).root(at: call.location)
    },
    Native("find", arity: 1) { call in
      guard case .metatype(let type)? = call[0] else {
        throw call.fail(.runtime("'find' takes a view type, as in 'find(BookView.self)'"))
      }
      return try execution(call.interpreter, "find", at: call.location).find(type.name, at: call.location)
    },
    Native("findAll", arity: 1) { call in
      guard case .metatype(let type)? = call[0] else {
        throw call.fail(.runtime("'findAll' takes a view type, as in 'findAll(BookView.self)'"))
      }
      return try execution(call.interpreter, "findAll", at: call.location).findAll(type.name, at: call.location)
    },
    Native("advance", arity: 1) { call in
      // `advance(seconds: 5)`: the simulated clock moves on, firing what is due.
      guard call.labels == ["seconds"], case .double(let seconds)? = call[0]?.coerced(to: .double), seconds >= 0 else {
        throw call.fail(.runtime("'advance' takes a number of seconds of zero or more, as in 'advance(seconds: 5)'"))
      }
      try execution(call.interpreter, "advance", at: call.location).advance(seconds: seconds, at: call.location)
      return .void
    },
    Native("delete", arity: 1...2) { call in
      // `delete(row: 0)`, `delete(row: 0, in: ItemList.self)`: the row's `.onDelete` runs.
      guard case .int(let row)? = call.argument("row") else { throw call.fail(.deleteNeedsRow) }
      var unitType: String?
      if case .metatype(let type)? = call.argument("in") { unitType = type.name }
      try execution(call.interpreter, "delete", at: call.location).delete(row: row, in: unitType, at: call.location)
      return .void
    },
    Native("move", arity: 2...3) { call in
      // `move(row: 0, to: 3)`, `move(row: 0, to: 3, in: ItemList.self)`: the row's `.onMove` runs.
      guard case .int(let row)? = call.argument("row"), case .int(let destination)? = call.argument("to") else {
        throw call.fail(.moveNeedsRows)
      }
      var unitType: String?
      if case .metatype(let type)? = call.argument("in") { unitType = type.name }
      try execution(call.interpreter, "move", at: call.location).move(
        row: row, to: destination, in: unitType, at: call.location)
      return .void
    },
    Native("search", arity: 1) { call in
      guard let text = call.string(0) else { throw call.fail(.searchNeedsText) }
      try execution(call.interpreter, "search", at: call.location).search(text, at: call.location)
      return .void
    },
    Native("tap", arity: 1) { call in
      guard let label = call.string(0) else { throw call.fail(.runtime("'tap' takes a label string")) }
      try execution(call.interpreter, "tap", at: call.location).tap(label, at: call.location)
      return .void
    },
    Native("toggle", arity: 1) { call in
      guard let label = call.string(0) else { throw call.fail(.runtime("'toggle' takes a label string")) }
      try execution(call.interpreter, "toggle", at: call.location).toggle(label, at: call.location)
      return .void
    },
    Native("type", arity: 2...2, accepts: { _, labels in labels != ["of"] }) { call in
      guard let text = call.string(0) else { throw call.fail(.runtime("'type' takes a label string")) }
      guard case .string(let title)? = call.argument("into") else {
        throw call.fail(.runtime("'type' takes 'into:' the text field's title"))
      }
      try execution(call.interpreter, "type", at: call.location).typeText(text, into: title, at: call.location)
      return .void
    },
    Native("select", arity: 2) { call in
      // `select("Vanilla", in: "Flavor")`: the picker's option becomes its selection.
      guard let option = call.string(0), case .string(let picker)? = call.argument("in") else {
        throw call.fail(
          .runtime("'select' takes an option and 'in:' the picker's label, as in 'select(\"Vanilla\", in: \"Flavor\")'")
        )
      }
      try execution(call.interpreter, "select", at: call.location).select(option, in: picker, at: call.location)
      return .void
    },
    Native("set", arity: 2...2, accepts: { _, labels in labels == [nil, "to"] }) { call in
      // `set("Volume", to: 0.8)`: a slider, date picker, color picker or stepper takes the value.
      guard let label = call.string(0), let value = call.argument("to") else {
        throw call.fail(
          .runtime("'set' takes a control's label and 'to:' its new value, as in 'set(\"Volume\", to: 0.8)'"))
      }
      try execution(call.interpreter, "set", at: call.location).set(label, to: value, at: call.location)
      return .void
    },
    Native("increment", arity: 1) { call in
      guard let label = call.string(0) else { throw call.fail(.runtime("'increment' takes a stepper's label")) }
      try execution(call.interpreter, "increment", at: call.location).step(label, up: true, at: call.location)
      return .void
    },
    Native("decrement", arity: 1) { call in
      guard let label = call.string(0) else { throw call.fail(.runtime("'decrement' takes a stepper's label")) }
      try execution(call.interpreter, "decrement", at: call.location).step(label, up: false, at: call.location)
      return .void
    },
    Native("scroll", arity: 1) { call in
      // `scroll(to: 40)`, `scroll(to: .bottom)`: the lazy containers on screen scroll (rule 11).
      let target: ScrollTarget
      switch call.argument("to") {
      case .int(let row)? where row >= 0: target = .row(row)
      case .enumCase(let member)? where member.name == "top": target = .top
      case .enumCase(let member)? where member.name == "bottom": target = .bottom
      case .symbol("top")?: target = .top
      case .symbol("bottom")?: target = .bottom
      default:
        throw call.fail(
          .runtime("'scroll' takes 'to:' a row's position from 0, '.top' or '.bottom', as in 'scroll(to: 40)'"))
      }
      try execution(call.interpreter, "scroll", at: call.location).scroll(to: target, at: call.location)
      return .void
    },
    stubNetwork,
  ]

  /// `#expect`, `#expectUpdates`, `#expectInserted`, `#expectRemoved`, `#expectError`: the macros,
  /// given their arguments unevaluated (an expectation decides when and how to evaluate them).
  static let expectations: [Native] = [
    "expect", "expectUpdates", "expectInserted", "expectRemoved", "expectHidden", "expectShown", "expectError",
  ].map { name in
    Native(expressions: "#" + name) { call in
      try execution(call.interpreter, "#" + name, at: call.location).expectation(
        name, call.arguments, scope: call.scope, at: call.location)
      return .void
    }
  }

  /// `stubNetwork("https://…/menu.json", json: "[…]")`: what a URL answers for the rest of the
  /// scenario (in `beforeLaunch:`, already at launch). The body is `json:` (checked to be JSON),
  /// `text:` or `file:` (a file of the program's folder); `status:` is 200 unless given;
  /// `error: URLError(.notConnectedToInternet)` makes the request throw instead.
  static let stubNetwork = Native("stubNetwork") { call in
    guard call.labels.first == .some(nil), let url = call.string(0), !url.isEmpty else {
      throw call.fail(.stubNeedsURL)
    }
    let world = call.world
    var response = SimulatedNetwork.Response(body: "", status: 200)
    if case .int(let status)? = call.argument("status") { response.status = status }
    if let error = call.argument("error") { response.error = error }
    switch (call.argument("json"), call.argument("text"), call.argument("file")) {
    case (.string(let json)?, nil, nil):
      guard let data = json.data(using: .utf8),
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
      else {
        throw call.fail(.stubNotJSON(url))
      }
      response.body = json
    case (nil, .string(let text)?, nil):
      response.body = text
    case (nil, nil, .string(let file)?):
      guard let path = world.resourceIndex[file], let contents = try? world.readResource(path, at: call.location) else {
        throw call.fail(.stubFileMissing(file))
      }
      response.body = contents
    case (nil, nil, nil) where response.error != nil || call.argument("status") != nil:
      break
    default:
      throw call.fail(.stubNeedsURL)
    }
    world.network.stub(url, response)
    return .void
  }
}

/// The scenario a launch runs, which its words act on.
final class ScenarioRun: LibraryState {
  weak var execution: ScenarioExecution?

  init(_ interpreter: Interpreter) {}
}
