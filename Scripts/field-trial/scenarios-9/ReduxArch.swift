#scenario("Increment dispatches to the store: the published state runs the content view again and the counter reads 1") {
    tap("Increment")
    #expectUpdates(ContentView.self)
    #expect(root.store.state.counterState.counter == 1)
}
#scenario("Increment Async has no middleware installed, yet the store publishes its state again: the content view runs, the counter stays 0") {
    tap("Increment Async")
    #expectUpdates(ContentView.self)
    #expect(root.store.state.counterState.counter == 0)
}
