// 60 — Preferences: values a subtree passes up to the views above it (SPEC rule 12).
//
// - `Chapter` writes `TitleKey` with `.preference(key:value:)`; each `Page` writes `PageCountKey`,
//   and the key's `reduce(value:nextValue:)` adds siblings' values up, in tree order (the first
//   as it is). A subtree that writes nothing gives nothing: the reader sees `defaultValue`.
// - The values flow up after each pass. `.onPreferenceChange` runs its action with the first
//   value (after the launch's pass) and whenever the value changes; what the action writes makes
//   another pass. So a new chapter title runs `Chapter` in pass 1 and, through the action's
//   write to `Book.title`, `Book` in pass 2.
// - `.overlayPreferenceValue` builds its content in a unit of its own, "overlayPreferenceValue
//   content", with the value: it runs when the value changes, and when the body that applies it
//   runs (a new content closure).
//
// Book, Chapter, Page, Shelf and both keys are ours.

import SwiftUI

struct TitleKey: PreferenceKey {
    static var defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct PageCountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

@Observable
final class Shelf {
    var chapter = "Beginnings"
    var pages = [12, 30]
    var note = "draft"
}

struct Chapter: View {
    var shelf: Shelf
    var body: some View {
        Text(shelf.chapter)
            .preference(key: TitleKey.self, value: shelf.chapter)
    }
}

struct Page: View {
    var count: Int
    var body: some View {
        Text("\(count) pages")
            .preference(key: PageCountKey.self, value: count)
    }
}

struct Book: View {
    @State private var title = ""
    @State private var total = 0
    let shelf: Shelf

    var body: some View {
        VStack {
            Text("\(title): \(total) pages")
            Chapter(shelf: shelf)
            ForEach(shelf.pages, id: \.self) { count in
                Page(count: count)
            }
        }
        .onPreferenceChange(TitleKey.self) { title = $0 }
        .onPreferenceChange(PageCountKey.self) { total = $0 }
        .overlayPreferenceValue(PageCountKey.self) { count in
            Text(count > 40 ? "long (\(shelf.note))" : "short")
        }
    }
}

#Preview { Book(shelf: Shelf()) }

#scenario("after the launch's pass the values flow up: the actions run once with them") {
    #expect(root.title == "Beginnings")
    #expect(root.total == 42)
}

#scenario("a new title runs Chapter; the changed preference's action writes Book.title, so Book runs in the next pass") {
    root.shelf.chapter = "Middles"
    // Book runs again, so the overlay's content closure is new: its unit runs too (rule 11).
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Book.self, Chapter.self, "ForEach row", "ForEach row", "overlayPreferenceValue content")
    #expect(root.title == "Middles")
}

#scenario("a page more: the sum changes, the action writes Book.total, and the overlay's content runs with the new value") {
    root.shelf.pages.append(8)
    #expect(root.total == 50)
}

#scenario("the overlay's content is a unit of its own: what only it reads runs it alone") {
    root.shelf.note = "final"
    #expectUpdates("overlayPreferenceValue content")
}

#scenario("a preference equal to the last one runs no action") {
    root.shelf.pages = [30, 12]
    #expect(root.total == 42)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Book.self, "ForEach row", "ForEach row", "overlayPreferenceValue content")
}
