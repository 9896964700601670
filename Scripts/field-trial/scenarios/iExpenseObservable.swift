#scenario("tapping Add Expense pushes AddView without running ContentView") {
    tap("Add Expense")
    #expectUpdates()
    #expectInserted(AddView.self, "ForEach row", "ForEach row")
}

#scenario("typing an amount runs no body; Save appends: ContentView runs, both sections' ForEach get a row, AddView is popped") {
    tap("Add Expense")
    #expectInserted(AddView.self, "ForEach row", "ForEach row")
    type("12", into: "Amount")
    #expectUpdates()
    tap("Save")
    #expect(find(ContentView.self).expenses.items.count == 1)
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row", "ForEach row")
    #expectRemoved(AddView.self, "ForEach row", "ForEach row")
}

#scenario("tapping Cancel pops AddView and runs nothing") {
    tap("Add Expense")
    #expectInserted(AddView.self, "ForEach row", "ForEach row")
    tap("Cancel")
    #expectUpdates()
    #expectRemoved(AddView.self, "ForEach row", "ForEach row")
}
