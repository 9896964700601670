#scenario("the edit button turns edit mode on: the list view reads it and runs again") {
    tap("square.and.pencil")
    #expectUpdates(ToDoListView.self)
}
