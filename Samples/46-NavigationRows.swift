// 46 — A list of links whose labels are views of their own, and the detail a link pushes.
//
// - `NavigationLink(value:) { BookRow(book: book) }`: the label is a custom view, a unit of its
//   own (it runs its body apart from the row around it). The link shows what that body shows, so a
//   scenario taps the row by a text on it, `tap("Dune")`, as a person taps the row they read.
// - Following the link appends its value to the `NavigationStack`'s path; the destination for that
//   value (`.navigationDestination(for: Book.self)`) is presented and reads the book it is given.
// - Marking the book as a favourite in the detail writes `isFavorite`: the detail and the row that
//   shows the star run again (rule 1), the list does not, since it never read `isFavorite`.
//
// Book, Shelf, ShelfList, BookRow and BookDetail are ours.

import SwiftUI
import Observation

@Observable class Book: Identifiable, Hashable {
    let title: String
    let author: String
    var isFavorite = false

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }

    static func == (lhs: Book, rhs: Book) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Observable class Shelf {
    var books = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Emma", author: "Jane Austen"),
    ]
}

struct ShelfList: View {
    @State private var shelf = Shelf()

    var body: some View {
        NavigationStack {
            List(shelf.books) { book in
                NavigationLink(value: book) {
                    BookRow(book: book)
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Image(systemName: "book")
            Text(book.title)
            if book.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

struct BookDetail: View {
    let book: Book

    var body: some View {
        VStack {
            Text(book.author)
            Button(book.isFavorite ? "Unfavorite" : "Favorite") {
                book.isFavorite.toggle()
            }
        }
    }
}

#scenario("tapping a row by the title its own view shows pushes that book's detail", root: ShelfList()) {
    tap("Dune")
    #expectInserted(BookDetail.self)
    #expect(find(BookDetail.self).book.author == "Frank Herbert")
}

#scenario("favouriting in the detail runs the detail and the row that shows the star, not the list", root: ShelfList()) {
    tap("Emma")
    #expectInserted(BookDetail.self)
    tap("Favorite")
    #expectUpdates(BookDetail.self, BookRow.self)
    #expect(root.shelf.books[1].isFavorite)
}

#scenario("a text that is on no row is on no button; an image's name is part of the label, as VoiceOver reads it", root: ShelfList()) {
    tap("Frank Herbert")
    #expectError("no button labelled \"Frank Herbert\" on screen; on screen: \"book Dune\", \"book Emma\"")
}
