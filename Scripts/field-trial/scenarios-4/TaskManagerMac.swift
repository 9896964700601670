#scenario("Add New Task appends through the binding to the window's task list") {
    tap("Add New Task")
    #expect(find(TaskListView.self).tasks.count == 12)
    #expect(find(ContentView.self).allTasks.count == 12)
}

#scenario("searching runs the window's root, which swaps the editable list for the filtered one") {
    search("genius")
    #expectUpdates(ContentView.self)
    #expect(findAll(StaticTaskListView.self).count == 1)
    #expect(findAll(TaskListView.self).isEmpty)
}
