// 30 — Making a binding is a read: the editor that makes `$book.title` runs on every
//      keystroke, and the usual fix.
//
// Seeds:
// - bindable.md, "Overview": "Use this property wrapper to create bindings to mutable
//   properties of a data model object that conforms to the Observable protocol." (code:
//   BookEditView with `@Bindable var book: Book` and `TextField("Title", text:
//   $book.title)`).
// - SPEC rule 5: "SwiftUI's `Binding` stores the current value when it is made, so making
//   one can be a read: a binding to a property of an `@Observable` object (`$book.title`
//   through `@Bindable`…) reads that property in the unit that makes it." OpenSwiftUI's
//   `Binding(_:keyPath:)` and `Binding.init(get:set:)` both call `init(value: get(), …)`.
// - SPEC rule 4: projecting a binding from a state (`$draft`) reads nothing.
//
// The lesson: BookForm makes `$book.title` in its own body, so every keystroke runs the
// whole form — its summary, its cover, everything it builds. The fix moves the field
// into a small view that takes the book with `@Bindable`: now only that small view runs,
// and the form, which reads no title, stays put.

import SwiftUI
import Observation

@Observable
class Book {
    var title = "Dune"
    var author = "Frank Herbert"
    var pages = 412
}

// Before: the form makes the binding itself.
struct BookForm: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            CoverView(author: book.author)
            Text("\(book.pages) pages")
        }
    }
}

// After: the field lives in a view of its own.
struct TitleField: View {
    @Bindable var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

struct BetterBookForm: View {
    var book: Book

    var body: some View {
        Form {
            TitleField(book: book)
            CoverView(author: book.author)
            Text("\(book.pages) pages")
        }
    }
}

struct CoverView: View {
    var author: String

    var body: some View {
        Text(author)
    }
}

// A binding made with Binding(get:set:) runs `get` where it is made.
struct ChapterToggle: View {
    var book: Book

    var body: some View {
        Toggle("Long read", isOn: Binding(get: { book.pages > 400 }, set: { book.pages = $0 ? 500 : 200 }))
    }
}

// Projecting a state reads nothing: the parent that only passes `$draft` does not run.
struct DraftScreen: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            DraftLength(text: draft)
        }
    }
}

struct DraftLength: View {
    var text: String

    var body: some View {
        Text("\(text.count) characters")
    }
}

struct DraftEditor: View {
    @State private var draft = ""

    var body: some View {
        DraftField(text: $draft)
    }
}

struct DraftField: View {
    @Binding var text: String

    var body: some View {
        TextField("Draft", text: $text)
    }
}

#scenario("before: every keystroke runs BookForm, because its body made $book.title", root: BookForm(book: Book())) {
    type("Dune Messiah", into: "Title")
    #expectUpdates(BookForm.self)
    #expect(root.book.title == "Dune Messiah")
}

#scenario("after: only TitleField runs; BetterBookForm and CoverView do not", root: BetterBookForm(book: Book())) {
    type("Dune Messiah", into: "Title")
    #expectUpdates(TitleField.self)
    #expect(root.book.title == "Dune Messiah")
}

#scenario("a property the field does not bind runs the form that reads it, not the field", root: BetterBookForm(book: Book())) {
    root.book.pages = 500
    #expectUpdates(BetterBookForm.self)
}

#scenario("Binding(get:set:) reads what get reads where the binding is made", root: ChapterToggle(book: Book())) {
    root.book.pages = 100
    #expectUpdates(ChapterToggle.self)
    toggle("Long read")
    #expect(root.book.pages == 500)
    #expectUpdates(ChapterToggle.self)
}

#scenario("a binding's get runs once where it is made: writing what get does not read runs nothing", root: ChapterToggle(book: Book())) {
    root.book.title = "Emma"
    #expectUpdates()
}

#scenario("projecting $draft is not a read: typing runs the screen only because it reads draft for DraftLength", root: DraftScreen()) {
    type("Hi", into: "Draft")
    #expectUpdates(DraftScreen.self, DraftLength.self)
}

#scenario("a parent that only passes $draft does not run; the field that reads its binding in the TextField does not either", root: DraftEditor()) {
    type("Hi", into: "Draft")
    #expectUpdates()
}
