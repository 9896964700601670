// 36 — Xcode's SwiftData app template, as Xcode writes it (Item.swift, ContentView.swift,
// ItemsAppApp.swift), with scenarios that add and delete items.
//
// - `@Model` classes are tracked like `@Observable` ones (SPEC rules 1–2).
// - `@Query private var items: [Item]` is a read, by the body that reads it, of the store's
//   contents for `Item`: inserting or deleting an `Item` runs ContentView again (rules 1–3);
//   each item is a `ForEach` row of its own (rule 11).
// - Dates are on the launch's clock: "now" is 2025-06-01T09:00:00Z unless `--now` says otherwise.

#scenario("the app launches with no items") {
    #expect(find(ContentView.self).items.isEmpty)
}

#scenario("adding an item runs the view that queries items and inserts its row") {
    tap("Add Item")
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row")
    #expect(find(ContentView.self).items.count == 1)
    #expect(find(ContentView.self).items[0].timestamp == Date(timeIntervalSince1970: 1748768400))
}

#scenario("deleting the first item removes its row") {
    tap("Add Item")
    tap("Add Item")
    #expectInserted("ForEach row", "ForEach row")
    find(ContentView.self).deleteItems(offsets: IndexSet(integer: 0))
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(ContentView.self, "ForEach row")
    #expectRemoved("ForEach row")
    #expect(find(ContentView.self).items.count == 1)
}

#scenario("changing an item's timestamp runs only its row") {
    tap("Add Item")
    #expectInserted("ForEach row")
    find(ContentView.self).items[0].timestamp = Date(timeIntervalSince1970: 0)
    #expectUpdates("ForEach row")
}

#scenario("swiping the second row deletes that item through the list's onDelete") {
    tap("Add Item")
    advance(seconds: 60)
    tap("Add Item")
    #expectInserted("ForEach row", "ForEach row")
    delete(row: 1)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(ContentView.self, "ForEach row")
    #expectRemoved("ForEach row")
    #expect(find(ContentView.self).items.count == 1)
    #expect(find(ContentView.self).items[0].timestamp == Date(timeIntervalSince1970: 1748768400))
}

#scenario("the toolbar's EditButton switches the list into edit mode and back") {
    tap("Edit")
    // SwiftUI's own views (here EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates()
    #expect(find(EditButton.self).editMode?.wrappedValue == .active)
    tap("Done")
    #expectUpdates()
}
