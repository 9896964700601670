// 15 — An @Observable library shared through the environment by its type.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view": "Observation also
//   supports tracking of computed properties when the computed property makes use of an
//   observable property. For instance, the view in the following code updates when the
//   number of available books changes:" (code: LibraryView with
//   `@Environment(Library.self) private var library`, `List(library.books)` and
//   `.navigationTitle("Books available: \(library.availableBooksCount)")`).
// - same page, "Create the source of truth for model data" / "Share model data throughout
//   a view hierarchy": "To share model data throughout a view hierarchy without needing to
//   pass it to each view, add the model data to the view's environment." (code:
//   `@main struct BookReaderApp: App { @State private var library = Library() ...
//   LibraryView().environment(library) }`), and "But instead of providing a key path to
//   the environment value, you can provide the model data type".
// - same section: "If a view attempts to retrieve an object using its type and that object
//   isn't in the environment, SwiftUI throws exception." and "In cases where there is no
//   guarantee that an object is in the environment, retrieve an optional version of the
//   object ... If the object isn't available the environment, SwiftUI returns `nil`
//   instead of throwing an exception." (code:
//   `@Environment(Library.self) private var library: Library?`).
// - SPEC rule 8: a view depends on an entry only through an @Environment property it
//   declares; views that declare nothing are not touched; a missing non-optional entry is
//   a runtime error naming the type and the view; an optional one reads nil.
//
// The seed's row closure is `// ...`; here it shows `Text(book.title)` as in sample 03.
// ShelfScreen, ShelfHeader, ShelfFooter, AvailabilityBadge, OptionalLibraryView and
// OptionalHost are ours: a deeper subtree that shows who is (and is not) touched.

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

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .navigationTitle("Books available: \(library.availableBooksCount)")
        }
    }
}

// A deeper hierarchy: only AvailabilityBadge declares the environment entry.
struct ShelfScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            ShelfHeader()
            ShelfFooter()
        }
        .environment(library)
    }
}

struct ShelfHeader: View {
    var body: some View {
        VStack {
            Text("My shelf")
            AvailabilityBadge()
        }
    }
}

struct ShelfFooter: View {
    var body: some View {
        Text("Thanks for reading")
    }
}

struct AvailabilityBadge: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text("Books available: \(library.availableBooksCount)")
    }
}

// The optional form reads nil where no Library was set.
struct OptionalLibraryView: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        if let library {
            Text("Books available: \(library.availableBooksCount)")
        } else {
            Text("No library")
        }
    }
}

struct OptionalHost: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            OptionalLibraryView()
                .environment(library)
            OptionalLibraryView()
        }
    }
}

#scenario("LibraryView reads the App's library from the environment") {
    #expect(find(LibraryView.self).library === root.library)
    #expect(find(LibraryView.self).library.availableBooksCount == 3)
}

#scenario("checking out a book changes availableBooksCount: LibraryView and its rows run again (their List was rebuilt), the App does not") {
    root.library.books[0].isAvailable = false
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expect(find(LibraryView.self).library.availableBooksCount == 2)
}

#scenario("changing a title through the environment library updates only the row that shows it") {
    find(LibraryView.self).library.books[1].title = "A New Title"
    #expectUpdates("List row")
}

#scenario("appending a book runs LibraryView and inserts one row; the App does not read books") {
    root.library.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row")
    #expect(find(LibraryView.self).library.availableBooksCount == 4)
}

#scenario("replacing the App's library changes the environment entry: the App and LibraryView run, every row is replaced") {
    root.library = Library()
    #expectUpdates(BookReaderApp.self, LibraryView.self)
    #expectRemoved("List row", "List row", "List row")
    #expectInserted("List row", "List row", "List row")
    #expect(find(LibraryView.self).library === root.library)
}

#scenario("storing the same library again changes nothing") {
    let same = root.library
    root.library = same
    #expectUpdates()
}

#scenario("a new library for the subtree runs the view that sets it and the deep view that declares it; views that declare nothing are not touched", root: ShelfScreen()) {
    root.library = Library()
    #expectUpdates(ShelfScreen.self, AvailabilityBadge.self)
    #expectInserted()
    #expectRemoved()
    #expect(find(AvailabilityBadge.self).library === root.library)
}

#scenario("a book checked out in the environment library runs only the deep view that reads the count", root: ShelfScreen()) {
    root.library.books[2].isAvailable = false
    #expectUpdates(AvailabilityBadge.self)
    #expect(find(AvailabilityBadge.self).library.availableBooksCount == 2)
}

#scenario("an optional @Environment reads the library where one was set and nil where none was", root: OptionalHost()) {
    #expect(findAll(OptionalLibraryView.self)[0].library === root.library)
    #expect(findAll(OptionalLibraryView.self)[1].library == nil)
    root.library.books[0].isAvailable = false
    #expectUpdates(OptionalLibraryView.self)
}

#scenario("an optional @Environment with nothing above it reads nil: no error", root: OptionalLibraryView()) {
    #expect(root.library == nil)
    #expectUpdates()
}

#scenario("a non-optional @Environment(Library.self) with no Library above it is a runtime error", root: LibraryView()) {
    #expectError("Library")
}

#scenario("the error names the missing type", root: AvailabilityBadge()) {
    #expectError("Library")
}

#scenario("the error names the view that asked for it", root: AvailabilityBadge()) {
    #expectError("AvailabilityBadge")
}
