// 42 — `TabView(selection:)` with `.tag`: only the selected tab's content is built.
//
// - SwiftUI builds the view of the selected tab only; the others are made when they are first
//   shown. ViewGraph does the same: the `TabView`'s content closure runs with the body that makes
//   it (rule 1), and of its tabs only the one whose `.tag` equals the selection becomes units.
// - Reading the selection is a read of the body that makes the `TabView`, so selecting another tab
//   runs that body, which inserts the new tab's views and removes the old ones (rule 7).
// - Without `selection:`, the first tab is the one shown.
//
// LibraryTabs, BooksTab, SettingsTab and PlainTabs are ours.

import SwiftUI

enum LibraryTab: Hashable {
    case books
    case settings
}

struct LibraryTabs: View {
    @State private var selection = LibraryTab.books

    var body: some View {
        TabView(selection: $selection) {
            BooksTab(selection: $selection)
                .tabItem { Label("Books", systemImage: "book") }
                .tag(LibraryTab.books)
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(LibraryTab.settings)
        }
    }
}

struct BooksTab: View {
    @Binding var selection: LibraryTab

    var body: some View {
        Button("Open settings") {
            selection = .settings
        }
    }
}

struct SettingsTab: View {
    var body: some View {
        Text("Settings")
    }
}

struct PlainTabs: View {
    var body: some View {
        TabView {
            BooksTab(selection: .constant(.books))
            SettingsTab()
        }
    }
}

#scenario("only the selected tab is built", root: LibraryTabs()) {
    #expect(findAll(BooksTab.self).count == 1)
    #expect(findAll(SettingsTab.self).isEmpty)
}

#scenario("selecting the settings tab runs the TabView's body, which builds that tab and drops the other", root: LibraryTabs()) {
    tap("Open settings")
    #expectUpdates(LibraryTabs.self)
    #expectInserted(SettingsTab.self)
    #expectRemoved(BooksTab.self)
    #expect(root.selection == .settings)
}

#scenario("selecting the tab that is shown writes an equal value: nothing runs", root: LibraryTabs()) {
    root.selection = .books
    #expectUpdates()
    #expect(findAll(SettingsTab.self).isEmpty)
}

#scenario("without a selection the first tab is shown", root: PlainTabs()) {
    #expect(findAll(BooksTab.self).count == 1)
    #expect(findAll(SettingsTab.self).isEmpty)
}
