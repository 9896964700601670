#scenario("Add appends a todo: the list view observes the todos and runs again, and a todo row appears") {
    tap("Add")
    #expectUpdates(AppView.self)
    #expect(findAll(TodoView.self).count == 1)
}
