// Yummi: stepping through ingredients, adding an ingredient, and opening the Recipes tab / new-recipe sheet.

#scenario("Next Ingredient steps the info card; only IngredientsView runs") {
    tap("Next Ingredient")
    #expectUpdates(IngredientsView.self)
    #expect(find(IngredientsView.self).selectedIngredient == 1)
    for _ in 0..<9 { tap("Next Ingredient") }
    // didSet wraps past the last of the 10 ingredients back to 0
    #expect(find(IngredientsView.self).selectedIngredient == 0)
}

#scenario("typing a name runs nothing; Add New Ingredient appends and runs IngredientsView") {
    type("Kiwi", into: "Ingredient Name")
    #expectUpdates()
    tap("Add New Ingredient")
    #expectUpdates(IngredientsView.self)
    #expect(find(IngredientsView.self).ingredientsList.allIngredients.count == 11)
    #expect(find(IngredientsView.self).ingredientsList.allIngredients[10].name == "Kiwi")
    #expect(find(IngredientsView.self).newIngredientName == "")
}

#scenario("Recipes tab, then Add New Recipe presents NewRecipeView") {
    tap("Recipes")
    #expectInserted(RecipesView.self, "ForEach row", "ForEach row")
    #expectUpdates()
    tap("Add New Recipe")
    // EditButton is SwiftUI's view: '#expectUpdates' and '#expectInserted' compare the program's views.
    #expectInserted(NewRecipeView.self, "List row", "List row", "List row", "List row", "List row", "List row", "List row", "List row", "List row", "List row")
    #expectUpdates()
    #expect(find(RecipesView.self).present)
}
