// 05 — List rows that hand each book to a BookView.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "You can also share an observable model data object with another view. The
//   receiving view forms a dependency if it reads any properties of the object in its
//   body. For example, in the following code `LibraryView` shares an instance of `Book`
//   with `BookView`, and `BookView` displays the book's `title`. If the book's `title`
//   changes, SwiftUI updates only `BookView`, and not `LibraryView`, because only
//   `BookView` reads the `title` property."
// - SPEC rules 6 and 11: a row re-runs whenever LibraryView, which builds the List,
//   runs; a BookView re-runs from its row only if its stored `book` is a different object.
//
// The row closure itself reads nothing observable (it only passes `book` on), so a
// title change runs the BookView, not the "List row" around it.

import SwiftUI
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        List(books) { book in
            BookView(book: book)
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

#Preview {
    LibraryView()
}

#scenario("a title change updates only the BookView that shows it: not its row, not LibraryView") {
    root.books[1].title = "A New Title"
    #expectUpdates(BookView.self)
    #expect(findAll(BookView.self)[1].book.title == "A New Title")
    #expect(findAll(BookView.self)[0].book.title == "Sample Book Title")
}

#scenario("two title changes in one step update exactly two BookViews") {
    root.books[0].title = "First"
    root.books[2].title = "Third"
    #expectUpdates(BookView.self, BookView.self)
}

#scenario("appending a book runs LibraryView and inserts a row with its BookView") {
    root.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row", BookView.self)
    #expect(findAll(BookView.self).count == 4)
}

#scenario("deleting a book removes its row and BookView; the deleted book's title is no longer watched") {
    let deleted = root.books[0]
    root.books.remove(at: 0)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row", BookView.self)
    deleted.title = "Gone"
    #expectUpdates()
}

#scenario("replacing a book removes its row and BookView and inserts new ones") {
    root.books[2] = Book()
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row", BookView.self)
    #expectInserted("List row", BookView.self)
}

#scenario("reversing the books runs LibraryView and its rows (their List was rebuilt): each row keeps its book, so no BookView runs") {
    root.books = root.books.reversed()
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted()
    #expectRemoved()
}
