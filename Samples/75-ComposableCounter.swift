// 75 — The Composable Architecture: a store's state observed field by field (issue 36, point 6).
//
// TCA's documentation, "Observation": with `@ObservableState`, "the view will only re-render when
// the state it accesses changes" — a view that reads `store.count` depends on `count` of that
// store's state, as a view that reads an `@Observable` object's property depends on it (rule 1).
// `store.send(_:)` runs the reducer at once; a field the reducer writes runs the views that read
// it (rule 2), and a child scoped with `store.scope(state:action:)` reads its fields through the
// parent's (`Store#1.stopwatch.seconds`). An effect's actions (`.run { send in … }`) come after the
// update settles, in a pass of their own (rule 12). ViewGraph compares a written field with the
// value it had (TCA notifies even an equal one): an action that changes nothing runs nothing.
//
// Counter, Stopwatch, CounterView, CountText, TitleText, StopwatchView and FactText are ours.

import SwiftUI
import ComposableArchitecture

@Reducer
struct Stopwatch {
    @ObservableState
    struct State: Equatable {
        var seconds = 0
    }
    enum Action {
        case tick
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            state.seconds += 1
            return .none
        }
    }
}

@Reducer
struct Counter {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var title = "Counter"
        var fact: String? = nil
        var stopwatch = Stopwatch.State()
    }
    enum Action {
        case incrementTapped
        case resetTapped
        case factTapped
        case factLoaded(String)
        case stopwatch(Stopwatch.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.stopwatch, action: \.stopwatch) {
            Stopwatch()
        }
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return .none
            case .resetTapped:
                state.count = 0
                return .none
            case .factTapped:
                let count = state.count
                return .run { send in
                    await send(.factLoaded("\(count) is a number"))
                }
            case let .factLoaded(fact):
                state.fact = fact
                return .none
            case .stopwatch:
                return .none
            }
        }
    }
}

struct CounterView: View {
    let store: StoreOf<Counter>
    var body: some View {
        VStack {
            TitleText(store: store)
            CountText(store: store)
            Button("Increment") { store.send(.incrementTapped) }
            Button("Reset") { store.send(.resetTapped) }
            Button("Fact") { store.send(.factTapped) }
            FactText(store: store)
            StopwatchView(store: store.scope(state: \.stopwatch, action: \.stopwatch))
        }
    }
}

struct TitleText: View {
    let store: StoreOf<Counter>
    var body: some View { Text(store.title) }
}

struct CountText: View {
    let store: StoreOf<Counter>
    var body: some View { Text("\(store.count)") }
}

struct FactText: View {
    let store: StoreOf<Counter>
    var body: some View {
        if let fact = store.fact {
            Text(fact)
        }
    }
}

struct StopwatchView: View {
    let store: StoreOf<Stopwatch>
    var body: some View {
        HStack {
            Text("\(store.seconds) s")
            Button("Tick") { store.send(.tick) }
        }
    }
}

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView(store: Store(initialState: Counter.State()) { Counter() })
        }
    }
}

#scenario("sending an action runs only the view that reads the field the reducer wrote") {
    tap("Increment")
    #expectUpdates(CountText.self)
    #expect(find(CountText.self).store.count == 1)
}

#scenario("an action that leaves the field as it was runs nothing") {
    tap("Reset")
    #expectUpdates()
}

#scenario("a scoped child's action runs the child's view, not its parent's") {
    tap("Tick")
    #expectUpdates(StopwatchView.self)
    #expect(find(StopwatchView.self).store.seconds == 1)
}

#scenario("a run effect's action comes after the update settles and runs the view that reads it") {
    tap("Increment")
    #expectUpdates(CountText.self)
    tap("Fact")
    #expectUpdates(FactText.self)
    #expect(find(FactText.self).store.fact == "1 is a number")
}
