// What each change should run: read by ViewGraph with Library.swift as one program.

#scenario("renaming a book runs only the row that shows it") {
    root.library.books[1].title = "Persuasion"
    #expectUpdates(BookRow.self)
}

#scenario("starring a book runs its row, which now shows a star") {
    root.library.books[0].isFavorite = true
    #expectUpdates(BookRow.self)
}

#scenario("adding a book runs the list and inserts one row") {
    root.library.books.append(Book(title: "Middlemarch"))
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row", BookRow.self)
}
