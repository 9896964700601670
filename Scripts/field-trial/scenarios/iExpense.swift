#scenario("tapping Add Expense presents AddView without running ContentView: the sheet only projects $showingAddExpense") {
    tap("Add Expense")
    #expectUpdates()
    #expectInserted(AddView.self, "ForEach row", "ForEach row")
}

#scenario("filling in AddView runs no body, and Save appends an item: ContentView runs, a row appears, the sheet closes") {
    tap("Add Expense")
    #expectInserted(AddView.self, "ForEach row", "ForEach row")
    type("Lunch", into: "Name")
    type("12", into: "Amount")
    #expectUpdates()
    tap("Save")
    #expect(find(ContentView.self).expenses.items.count == 1)
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row")
    #expectRemoved(AddView.self, "ForEach row", "ForEach row")
}

#scenario("swiping a row away runs ContentView and removes that row") {
    find(ContentView.self).expenses.items.append(ExpenseItem(name: "Taxi", type: "Business", amount: 20))
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row")
    delete(row: 0)
    #expect(find(ContentView.self).expenses.items.isEmpty)
    #expectUpdates(ContentView.self)
    #expectRemoved("ForEach row")
}
