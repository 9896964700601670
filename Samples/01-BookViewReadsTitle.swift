// 01 — A view depends only on the properties its body reads.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "If other properties change that body doesn't read, the view is unaffected and
//   avoids unnecessary updates. For example, the view in the following code updates
//   only when a book's `title` changes but not when `author` or `isAvailable` changes."
//   and "However, a view that stores a reference to the observable object updates if
//   the reference changes. This happens because the stored reference is part of the
//   view's value and not because the object is observable."
// - model-data-state-binding-stateobject.md, "Share observable state objects with
//   subviews" (Chinese prose, English code: ContentView with
//   `@State private var book = Book()` passing it to `BookView(book: book)`):
//   "每当 `title` 变化时，`BookView` 都会更新，但当 `isAvailable` 变化时则不会更新"
//   (our translation: BookView updates whenever `title` changes, but not when
//   `isAvailable` changes).
// - SPEC rule 2: writing an equal value (same string, same object) updates nothing.

import SwiftUI
import Observation

@Observable class Author {
    var name = "Jane Doe"
}

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var author = Author()
    var isAvailable = true
}

struct ContentView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

#Preview {
    ContentView()
}

#scenario("changing the title updates BookView and not ContentView, which only passes the book on") {
    root.book.title = "A New Title"
    #expectUpdates(BookView.self)
    #expect(find(BookView.self).book.title == "A New Title")
}

#scenario("changing the author or isAvailable does not update BookView, which reads only title") {
    find(BookView.self).book.isAvailable = false
    #expectUpdates()
    find(BookView.self).book.author = Author()
    #expectUpdates()
    root.book.author.name = "Someone Else"
    #expectUpdates()
    #expect(root.book.isAvailable == false)
}

#scenario("writing the title it already has updates nothing; a different title updates BookView") {
    root.book.title = "Sample Book Title"
    #expectUpdates()
    root.book.title = "Another Title"
    #expectUpdates(BookView.self)
    root.book.title = "Another Title"
    #expectUpdates()
}

#scenario("replacing the book in ContentView's state updates ContentView and BookView, whose stored reference changed") {
    root.book = Book()
    #expectUpdates(ContentView.self, BookView.self)
}

#scenario("assigning the same book object to the state updates nothing") {
    let same = root.book
    root.book = same
    #expectUpdates()
}

#scenario("after the book is replaced, the old book is no longer observed") {
    let old = root.book
    root.book = Book()
    #expectUpdates(ContentView.self, BookView.self)
    old.title = "Old Book Renamed"
    #expectUpdates()
    root.book.title = "Current Book Renamed"
    #expectUpdates(BookView.self)
    #expect(find(BookView.self).book.title == "Current Book Renamed")
}
