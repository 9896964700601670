#scenario("searching runs the recipe list again: its empty state reads the search text") {
    search("pasta")
    #expectUpdates(RecipeListView.self)
}
#scenario("New Recipe presents the recipe form; the list passes a binding to the sheet and does not run again") {
    tap("New Recipe")
    #expectUpdates()
    #expect(findAll(RecipeFormView.self).count == 1)
}
