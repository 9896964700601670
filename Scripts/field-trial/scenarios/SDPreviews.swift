// SDPreviews (Books): a book inserted into the launch's store appears in the Books tab; tapping its
// message button opens BookCommentView, typing writes the comment, the xmark dismisses; switching to
// the Genres and Authors tabs. The store is reached through ViewGraph's launch container for
// `.modelContainer(for: Book.self)` because no view of this app declares \.modelContext.

#scenario("message button opens the comment sheet; typing writes the comment; xmark dismisses") {
    let ctx = ModelContainer.shared(for: [Book.self]).mainContext
    let genre = Genre(name: "Fiction", color: "FF0000")
    ctx.insert(genre)
    let book = Book(name: "Dune", genre: genre)
    ctx.insert(book)
    #expectUpdates(BooksTabView.self)
    #expectInserted("List row", TagStyle.self)
    tap("message")
    #expectUpdates()
    #expectInserted(BookCommentView.self, TagStyle.self)
    #expect(find(BookCommentView.self).book.name == "Dune")
    type("Great", into: "Comment")
    #expect(book.comment == "Great")
    tap("xmark.circle.fill")
    #expectRemoved(BookCommentView.self, TagStyle.self)
    #expect(find(BooksTabView.self).selectedBook == nil)
}

#scenario("Genres and Authors tabs list what the store holds") {
    let ctx = ModelContainer.shared(for: [Book.self]).mainContext
    ctx.insert(Genre(name: "Mystery", color: "00FF00"))
    ctx.insert(Genre(name: "Fantasy", color: "0000FF"))
    ctx.insert(Author(firstName: "Ursula", lastName: "Le Guin"))
    tap("Genres")
    #expectUpdates()
    #expectInserted(GenresTabView.self, "List row", "List row")
    #expect(find(GenresTabView.self).genres.map { $0.name } == ["Fantasy", "Mystery"])
    tap("Authors")
    #expectUpdates()
    #expectInserted(AuthorsTabView.self, "List row")
    #expect(find(AuthorsTabView.self).authors[0].fullName == "Ursula Le Guin")
}
