import ViewGraphModel

/// SwiftUI's names a program calls: the primitive views and containers (`Text`, `VStack`, `List`),
/// the property wrappers' initializers (`State(initialValue:)`, `StateObject(wrappedValue:)`,
/// `Binding(get:set:)`), `EquatableView` and `withAnimation`; and the functions the framework puts
/// in the environment (a presentation's `dismiss`).
package enum SwiftUIViewNatives {
  static let library = NativeRegistry.Library(
    functions: views + wrappers + [equatableView, withAnimation],
    staticMembers: [("Binding", constantBinding)],
    symbolTypes: ["Animation", "Font", "Color", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment"])

  /// Every primitive view, container and lazy container (`BuiltinNames`): made by the runtime,
  /// which decides when their content closures run (rule 1; rule 11 for lazy ones).
  static let views: [Native] = BuiltinNames.primitiveViews.union(BuiltinNames.containers).union(
    BuiltinNames.rowContainers
  ).sorted().map { kind in
    Native(expressions: kind) { call in
      .view(
        try call.interpreter.library(SwiftUIRuntime.self).makeView(kind, call.arguments, call.scope, at: call.location))
    }
  }

  static let wrappers: [Native] = [
    // `_count = State(initialValue: 0)`: storage the view's identity keeps (rule 4).
    Native("State", arity: 0...1) { call in
      let cell = StateCell(
        initialValue: call.argument("initialValue") ?? call.argument("wrappedValue") ?? call[0] ?? .null)
      cell.isPassedIn = true
      return .stateCell(cell)
    },
    // SPEC rule 10: `StateObject(wrappedValue:)` takes an autoclosure, run once per identity.
    Native(expressions: "StateObject", arity: 0...1) { call in
      guard let argument = call.arguments.first else { return .stateCell(StateCell(initialValue: .null)) }
      let (interpreter, scope) = (call.interpreter, call.scope)
      return .stateCell(
        StateCell(stateObject: { [unowned interpreter] in try interpreter.evaluate(argument.value, scope) }))
    },
    // `_model = Bindable(wrappedValue: model)`, `ObservedObject(wrappedValue:)`: the object itself.
    Native("Bindable", arity: 0...1) { call in call.argument("wrappedValue") ?? call[0] ?? .null },
    Native("ObservedObject", arity: 0...1) { call in call.argument("wrappedValue") ?? call[0] ?? .null },
    Native("Binding", arity: 1...2) { call in
      // `Binding { book.page } set: { turn($0) }`: the getter as the first trailing closure.
      if case .function(let get)? = call.argument("get") ?? call.argument(nil),
        case .function(let set)? = call.argument("set")
      {
        return .binding(try call.interpreter.swiftUI.makeBinding(.computed(get: get, set: set), at: call.location))
      }
      // `Binding($optional)`, `Binding(projectedValue: $x)`: the binding given.
      if case .binding? = call[0] { return call[0] ?? .null }
      throw call.fail(.runtime("'Binding' needs 'get:' and 'set:' closures"))
    },
  ]

  /// `Binding.constant(value)`: a binding no write changes.
  static let constantBinding = Native("constant", arity: 1) { call in
    .binding(try call.interpreter.swiftUI.makeBinding(.constant(call[0] ?? .null), at: call.location))
  }

  /// SPEC rule 6: `EquatableView(content:)` compares its content with the content's own `==`.
  static let equatableView = Native("EquatableView", arity: 1) { call in
    let node = try call.interpreter.library(SwiftUIRuntime.self).viewNode(
      call.argument("content") ?? call[0] ?? .null, at: call.location
    ).copy()
    node.comparesWithEquatable = true
    return .view(node)
  }

  /// `withAnimation { … }`: the body runs at once; its writes are marked animated (rule 12).
  static let withAnimation = Native("withAnimation", arity: 0...2) { call in
    call.interpreter.tracker.markAnimated()
    guard case .function(let body)? = call.arguments.last else { return .void }
    return try call.interpreter.call(body, [], at: call.location)
  }

  // MARK: - Environment functions

  /// `dismiss()` inside a sheet: what presents it (a `Bool` or an optional item) goes back to
  /// false or nil. The receiver is the presentation's binding.
  package static let dismiss = Native("dismiss", arity: 0) { call in
    guard case .binding(let binding)? = call.receiver else { return .void }
    let interpreter = call.interpreter
    let current = try interpreter.untracked { try interpreter.swiftUI.readBinding(binding, at: call.location) }
    try interpreter.swiftUI.writeBinding(binding, current.isBoolean ? .bool(false) : .null, at: call.location)
    return .void
  }

  /// `dismiss()` in a pushed destination: the stack's path loses its last element. The receiver is
  /// the path's binding.
  package static let popPath = Native("dismiss", arity: 0) { call in
    let interpreter = call.interpreter
    guard case .binding(let path)? = call.receiver,
      case .array(var items) = try interpreter.untracked({
        try interpreter.swiftUI.readBinding(path, at: call.location)
      }), !items.isEmpty
    else { return .void }
    items.removeLast()
    try interpreter.swiftUI.writeBinding(path, .array(items), at: call.location)
    return .void
  }

  /// `.transformEnvironment(\.key) { … }` kept in the environment: the receiver is the transform,
  /// applied to the value above wherever the entry is read (rule 8). Never called.
  package static let environmentTransform = Native("environmentTransform", arity: 0) { _ in .void }
}
