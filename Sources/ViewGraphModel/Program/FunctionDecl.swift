/// A function, method, initializer, accessor or closure: parameters, body and scope layout.
package final class FunctionDecl {
  /// What kind of code this is; methods, accessors and initializers keep `self` in slot 0.
  package enum Kind { case function, method, initializer, getter, setter, closure }

  /// One parameter: its argument label, the slot it is bound to, and its default value.
  package struct Parameter {
    package var label: String?
    var name: String
    package var slot: Int
    package var defaultValue: Expr?
    package var isInout = false
    package var isVariadic = false
    package var isClosureType = false
    /// `@ViewBuilder content: () -> Content`: the closure passed here builds views.
    package var isViewBuilder = false
    /// `@ReducerBuilder<State, Action> build: () -> R`: the custom attribute that may name the
    /// result builder the closure passed here is built by (checked when it runs).
    package var builderAttribute: String? = nil
    /// `value: @autoclosure () -> Value`: the argument is passed unevaluated, as a closure.
    package var isAutoclosure = false
    /// `content: @escaping () -> V`, or an optional closure (escaping in Swift): the callee may
    /// keep it to call later. A non-escaping closure can only run before the call returns.
    package var isEscaping = false
    /// The declared type, as written: it types `.init(…)` and `.case` arguments.
    package var type: WrittenType? = nil
  }

  @exclusivity(unchecked) package var name: String
  // Stored privately, read through an accessor: `@exclusivity(unchecked)` holds only in the module
  // that declares a property, and the engine reads these at every cell (docs/architecture.md, issue 38).
  package var kind: Kind {
    get { storedKind }
    set { storedKind = newValue }
  }
  @exclusivity(unchecked) private var storedKind: Kind
  package var parameters: [Parameter] {
    get {
      lowerIfPending()
      return storedParameters
    }
    set { storedParameters = newValue }
  }
  package var body: Block {
    get {
      lowerIfPending()
      return storedBody
    }
    set { storedBody = newValue }
  }
  @exclusivity(unchecked) private var storedParameters: [Parameter]
  @exclusivity(unchecked) private var storedBody: Block
  /// A prelude function's lowering, done the first time its parameters or body are asked for: a
  /// program calls few of the prelude's functions, and lowering them all was most of a launch.
  @exclusivity(unchecked) var pendingLowering: (() -> Void)?
  @exclusivity(unchecked) package var isStatic = false
  /// The names a declared subscript's getter and setter take among the type's methods: no method
  /// can be named so.
  package static let subscriptGetter = "subscript", subscriptSetter = "subscript(set)"
  @exclusivity(unchecked) package var isMutating = false
  /// The declared result type as written (`T` in `func decode<T>(…) -> T`), and the generic
  /// parameters: a result of a generic type is bound by the type the caller expects.
  package var returnType: WrittenType? {
    get { storedReturnType }
    set { storedReturnType = newValue }
  }
  @exclusivity(unchecked) private var storedReturnType: WrittenType?
  package var genericParameterNames: Set<String> {
    get { storedGenericParameterNames }
    set { storedGenericParameterNames = newValue }
    _modify { yield &storedGenericParameterNames }
  }
  @exclusivity(unchecked) private var storedGenericParameterNames: Set<String> = []
  /// `init?(…)`: a `return nil` in its body makes the initializer's result nil.
  @exclusivity(unchecked) package var isFailable = false
  /// A closure that awaits (or is written `async`): Swift types it as an async function.
  @exclusivity(unchecked) package var isAsync = false
  /// Whether the body is a result builder (`some View` bodies, `@ViewBuilder`).
  package var isViewBuilder: Bool {
    get { storedIsViewBuilder }
    set { storedIsViewBuilder = newValue }
  }
  @exclusivity(unchecked) private var storedIsViewBuilder: Bool = false
  /// The custom attribute written on it (`@ReducerBuilder<State, Action> var body`), or on the
  /// parameter its closure was passed to, that may name a result builder of the program's or the
  /// prelude's (a type declared `@resultBuilder`): checked when the body runs.
  @exclusivity(unchecked) package var builderAttribute: String?
  /// A body with an explicit `return` is never a result builder (as in Swift); found when the
  /// body is lowered.
  package var hasExplicitReturn: Bool {
    get {
      lowerIfPending()
      return storedHasExplicitReturn
    }
    set { storedHasExplicitReturn = newValue }
  }
  @exclusivity(unchecked) private var storedHasExplicitReturn = false
  /// An initializer whose body calls another (`super.init(…)`, `self.init(…)`); one that calls none
  /// has Swift's implicit `super.init()` at its end. Found when the body is lowered.
  package var delegatesInitialization: Bool {
    get {
      lowerIfPending()
      return storedDelegatesInitialization
    }
    set { storedDelegatesInitialization = newValue }
  }
  @exclusivity(unchecked) private var storedDelegatesInitialization = false
  /// A body of one expression returns that expression's value; found when the body is lowered.
  /// A class's `convenience init`, and the argument labels an initializer's declaration writes
  /// (known before its parameters are lowered): which initializers a subclass inherits.
  @exclusivity(unchecked) package var isConvenience = false
  @exclusivity(unchecked) package var declaredLabels: [String?] = []
  /// A closure written `{ [weak self] in … }` or `{ [unowned self] in … }`: it does not keep
  /// `self` alive (`Scope.weakSelf`).
  @exclusivity(unchecked) package var capturesSelfWeakly = false
  /// A closure's capture list `[total = step * 10]`: values made when the closure is, kept in a
  /// scope of their own around its body (the initializers read the scope the closure is made in).
  @exclusivity(unchecked) package var captureList: CaptureList?
  package struct CaptureList {
    package var scopeSize: Int
    package var bindings: [(slot: Int, initializer: Expr)]
  }
  /// A function declared inside a function's body (run as a closure of that body's scope).
  @exclusivity(unchecked) package var isLocalFunction = false
  package var isSingleExpression: Bool {
    get {
      lowerIfPending()
      return storedIsSingleExpression
    }
    set { storedIsSingleExpression = newValue }
  }
  @exclusivity(unchecked) private var storedIsSingleExpression = false
  /// A SwiftUI modifier the prelude declares with a native meaning (`{ __passiveModifier() }`):
  /// applied by the interpreter, never invoked as a method.
  @exclusivity(unchecked) package var nativeModifier: ModifierKind?
  @exclusivity(unchecked) package var location: SourceLocation

  package init(name: String, kind: Kind, parameters: [Parameter], body: Block, location: SourceLocation) {
    self.name = name
    self.storedKind = kind
    self.storedParameters = parameters
    self.storedBody = body
    self.location = location
  }

  private func lowerIfPending() {
    guard pendingLowering != nil else { return }
    LateLowering.runOnce {
      defer { pendingLowering = nil }
      return pendingLowering
    }
  }

  package var hasSelfSlot: Bool {
    switch kind {
    case .method, .initializer, .getter, .setter: true
    case .function, .closure: false
    }
  }

  /// The labels a call must use, for choosing among overloads.
  var argumentLabels: [String?] { parameters.map(\.label) }
}

extension FunctionDecl {
  /// Whether a call with `count` arguments can fill its parameters: each one without a default is
  /// given one, and no argument is left over (a variadic parameter takes any number).
  package func accepts(_ count: Int) -> Bool {
    let required = parameters.filter { $0.defaultValue == nil && !$0.isVariadic }.count
    return count >= required && (count <= parameters.count || parameters.contains(where: \.isVariadic))
  }
}
