// SwiftUIFlux (a Redux-style store for SwiftUI), as ViewGraph models it for a program that imports
// SwiftUIFlux: one `Store` holds the app's whole state, an `ObservableObject` whose `state` is
// `@Published`; `dispatch(action:)` waits for the main queue's next turn, then runs an
// `AsyncAction`'s `execute` (which may dispatch more) and the reducer, as the package's own
// middleware does (middleware the program adds is not run). `StoreProvider` hands the store to
// its content as an environment object, and a `ConnectedView`'s body is what its
// `body(props:)` builds from `map(state:dispatch:)` of the store's state, read through
// `@EnvironmentObject`: a new state runs every connected view again.

protocol FluxState {}

protocol Action {}

/// An action with work of its own: run with the state and a way to dispatch more.
protocol AsyncAction: Action {}

typealias DispatchFunction = (Action) -> Void

typealias Reducer<State> = (State, Action) -> State

typealias Middleware<State> = (@escaping DispatchFunction, @escaping () -> State?) -> (@escaping DispatchFunction) -> DispatchFunction

final class Store<StoreState>: ObservableObject {
    @Published var state: StoreState
    let _reducer: (StoreState, Action) -> StoreState

    init(reducer: @escaping (StoreState, Action) -> StoreState, middleware: [Any] = [], state: StoreState) {
        self._reducer = reducer
        self.state = state
        if !middleware.isEmpty {
            __notSimulated("SwiftUIFlux middleware")
        }
    }

    func dispatch(action: Action) {
        DispatchQueue.main.async {
            self._dispatch(action)
        }
    }

    func _dispatch(_ action: Action) {
        if let work = action as? AsyncAction {
            work.execute(state: state, dispatch: { self.dispatch(action: $0) })
        }
        state = _reducer(state, action)
    }
}

/// The root of the connected views: its content, given the store as an environment object.
struct StoreProvider<S, V: View>: View {
    let store: Store<S>
    let content: () -> V

    init(store: Store<S>, content: @escaping () -> V) {
        self.store = store
        self.content = content
    }

    var body: some View {
        content().environmentObject(store)
    }
}

/// A view that builds its body from props it maps from the store's state.
protocol ConnectedView: View {}

extension ConnectedView {
    func render(state: Any, dispatch: @escaping DispatchFunction) -> some View {
        body(props: map(state: state, dispatch: dispatch))
    }

    var body: some View {
        StoreConnector(content: render)
    }
}

/// Reads the store from the environment and builds its content from the state.
struct StoreConnector<S, V: View>: View {
    @EnvironmentObject var store: Store<S>
    let content: (S, @escaping DispatchFunction) -> V

    var body: some View {
        content(store.state, { action in store.dispatch(action: action) })
    }
}
