// TodoListSD: the task list fed by TaskViewModel (SwiftData behind a @ModelActor DAO): adding through
// the view model, the Edit button, and swipe-to-delete, whose handler is an empty block.
// (The "Add Item" popover cannot be opened: see the report — ViewGraph rejects `NewTaskView { model in … }`.)

#scenario("a task saved through the view model shows up in the list") {
    #expect(find(ContentView.self).viewModel.items.isEmpty)
    find(ContentView.self).viewModel.add(model: ToDoTask(name: "Buy milk", description: "2 litres"))
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row")
    #expect(find(ContentView.self).viewModel.items.count == 1)
    #expect(find(ContentView.self).viewModel.items[0].name == "Buy milk")
    #expect(find(ContentView.self).viewModel.items[0].description == "2 litres")
}

#scenario("Edit then swipe-to-delete: the empty handler keeps the task") {
    find(ContentView.self).viewModel.add(model: ToDoTask(name: "Walk dog"))
    #expect(find(ContentView.self).viewModel.items.count == 1)
    tap("Edit")
    // EditButton is SwiftUI's view: '#expectUpdates' and '#expectInserted' compare the program's views.
    #expectUpdates()
    delete(row: 0)
    #expectUpdates()
    #expect(find(ContentView.self).viewModel.items.count == 1)
}
