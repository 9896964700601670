#scenario("the Episodes tab shows the episodes list; the main view hands the tab selection over in a binding and does not run again") {
    tap("Episodes")
    #expectUpdates()
    #expect(findAll(EpisodesListView.self).count == 1)
}
