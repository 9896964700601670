// 40 — A hundred rows: what one change costs in a list the size of a real screen.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view": a view that
//   reads a property of an observable object depends on that property only, so a change
//   to one book's title updates the one view that shows it.
// - SPEC rules 6 and 11: each row is a unit with its element as its input; a parent
//   that runs again rebuilds the List, so every row on screen runs its closure again,
//   while the ItemRows in them, given the same books, are compared and skipped.
// - SPEC rule 11 (lazy containers): a List builds only the rows on screen, 15 by default
//   (`--viewport-rows`); the other 85 have no unit and no reads until a scroll brings them
//   in. `--all-rows` builds all 100, as the pictures of issue 10 do.
//
// LibraryView shows a greeting that depends on `lastOpened` only through a comparison:
// going from 1 to 2 runs LibraryView again (it read the property) but builds exactly the
// same views — a redundant run, which `viewgraph explain --summary` counts. The pictures
// of these steps fold the rows that took no part into one node (`render --expand-rows`
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

#scenario("renaming one of the first fifteen books, on screen, runs only the ItemRow that shows it") {
    root.library.books[9].title = "Dune"
    #expectUpdates(ItemRow.self)
    #expect(findAll(ItemRow.self)[9].book.title == "Dune")
}

#scenario("renaming a book off screen runs nothing: its row was never built") {
    // Rule 11: a List builds the 15 rows on screen; the 42nd book's row does not exist.
    root.library.books[41].title = "Dune"
    #expectUpdates()
    #expect(findAll(ItemRow.self).count == 15)
}

#scenario("scrolling to the 41st book builds its row and removes the first fifteen; renaming it then runs its ItemRow") {
    scroll(to: 40)
    #expectUpdates()
    #expectInserted(Array(repeating: "List row", count: 15), Array(repeating: ItemRow.self, count: 15))
    #expectRemoved(Array(repeating: "List row", count: 15), Array(repeating: ItemRow.self, count: 15))
    root.library.books[41].title = "Dune"
    #expectUpdates(ItemRow.self)
    #expect(findAll(ItemRow.self)[1].book.title == "Dune")
}

#scenario("scrolling to the bottom shows the last fifteen books") {
    scroll(to: .bottom)
    #expect(findAll(ItemRow.self).count == 15)
    #expect(findAll(ItemRow.self)[14].book.title == "Book 100")
    scroll(to: .top)
    #expect(findAll(ItemRow.self)[0].book.title == "Book 1")
}

#scenario("starring a book runs its ItemRow, which builds the star") {
    root.library.books[2].isFavorite = true
    #expectUpdates(ItemRow.self)
}

#scenario("opening the library twice runs LibraryView twice; the second run builds the same views") {
    root.library.lastOpened = 1
    // Rule 11: the body that builds the List ran, so every row on screen runs its content again.
    #expectUpdates(LibraryView.self, Array(repeating: "List row", count: 15))
    root.library.lastOpened = 2
    #expectUpdates(LibraryView.self, Array(repeating: "List row", count: 15))
}

#scenario("adding a book runs LibraryView and the fifteen rows on screen; the new row, at the end, is off screen and not built") {
    root.library.books.append(Book(title: "Book 101"))
    // Rule 11: the rows on screen run again (their List was rebuilt); the 101st is not built.
    #expectUpdates(LibraryView.self, Array(repeating: "List row", count: 15))
    #expectInserted()
}
