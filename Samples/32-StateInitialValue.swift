// 32 — `State(initialValue:)` in an init: the initial value is part of the view's value.
//
// Seeds:
// - model-data-state-binding-stateobject.md, "Use state as the single source of truth":
//   SwiftUI manages the state's storage; the view's initializer only gives it a first
//   value, which it uses when the view first appears.
// - SPEC rule 6: "Storage the framework owns (`@State`, …) is not an input; … — and so is
//   the initial value a view passes to `State(initialValue:)` in its `init`: a different
//   one runs the child, whose state keeps its stored value." (A `State` holds the value it
//   was given; SwiftUI compares the new view value, that value included, with the old.)
// - SPEC rule 4: state is initialised once, when the identity first appears.

import SwiftUI

struct Counter: View {
    @State private var count: Int

    init(start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

struct Board: View {
    @State private var start = 10
    @State private var title = "Board"

    var body: some View {
        VStack {
            Text(title)
            Counter(start: start)
            Button("Restart at 20") { start = 20 }
            Button("Rename") { title = "Scores" }
        }
    }
}

#scenario("a different start runs Counter, whose state keeps the value it stores") {
    tap("Add")
    #expectUpdates(Counter.self)
    tap("Restart at 20")
    #expectUpdates(Board.self, Counter.self)
    #expect(find(Counter.self).count == 11)
}

#scenario("the same start does not run Counter") {
    tap("Rename")
    #expectUpdates(Board.self)
}

#scenario("after a new start, that start is what the next comparison sees") {
    tap("Restart at 20")
    #expectUpdates(Board.self, Counter.self)
    tap("Rename")
    #expectUpdates(Board.self)
}
