// 12 — A @Bindable local variable inside a List row.
//
// Seeds:
// - bindable.md, "Overview" (also managing-model-data-in-your-app.md, "Change model
//   data in a view"): "You can use the Bindable property wrapper on properties and
//   variables to an Observable object. This includes global variables, properties that
//   exists outside of SwiftUI types, or even local variables. For example, you can
//   create a `@Bindable` variable within a view's body:" (code: LibraryView with
//   `List(books) { book in @Bindable var book = book; TextField("Title", text:
//   $book.title) }`) and "The `@Bindable` variable `book` provides a binding that
//   connects TextField to the `title` property of a book so that a person can make
//   changes directly to the model data."
// - SPEC rules 5 and 11: each row is a unit of its own; a control reads its binding in
//   its own place, so a row depends only on what the row closure itself reads — and
//   making `$book.title` reads the title (a binding stores the current value).
//
// LibraryView is the seed's code. Its three text fields are all titled "Title", so the
// scenarios change titles directly (a user could not be pointed at one field). ShelfView
// is the same idea with one Toggle per row labelled by the book's title, so a user can
// flip one, plus a count of available books that ShelfView reads itself.

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String = "Sample Book Title") {
        self.title = title
    }
}

struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        List(books) { book in
            @Bindable var book = book
            TextField("Title", text: $book.title)
        }
    }
}

struct ShelfView: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]

    var body: some View {
        VStack {
            Text("Available: \(books.filter(\.isAvailable).count)")
            List(books) { book in
                @Bindable var book = book
                Toggle(book.title, isOn: $book.isAvailable)
            }
        }
    }
}

#Preview {
    LibraryView()
}

#scenario("in the seed's LibraryView, a title change runs the one row that made $book.title") {
    root.books[0].title = "A New Title"
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates("List row")
    #expect(root.books[0].title == "A New Title")
}

#scenario("adding a book to the seed's LibraryView runs it and inserts one row") {
    root.books.append(Book())
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(LibraryView.self, "List row", "List row", "List row")
    #expectInserted("List row")
}

#scenario("flipping one book's Toggle runs ShelfView, which counts available books, and so every row (their List was rebuilt)", root: ShelfView()) {
    toggle("Emma")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(ShelfView.self, "List row", "List row", "List row")
    #expect(root.books[1].isAvailable == false)
    #expect(root.books.filter(\.isAvailable).count == 2)
}

#scenario("renaming a book runs only its row, which reads the title for the Toggle's label", root: ShelfView()) {
    root.books[0].title = "Dune Messiah"
    #expectUpdates("List row")
    toggle("Dune Messiah")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(ShelfView.self, "List row", "List row", "List row")
    #expect(root.books[0].isAvailable == false)
}

#scenario("flipping a Toggle twice brings the count back, and each flip runs ShelfView", root: ShelfView()) {
    toggle("Ulysses")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(ShelfView.self, "List row", "List row", "List row")
    toggle("Ulysses")
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(ShelfView.self, "List row", "List row", "List row")
    #expect(root.books[2].isAvailable == true)
}
