// 03 — A computed property counts the stored properties it touches.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "Observation also supports tracking of computed properties when the computed
//   property makes use of an observable property. For instance, the view in the
//   following code updates when the number of available books changes:"
//   (code: `Library.availableBooksCount { books.filter(\.isAvailable).count }` shown in
//   `.navigationTitle("Books available: \(library.availableBooksCount)")`).
// - same section: "The view stores the List content closure as an @escaping closure
//   that SwiftUI calls when lazily creating list items ... Any changes to a title
//   updates only the individual Text representing the book and not the others."
// - same page, "Create the source of truth for model data": the App keeps
//   `@State private var library = Library()`.
//
// Rewritten: the seed reads the library with `@Environment(Library.self)` and the App
// adds it with `.environment(library)`. Environment is the next issue, so here the App
// keeps the library in @State and passes it to LibraryView as an input.
//
// LibraryView's body depends on `library.books` and, through availableBooksCount, on
// `isAvailable` of every book in the array. The rows depend on their book's title.

import SwiftUI
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

@Observable class Library {
    var books: [Book] = [Book(), Book(), Book()]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    var library: Library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .navigationTitle("Books available: \(library.availableBooksCount)")
        }
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView(library: library)
        }
    }
}

#scenario("checking out a book changes availableBooksCount: LibraryView runs again, and its rows with it (its List was rebuilt)") {
    root.library.books[0].isAvailable = false
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expect(root.library.availableBooksCount == 2)
}

#scenario("changing a title updates only the row that shows it, not LibraryView") {
    find(LibraryView.self).library.books[1].title = "A New Title"
    #expectUpdates("List row")
}

#scenario("two availability changes in one step run LibraryView once") {
    root.library.books[0].isAvailable = false
    root.library.books[2].isAvailable = false
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expect(root.library.availableBooksCount == 1)
}

#scenario("checking a book out and back in within one step still runs LibraryView: it depends on isAvailable, not on the count's value") {
    root.library.books[1].isAvailable = false
    root.library.books[1].isAvailable = true
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expect(root.library.availableBooksCount == 3)
}

#scenario("appending a book updates LibraryView and inserts one row; the existing rows run again (their List was rebuilt)") {
    root.library.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row")
    #expect(root.library.availableBooksCount == 4)
}

#scenario("a removed book is no longer counted: changing its availability updates nothing") {
    let removed = root.library.books[2]
    root.library.books.remove(at: 2)
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row")
    removed.isAvailable = false
    #expectUpdates()
    #expect(root.library.availableBooksCount == 2)
}

#scenario("replacing the App's library runs the App body and LibraryView, and replaces every row") {
    root.library = Library()
    #expectUpdates(BookReaderApp.self, LibraryView.self)
    #expectRemoved("List row", "List row", "List row")
    #expectInserted("List row", "List row", "List row")
}
