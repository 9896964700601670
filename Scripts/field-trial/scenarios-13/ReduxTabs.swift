#scenario("Increment dispatches to the counter store: the content view runs again and the counter reads 1") {
    tap("Increment")
    #expectUpdates(ContentView.self)
    #expect(root.store.state.counterState.counter == 1)
}
#scenario("Increment async: the middleware dispatches the increment 2 s later") {
    tap("Increment async")
    advance(seconds: 2)
    #expect(root.store.state.counterState.counter == 1)
}
#scenario("Add Todo presents the task sheet") {
    tap("Add Todo")
    #expect(findAll(AddTaskView.self).count == 1)
}
