// The Composable Architecture's stack navigation (TCA 1.4+): a feature keeps its screens in a
// `StackState` of a `@Reducer enum Path`'s cases, `.forEach(\.path, action: \.path)` runs each
// screen's feature on its actions, and `NavigationStack(path: $store.scope(state: \.path, action:
// \.path)) { root } destination: { store in switch store.case { … } }` pushes one destination per
// element, given a store scoped to it. A `@Reducer enum`'s `State` is the enum itself here: a case
// holds its feature's state (`.detail(Detail.State())`), and its feature is the case's type.

/// The screens of a stack: elements in order, each with an id of its own.
struct StackState<Element>: Equatable {
    var _elements: [Element] = []
    var _ids: [Int] = []
    var _nextID = 0

    init() {}

    init(_ elements: [Element]) {
        for element in elements { append(element) }
    }

    var isEmpty: Bool { _elements.isEmpty }
    var count: Int { _elements.count }
    var first: Element? { _elements.first }
    var last: Element? { _elements.last }
    var ids: [Int] { _ids }

    mutating func append(_ element: Element) {
        _elements.append(element)
        _ids.append(_nextID)
        _nextID += 1
    }

    mutating func append(contentsOf elements: [Element]) {
        for element in elements { append(element) }
    }

    mutating func removeLast(_ k: Int = 1) {
        _elements.removeLast(k)
        _ids.removeLast(k)
    }

    @discardableResult
    mutating func popLast() -> Element? {
        guard !_elements.isEmpty else { return nil }
        _ids.removeLast()
        return _elements.removeLast()
    }

    mutating func removeAll() {
        _elements.removeAll()
        _ids.removeAll()
    }

    /// Removes the element of `id` and those after it.
    mutating func pop(from id: Any) {
        guard let index = _ids.firstIndex(where: { $0 == id }) else { return }
        _elements.removeLast(_elements.count - index)
        _ids.removeLast(_ids.count - index)
    }

    /// Removes the elements after the one of `id`.
    mutating func pop(to id: Any) {
        guard let index = _ids.firstIndex(where: { $0 == id }) else { return }
        _elements.removeLast(_elements.count - index - 1)
        _ids.removeLast(_ids.count - index - 1)
    }

    subscript(id id: Any) -> Element? {
        get {
            guard let index = _ids.firstIndex(where: { $0 == id }) else { return nil }
            return _elements[index]
        }
        set {
            guard let index = _ids.firstIndex(where: { $0 == id }) else { return }
            if let newValue {
                _elements[index] = newValue
            } else {
                _elements.remove(at: index)
                _ids.remove(at: index)
            }
        }
    }

    func makeIterator() -> _StoreIterator {
        _StoreIterator(stores: _elements)
    }
}

/// `.path(.element(id:action:))`, `.path(.popFrom(id:))`, `.path(.push(id:state:))`.
enum StackAction<State, Action> {
    case element(id: Any, action: Action)
    case popFrom(id: Any)
    case push(id: Any, state: State)
}

typealias StackActionOf<R> = StackAction<Any, Any>

typealias StackElementID = Int

extension Store {
    /// `switch store.case { case let .detail(store): … }`: the case of an enum state, holding a
    /// store scoped to that case.
    var `case`: Any {
        let name = __pathName(_currentState)
        let parentToRoot = _toRootAction
        let toRoot: (Any) -> Any = { action in parentToRoot(__enumCase(name, action)) }
        if let path = _statePath {
            let key = "case|" + name
            if let kept = _children[key] {
                return __enumCase(name, kept)
            }
            let child = Store<Any, Any>(_root: _root, statePath: path.isEmpty ? name : path + "." + name, toState: nil, toRootAction: toRoot)
            _children[key] = child
            return __enumCase(name, child)
        }
        let parent = self
        return __enumCase(name, Store<Any, Any>(_root: _root, statePath: nil, toState: { _ in __casePayload(parent._currentState, name) }, toRootAction: toRoot))
    }

    /// The stores of a stack's elements, each reading its element and sending
    /// `.element(id:action:)` through this store.
    func _stackElementStores() -> [Any] {
        if let path = _statePath {
            __observationAccess(_root.store, path.isEmpty ? "state" : path)
        }
        guard let stack = _currentState as? StackState<Any> else { return [] }
        var stores: [Any] = []
        var index = 0
        for id in stack._ids {
            let key = "stack[\(index)]|\(id)"
            if let kept = _children[key] {
                stores.append(kept)
            } else {
                let parentToRoot = _toRootAction
                let toRoot: (Any) -> Any = { action in parentToRoot(StackAction<Any, Any>.element(id: id, action: action)) }
                let store: Store<Any, Any>
                if let path = _statePath {
                    store = Store<Any, Any>(_root: _root, statePath: path + "._elements[\(index)]", toState: nil, toRootAction: toRoot)
                } else {
                    let parent = self
                    store = Store<Any, Any>(_root: _root, statePath: nil, toState: { _ in (parent._currentState as? StackState<Any>)?[id: id] }, toRootAction: toRoot)
                }
                _children[key] = store
                stores.append(store)
            }
            index += 1
        }
        return stores
    }
}

extension Binding {
    /// `$store.scope(state: \.path, action: \.path)`: the stack's element stores, which a
    /// `NavigationStack(path:)` pushes; a pop (a back swipe, `dismiss()`) sends `.popFrom(id:)`.
    /// Of an optional state (`\.destination`): the child store while the state is not nil, which a
    /// `.sheet(item:)` presents; setting nil sends `.dismiss`.
    func scope(state toState: Any, action toAction: Any) -> Binding<Any> {
        let store = wrappedValue
        let child = store.scope(state: toState, action: toAction)
        return Binding<Any>(
            get: {
                if (child._currentState as? StackState<Any>) != nil {
                    return child._stackElementStores()
                }
                return child.state == nil ? nil : child
            },
            set: { newValue in
                if let stack = child._currentState as? StackState<Any> {
                    let kept = (newValue as? [Any])?.count ?? 0
                    if kept < stack._ids.count {
                        child.send(StackAction<Any, Any>.popFrom(id: stack._ids[kept]))
                    }
                } else if newValue == nil, !(child._currentState == nil) {
                    child.send(PresentationAction<Any>.dismiss)
                }
            }
        )
    }
}

// TCA 1.0–1.6's presentation modifiers: `.sheet(store:)`, `.fullScreenCover(store:)`,
// `.popover(store:)` and `.navigationDestination(store:)` are given a store scoped to a
// `@PresentationState` field (`store.scope(state: \.$destination, action: { .destination($0) })`),
// and, with `state:action:`, the case of a destination enum they show. They present their content
// while that state is not nil (and is that case), given a store of it whose actions reach the
// feature as `.presented(action)`; a dismissal (a swipe, a back button) sends `.dismiss`. As in TCA,
// the modifier observes the presentation through a view store of its own: the view that applies
// it does not run again when it is presented.

extension Store {
    /// The store of what this store's presentation state holds: nil while it is nil, or is not the
    /// case `toCase` names ("" for any). Read without observing it (the modifier's view store does).
    func _presented(_ toCase: Any, action fromCaseAction: Any) -> Store<Any, Any>? {
        let name = _TCAPath.name(toCase)
        if !_tcaShows(_currentState, name) {
            return nil
        }
        let actionName = _TCAPath.name(fromCaseAction)
        let parentToRoot = _toRootAction
        let toRoot: (Any) -> Any = { action in
            let caseAction = actionName.isEmpty ? action : __enumCase(actionName, action)
            return parentToRoot(PresentationAction<Any>.presented(caseAction))
        }
        let key = "presented|" + name + "|" + actionName
        if let kept = _children[key] as? Store<Any, Any> {
            return kept
        }
        if let path = _statePath {
            let childPath = name.isEmpty ? path : (path.isEmpty ? name : path + "." + name)
            let child = Store<Any, Any>(_root: _root, statePath: childPath, toState: nil, toRootAction: toRoot)
            _children[key] = child
            return child
        }
        let parent = self
        return Store<Any, Any>(_root: _root, statePath: nil, toState: { _ in name.isEmpty ? parent._currentState : __casePayload(parent._currentState, name) }, toRootAction: toRoot)
    }
}

/// Whether a presentation state shows: not nil, and the case `name` names ("" for any).
func _tcaShows(_ state: Any, _ name: String) -> Bool {
    if state == nil {
        return false
    }
    return name.isEmpty || __casePayload(state, name) != nil
}

/// The modifier behind the `store:` presentation modifiers: `style` is the SwiftUI modifier it
/// presents with.
struct _PresentationModifier<Destination: View>: ViewModifier {
    @ObservedObject var viewStore: ViewStore<Any, Any>
    let store: Store<Any, Any>
    let toCase: Any
    let fromCaseAction: Any
    let style: String
    let onDismiss: (() -> Void)?
    let destination: (Store<Any, Any>) -> Destination

    init(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, style: String, onDismiss: (() -> Void)?, destination: @escaping (Store<Any, Any>) -> Destination) {
        self.store = store
        self.toCase = toCase
        self.fromCaseAction = fromCaseAction
        self.style = style
        self.onDismiss = onDismiss
        self.destination = destination
        let name = _TCAPath.name(toCase)
        viewStore = ViewStore(store, observe: { state in _tcaShows(state, name) })
    }

    func body(content: Content) -> some View {
        let isPresented = Binding<Bool>(
            get: { viewStore.state },
            set: { newValue in
                if !newValue {
                    store.send(PresentationAction<Any>.dismiss)
                }
            }
        )
        if style == "sheet" {
            content.sheet(isPresented: isPresented, onDismiss: onDismiss) { presented }
        } else if style == "fullScreenCover" {
            content.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) { presented }
        } else if style == "popover" {
            content.popover(isPresented: isPresented) { presented }
        } else {
            content.navigationDestination(isPresented: isPresented) { presented }
        }
    }

    @ViewBuilder var presented: some View {
        if let child = store._presented(toCase, action: fromCaseAction) {
            destination(child)
        }
    }
}

extension View {
    func sheet<Content: View>(store: Store<Any, Any>, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "sheet", onDismiss: nil, destination: content))
    }

    func sheet<Content: View>(store: Store<Any, Any>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "sheet", onDismiss: onDismiss, destination: content))
    }

    func sheet<Content: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "sheet", onDismiss: nil, destination: content))
    }

    func sheet<Content: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "sheet", onDismiss: onDismiss, destination: content))
    }

    func fullScreenCover<Content: View>(store: Store<Any, Any>, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "fullScreenCover", onDismiss: nil, destination: content))
    }

    func fullScreenCover<Content: View>(store: Store<Any, Any>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "fullScreenCover", onDismiss: onDismiss, destination: content))
    }

    func fullScreenCover<Content: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "fullScreenCover", onDismiss: nil, destination: content))
    }

    func fullScreenCover<Content: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "fullScreenCover", onDismiss: onDismiss, destination: content))
    }

    func popover<Content: View>(store: Store<Any, Any>, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "popover", onDismiss: nil, destination: content))
    }

    func popover<Content: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, @ViewBuilder content: @escaping (Store<Any, Any>) -> Content) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "popover", onDismiss: nil, destination: content))
    }

    func navigationDestination<Destination: View>(store: Store<Any, Any>, @ViewBuilder destination: @escaping (Store<Any, Any>) -> Destination) -> some View {
        modifier(_PresentationModifier(store: store, state: "", action: "", style: "navigationDestination", onDismiss: nil, destination: destination))
    }

    func navigationDestination<Destination: View>(store: Store<Any, Any>, state toCase: Any, action fromCaseAction: Any, @ViewBuilder destination: @escaping (Store<Any, Any>) -> Destination) -> some View {
        modifier(_PresentationModifier(store: store, state: toCase, action: fromCaseAction, style: "navigationDestination", onDismiss: nil, destination: destination))
    }
}
