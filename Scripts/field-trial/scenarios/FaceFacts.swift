#scenario("tapping Add Person inserts a person and pushes its editor: PeopleView's @Query changes so it runs and gains a row; ContentView only projects $path and does not run") {
    tap("Add Person")
    // Rule 7: the pushed editor covers the list, so the list is hidden (kept, not found on screen).
    #expect(try find(EditPersonView.self).modelContext.fetch(FetchDescriptor<Person>()).count == 1)
    #expectUpdates(PeopleView.self)
    #expectInserted("ForEach row", EditPersonView.self)
}

#scenario("typing the new person's name runs EditPersonView (its $person.name binding reads it) and that person's row") {
    tap("Add Person")
    #expectInserted("ForEach row", EditPersonView.self)
    type("Paul", into: "Name")
    // Rule 7: the pushed editor covers the list, so the list is hidden (kept, not found on screen).
    #expect(find(EditPersonView.self).person.name == "Paul")
    #expectUpdates(EditPersonView.self, "ForEach row")
}

#scenario("searching runs ContentView (it reads searchText) and PeopleView, whose new Query is a different input") {
    search("Pa")
    #expectUpdates(ContentView.self, PeopleView.self)
}
