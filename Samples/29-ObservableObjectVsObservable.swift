// 29 — One screen written twice: ObservableObject/@Published/@ObservedObject, and
//      @Observable. The update sets differ.
//
// Seeds:
// - monitoring-model-data-changes.md, "Monitor changes in observable objects": "To tell
//   SwiftUI to monitor an observable object, add the ObservedObject property wrapper to
//   the property's declaration" and "You can also pass an entire observable object to a
//   child view and share model objects across levels of a view hierarchy" (code:
//   BookView with `@ObservedObject var book: Book` building `BookEditView(book: book)`);
//   "Avoid the overhead of a published property when you don't need it. Only publish
//   properties that both can change and that matter to the UI."
// - managing-model-data-in-your-app.md, "Observe model data in a view": "If body doesn't
//   read any properties of an observable data model object, the view doesn't track any
//   dependencies." and "If other properties change that body doesn't read, the view is
//   unaffected and avoids unnecessary updates. For example, the view in the following
//   code updates only when a book's `title` changes but not when `author` or
//   `isAvailable` changes" (code: BookView with `var book: Book` and `Text(book.title)`).
// - model-data-state-binding-stateobject.md, `ObservedObject`: "当可观测对象的任何已发布属性
//   发生变化时，SwiftUI 会更新依赖于该对象的任何视图。" (when any published property of the
//   observable object changes, SwiftUI updates any view that depends on the object.)
// - SPEC rule 9 (ObservableObject: every declaring view runs on every @Published write,
//   equal values included) against rules 1–2 (Observation: only bodies that read the
//   property run, and equal values do not count).
//
// All views are ours; both versions have the same shape: a screen that owns the book,
// a shelf in the middle that only passes it on, and a view that shows the title.

import SwiftUI
import Observation
import Combine

// ObservableObject version.
class LegacyBook: ObservableObject {
    @Published var title = "Sample Book Title"
    @Published var isAvailable = true
}

struct LegacyScreen: View {
    @StateObject private var book = LegacyBook()

    var body: some View {
        VStack {
            Text("Library")
            LegacyShelf(book: book)
        }
    }
}

struct LegacyShelf: View {
    @ObservedObject var book: LegacyBook

    var body: some View {
        LegacyTitleView(book: book)
    }
}

struct LegacyTitleView: View {
    @ObservedObject var book: LegacyBook

    var body: some View {
        Text(book.title)
    }
}

// @Observable version.
@Observable class Book {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct ModernScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text("Library")
            ModernShelf(book: book)
        }
    }
}

struct ModernShelf: View {
    var book: Book

    var body: some View {
        ModernTitleView(book: book)
    }
}

struct ModernTitleView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}

#scenario("ObservableObject: a property no view reads still runs every view that declares the object, the shelf in the middle included", root: LegacyScreen()) {
    root.book.isAvailable = false
    #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
}

#scenario("@Observable: a property no view reads runs nothing", root: ModernScreen()) {
    root.book.isAvailable = false
    #expectUpdates()
}

#scenario("ObservableObject: a new title runs all three", root: LegacyScreen()) {
    root.book.title = "Dune"
    #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
}

#scenario("@Observable: a new title runs only the view that reads it", root: ModernScreen()) {
    root.book.title = "Dune"
    #expectUpdates(ModernTitleView.self)
}

#scenario("ObservableObject: writing the title it already has runs all three", root: LegacyScreen()) {
    root.book.title = "Sample Book Title"
    #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
}

#scenario("@Observable: writing the title it already has runs nothing", root: ModernScreen()) {
    root.book.title = "Sample Book Title"
    #expectUpdates()
}

#scenario("ObservableObject: two writes in one step run each view once", root: LegacyScreen()) {
    root.book.title = "Dune"
    root.book.isAvailable = false
    #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
}

#scenario("@Observable: two writes in one step run only the title view", root: ModernScreen()) {
    root.book.title = "Dune"
    root.book.isAvailable = false
    #expectUpdates(ModernTitleView.self)
}
