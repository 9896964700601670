// 08 — An observable object kept in @State is the view's own source of truth.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Create the source of truth for model data":
//   "By wrapping the book with State, you're telling SwiftUI to manage the storage of
//   the instance. Each time SwiftUI re-creates `BookView`, it connects the `book`
//   variable to the managed instance, providing the view a single source of truth for
//   the model data." (code: `@State private var book = Book()`, `Text(book.title)`).
// - model-data-state-binding-stateobject.md, "Store observable objects"
//   (code: ContentView with `@State private var library = Library()` passing it to
//   `LibraryView(library: library)`).
// - SPEC rule 4 (each @State is storage of one view identity, initialised once) and
//   rule 6 (@State is not an input: a BookView with nothing but @State never runs again
//   just because its parent did).

import SwiftUI
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

@Observable class Library {
    var name = "My library of books"
    var books: [Book] = [Book(), Book(), Book()]
}

struct BookView: View {
    @State private var book = Book()

    var body: some View {
        Text(book.title)
    }
}

struct ShelfView: View {
    @State private var label = "Shelf A"

    var body: some View {
        VStack {
            Text(label)
            BookView()
            BookView()
        }
    }
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        LibraryView(library: library)
    }
}

struct LibraryView: View {
    var library: Library

    var body: some View {
        Text(library.name)
    }
}

#Preview {
    ShelfView()
}

#scenario("each BookView owns its own book: a title change in the first updates only the first") {
    findAll(BookView.self)[0].book.title = "Mine"
    #expectUpdates(BookView.self)
    #expect(findAll(BookView.self)[1].book.title == "Sample Book Title")
}

#scenario("re-running the parent neither runs BookView again nor creates a new book for it") {
    findAll(BookView.self)[0].book.title = "Kept"
    #expectUpdates(BookView.self)
    root.label = "Shelf B"
    #expectUpdates(ShelfView.self)
    #expect(findAll(BookView.self)[0].book.title == "Kept")
}

#scenario("replacing the book in a BookView's state updates that BookView; storing the same object again does not") {
    findAll(BookView.self)[1].book = Book()
    #expectUpdates(BookView.self)
    let current = findAll(BookView.self)[1].book
    findAll(BookView.self)[1].book = current
    #expectUpdates()
}

#scenario("isAvailable of a state-held book is read by nobody") {
    findAll(BookView.self)[0].book.isAvailable = false
    #expectUpdates()
}

#scenario("a library kept in ContentView's state: renaming it updates LibraryView only", root: ContentView()) {
    root.library.name = "Town Library"
    #expectUpdates(LibraryView.self)
    #expect(find(LibraryView.self).library.name == "Town Library")
    root.library.books.append(Book())
    #expectUpdates()
}

#scenario("replacing the library in ContentView's state runs ContentView and LibraryView", root: ContentView()) {
    root.library = Library()
    #expectUpdates(ContentView.self, LibraryView.self)
}
