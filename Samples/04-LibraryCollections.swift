// 04 — A view that reads a collection tracks the collection; its rows track the books.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "When a view forms a dependency on a collection of objects, of any collection type,
//   the view tracks changes made to the collection itself. For instance, the view in
//   the following code forms a dependency on `books` because `body` reads it. As changes
//   occur to `books`, such as inserting, deleting, moving, or replacing items in the
//   collection, SwiftUI updates the view."
//   and "However, `LibraryView` doesn't form a dependency on the property `title`
//   because the view's body doesn't read it directly. ... Any changes to a `title`
//   updates only the individual Text representing the book and not the others."
// - SPEC rule 3 (append/remove/reorder/replace write the array; `books[0].title = …`
//   writes the book) and rule 11 (rows are matched by element identity; for an
//   Identifiable class that is the object).

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
            Text(book.title)
        }
    }
}

#Preview {
    LibraryView()
}

#scenario("inserting a book updates LibraryView and inserts one row; the other rows run again (their List was rebuilt)") {
    root.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row")
    root.books.insert(Book(), at: 0)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, Array(repeating: "List row", count: 4))
    #expectInserted("List row")
    #expect(root.books.count == 5)
}

#scenario("deleting a book updates LibraryView and removes its row") {
    root.books.remove(at: 1)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row")
    #expect(root.books.count == 2)
}

#scenario("moving books updates LibraryView; every row keeps its identity and runs again (its List was rebuilt)") {
    root.books.swapAt(0, 2)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted()
    #expectRemoved()
    let first = root.books.removeFirst()
    root.books.append(first)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted()
    #expectRemoved()
}

#scenario("replacing a book with another one updates LibraryView and swaps its row") {
    root.books[1] = Book()
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row")
    #expectInserted("List row")
}

#scenario("changing a book's title updates only the row that shows it, not LibraryView") {
    root.books[0].title = "A New Title"
    #expectUpdates("List row")
    root.books[1].title = "Another Title"
    root.books[2].title = "A Third Title"
    #expectUpdates("List row", "List row")
}

#scenario("isAvailable is read by nobody, and writing a title it already has is not a change") {
    root.books[0].isAvailable = false
    #expectUpdates()
    root.books[2].title = "Sample Book Title"
    #expectUpdates()
}

#scenario("a deleted book's row is gone: changing the deleted book's title updates nothing") {
    let deleted = root.books[0]
    root.books.remove(at: 0)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row")
    deleted.title = "Gone"
    #expectUpdates()
}
