#scenario("tapping Add Destination inserts one and pushes its editor: DestinationListingView's @Query changes, so it runs and gains a row") {
    tap("Add Destination")
    // Rule 7: the pushed editor covers the list, so the list is hidden (kept, not found on screen).
    #expect(find(EditDestinationView.self).destination.name == "")
    #expectUpdates(DestinationListingView.self)
    #expectInserted("ForEach row", EditDestinationView.self)
}

#scenario("naming the destination runs its editor and its list row; typing a sight name runs nothing; Add appends a sight row") {
    tap("Add Destination")
    #expectInserted("ForEach row", EditDestinationView.self)
    type("Rome", into: "Name")
    #expectUpdates(EditDestinationView.self, "ForEach row")
    type("Colosseum", into: "Add a new sight in Rome")
    #expectUpdates()
    tap("Add")
    #expect(find(EditDestinationView.self).destination.sights.count == 1)
    #expectUpdates(EditDestinationView.self)
    #expectInserted("ForEach row")
}
