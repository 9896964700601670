#scenario("with no recipes, Add Recipe opens the recipe form") {
    tap("Add Recipe")
    #expect(findAll(RecipeForm.self).count == 1)
}

#scenario("the Categories tab shows the categories") {
    tap("Categories")
    #expect(findAll(CategoriesView.self).count == 1)
}
