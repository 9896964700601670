// 36 — A hundred rows: what one change costs in a list the size of a real screen.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view": a view that
//   reads a property of an observable object depends on that property only, so a change
//   to one book's title updates the one view that shows it.
// - SPEC rules 6 and 11: each row is a unit with its element as its input; a parent
//   that runs again compares its rows' elements (the same objects) and skips them.
//
// LibraryView shows a greeting that depends on `lastOpened` only through a comparison:
// going from 1 to 2 runs LibraryView again (it read the property) but builds exactly the
// same views — a redundant run, which `viewgraph explain --summary` counts. The pictures
// of these steps fold the 99 rows that took no part into one node (`render --expand-rows`
// draws them all).

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var isFavorite = false

    init(title: String) {
        self.title = title
    }
}

@Observable
class Library {
    var books = (1...100).map { Book(title: "Book \($0)") }
    var lastOpened = 0
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            Text(library.lastOpened > 0 ? "Welcome back" : "Welcome")
            List(library.books) { book in
                ItemRow(book: book)
            }
        }
    }
}

struct ItemRow: View {
    var book: Book

    var body: some View {
        HStack {
            Text(book.title)
            if book.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

#Preview {
    LibraryView()
}

#scenario("renaming one book of a hundred runs only the ItemRow that shows it") {
    root.library.books[41].title = "Dune"
    #expectUpdates(ItemRow.self)
    #expect(findAll(ItemRow.self).count == 100)
}

#scenario("starring a book runs its ItemRow, which builds the star") {
    root.library.books[2].isFavorite = true
    #expectUpdates(ItemRow.self)
}

#scenario("opening the library twice runs LibraryView twice; the second run builds the same views") {
    root.library.lastOpened = 1
    #expectUpdates(LibraryView.self)
    root.library.lastOpened = 2
    #expectUpdates(LibraryView.self)
}

#scenario("adding a book runs LibraryView and inserts one row; the other hundred are compared and skipped") {
    root.library.books.append(Book(title: "Book 101"))
    #expectUpdates(LibraryView.self)
    #expectInserted("List row", ItemRow.self)
}
