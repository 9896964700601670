#scenario("searching runs the recipe list again: its empty state reads the search text") {
    search("pasta")
    // Corrected in session 11 (was: RecipeListView alone): UpdateModel rule 6 — the indexed list is
    // handed four closures the list's body writes anew, which never compare equal, so it runs; rule
    // 11 — the sort menu's ForEach of the 4 sort options is rebuilt with the body that makes it.
    #expectUpdates(RecipeListView.self, RecipeIndexedListView.self, Array(repeating: "ForEach row", count: 4))
}
#scenario("New Recipe presents the recipe form; the list passes a binding to the sheet and does not run again") {
    tap("New Recipe")
    #expectUpdates()
    #expect(findAll(RecipeFormView.self).count == 1)
}
