// 35 — Standard-library values are right or refused: `Dictionary(grouping:by:)` groups,
//      and a member ViewGraph does not know is an error where it runs.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Create the source of truth for model data": the
//   library's books live in one @Observable model; views derive what they show from it.
// - SPEC rule 1: reads through computed properties and the standard library's functions
//   count the stored properties they touch.
// - SPEC §3 and the issue "Agree with SwiftUI" point 6: a standard-library call returns
//   the right value or is not accepted; an unknown member of a known type is a diagnostic
//   at its location, not a plausible value that fails later.

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var author: String

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

@Observable
class Library {
    var books = [
        Book(title: "Dune", author: "Herbert"),
        Book(title: "Emma", author: "Austen"),
        Book(title: "Persuasion", author: "Austen"),
    ]

    var byAuthor: [String: [Book]] {
        Dictionary(grouping: books, by: \.author)
    }

    var shelves: [Shelf] {
        byAuthor.keys.sorted().map { Shelf(author: $0, books: byAuthor[$0] ?? []) }
    }
}

struct Shelf {
    var author: String
    var books: [Book]
}

struct AuthorShelf: View {
    var author: String
    var books: [Book]

    var body: some View {
        Text("\(author): \(books.count)")
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            ForEach(library.shelves, id: \.author) { shelf in
                AuthorShelf(author: shelf.author, books: shelf.books)
            }
            Button("Add Herbert") { library.books.append(Book(title: "Children of Dune", author: "Herbert")) }
            Button("Broken") { _ = Int.bogusMethod(7) }
        }
    }
}

#scenario("grouping gives one shelf per author, with the right counts") {
    #expect(root.library.byAuthor.count == 2)
    #expect(root.library.byAuthor["Austen"]?.count == 2)
    #expect(findAll(AuthorShelf.self).count == 2)
}

#scenario("a new book regroups: the list runs, its rows run again (their ForEach was rebuilt) and Herbert's shelf runs for the new group") {
    tap("Add Herbert")
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(AuthorShelf.self, LibraryView.self, "ForEach row", "ForEach row")
    #expect(root.library.byAuthor["Herbert"]?.count == 2)
}

#scenario("a title change reads nothing the grouping used: nobody runs") {
    root.library.books[0].title = "Dune Messiah"
    #expectUpdates()
}

#scenario("an unknown member of a standard type is an error where it runs") {
    tap("Broken")
    // Issue 36: ViewGraph's gap is said as one, not in the compiler's words.
    #expectError("'bogusMethod' of 'Int' is not simulated by ViewGraph")
}
