// 42 — `TabView(selection:)` with `.tag`: only the selected tab's content is built.
//
// - SwiftUI builds the view of the selected tab only; the others are made when they are first
//   shown, and kept after, hidden (Sample 62). ViewGraph does the same: the `TabView`'s content
//   closure runs with the body that makes it (rule 1), and of its tabs only the one whose `.tag`
//   equals the selection becomes units.
// - The `TabView` reads its selection in its own place, as a control reads its binding (rule 5):
//   the body that makes it only projects `$selection`. Selecting another tab runs no body of
//   yours; the new tab's views are inserted the first time and shown again after, and the old
//   ones hidden, with their state (rule 7).
// - Without `selection:`, the first tab is the one shown, and the `TabView` keeps which one is
//   selected as state of its own.
// - The tab bar shows every tab's `.tabItem` label (or `Tab`'s title): a scenario taps it,
//   `tap("Settings")`, to select that tab, as a person does. Each tab keeps its own place, so two
//   tabs of the same view type are two identities: switching between them hides one, shows the other.
//
// LibraryTabs, BooksTab, SettingsTab, PlainTabs, FilteredTabs and ModernTabs are ours.

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
                .tabItem { Label("Books", systemImage: "book") }
            SettingsTab()
                .tabItem { Text("Settings") }
        }
    }
}

struct FilteredTabs: View {
    var body: some View {
        TabView {
            FilteredList(filter: "all")
                .tabItem { Label("Everyone", systemImage: "person.3") }
            FilteredList(filter: "contacted")
                .tabItem { Label("Contacted", systemImage: "checkmark") }
        }
    }
}

struct FilteredList: View {
    let filter: String

    var body: some View {
        Text("Showing \(filter)")
    }
}

enum ModernTab: Hashable {
    case inbox
    case sent
}

struct ModernTabs: View {
    @State private var selection = ModernTab.inbox

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: ModernTab.inbox) {
                FilteredList(filter: "inbox")
            }
            Tab("Sent", systemImage: "paperplane", value: ModernTab.sent) {
                SettingsTab()
            }
        }
    }
}

#scenario("only the selected tab is built", root: LibraryTabs()) {
    #expect(findAll(BooksTab.self).count == 1)
    #expect(findAll(SettingsTab.self).isEmpty)
}

#scenario("selecting the settings tab builds that tab and hides the other; the body that makes the TabView does not run", root: LibraryTabs()) {
    tap("Open settings")
    // SPEC rule 5: the TabView reads the selection in its own place; LibraryTabs only projects it.
    #expectUpdates()
    #expectInserted(SettingsTab.self)
    #expectRemoved()  // rule 7 (issue 41): a tab that is not selected is hidden, not removed
    #expectHidden(BooksTab.self)
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

#scenario("tapping a tab item selects its tab: its tag goes to the selection", root: LibraryTabs()) {
    tap("Settings")
    #expect(root.selection == .settings)
    #expectUpdates()  // SPEC rule 5
    #expectInserted(SettingsTab.self)
    #expectRemoved()  // rule 7 (issue 41): hidden, not removed
    #expectHidden(BooksTab.self)
}

#scenario("without a selection, tapping a tab item selects it; the TabView's own state runs no body of ours", root: PlainTabs()) {
    tap("Settings")
    #expectUpdates()  // SPEC rule 5: the TabView's selection is its own
    #expectInserted(SettingsTab.self)
    #expectRemoved()  // rule 7 (issue 41): hidden, not removed
    #expectHidden(BooksTab.self)
    tap("Books")
    #expectUpdates()
    #expectInserted()  // rule 7 (issue 41): the kept tab is shown again, not inserted
    #expectShown(BooksTab.self)
    #expectRemoved()
    #expectHidden(SettingsTab.self)
}

#scenario("two tabs of one view type are two identities: selecting the other hides the first", root: FilteredTabs()) {
    #expect(find(FilteredList.self).filter == "all")
    tap("Contacted")
    #expectUpdates()  // SPEC rule 5
    #expectInserted(FilteredList.self)
    #expectRemoved()  // rule 7 (issue 41): hidden, not removed
    #expectHidden(FilteredList.self)
    #expect(find(FilteredList.self).filter == "contacted")
}

#scenario("a Tab's title is its item in the tab bar; its value: is its tag", root: ModernTabs()) {
    #expect(find(FilteredList.self).filter == "inbox")
    tap("Sent")
    #expect(root.selection == .sent)
    #expectInserted(SettingsTab.self)
    #expectRemoved()  // rule 7 (issue 41): hidden, not removed
    #expectHidden(FilteredList.self)
}
