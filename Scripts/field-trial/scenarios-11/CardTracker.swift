#scenario("Skip ends the walkthrough: the content view reads the walkthrough step and runs again; the tabs replace the walkthrough") {
    tap("Skip")
    #expectUpdates(ContentView.self)
    #expect(findAll(WalkThroughtView.self).count == 0)
    #expect(findAll(EventsFilteredList.self).count == 1)
}
