import ViewGraphModel

/// A function ViewGraph implements in Swift and gives programs by name: one of the prelude's
/// `__natives` (`__now()`), a function or initializer of the standard library (`min`, `String(…)`),
/// a method or property of a standard value (`[1, 2].count`), a view SwiftUI provides (`Text`), or
/// a word of the scenario language (`tap("Play")`). As in Crafting Interpreters' `LoxCallable`, a
/// native is a value — a name, how many arguments it takes, and what it does — registered by the
/// library it belongs to (`NativeRegistry`), never a `case` in the evaluator.
package struct Native: Sendable {
  /// What the native is called with.
  enum Body: Sendable {
    /// The arguments' values, evaluated in order before the call.
    case values(@Sendable (inout NativeCall) throws -> Value)
    /// The argument expressions and the scope they are written in, for natives that decide how and
    /// when to evaluate them (a view's content closure, a `StateObject`'s autoclosure).
    case expressions(@Sendable (NativeExpressionCall) throws -> Value)
  }

  /// The name a program or the prelude calls it by: `__now`, `min`, `count`, `Text`.
  package let name: String
  /// How many arguments a call may pass (the prelude's calls are checked against it when lowered).
  let arity: ClosedRange<Int>
  /// Which calls of its name the native takes, when the name means more than one thing: Swift's
  /// `type(of:)` is not the scenario's `type(_:into:)`, and only a `Character` (a one-character
  /// string) has `isNumber`. A call it does not take is looked up further, as if it were not
  /// registered; nil takes every call.
  let accepts: (@Sendable (_ receiver: Value?, _ labels: [String?]) -> Bool)?
  let body: Body

  package init(
    _ name: String, arity: ClosedRange<Int> = 0...Int.max,
    accepts: (@Sendable (_ receiver: Value?, _ labels: [String?]) -> Bool)? = nil,
    _ run: @escaping @Sendable (inout NativeCall) throws -> Value
  ) {
    self.name = name
    self.arity = arity
    self.accepts = accepts
    self.body = .values(run)
  }

  package init(_ name: String, arity: Int, _ run: @escaping @Sendable (inout NativeCall) throws -> Value) {
    self.init(name, arity: arity...arity, run)
  }

  package init(
    expressions name: String, arity: ClosedRange<Int> = 0...Int.max,
    _ run: @escaping @Sendable (NativeExpressionCall) throws -> Value
  ) {
    self.name = name
    self.arity = arity
    self.accepts = nil
    self.body = .expressions(run)
  }
}

/// One call of a native with evaluated arguments: what it is given, and the engine it runs in
/// (to call closures, read members, make errors). A method of a standard value gets its receiver
/// and may replace it (`append`, `toggle`): `mutatedReceiver` is written back where it came from.
package struct NativeCall {
  package let interpreter: Interpreter
  /// The name the native was called by, for its messages (`'prefix' needs a count …`).
  let name: String
  /// The receiver of a method or property (`items` in `items.sorted()`); nil for a function, and
  /// while `mutateReceiver` changes it.
  private(set) var receiver: Value?
  let arguments: [Value]
  /// Each argument's label, nil where it has none (`["of"]` for `type(of: x)`).
  package let labels: [String?]
  package let location: SourceLocation
  /// A mutating method's new receiver, stored back where the receiver came from.
  var mutatedReceiver: Value? = nil

  init(
    _ interpreter: Interpreter, name: String = "", receiver: Value? = nil, arguments: [Value], labels: [String?]? = nil,
    at location: SourceLocation
  ) {
    self.interpreter = interpreter
    self.name = name
    self.receiver = receiver
    self.arguments = arguments
    self.labels = labels ?? arguments.map { _ in nil }
    self.location = location
  }

  /// Runs a mutating method on the receiver as Swift's `inout` does: the receiver is taken out of
  /// the call first, so it has one owner and changing it copies nothing (an `append` in a loop
  /// stays linear when the engine hands over the collection where it is stored). `body` says
  /// whether it changed the receiver; a changed one is the call's `mutatedReceiver`.
  mutating func mutateReceiver(_ body: (NativeCall, inout Value) throws -> (result: Value, changed: Bool)) throws
    -> Value
  {
    var value = receiver ?? .void
    receiver = nil
    do {
      let (result, changed) = try body(self, &value)
      if changed { mutatedReceiver = value } else { receiver = value }
      return result
    } catch {
      receiver = value
      throw error
    }
  }

  /// The argument at `index`, nil when there is none.
  package subscript(_ index: Int) -> Value? { index < arguments.count ? arguments[index] : nil }

  /// The argument labelled `label`.
  package func argument(_ label: String?) -> Value? {
    zip(labels, arguments).first { $0.0 == label }?.1
  }

  /// The argument at `index` as a number (an `Int` or a `Double`), 0 when it is neither.
  func number(_ index: Int) -> Double { self[index]?.doubleValue ?? 0 }

  /// The argument at `index` if it is a string.
  package func string(_ index: Int) -> String? {
    guard case .string(let text)? = self[index] else { return nil }
    return text
  }

  /// The argument at `index` as interpolation shows it.
  func text(_ index: Int) -> String { self[index].map(interpreter.describe) ?? "" }

  /// The argument at `index`, which must be an `Int`.
  func int(_ index: Int, in name: String) throws -> Int {
    guard case .int(let value)? = self[index] else { throw fail(.runtime("expected an 'Int' argument to '\(name)'")) }
    return value
  }

  /// A located error of this call.
  package func fail(_ message: ViewGraphMessage) -> ViewGraphDiagnostic { .error(message, at: location) }
}

/// One call of a native that takes its argument expressions unevaluated.
package struct NativeExpressionCall {
  package let interpreter: Interpreter
  package let arguments: [Argument]
  package let scope: Scope
  package let location: SourceLocation

  /// Evaluates the argument labelled `label`, if the call has one.
  func value(_ label: String?) throws -> Value? {
    try arguments.first { $0.label == label }.map { try interpreter.evaluate($0.value, scope) }
  }

  /// Evaluates every argument, in order.
  func values() throws -> [Value] { try arguments.map { try interpreter.evaluate($0.value, scope) } }

  func fail(_ message: ViewGraphMessage) -> ViewGraphDiagnostic { .error(message, at: location) }
}
