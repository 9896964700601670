// 18 — A @Bindable local made from an object read out of the environment.
//
// Seeds:
// - bindable.md, "Overview": "Use this same approach when you need a binding to a
//   property of an observable object stored in a view's environment. For example, the
//   following code uses the Environment property wrapper to retrieve an instance of the
//   observable type `Book`. Then the code creates a `@Bindable` variable `book` and passes
//   a binding for the `title` property to a TextField using the `$` syntax." (code:
//   `struct TitleEditView: View { @Environment(Book.self) private var book; var body:
//   some View { @Bindable var book = book; TextField("Title", text: $book.title) } }`).
// - managing-model-data-in-your-app.md, "Share model data throughout a view hierarchy":
//   "You can also store model data directly in the environment without defining a custom
//   environment value by using the environment(_:) modifier."
// - SPEC rules 4–5 (making `$book.title` reads the title, since a binding stores the
//   current value; the TextField reads its binding in its own place) and rule 8 (a view depends on an entry through the @Environment
//   property it declares; a missing non-optional entry is an error naming type and view).
//
// TitleView, AvailabilityView and BookScreen are ours: a screen that puts a book in the
// environment and shows what the editor changes (sample 11 did this with an input).

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct TitleView: View {
    @Environment(Book.self) private var book

    var body: some View {
        Text(book.title)
    }
}

struct AvailabilityView: View {
    var book: Book

    var body: some View {
        Text(book.isAvailable ? "Available" : "Checked out")
    }
}

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView()
            TitleEditView()
            AvailabilityView(book: book)
        }
        .environment(book)
    }
}

#Preview {
    BookScreen()
}

#scenario("typing through the environment book's binding runs TitleView and the editor that made $book.title; the screen reads no title") {
    type("Dune", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(TitleView.self, TitleEditView.self)
    #expect(root.book.title == "Dune")
    #expect(find(TitleEditView.self).book === root.book)
}

#scenario("typing the title the book already has runs nothing") {
    type("Sample Book Title", into: "Title")
    #expectUpdates()
}

#scenario("availability is read only by the view that was given the book as an input") {
    root.book.isAvailable = false
    #expectUpdates(AvailabilityView.self)
}

#scenario("a new book in the environment runs the screen and both views that declare the entry; the input view runs for its new input") {
    let old = root.book
    root.book = Book()
    #expectUpdates(BookScreen.self, TitleView.self, TitleEditView.self, AvailabilityView.self)
    type("Emma", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(TitleView.self, TitleEditView.self)
    #expect(root.book.title == "Emma")
    #expect(old.title == "Sample Book Title")
}

#scenario("TitleEditView with no Book above it is a runtime error naming Book", root: TitleEditView()) {
    #expectError("Book")
}

#scenario("the same error names the view that declared the entry", root: TitleEditView()) {
    #expectError("TitleEditView")
}
