// HabitTracker: the New Habit sheet (typing a name enables Add, Cancel dismisses) and the empty-state
// menu. Adding a habit is left out: ContentView then calls Calendar.ordinality, which ViewGraph lacks.

#scenario("New Habit sheet: typing a name runs AddHabitView; Cancel dismisses and adds nothing") {
    #expect(find(ContentView.self).habits.isEmpty)
    tap("New Habit")
    #expectInserted(AddHabitView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    #expectUpdates()
    #expect(find(ContentView.self).showingAddSheet)
    type("Read", into: "Habit name")
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(AddHabitView.self, Array(repeating: "ForEach row", count: 9))
    #expect(find(AddHabitView.self).name == "Read")
    tap("Cancel")
    #expectRemoved(AddHabitView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    #expectUpdates()
    #expect(find(ContentView.self).showingAddSheet == false)
    #expect(find(ContentView.self).habits.isEmpty)
}

#scenario("Import Backup raises the file importer flag without running ContentView") {
    tap("Import Backup")
    #expectUpdates()
    #expect(find(ContentView.self).showingImportSheet)
}
