// The Composable Architecture's store, as ViewGraph models it (issue 36, point 6): one root holds
// the state and the reducer; `send` runs the reducer at once on the state, then the effects it
// returned (a `.send` at once, a `.run` as a `Task`, after the update settles: SPEC rule 12).
//
// What views depend on is what TCA's observation makes them depend on. With `@ObservableState`, a
// body that reads `store.count` depends on that field of that store's state (`Store#1.count`), and a
// reducer's write to `count` runs it again, not a write to another field; a child's fields are
// named through the child (`child.count`), and reading the child whole (`store.child`) depends on
// any of its fields. Where TCA also notifies a write of an equal value, ViewGraph compares: an
// action that leaves a field as it was runs no reader of it. A `ViewStore` (and `WithViewStore`) is
// an `ObservableObject` whose `state` is what `observe` makes of the store's state: it changes, and
// its views run again, only when that value changes (`==`).

/// Where the state of a tree of stores lives: the root store's state and reducer, and the view
/// stores that observe it.
final class _StoreRoot {
    var state: Any
    let reducer: Any
    /// The root store: what views observe, by the names of the fields they read (`Store#1.count`).
    var store: AnyObject? = nil
    var viewStores: [_WeakViewStore] = []
    var isReducing = false
    var queued: [Any] = []

    init(state: Any, reducer: Any) {
        self.state = state
        self.reducer = reducer
    }

    /// The reducer a store is given: made by the closure it is given (`{ Feature() }`,
    /// `Feature.init`), an empty one for `{}`.
    static func reducer(_ given: Any) -> Any {
        var made = given
        if let make = given as? () -> Any {
            made = make()
        }
        if made == nil || made is Void {
            return EmptyReducer<Any, Any>()
        }
        return made
    }

    /// `initialState: .init()`, which Swift types as the reducer's `State` (nothing types it here).
    static func state(_ given: Any, of reducer: Any) -> Any {
        if __isOpaque(given), let made = __nestedDefault(reducer, "State") {
            return made
        }
        return given
    }

    /// Runs the reducer on `action` now (one sent while a reducer runs waits until it returns, as
    /// TCA buffers it), tells the readers of what changed, then runs the effects.
    func send(_ action: Any) {
        if isReducing {
            queued.append(action)
            return
        }
        isReducing = true
        let old = state
        var next = state
        let effect = _reduce(reducer, &next, action)
        state = next
        isReducing = false
        changed(from: old, to: next)
        effect._start(self)
        while !queued.isEmpty {
            send(queued.removeFirst())
        }
    }

    /// Rules 1 and 2 for TCA's state: each field that changed is written, and each view store
    /// whose observed value changed publishes it.
    func changed(from old: Any, to new: Any) {
        let paths = __changedPaths(old, new, "", "ObservableState")
        if !paths.isEmpty {
            __observationMutation(store, "state")
        }
        for path in paths where !path.isEmpty {
            __observationMutation(store, path)
        }
        viewStores = viewStores.filter { $0.viewStore != nil }
        for box in viewStores {
            box.viewStore?._refresh()
        }
    }
}

/// The reducer of `reducer` run on `state` with `action`: its own `reduce(into:action:)`, or its
/// `body`'s (`Reducer`'s extension).
func _reduce(_ reducer: Any, _ state: inout Any, _ action: Any) -> Effect<Any> {
    if __isOpaque(reducer) {
        // A reducer ViewGraph does not simulate (TCA 0.x's `Reducer { … }`, `.combine(…)`, said
        // where it is made): the state stays as it is.
        return Effect<Any>(_operations: [])
    }
    let effect = reducer.reduce(into: &state, action: action)
    // `return .none` where nothing says which type's `.none` (a closure's result): no effect.
    if let effect = effect as? Effect<Any> {
        return effect
    }
    return Effect<Any>(_operations: [])
}

/// `Store(initialState:) { Feature() }`, `StoreOf<Feature>`: the state a feature's views read, and
/// where they send actions. A scoped store (`store.scope(state: \.child, action: \.child)`) reads
/// and sends through its parent's root.
@dynamicMemberLookup
final class Store<State, Action> {
    let _root: _StoreRoot
    /// The path of this store's state in the root's (`child.count`), "" for the root; nil when a
    /// closure scoped it (`_toState`).
    let _statePath: String?
    let _toState: ((Any) -> Any)?
    /// Makes one of this store's actions the root's.
    let _toRootAction: (Any) -> Any
    /// The child stores its scopes made, by their state and action paths.
    var _children: [String: Any] = [:]

    /// `Store(initialState: .init()) { Feature() }`, and `Store(initialState: .init(), reducer:
    /// Feature())` before TCA 1.4.
    init(initialState: State, reducer: Any, withDependencies prepare: ((inout DependencyValues) -> Void)? = nil) {
        let made = _StoreRoot.reducer(reducer)
        _root = _StoreRoot(state: _StoreRoot.state(initialState, of: made), reducer: made)
        _statePath = ""
        _toState = nil
        _toRootAction = { $0 }
        _root.store = self
    }

    /// `Store(initialState:reducer:environment:)` (before TCA 1.0): the environment is not simulated.
    init(initialState: State, reducer: Any, environment: Any) {
        _root = _StoreRoot(state: _StoreRoot.state(initialState, of: reducer), reducer: reducer)
        _statePath = ""
        _toState = nil
        _toRootAction = { $0 }
        _root.store = self
    }

    init(_root root: _StoreRoot, statePath: String?, toState: ((Any) -> Any)?, toRootAction: @escaping (Any) -> Any) {
        _root = root
        _statePath = statePath
        _toState = toState
        _toRootAction = toRootAction
    }

    /// This store's state, read without observing it.
    var _currentState: Any {
        if let path = _statePath {
            return path.isEmpty ? _root.state : __pathValue(_root.state, path)
        }
        return _toState!(_root.state)
    }

    /// The name a read of `name` in this store's state is observed by (`child.count`).
    func _observedName(_ name: String) -> String {
        guard let path = _statePath else { return "state" }
        return path.isEmpty ? name : path + "." + name
    }

    /// `store.count`: the field of the state, observed (`@ObservableState`).
    subscript(dynamicMember keyPath: Any) -> Any {
        get {
            __observationAccess(_root.store, _observedName(__pathName(keyPath)))
            return _currentState[keyPath: keyPath]
        }
        set {
            // `$store.text`, a binding of a `BindableAction` feature: sends `.binding(.set(\.text, …))`.
            send(__enumCase("binding", BindingAction<State>(_path: __pathName(keyPath), value: newValue)))
        }
    }

    /// The whole state, observed.
    var state: State {
        __observationAccess(_root.store, _statePath.map { $0.isEmpty ? "state" : $0 } ?? "state")
        return _currentState
    }

    var withState: Any { _currentState }

    func withState<R>(_ body: (State) -> R) -> R {
        body(_currentState)
    }

    @discardableResult
    func send(_ action: Action) -> StoreTask {
        _root.send(_toRootAction(action))
        return StoreTask()
    }

    @discardableResult
    func send(_ action: Action, animation: Animation?) -> StoreTask {
        withAnimation(animation) {
            _root.send(_toRootAction(action))
        }
        return StoreTask()
    }

    /// `store.scope(state: \.child, action: \.child)`: the child feature's store. Key paths and
    /// case paths (`/Action.child`, `Action.child`) route by name; closures (`state: { $0.child }`)
    /// read the child's state through them, observed as the whole state.
    func scope<ChildState, ChildAction>(state toChildState: Any, action toChildAction: Any) -> Store<ChildState, ChildAction> {
        let stateName = _TCAPath.name(toChildState)
        let actionName = _TCAPath.name(toChildAction)
        let parentToRoot = _toRootAction
        let toRoot: (Any) -> Any = { action in
            if actionName.isEmpty {
                return parentToRoot(toChildAction(action))
            }
            return parentToRoot(__enumCase(actionName, action))
        }
        if let path = _statePath, !stateName.isEmpty {
            // TCA 1.5+ keeps the child store a scope makes (by its paths), so a view given
            // `store.scope(…)` again is given the same store: its input did not change (rule 6).
            let key = stateName + "|" + actionName
            if !actionName.isEmpty, let kept = _children[key] as? Store<ChildState, ChildAction> {
                return kept
            }
            let child = Store<ChildState, ChildAction>(_root: _root, statePath: path.isEmpty ? stateName : path + "." + stateName, toState: nil, toRootAction: toRoot)
            if !actionName.isEmpty {
                _children[key] = child
            }
            return child
        }
        let parent = self
        return Store<ChildState, ChildAction>(_root: _root, statePath: nil, toState: { _ in toChildState(parent._currentState) }, toRootAction: toRoot)
    }

    func scope<ChildState, ChildAction>(state toChildState: Any, action toChildAction: Any, fileID: String = "", line: Int = 0) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toChildAction)
    }

    /// A child store over an optional child state: nil while the state is nil.
    func _optionalScope() -> Store? {
        let observed = state
        return observed == nil ? nil : self
    }

    /// `ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }`: a store of an
    /// identified collection is the collection of its elements' stores (TCA 1.7), each reading
    /// its element (`rows[1].count`) and sending `.element(id:action:)` through this store. The
    /// collection is read as TCA's `_$isIdentityEqual` compares it: by its ids. An element's store
    /// is kept (by its id and place), as TCA keeps it: a row given it again sees no new input.
    func makeIterator() -> _StoreIterator {
        if let path = _statePath {
            __observationAccess(_root.store, path.isEmpty ? "state" : path)
        }
        let elements = _currentState
        var stores: [Any] = []
        var index = 0
        for element in elements {
            let id = element.id
            let parentToRoot = _toRootAction
            let toRoot: (Any) -> Any = { action in parentToRoot(IdentifiedAction.element(id: id, action: action)) }
            if let path = _statePath {
                let key = "[\(index)]|\(id)"
                if let kept = _children[key] {
                    stores.append(kept)
                } else {
                    let store = Store<Any, Any>(_root: _root, statePath: path + "[\(index)]", toState: nil, toRootAction: toRoot)
                    _children[key] = store
                    stores.append(store)
                }
            } else {
                let parent = self
                stores.append(Store<Any, Any>(_root: _root, statePath: nil, toState: { _ in parent._currentState[id: id] }, toRootAction: toRoot))
            }
            index += 1
        }
        return _StoreIterator(stores: stores)
    }

    /// The id of an element's store: its state's (`Store` is `Identifiable` where its state is).
    var id: Any { _currentState.id }

    var stateless: Store<Void, Action> {
        Store<Void, Action>(_root: _root, statePath: nil, toState: { _ in () }, toRootAction: _toRootAction)
    }

    var actionless: Store<State, Never> {
        Store<State, Never>(_root: _root, statePath: _statePath, toState: _toState, toRootAction: _toRootAction)
    }
}

typealias StoreOf<R> = Store<Any, Any>

/// The iterator of a collection store's element stores.
struct _StoreIterator {
    let stores: [Any]
    var index = 0

    mutating func next() -> Any? {
        guard index < stores.count else { return nil }
        index += 1
        return stores[index - 1]
    }
}

/// What `send` returns: a handle on the effects it started, which ViewGraph runs as tasks.
struct StoreTask: Hashable {
    func finish() {}
    func cancel() {}
    var isCancelled: Bool { false }
}

/// A key path or a case path, by the name it routes by.
enum _TCAPath {
    /// `\.child` and `/Action.child` are "child"; `\.$destination` is "destination"; a closure is "".
    static func name(_ path: Any) -> String {
        let name = __pathName(path)
        if name.hasPrefix("$") {
            return String(name.dropFirst())
        }
        return name.replacingOccurrences(of: ".$", with: ".")
    }
}

/// `prefix func /`: a case path (`/Action.child`) is its case, named.
prefix func / (_ casePath: Any) -> Any {
    casePath
}

extension Binding {
    /// `$store.selectedTab.sending(\.tabSelected)` (TCA 1.7): reads the field as the store has it;
    /// a write sends the action of that case, holding the new value, to the store.
    func sending(_ action: Any) -> Binding<Value> {
        let root = __bindingRoot(self)
        let name = _TCAPath.name(action)
        return Binding(
            get: { self.wrappedValue },
            set: { newValue in
                if let store = root as? Store<Any, Any> {
                    store.send(__enumCase(name, newValue))
                }
            }
        )
    }
}

/// `WithPerceptionTracking { … }` (Perception, which TCA brings for iOS before 17): observation as
/// `@Observable` has it, which ViewGraph tracks already, so its content is what it shows.
struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        content()
    }
}
