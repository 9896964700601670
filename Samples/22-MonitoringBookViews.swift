// 22 — An ObservableObject Book observed through a view hierarchy.
//
// Seeds (monitoring-model-data-changes.md, English part):
// - "Make model data observable": "To publish a property, add the Published property
//   wrapper to the property's declaration" (code: `class Book: ObservableObject {
//   @Published var title = "Sample Book Title"; let identifier = UUID() // A unique
//   identifier that never changes. }`); "You can still display the identifier in your
//   user interface, but because it isn't published, SwiftUI doesn't watch that particular
//   property for changes."
// - "Monitor changes in observable objects": "To tell SwiftUI to monitor an observable
//   object, add the ObservedObject property wrapper to the property's declaration"
//   (code: BookView with `@ObservedObject var book: Book` and `Text(book.title)`), and
//   "You can also pass an entire observable object to a child view and share model
//   objects across levels of a view hierarchy" (code: BookView building
//   `BookEditView(book: book)`, BookEditView with `@ObservedObject var book: Book`).
// - "Instantiate a model object in a view": code LibraryView with
//   `@StateObject private var book = Book()` and `BookView(book: book)`; "each
//   `LibraryView` in the following code gets a unique `Book` instance:" `VStack {
//   LibraryView(); LibraryView() }`.
// - "Create a two-way connection using bindings": BookEditView with
//   `TextField("Title", text: $book.title)`.
// - SPEC rule 9: every view that declares @StateObject / @ObservedObject for the book
//   runs again on each @Published write, whether or not its body reads the property.
//
// The seed shows two BookView bodies (`Text(book.title)` and `BookEditView(book: book)`);
// here one BookView holds both in a VStack. Shelf is ours.

import SwiftUI
import Combine

class Book: ObservableObject {
    @Published var title = "Sample Book Title"

    let identifier = UUID() // A unique identifier that never changes.
}

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        VStack {
            Text(book.title)
            BookEditView(book: book)
        }
    }
}

struct BookEditView: View {
    @ObservedObject var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

struct LibraryView: View {
    @StateObject private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

struct Shelf: View {
    var body: some View {
        VStack {
            LibraryView()
            LibraryView()
        }
    }
}

#Preview {
    LibraryView()
}

#scenario("typing a title runs every view that observes the book: the owner, BookView and the editor") {
    type("Dune", into: "Title")
    #expectUpdates(LibraryView.self, BookView.self, BookEditView.self)
    #expect(root.book.title == "Dune")
}

#scenario("BookView and BookEditView observe the state object LibraryView owns") {
    #expect(find(BookView.self).book === root.book)
    #expect(find(BookEditView.self).book === root.book)
}

#scenario("typing the title the book already has still runs all three: @Published does not compare") {
    type("Sample Book Title", into: "Title")
    #expectUpdates(LibraryView.self, BookView.self, BookEditView.self)
}

#scenario("each LibraryView gets a unique Book", root: Shelf()) {
    #expect(findAll(LibraryView.self)[0].book !== findAll(LibraryView.self)[1].book)
    #expect(findAll(LibraryView.self)[0].book.identifier != findAll(LibraryView.self)[1].book.identifier)
}

#scenario("a title change in the second library runs the second library's three views only; Shelf declares nothing", root: Shelf()) {
    findAll(LibraryView.self)[1].book.title = "Emma"
    #expectUpdates(LibraryView.self, BookView.self, BookEditView.self)
    #expect(findAll(BookView.self)[0].book.title == "Sample Book Title")
    #expect(findAll(BookView.self)[1].book.title == "Emma")
}
