// 27 — A binding to an optional object reference, set by a task and cleared by a button.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `State`, "Share observable state objects with subviews": "状态（ `State` ）属性为其值
//   提供了绑定。当存储一个对象时，你可以获得对该对象的绑定，特别是对该对象引用的绑定。当需要在
//   其他子视图中更改状态中存储的引用时，这非常有用，比如将引用设置为 `nil`：" (a State
//   property provides a binding to its value. When storing an object, you can get a
//   binding to it — specifically, to the reference to the object. This is useful when you
//   need to change the reference stored in state from another subview, such as setting
//   it to nil.) Code: ContentView with `@State private var book: Book?`,
//   `DeleteBookView(book: $book).task { book = Book() }`; DeleteBookView with
//   `@Binding var book: Book?` and `Button("Delete book") { book = nil }`.
// - SPEC rules 4–6: creating `$book` is not a read; a Button action is a stored closure;
//   a binding input compares by location and current value. Rule 12 and §2: the task
//   has run and settled before each scenario starts.
//
// BookShelfView (the same pair with a parent that shows whether a book is there) and
// BookStatusView are ours.

import SwiftUI
import Observation

@Observable
class Book {
    var title = "A sample book"
    var isAvailable = true
}

struct ContentView: View {
    @State private var book: Book?

    var body: some View {
        DeleteBookView(book: $book)
            .task {
                book = Book()
            }
    }
}

struct DeleteBookView: View {
    @Binding var book: Book?

    var body: some View {
        Button("Delete book") {
            book = nil
        }
    }
}

struct BookStatusView: View {
    @Binding var book: Book?

    var body: some View {
        Text(book == nil ? "No book" : "Book: \(book?.title ?? "")")
    }
}

// The parent reads the reference, so clearing it runs the parent.
struct BookShelfView: View {
    @State private var book: Book?

    var body: some View {
        VStack {
            Text(book == nil ? "Empty shelf" : "One book")
            DeleteBookView(book: $book)
        }
        .task {
            book = Book()
        }
    }
}

// A sibling that reads through its own binding.
struct BookDeskView: View {
    @State private var book: Book?

    var body: some View {
        VStack {
            BookStatusView(book: $book)
            DeleteBookView(book: $book)
        }
        .task {
            book = Book()
        }
    }
}

#Preview {
    ContentView()
}

#scenario("the task has created the book before the scenario starts") {
    #expect(root.book != nil)
    #expect(find(DeleteBookView.self).book != nil)
}

#scenario("Delete book clears the reference through the binding; no body read it, so nothing runs") {
    tap("Delete book")
    #expectUpdates()
    #expect(root.book == nil)
    #expect(find(DeleteBookView.self).book == nil)
}

#scenario("deleting twice: the second write stores the nil that is already there") {
    tap("Delete book")
    tap("Delete book")
    #expectUpdates()
    #expect(root.book == nil)
}

#scenario("a parent that reads the reference runs; DeleteBookView runs for its binding's new value", root: BookShelfView()) {
    #expect(root.book != nil)
    tap("Delete book")
    #expectUpdates(BookShelfView.self, DeleteBookView.self)
    #expect(root.book == nil)
}

#scenario("a sibling reading through its own binding runs; the parent only made bindings and does not", root: BookDeskView()) {
    #expect(find(BookStatusView.self).book != nil)
    tap("Delete book")
    #expectUpdates(BookStatusView.self)
    #expect(root.book == nil)
}

#scenario("the book's title is read only by the status view", root: BookDeskView()) {
    root.book?.title = "Dune"
    #expectUpdates(BookStatusView.self)
}
