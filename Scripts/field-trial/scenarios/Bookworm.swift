#scenario("tapping Add Book presents AddBookView without running ContentView; typing a title runs no body (7 genre rows and RatingView's 5 star rows appear with it)") {
    tap("Add Book")
    #expectUpdates()
    #expectInserted(AddBookView.self, RatingView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    type("Dune", into: "Name of book")
    #expectUpdates()
}

#scenario("saving a new book: the @Query changes, so ContentView runs and a row with its EmojiRatingView appears; the sheet closes") {
    tap("Add Book")
    #expectInserted(AddBookView.self, RatingView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row")
    type("Dune", into: "Name of book")
    type("Frank Herbert", into: "Author's name")
    tap("Save")
    #expect(find(ContentView.self).books.count == 1)
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row", EmojiRatingView.self)
    #expectRemoved(AddBookView.self, RatingView.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row", "ForEach row")
}
