// 02 — Dependencies on an observable object reached through a global variable.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Observe model data in a view":
//   "SwiftUI establishes this dependency tracking even if the view doesn't store the
//   observable type, such as when using a global property or singleton:"
//   (code: `var globalBook: Book = Book()` and a BookView showing `globalBook.title`).
// - same section: "If other properties change that body doesn't read, the view is
//   unaffected and avoids unnecessary updates."
// - SPEC §1: the sources are stored properties of @Observable objects, @State storage,
//   environment entries and objectWillChange. The global variable itself is none of
//   these, so assigning a new object to `globalBook` invalidates nothing; the views keep
//   depending on the properties of the object they read last time.
//
// Assumption: each scenario is a fresh launch, so `globalBook` starts as a new Book().

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

var globalBook: Book = Book()

struct BookView: View {
    var body: some View {
        Text(globalBook.title)
    }
}

struct AvailabilityView: View {
    var body: some View {
        Text(globalBook.isAvailable ? "Available for checkout" : "Waiting for return")
    }
}

// Builds both views but reads nothing observable itself.
struct ShelfView: View {
    var body: some View {
        VStack {
            BookView()
            AvailabilityView()
            Button("Check out") {
                globalBook.isAvailable = false
            }
        }
    }
}

#Preview {
    ShelfView()
}

#scenario("a view that stores no book still updates when the global book's title changes") {
    globalBook.title = "Dune"
    #expectUpdates(BookView.self)
    #expect(globalBook.title == "Dune")
}

#scenario("checking out the global book updates only AvailabilityView; checking it out again writes an equal value and updates nothing") {
    tap("Check out")
    #expectUpdates(AvailabilityView.self)
    #expect(globalBook.isAvailable == false)
    tap("Check out")
    #expectUpdates()
}

#scenario("renaming the global book's author updates nothing: no body reads author") {
    globalBook.author.name = "Frank Herbert"
    #expectUpdates()
    globalBook.author = Author()
    #expectUpdates()
}

#scenario("assigning a new object to the global variable is not observed; the views still depend on the old book") {
    let old = globalBook
    globalBook = Book()
    #expectUpdates()
    globalBook.title = "Not Watched Yet"
    #expectUpdates()
    old.title = "Still Watched"
    #expectUpdates(BookView.self)
    // BookView ran again and read the new global book this time.
    globalBook.title = "Watched Now"
    #expectUpdates(BookView.self)
    old.title = "No Longer Watched"
    #expectUpdates()
}
