// The Composable Architecture's reducers: a feature is a `Reducer` (or `@Reducer`) whose `body`
// composes `Reduce { state, action in … }`, `Scope`, `BindingReducer` and the operators `ifLet`,
// `forEach`, `ifCaseLet`; or whose own `reduce(into:action:)` says what an action does. The
// nested `State` and `Action` are the program's.

/// A feature's logic: what an action does to the state, and the effects it starts.
protocol Reducer {
    @ReducerBuilder<State, Action> var body: Body { get }
}

extension Reducer {
    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        body.reduce(into: &state, action: action)
    }

    /// `.ifLet(\.child, action: \.child) { Child() }`: the child runs on its actions while its
    /// state is not nil, before this reducer.
    func ifLet(_ toChildState: Any, action toChildAction: Any, destination: (() -> Any)? = nil, fileID: String = "", line: Int = 0) -> _OptionalChild {
        _OptionalChild(parent: self, state: _TCAPath.name(toChildState), action: _TCAPath.name(toChildAction), child: destination?())
    }

    func ifLet(_ toChildState: Any, action toChildAction: Any, then child: () -> Any) -> _OptionalChild {
        _OptionalChild(parent: self, state: _TCAPath.name(toChildState), action: _TCAPath.name(toChildAction), child: child())
    }

    /// `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`: the child runs on its actions
    /// while the state is that case.
    func ifCaseLet(_ toCaseState: Any, action toCaseAction: Any, then child: () -> Any) -> _OptionalChild {
        _OptionalChild(parent: self, state: _TCAPath.name(toCaseState), action: _TCAPath.name(toCaseAction), child: child())
    }

    /// `.forEach(\.rows, action: \.rows) { Row() }`: each element's actions (`.rows(.element(id:
    /// action:))`) run the element's reducer.
    func forEach(_ toElements: Any, action toElementAction: Any, element: (() -> Any)? = nil, fileID: String = "", line: Int = 0) -> _ForEachChild {
        _ForEachChild(parent: self, state: _TCAPath.name(toElements), action: _TCAPath.name(toElementAction), element: element?())
    }

    func forEach(_ toElements: Any, action toElementAction: Any, destination: () -> Any) -> _ForEachChild {
        _ForEachChild(parent: self, state: _TCAPath.name(toElements), action: _TCAPath.name(toElementAction), element: destination())
    }

    /// Debugging operators: the same reducer.
    func _printChanges(_ printer: Any? = nil) -> Self {
        self
    }

    func signpost(_ prefix: String = "", log: Any? = nil) -> Self {
        self
    }

    func dependency(_ keyPath: Any, _ value: Any) -> Self {
        self
    }

    func transformDependency(_ keyPath: Any, transform: Any) -> Self {
        self
    }

    func onChange(of toValue: Any, _ reducer: Any) -> Self {
        __notSimulated("Reducer.onChange(of:)")
        return self
    }
}

extension Reducer {
    /// `Path.body` of a `@Reducer enum Path { case detail(Detail) }`, which the macro writes (as
    /// `.ifLet(\.$destination, action: \.destination) { Destination.body }` names it): each
    /// case's feature runs on that case's actions while the state is that case.
    static var body: _EnumCaseReducer { _EnumCaseReducer() }
}

/// A `@Reducer enum`'s body: the state's case names the feature (`.detail(Detail.State())` is
/// `Detail`'s), which runs on the payload of the action of the same case; another case's action
/// leaves the state as it is, as TCA's generated `Scope`s do.
struct _EnumCaseReducer: Reducer {
    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        guard let feature = __caseFeature(state) else { return Effect<Any>(_operations: []) }
        let caseName = __pathName(state)
        guard let childAction = __casePayload(action, caseName) else { return Effect<Any>(_operations: []) }
        var childState = __casePayload(state, caseName)
        let effect = _reduce(feature, &childState, childAction).map { __enumCase(caseName, $0) }
        state = __settingPath(state, caseName, childState)
        return effect
    }
}

typealias ReducerOf<R> = Reducer

/// `struct Feature: ReducerProtocol` (TCA 1.0–1.3): the same protocol, by its former name.
protocol ReducerProtocol: Reducer {}

typealias ReducerProtocolOf<R> = Reducer

/// `var body: some ReducerOf<Self> { … }`: the reducers written one after another, run in order
/// on each action, their effects merged.
@resultBuilder
enum ReducerBuilder {
    static func buildBlock(_ reducers: Any...) -> Any {
        if reducers.count == 1 {
            return reducers[0]
        }
        return _CombinedReducers(reducers: reducers)
    }
}

struct _CombinedReducers: Reducer {
    let reducers: [Any]

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        var effects: [Effect<Any>] = []
        for reducer in reducers {
            effects.append(_reduce(reducer, &state, action))
        }
        return Effect<Any>(_operations: effects.flatMap { $0._operations })
    }
}

/// `CombineReducers { … }`: its reducers, in order.
struct CombineReducers: Reducer {
    let reducers: Any

    init(@ReducerBuilder<Any, Any> _ build: () -> Any) {
        reducers = build()
    }

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        _reduce(reducers, &state, action)
    }
}

/// `Reduce { state, action in … }`: a closure that changes the state and returns an effect.
struct Reduce<State, Action>: Reducer {
    let run: (inout State, Action) -> Effect<Action>

    init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
        run = reduce
    }

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        run(&state, action)
    }
}

/// A reducer that does nothing.
struct EmptyReducer<State, Action>: Reducer {
    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        Effect<Any>(_operations: [])
    }
}

/// `Scope(state: \.child, action: \.child) { Child() }`: the child runs on its part of the state
/// when the action is the child's; its effects' actions are the parent's.
struct Scope<ParentState, ParentAction, Child>: Reducer {
    let statePath: String
    let actionName: String
    let child: Any

    init(state toChildState: Any, action toChildAction: Any, child: () -> Any) {
        statePath = _TCAPath.name(toChildState)
        actionName = _TCAPath.name(toChildAction)
        self.child = child()
    }

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        guard let childAction = __casePayload(action, actionName) else {
            return Effect<Any>(_operations: [])
        }
        var childState = __pathValue(state, statePath)
        if childState == nil {
            return Effect<Any>(_operations: [])
        }
        let effect = _reduce(child, &childState, childAction)
        state = __settingPath(state, statePath, childState)
        let name = actionName
        return effect.map { __enumCase(name, $0) }
    }
}

/// `.ifLet` and `.ifCaseLet`: the child (when there is one and its state is there), then the parent.
struct _OptionalChild: Reducer {
    let parent: Any
    let state: String
    let action: String
    let child: Any?

    /// A `PresentationAction` (`@PresentationState`, `@Presents`): `.presented(action)` is the
    /// child's action, and its effects' actions are presented again; `.dismiss` runs the parent,
    /// then sets the child's state to nil, as TCA's `ifLet` does.
    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        var effects: [Effect<Any>] = []
        var dismissed = false
        if let child, let wrapped = __casePayload(action, self.action) {
            var childAction = wrapped
            var presents = false
            if let presentation = wrapped as? PresentationAction<Any> {
                switch presentation {
                case .presented(let inner):
                    childAction = inner
                    presents = true
                case .dismiss:
                    dismissed = true
                }
            }
            var childState = __pathValue(state, self.state)
            if childState != nil && !dismissed {
                let name = self.action
                effects.append(_reduce(child, &childState, childAction).map { childEffectAction in
                    presents ? __enumCase(name, PresentationAction<Any>.presented(childEffectAction)) : __enumCase(name, childEffectAction)
                })
                state = __settingPath(state, self.state, childState)
            }
        }
        effects.append(_reduce(parent, &state, action))
        if dismissed {
            state = __settingPath(state, self.state, nil)
        }
        return Effect<Any>(_operations: effects.flatMap { $0._operations })
    }
}

/// `.forEach`: an element's action runs the element's reducer on the element of that id.
struct _ForEachChild: Reducer {
    let parent: Any
    let state: String
    let action: String
    let element: Any?

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        if let stackAction = __casePayload(action, self.action), (__pathValue(state, self.state) as? StackState<Any>) != nil {
            return _reduceStack(stackAction, &state, action)
        }
        var effects: [Effect<Any>] = []
        if let element, let elementAction = __casePayload(action, self.action), let routed = __casePayload(elementAction, "element") {
            let id = routed.0
            var elements = __pathValue(state, self.state)
            if let index = elements.firstIndex(where: { $0.id == id }) {
                var item = elements[index]
                let name = self.action
                effects.append(_reduce(element, &item, routed.1).map { __enumCase(name, IdentifiedAction.element(id: id, action: $0)) })
                elements[index] = item
                state = __settingPath(state, self.state, elements)
            }
        }
        effects.append(_reduce(parent, &state, action))
        return Effect<Any>(_operations: effects.flatMap { $0._operations })
    }
}

extension _ForEachChild {
    /// A stack's action (`StackState`): an element's runs its feature (the one given, else the
    /// feature its `@Reducer enum` case names) on its state, then the parent; `.popFrom(id:)` and
    /// `.push(id:state:)` run the parent, then change the stack.
    func _reduceStack(_ stackAction: Any, _ state: inout Any, _ action: Any) -> Effect<Any> {
        var effects: [Effect<Any>] = []
        if let routed = __casePayload(stackAction, "element") {
            let id = routed.0
            if var stack = __pathValue(state, self.state) as? StackState<Any>, var item = stack[id: id] {
                let name = self.action
                if let element {
                    effects.append(_reduce(element, &item, routed.1).map { __enumCase(name, StackAction<Any, Any>.element(id: id, action: $0)) })
                } else if let feature = __caseFeature(item) {
                    let caseName = __pathName(item)
                    if let childAction = __casePayload(routed.1, caseName) {
                        var childState = __casePayload(item, caseName)
                        effects.append(_reduce(feature, &childState, childAction).map { __enumCase(name, StackAction<Any, Any>.element(id: id, action: __enumCase(caseName, $0))) })
                        item = __settingPath(item, caseName, childState)
                    }
                }
                stack[id: id] = item
                state = __settingPath(state, self.state, stack)
            }
            effects.append(_reduce(parent, &state, action))
        } else {
            effects.append(_reduce(parent, &state, action))
            if var stack = __pathValue(state, self.state) as? StackState<Any> {
                if let id = __casePayload(stackAction, "popFrom") {
                    stack.pop(from: id)
                } else if let pushed = __casePayload(stackAction, "push") {
                    stack.append(pushed.1)
                }
                state = __settingPath(state, self.state, stack)
            }
        }
        return Effect<Any>(_operations: effects.flatMap { $0._operations })
    }
}

/// The action of one element of a `forEach`: `.rows(.element(id: row.id, action: .tapped))`.
enum IdentifiedAction<ID, Action> {
    case element(id: ID, action: Action)
}

typealias IdentifiedActionOf<R> = IdentifiedAction<Any, Any>

/// `BindingReducer()`: a `.binding(.set(\.field, value))` action writes the field.
struct BindingReducer<State, Action>: Reducer {
    init() {}

    init(action toViewAction: Any) {}

    func reduce(into state: inout Any, action: Any) -> Effect<Any> {
        if let binding = __casePayload(action, "binding") {
            state = __settingPath(state, binding._path, binding.value)
        }
        return Effect<Any>(_operations: [])
    }
}

/// `.binding(.set(\.text, "…"))`: the action a binding to the state sends.
struct BindingAction<Root>: Equatable {
    let _path: String
    let value: Any

    static func set(_ keyPath: Any, _ value: Any) -> BindingAction<Root> {
        BindingAction<Root>(_path: _TCAPath.name(keyPath), value: value)
    }

    static func == (lhs: BindingAction<Root>, rhs: BindingAction<Root>) -> Bool {
        lhs._path == rhs._path
    }
}

/// `Action: BindableAction`: one of whose cases is `binding(BindingAction<State>)`.
protocol BindableAction {}

/// `@BindingState var text` (before TCA 1.7): a field a `viewStore.binding(\.$text)` writes.
@propertyWrapper
struct BindingState<Value> {
    var wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    var projectedValue: BindingState<Value> {
        get { self }
        set { self = newValue }
    }
}

/// `@Presents var destination: Destination.State?`: the state of what a feature presents.
@propertyWrapper
struct Presents<State> {
    var wrappedValue: State?

    init(wrappedValue: State? = nil) {
        self.wrappedValue = wrappedValue
    }

    var projectedValue: Presents<State> {
        get { self }
        set { self = newValue }
    }
}

@propertyWrapper
struct PresentationState<State> {
    var wrappedValue: State?

    init(wrappedValue: State? = nil) {
        self.wrappedValue = wrappedValue
    }

    var projectedValue: PresentationState<State> {
        get { self }
        set { self = newValue }
    }
}

/// `case destination(PresentationAction<Destination.Action>)`: `.presented(action)` or `.dismiss`.
enum PresentationAction<Action> {
    case presented(Action)
    case dismiss
}

/// `@ObservationStateIgnored var cache`: a field whose changes no view observes.
@propertyWrapper
struct ObservationStateIgnored<Value> {
    var wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
