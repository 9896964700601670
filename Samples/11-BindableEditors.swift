// 11 — @Bindable editors: bindings to an observable object's properties.
//
// Seeds:
// - bindable.md, "Overview": "Use this property wrapper to create bindings to mutable
//   properties of a data model object that conforms to the Observable protocol. For
//   example, the following code wraps the `book` input with `@Bindable`. Then it uses a
//   TextField to change the `title` property of a book, and a Toggle to change the
//   `isAvailable` property, using the `$` syntax to pass a binding for each property to
//   those controls." (code: BookEditView with a Form.)
//   and "Use this same approach when you need a binding to a property of an observable
//   object stored in a view's environment." (code: TitleEditView with
//   `@Bindable var book = book` inside body).
// - model-data-state-binding-stateobject.md, "Share observable state objects with
//   subviews": "……或者传递对象引用并使用 `@Bindable` 属性包装器来创建特定属性的绑定"
//   (our translation: ...or pass the object reference and use the @Bindable property
//   wrapper to create a binding to a specific property; code: ContentView → BookView with
//   `let book: Book` → BookEditorView with `@Bindable var book: Book` and
//   `TextField("Title", text: $book.title)`).
// - SPEC rules 4–5: a TextField/Toggle reads its binding in its own place, but making
//   `$book.title` is a read: SwiftUI's Binding stores the current value when it is made
//   (OpenSwiftUI: `Binding(_:keyPath:)` calls `get()`), so the editor that makes the
//   binding runs when the title changes. Sample 30 shows the usual fix.
//
// Rewritten: BookEditView drops `@Environment(\.dismiss)` and its "Close" button, and
// TitleEditView takes the book as an input instead of `@Environment(Book.self)`
// (environment is the next issue).

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

// bindable.md
struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)

            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

// model-data-state-binding-stateobject.md
struct ContentView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

struct BookView: View {
    let book: Book

    var body: some View {
        BookEditorView(book: book)
    }
}

struct BookEditorView: View {
    @Bindable var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

// A screen that shows what the editor changes.
struct TitleView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

struct BookDetailView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView(book: book)
            Text(book.isAvailable ? "Available" : "Checked out")
            BookEditView(book: book)
        }
    }
}

// bindable.md, with the book passed in instead of read from the environment.
struct TitleEditView: View {
    var book: Book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct TitleEditScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView(book: book)
            TitleEditView(book: book)
        }
    }
}

#Preview {
    ContentView()
}

#scenario("typing through BookEditorView changes the title and runs BookEditorView, which made the binding; BookView only passes the book") {
    type("Dune", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(BookEditorView.self)
    #expect(root.book.title == "Dune")
    #expect(find(BookEditorView.self).book.title == "Dune")
}

#scenario("typing a title updates TitleView and the editor that made $book.title; the parent does not run", root: BookDetailView()) {
    type("Dune", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(TitleView.self, BookEditView.self)
    #expect(root.book.title == "Dune")
}

#scenario("the availability toggle runs the parent that reads isAvailable and the editor that made $book.isAvailable; TitleView keeps the same book", root: BookDetailView()) {
    toggle("Book is available")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(BookDetailView.self, BookEditView.self)
    #expect(root.book.isAvailable == false)
}

#scenario("typing the title the book already has updates nothing", root: BookDetailView()) {
    type("Sample Book Title", into: "Title")
    #expectUpdates()
}

#scenario("a new book in the parent's state runs the parent, TitleView and BookEditView; the editor then edits the new book", root: BookDetailView()) {
    let old = root.book
    root.book = Book()
    #expectUpdates(BookDetailView.self, TitleView.self, BookEditView.self)
    type("Emma", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(TitleView.self, BookEditView.self)
    #expect(root.book.title == "Emma")
    #expect(old.title == "Sample Book Title")
}

#scenario("a @Bindable local inside body gives the TextField a binding; TitleView reads the title, TitleEditView made the binding", root: TitleEditScreen()) {
    type("Persuasion", into: "Title")
    // SPEC rule 5 (corrected): making $book.x stores the current value, a read of the unit that makes it.
    #expectUpdates(TitleView.self, TitleEditView.self)
    #expect(find(TitleEditView.self).book.title == "Persuasion")
}
