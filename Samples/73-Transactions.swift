// 73 — Transactions and the main actor run what they are given (rule 12).
//
// - `withTransaction(_:_:)` runs its body at once, inside the transaction: its writes are made
//   and batched with the action's, like `withAnimation`'s (Apple, withTransaction(_:_:):
//   "Executes a closure with the specified transaction and returns the result").
// - `await MainActor.run { … }` in a task runs its body on the main actor and returns its
//   result: a launch has one thread, the main one, so it runs at once (Apple, MainActor.run:
//   "Execute the given body closure on the main actor").
// - `.transaction { t in … }` changes the transaction of each update that passes through the
//   view; SwiftUI calls it during the update, so a write in it is a write during an update.
// - ViewGraph draws no animation: a transaction changes nothing in an update set.
//
// Counter is ours.

import SwiftUI

struct Counter: View {
    @State private var count = 0
    @State private var loaded = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Text("Loaded \(loaded)")
            Button("Add quietly") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    count += 1
                }
            }
            Button("Add without animation") {
                withTransaction(\.disablesAnimations, true) {
                    count += 10
                }
            }
            Button("Load") {
                Task {
                    let value = await MainActor.run { loaded + 5 }
                    await MainActor.run { loaded = value }
                }
            }
        }
        .transaction { transaction in
            transaction.animation = nil
        }
    }
}

#scenario("withTransaction runs its body: the write is made and runs the view that reads it", root: Counter()) {
    tap("Add quietly")
    #expect(root.count == 1)
    #expectUpdates(Counter.self)
    tap("Add without animation")
    #expect(root.count == 11)
    #expectUpdates(Counter.self)
}

#scenario("MainActor.run in a task runs its body and returns what it returns", root: Counter()) {
    tap("Load")
    #expect(root.loaded == 5)
    #expectUpdates(Counter.self)
}
