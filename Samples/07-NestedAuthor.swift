// 07 — Dependencies through a nested observable object (`book.author.name`).
//
// Seeds:
// - managing-model-data-in-your-app.md, "Make model data observable" (Book with
//   `var author = Author()`) and "Observe model data in a view":
//   "A view can also form a dependency on an observable data model object accessed
//   through another object. For example, the view in the following code updates when
//   the author's `name` changes:" (code: LibraryItemView showing `book.title` and
//   "Written by: \(book.author.name)").
// - SPEC rule 1 (reading `book.author.name` reads Book.author and Author.name) and
//   rule 2 (assigning the same Author object is not a change).
//
// Each Book() creates its own Author(), so the three rows start with three authors.

import SwiftUI
import Observation

@Observable class Author {
    var name = "Jane Austen"
}

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var author = Author()
    var isAvailable = true
}

struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        List(books) { book in
            LibraryItemView(book: book)
        }
    }
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
            Text("Written by: \(book.author.name)")
                .font(.caption)
        }
    }
}

#Preview {
    LibraryView()
}

#scenario("renaming a book's author updates the one LibraryItemView that reads it through the book") {
    root.books[0].author.name = "Mary Shelley"
    #expectUpdates(LibraryItemView.self)
    #expect(findAll(LibraryItemView.self)[0].book.author.name == "Mary Shelley")
    #expect(findAll(LibraryItemView.self)[1].book.author.name == "Jane Austen")
}

#scenario("isAvailable is not read: changing it updates nothing, while a title change updates its item") {
    root.books[1].isAvailable = false
    #expectUpdates()
    root.books[1].title = "Frankenstein"
    #expectUpdates(LibraryItemView.self)
}

#scenario("replacing a book's author updates its item; the replaced author is no longer watched") {
    let oldAuthor = root.books[2].author
    root.books[2].author = Author()
    #expectUpdates(LibraryItemView.self)
    oldAuthor.name = "Nobody"
    #expectUpdates()
    root.books[2].author.name = "Somebody"
    #expectUpdates(LibraryItemView.self)
}

#scenario("assigning a book the author object it already has updates nothing") {
    let same = root.books[1].author
    root.books[1].author = same
    #expectUpdates()
}

#scenario("an author shared by two books updates both items when renamed") {
    let shared = Author()
    root.books[0].author = shared
    root.books[2].author = shared
    #expectUpdates(LibraryItemView.self, LibraryItemView.self)
    shared.name = "Anonymous"
    #expectUpdates(LibraryItemView.self, LibraryItemView.self)
    #expect(findAll(LibraryItemView.self)[2].book.author.name == "Anonymous")
}
