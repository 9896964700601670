// 16 — A custom EnvironmentKey for the library: `.environment(\.library, library)`.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Share model data throughout a view hierarchy":
//   "Before you can use the environment(_:_:) modifier, you need to create a custom
//   EnvironmentKey. Then extend EnvironmentValues to include a custom environment
//   property that gets and sets the value for the custom key." (code: `extension
//   EnvironmentValues { var library: Library { get { self[LibraryKey.self] } set {
//   self[LibraryKey.self] = newValue } } }` and `private struct LibraryKey:
//   EnvironmentKey { static let defaultValue: Library = Library() }`).
// - same section: "With the custom environment key and property in place, a view can add
//   model data to its environment." (code: BookReaderApp with
//   `LibraryView().environment(\.library, library)`), and "To retrieve the Library
//   instance from the environment, a view defines a local variable that stores a
//   reference to the instance, and then wraps the variable with the Environment property
//   wrapper, passing in the key path to the custom environment value." (code:
//   `@Environment(\.library) private var library`).
// - SPEC rule 8: `EnvironmentKey.defaultValue` supplies the value where none was set; a
//   view whose entry changed at its position runs again if it declares it.
//
// The seed's LibraryView body is `// ...`; here it shows the books and the library's
// name. LibraryNameView and TwoLibrariesView are ours.

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

extension EnvironmentValues {
    var library: Library {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

private struct LibraryKey: EnvironmentKey {
    static let defaultValue: Library = Library()
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(\.library, library)
        }
    }
}

struct LibraryView: View {
    @Environment(\.library) private var library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .navigationTitle(library.name)
        }
    }
}

struct LibraryNameView: View {
    @Environment(\.library) private var library

    var body: some View {
        Text(library.name)
    }
}

// One view gets the state's library; the other two fall back to LibraryKey.defaultValue.
struct TwoLibrariesView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibraryNameView()
                .environment(\.library, library)
            LibraryNameView()
            LibraryNameView()
        }
    }
}

#scenario("LibraryView reads the library the App set under the custom key") {
    #expect(find(LibraryView.self).library === root.library)
}

#scenario("renaming the library through the key path entry runs LibraryView only") {
    root.library.name = "Town Library"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expect(find(LibraryView.self).library.name == "Town Library")
}

#scenario("a book's title belongs to its row, not to LibraryView") {
    root.library.books[0].title = "Emma"
    #expectUpdates("List row")
}

#scenario("a new library under the key runs the App and LibraryView and replaces the rows") {
    root.library = Library()
    #expectUpdates(BookReaderApp.self, LibraryView.self)
    #expectRemoved("List row", "List row", "List row")
    #expectInserted("List row", "List row", "List row")
    #expect(find(LibraryView.self).library === root.library)
}

#scenario("only the view under the library key modifier sees the state's library; the others share the one defaultValue", root: TwoLibrariesView()) {
    #expect(findAll(LibraryNameView.self)[0].library === root.library)
    #expect(findAll(LibraryNameView.self)[1].library !== root.library)
    #expect(findAll(LibraryNameView.self)[1].library === findAll(LibraryNameView.self)[2].library)
}

#scenario("renaming the state's library runs only the view that sees it", root: TwoLibrariesView()) {
    root.library.name = "Town Library"
    #expectUpdates(LibraryNameView.self)
    #expect(findAll(LibraryNameView.self)[0].library.name == "Town Library")
    #expect(findAll(LibraryNameView.self)[1].library.name != "Town Library")
}

#scenario("replacing the state's library runs the host and the one view under the modifier", root: TwoLibrariesView()) {
    root.library = Library()
    #expectUpdates(TwoLibrariesView.self, LibraryNameView.self)
}

// Kept last: it renames the shared default library.
#scenario("with nothing set, LibraryView reads LibraryKey.defaultValue and observes it like any library", root: LibraryView()) {
    #expect(root.library.books.count == 3)
    root.library.name = "The default library"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    root.library.books[2].title = "Default title"
    #expectUpdates("List row")
}
