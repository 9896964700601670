#scenario("the Episodes tab shows the episodes list; the main view, whose body made the selection's Binding(get:set:), runs again") {
    tap("Episodes")
    // Corrected in session 11 (was: nothing runs): UpdateModel rule 5 — the coordinator's
    // tabSelectionBinding is a Binding(get:set:) made in MainView's body, whose get runs there once
    // and reads the @Observable coordinator's tabSelection: MainView depends on it.
    #expectUpdates(MainView.self)
    #expect(findAll(EpisodesListView.self).count == 1)
}
