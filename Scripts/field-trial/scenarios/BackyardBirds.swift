// BackyardBirds generates five backyards into its SwiftData store at launch.
#scenario("typing a search narrows the backyards to the ones whose name contains it") {
    #expect(findAll(BackyardGridItem.self).count == 5)
    search("Spring")
    // BackyardGrid reads searchText (its .searchable's overlay and BackyardsSearchResults' init,
    // which runs in its body); the results view gets a new @Query and runs.
    // Rule 11: the body that builds a ForEach ran, so every kept row runs its new content closure.
    #expectUpdates(BackyardGrid.self, BackyardsSearchResults.self, "ForEach row")
    #expect(findAll(BackyardGridItem.self).map(\.backyard.name) == ["Bird Springs"])
}

#scenario("clearing the search brings every backyard back, in creation order") {
    search("Calm")
    #expect(findAll(BackyardGridItem.self).map(\.backyard.name) == ["Calm Palms"])
    search("")
    #expect(findAll(BackyardGridItem.self).count == 5)
}
