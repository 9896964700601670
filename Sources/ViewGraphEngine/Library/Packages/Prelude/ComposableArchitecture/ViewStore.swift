// The Composable Architecture's view stores (before `@ObservableState`): a `ViewStore` is an
// `ObservableObject` whose `state` is what `observe` makes of its store's state. After each action
// it is observed again, and published (SPEC rule 9) only when it changed (`==`), so a
// `WithViewStore` runs its content again, and the views holding the view store run, only then.

/// Keeps a view store without keeping it alive: a view store goes with the view that made it.
final class _WeakViewStore {
    weak var viewStore: ViewStore<Any, Any>?

    init(_ viewStore: ViewStore<Any, Any>) {
        self.viewStore = viewStore
    }
}

/// `ViewStore(store, observe: { $0 })`, `ViewStoreOf<Feature>`.
@dynamicMemberLookup
final class ViewStore<ViewState, ViewAction>: ObservableObject {
    @Published var state: ViewState
    let _store: Any
    let _observe: (Any) -> Any
    let _toAction: (Any) -> Any

    init(_ store: Store<Any, Any>, observe: Any) {
        _store = store
        _observe = _ViewStoreObservation.function(observe)
        _toAction = { $0 }
        state = _observe(store._currentState)
        store._root.viewStores.append(_WeakViewStore(self))
    }

    init(_ store: Store<Any, Any>, observe: Any, send fromViewAction: @escaping (Any) -> Any) {
        _store = store
        _observe = _ViewStoreObservation.function(observe)
        _toAction = fromViewAction
        state = _observe(store._currentState)
        store._root.viewStores.append(_WeakViewStore(self))
    }

    /// `ViewStore(store)` (before TCA 1.0): the whole state, observed by `==`.
    init(_ store: Store<Any, Any>) {
        _store = store
        _observe = { $0 }
        _toAction = { $0 }
        state = store._currentState
        store._root.viewStores.append(_WeakViewStore(self))
    }

    init(_ store: Store<Any, Any>, removeDuplicates isDuplicate: (Any, Any) -> Bool) {
        _store = store
        _observe = { $0 }
        _toAction = { $0 }
        state = store._currentState
        store._root.viewStores.append(_WeakViewStore(self))
    }

    /// After an action: publishes the observed value if it changed.
    func _refresh() {
        let observed = _observe(_store._currentState)
        if !(observed == state) {
            state = observed
        }
    }

    /// `viewStore.count`: the observed state's field.
    subscript(dynamicMember keyPath: Any) -> Any {
        state[keyPath: keyPath]
    }

    @discardableResult
    func send(_ action: ViewAction) -> StoreTask {
        _store.send(_toAction(action))
    }

    @discardableResult
    func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        _store.send(_toAction(action), animation: animation)
    }

    /// `viewStore.binding(get: \.text, send: { .textChanged($0) })`: reads the observed state,
    /// sends an action on each write.
    func binding<Value>(get: Any, send valueToAction: @escaping (Value) -> ViewAction) -> Binding<Value> {
        let read = _ViewStoreObservation.function(get)
        return Binding(get: { read(self.state) }, set: { newValue in self.send(valueToAction(newValue)) })
    }

    func binding<Value>(get: Any, send action: ViewAction) -> Binding<Value> {
        let read = _ViewStoreObservation.function(get)
        return Binding(get: { read(self.state) }, set: { _ in self.send(action) })
    }

    /// `viewStore.binding(\.$text)` (`@BindingState`): writes send `.binding(.set(\.text, …))`.
    func binding<Value>(_ keyPath: Any) -> Binding<Value> {
        let path = _TCAPath.name(keyPath)
        return Binding(get: { __pathValue(self.state, path) }, set: { newValue in
            self.send(__enumCase("binding", BindingAction<Any>(_path: path, value: newValue)))
        })
    }

    /// `viewStore.$text` (`@BindingState`, TCA 1.4–1.6): a binding to the field.
    var bindings: Any {
        __notSimulated("ViewStore.bindings")
        return state
    }
}

typealias ViewStoreOf<R> = ViewStore<Any, Any>

/// What a view store observes: a closure (`observe: { $0.name }`) or a key path (`observe: \.name`).
enum _ViewStoreObservation {
    static func function(_ observe: Any) -> (Any) -> Any {
        if let closure = observe as? (Any) -> Any {
            return closure
        }
        return { state in state[keyPath: observe] }
    }
}

/// `WithViewStore(store, observe: { $0 }) { viewStore in … }`: its content runs again when what
/// it observes changes.
struct WithViewStore<ViewState, ViewAction, Content>: View {
    @ObservedObject var viewStore: ViewStore<ViewState, ViewAction>
    let content: (ViewStore<ViewState, ViewAction>) -> Content

    init(_ store: Store<Any, Any>, observe: Any, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        viewStore = ViewStore(store, observe: observe)
        self.content = content
    }

    init(_ store: Store<Any, Any>, observe: Any, send: @escaping (Any) -> Any, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        viewStore = ViewStore(store, observe: observe, send: send)
        self.content = content
    }

    /// `WithViewStore(store) { viewStore in … }` (before TCA 1.0): the whole state.
    init(_ store: Store<Any, Any>, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        viewStore = ViewStore(store)
        self.content = content
    }

    init(_ store: Store<Any, Any>, removeDuplicates: @escaping (Any, Any) -> Bool, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        viewStore = ViewStore(store)
        self.content = content
    }

    var body: some View {
        content(viewStore)
    }
}

/// `IfLetStore(store.scope(state: \.detail, action: …)) { detailStore in … } else: { … }`: the
/// content while the state is not nil.
struct IfLetStore<State, Action, Content>: View {
    let store: Store<Any, Any>
    let content: (Store<Any, Any>) -> Content
    let elseContent: (() -> Any)?

    init(_ store: Store<Any, Any>, @ViewBuilder then ifContent: @escaping (Store<Any, Any>) -> Content, @ViewBuilder else elseContent: @escaping () -> Any) {
        self.store = store
        content = ifContent
        self.elseContent = elseContent
    }

    init(_ store: Store<Any, Any>, @ViewBuilder then ifContent: @escaping (Store<Any, Any>) -> Content) {
        self.store = store
        content = ifContent
        elseContent = nil
    }

    var body: some View {
        if let unwrapped = store._optionalScope() {
            content(unwrapped)
        } else if let elseContent {
            elseContent()
        }
    }
}

extension EnvironmentValues {
    /// The store a `SwitchStore` switches on, which its `CaseLet`s scope.
    @Entry var _switchStore: Store<Any, Any>? = nil
}

/// `SwitchStore(store) { CaseLet(…); CaseLet(…) }`, and `SwitchStore(store) { state in switch state
/// { case .a: CaseLet(…) } }`: the content for the store's state (read whole, so a change of case
/// runs it again), whose `CaseLet` of the current case shows its view.
struct SwitchStore<State, Action, Content>: View {
    let store: Store<Any, Any>
    let content: (Any) -> Content

    init(_ store: Store<Any, Any>, @ViewBuilder content: @escaping (Any) -> Content) {
        self.store = store
        self.content = content
    }

    var body: some View {
        content(store.state)
            .environment(\._switchStore, store)
    }
}

/// `CaseLet(/State.loggedIn, action: Action.loggedIn) { LoggedInView(store: $0) }`: the view of one
/// case of the enclosing `SwitchStore`'s state, with a store scoped to that case; nothing in
/// another case.
struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content>: View {
    @Environment(\._switchStore) var switchStore
    let toCaseState: Any
    let fromCaseAction: Any
    let content: (Store<Any, Any>) -> Content

    init(_ toCaseState: Any, action fromCaseAction: Any, @ViewBuilder then content: @escaping (Store<Any, Any>) -> Content) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    init(state toCaseState: Any, action fromCaseAction: Any, @ViewBuilder then content: @escaping (Store<Any, Any>) -> Content) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    var body: some View {
        if let store = switchStore, __casePayload(store._currentState, _TCAPath.name(toCaseState)) != nil {
            content(store.scope(state: toCaseState, action: fromCaseAction))
        }
    }
}

/// `NavigationStackStore(store.scope(state: \.path, action: …)) { root } destination: { … }`: a
/// navigation stack showing its root; the path's screens are not simulated (none is pushed at launch).
struct NavigationStackStore<State, Action, Root, Destination>: View {
    let root: () -> Root

    init(_ store: Any, @ViewBuilder root: @escaping () -> Root, @ViewBuilder destination: @escaping (Any) -> Destination) {
        self.root = root
    }

    init(_ store: Any, @ViewBuilder root: @escaping () -> Root, @ViewBuilder destination: @escaping (Any) -> Destination, fileID: String = "", line: Int = 0) {
        self.root = root
    }

    var body: some View {
        NavigationStack {
            root()
        }
    }
}

/// XCTestDynamicOverlay's flag, which TCA exports: a launched app is not under tests.
let _XCTIsTesting = false

/// `@ViewAction(for: Feature.self)` on a view: the macro gives it `send(_:)`, which sends the view
/// action to its `store` as `.view(action)`. (A feature's `Action` conforms to `ViewAction` too,
/// saying it has a `view` case; nothing sends through it.)
protocol ViewAction {}

extension ViewAction {
    @discardableResult
    func send(_ action: Any) -> StoreTask {
        store.send(__enumCase("view", action))
    }

    @discardableResult
    func send(_ action: Any, animation: Animation?) -> StoreTask {
        store.send(__enumCase("view", action), animation: animation)
    }
}
