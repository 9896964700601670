// SwiftUIRedux (a Redux-style store for SwiftUI, 0.0.x), as ViewGraph models it for a program that
// imports SwiftUIRedux: one `Store` holds the app's whole state, an `ObservableObject` whose
// `state` is `@Published`; `dispatch(action:)` runs at once an `AsyncAction`'s `async` (which may
// dispatch more), then the reducer, as the package's default middleware does (other middleware is
// not run). `StoreProvider` hands the store to its content as an environment object, and a
// `ConnectedView`'s body is what its `body(props:)` builds from `map(state:dispatch:)` of the
// store's state, read through `@EnvironmentObject`: a new state runs every connected view again.

protocol ReduxState {}

protocol Action {}

/// An action with work of its own: run with a way to dispatch more and the state.
protocol AsyncAction: Action {}

typealias Dispatch = (Action) -> Void

typealias Reducer<S> = (S, Action) -> S

typealias Middleware = (@escaping Dispatch, @escaping () -> ReduxState?) -> (@escaping Dispatch) -> Dispatch

class Store<S>: ObservableObject {
    @Published var state: S
    let _reducer: (S, Action) -> S

    init(initialState: S, reducer: @escaping (S, Action) -> S, middlewares: [Any]? = nil) {
        self.state = initialState
        self._reducer = reducer
        if middlewares != nil {
            __notSimulated("SwiftUIRedux middlewares")
        }
    }

    func dispatch(action: Action) {
        if let work = action as? AsyncAction {
            work.async(dispatch: { self.dispatch(action: $0) }, state: state)
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
    func render(state: Any, dispatch: @escaping Dispatch) -> some View {
        body(props: map(state: state, dispatch: dispatch))
    }

    var body: some View {
        StoreConnector(content: render)
    }
}

/// Reads the store from the environment and builds its content from the state.
struct StoreConnector<S, V: View>: View {
    @EnvironmentObject var store: Store<S>
    let content: (S, @escaping Dispatch) -> V

    var body: some View {
        content(store.state, { action in store.dispatch(action: action) })
    }
}
