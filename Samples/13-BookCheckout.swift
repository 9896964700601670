// 13 — Changing model data from a Button action, without bindings.
//
// Seeds:
// - model-data-state-binding-stateobject.md, "Share observable state objects with
//   subviews": "但是，当你需要更改存储在 `State` 中的对象的属性时，传递该对象的绑定通常是
//   不必要的。" (our translation: however, when you need to change a property of an
//   object stored in State, passing a binding to the object is usually unnecessary;
//   you pass the object reference and set the property directly.) Code: ContentView with
//   `@State private var book = Book()` → BookCheckoutView with
//   `Button(book.isAvailable ? "Check out book" : "Return book") {
//   book.isAvailable.toggle() }`).
// - managing-model-data-in-your-app.md, "Change model data in a view": "With
//   Observation in SwiftUI, a view can support data changes without using property
//   wrappers or bindings. For example, the following toggles the `isAvailable` property
//   of a book in the action closure of a button:" (code: BookView with a static
//   `List { Text(book.title); HStack { ... Button(book.isAvailable ? "Check out" :
//   "Return") { book.isAvailable.toggle() } } }`).
// - SPEC rule 1: the Button action is a stored closure; it reads nothing while the body
//   runs. The label expression is evaluated by the body, so it is a read.
//   SPEC rule 11: a List with static content has no row closure, so no "List row" units;
//   its reads belong to BookView.

import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "A sample book"
    var isAvailable = true
}

struct ContentView: View {
    @State private var book = Book()

    var body: some View {
        BookCheckoutView(book: book)
    }
}

struct BookCheckoutView: View {
    var book: Book

    var body: some View {
        Button(book.isAvailable ? "Check out book" : "Return book") {
            book.isAvailable.toggle()
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        List {
            Text(book.title)
            HStack {
                Text(book.isAvailable ? "Available for checkout" : "Waiting for return")
                Spacer()
                Button(book.isAvailable ? "Check out" : "Return") {
                    book.isAvailable.toggle()
                }
            }
        }
    }
}

// One book shown twice: one view reads only the title, the other only availability.
struct CounterDeskView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView(book: book)
            BookCheckoutView(book: book)
        }
    }
}

struct TitleView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

#Preview {
    ContentView()
}

#scenario("checking out from the button updates BookCheckoutView only; ContentView holds the book but reads none of its properties") {
    tap("Check out book")
    #expectUpdates(BookCheckoutView.self)
    #expect(root.book.isAvailable == false)
    tap("Return book")
    #expectUpdates(BookCheckoutView.self)
    #expect(root.book.isAvailable == true)
}

#scenario("a title change updates nothing: BookCheckoutView reads only isAvailable") {
    root.book.title = "A different book"
    #expectUpdates()
}

#scenario("BookView reads title and isAvailable; the static List adds no row units", root: BookView(book: Book())) {
    tap("Check out")
    #expectUpdates(BookView.self)
    #expect(root.book.isAvailable == false)
    root.book.title = "Renamed"
    #expectUpdates(BookView.self)
    tap("Return")
    #expectUpdates(BookView.self)
    #expectInserted()
    #expectRemoved()
}

#scenario("one shared book: checking out updates the checkout view, renaming updates the title view", root: CounterDeskView()) {
    tap("Check out book")
    #expectUpdates(BookCheckoutView.self)
    root.book.title = "Renamed"
    #expectUpdates(TitleView.self)
    #expect(find(TitleView.self).book.title == "Renamed")
    #expect(find(BookCheckoutView.self).book.isAvailable == false)
}
