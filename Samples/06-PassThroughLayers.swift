// 06 — An observable object passed through views that do not read it.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "If a view doesn't have any dependencies, SwiftUI doesn't update the view when data
//   changes. This approach allows an observable model data object to pass through
//   multiple layers of a view hierarchy without each intermediate view forming a
//   dependency." (code: LibraryView → LibraryItemView → BookView, with the comments
//   "Will not update when any property of `book` changes." and
//   "Will update when `book.title` changes.")
//   and "However, a view that stores a reference to the observable object updates if
//   the reference changes."
//
// The seed's LibraryView calls `LibraryItemView(book: book)` with no `book` in scope;
// here it passes `books[0]`. LibraryView therefore depends on its `books` state (it
// reads the array), but never on any property of a book.

import SwiftUI
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

// Will not update when any property of `book` changes.
struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        VStack {
            LibraryItemView(book: books[0])
            Button("Rotate") {
                let first = books.removeFirst()
                books.append(first)
            }
        }
    }
}

// Will not update when any property of `book` changes.
struct LibraryItemView: View {
    var book: Book

    var body: some View {
        BookView(book: book)
    }
}

// Will update when `book.title` changes.
struct BookView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

#Preview {
    LibraryView()
}

#scenario("a title change updates only BookView; LibraryView and LibraryItemView just pass the book through") {
    root.books[0].title = "A New Title"
    #expectUpdates(BookView.self)
    #expect(find(BookView.self).book.title == "A New Title")
}

#scenario("an isAvailable change updates no view at all") {
    find(LibraryItemView.self).book.isAvailable = false
    #expectUpdates()
}

#scenario("appending to books runs LibraryView, but LibraryItemView's book is the same object so nothing below runs") {
    root.books.append(Book())
    #expectUpdates(LibraryView.self)
}

#scenario("replacing the first book changes the stored references: LibraryView, LibraryItemView and BookView all run") {
    root.books[0] = Book()
    #expectUpdates(LibraryView.self, LibraryItemView.self, BookView.self)
}

#scenario("tapping Rotate hands a different book down; the book that left is no longer watched") {
    let oldFirst = root.books[0]
    tap("Rotate")
    #expectUpdates(LibraryView.self, LibraryItemView.self, BookView.self)
    oldFirst.title = "Not Shown"
    #expectUpdates()
    root.books[0].title = "Shown"
    #expectUpdates(BookView.self)
}
