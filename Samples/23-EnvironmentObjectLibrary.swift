// 23 — A library created as a @StateObject of the App and shared with environmentObject.
//
// Seeds (monitoring-model-data-changes.md, English part):
// - "Instantiate a model object in a view": "You can also create a state object in your
//   top level App instance, or in one of your app's Scene instances." (code:
//   `@main struct BookReader: App { @StateObject private var library = Library() }`).
// - "Share an object throughout your app": "you can use the environmentObject(_:) view
//   modifier to put the object into the environment instead" (code: BookReader with
//   `LibraryView().environmentObject(library)` in its WindowGroup), "Any descendant view
//   of the view to which you apply the modifier can then access the data model instance
//   by declaring a property with the EnvironmentObject property wrapper" (code:
//   `struct LibraryView: View { @EnvironmentObject var library: Library }`), and
//   "remember to also add it to the preview provider of any view that uses the object"
//   (code: `LibraryView().environmentObject(Library())`).
// - "Make model data observable": `class Book: ObservableObject { @Published var title =
//   "Sample Book Title"; let identifier = UUID() }`.
// - SPEC rule 3 (mutating a property of a class element is not a write to the array),
//   rule 9 (every declaring unit subscribes to objectWillChange; the App's @StateObject
//   included), rule 11 (rows identified by the `id:` key path).
//
// The seed leaves Library's members and LibraryView's body as `// ...`; here Library
// publishes `books` and LibraryView lists them, each row a BookView observing its book.
// LibraryPreview stands in for the seed's PreviewProvider.

import SwiftUI
import Combine

class Book: ObservableObject {
    @Published var title = "Sample Book Title"

    let identifier = UUID() // A unique identifier that never changes.
}

class Library: ObservableObject {
    @Published var books: [Book] = [Book(), Book(), Book()]
}

@main
struct BookReader: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
        }
    }
}

struct LibraryView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        List(library.books, id: \.identifier) { book in
            BookView(book: book)
        }
    }
}

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        Text(book.title)
    }
}

struct LibraryPreview: View {
    var body: some View {
        LibraryView()
            .environmentObject(Library())
    }
}

#scenario("LibraryView reads the App's state object from the environment") {
    #expect(find(LibraryView.self).library === root.library)
    #expect(findAll(BookView.self).count == 3)
}

#scenario("appending a book publishes books: the App and LibraryView run, one row and its BookView appear") {
    root.library.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(BookReader.self, LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row", BookView.self)
}

#scenario("a book's title is the book's own @Published property: only that book's BookView runs") {
    root.library.books[0].title = "Dune"
    #expectUpdates(BookView.self)
    #expect(findAll(BookView.self)[0].book.title == "Dune")
}

#scenario("replacing one book gives a new identifier: its row and BookView are replaced, the other rows run again but not their BookViews") {
    root.library.books[1] = Book()
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(BookReader.self, LibraryView.self, "List row", "List row")
    #expectRemoved("List row", BookView.self)
    #expectInserted("List row", BookView.self)
}

#scenario("writing the same array back is still a @Published write: the App, LibraryView and its rows run, no BookView does") {
    let books = root.library.books
    root.library.books = books
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(BookReader.self, LibraryView.self, "List row", "List row", "List row")
    #expectInserted()
    #expectRemoved()
}

#scenario("in the preview host, which declares nothing, only LibraryView subscribes to the library", root: LibraryPreview()) {
    find(LibraryView.self).library.books.removeLast()
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row")
    #expectRemoved("List row", BookView.self)
}

#scenario("LibraryView without an environment object above it is a runtime error naming Library", root: LibraryView()) {
    #expectError("Library")
}
