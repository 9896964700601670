#scenario("tapping Change Filter shows the filter dialog; ContentView does not run, it only projects $showingFilters") {
    tap("Change Filter")
    #expect(find(ContentView.self).showingFilters)
    #expectUpdates()
}

#scenario("Cancel in the filter dialog dismisses it") {
    tap("Change Filter")
    #expectUpdates()
    tap("Cancel")
    #expect(find(ContentView.self).showingFilters == false)
    #expectUpdates()
}
