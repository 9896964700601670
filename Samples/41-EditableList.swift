// 41 — An editable, searchable list: `EditButton`, `@Environment(\.editMode)`, `.onDelete`,
// `.onMove` and `.searchable(text:)`.
//
// - `EditButton` and `EditMode` are Swift in the prelude: one edit mode per launch, kept by an
//   observable store, so a view that reads `editMode?.wrappedValue` depends on it (SPEC rules 1–2).
//   Tapping "Edit" runs the button (its title becomes "Done") and the views that read the mode.
// - `.onDelete` keeps its closure (rule 1); the scenario word `delete(row: 1)` calls it with that
//   row's offset, as a swipe does; `.onMove` likewise, and `move(row: 0, to: 3)` calls it with the
//   row's offset and SwiftUI's destination (an offset in the list before the move).
// - `.searchable(text: $query)` makes a binding, which is not a read (rule 4); `search("text")`
//   types into the field through it, so only the views that read the query run.
//
// Shelf, Counter, EditingBanner, Results and Book are ours.

import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct Shelf: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            VStack {
                Counter()
                EditingBanner()
                Results(query: query)
                List {
                    ForEach(books) { book in
                        Text(book.title)
                    }
                    .onDelete { offsets in
                        books.remove(atOffsets: offsets)
                    }
                    .onMove { offsets, destination in
                        books.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
            }
            .toolbar {
                EditButton()
            }
            .searchable(text: $query)
        }
    }
}

// Reads the edit mode: runs when "Edit" or "Done" is tapped.
struct EditingBanner: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
    }
}

// Shows the query: its input changes when the search text does.
struct Results: View {
    let query: String

    var body: some View {
        Text(query.isEmpty ? "All books" : "Results for \(query)")
    }
}

// Reads nothing: neither the edit mode nor the search runs it.
struct Counter: View {
    var body: some View {
        Text("Books")
    }
}

#scenario("the list starts out of edit mode") {
    #expect(find(EditingBanner.self).editMode?.wrappedValue == .inactive)
    #expect(find(EditingBanner.self).editMode?.wrappedValue.isEditing == false)
}

#scenario("tapping Edit runs the banner that reads the mode (and SwiftUI's EditButton, whose title changes)") {
    tap("Edit")
    // SwiftUI's own views (here EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates(EditingBanner.self)
    #expect(find(EditingBanner.self).editMode?.wrappedValue == .active)
    tap("Done")
    #expectUpdates(EditingBanner.self)
    #expect(find(EditingBanner.self).editMode?.wrappedValue == .inactive)
}

#scenario("there is no Done button until Edit is tapped") {
    tap("Done")
    #expectError("no button labelled \"Done\" on screen")
}

#scenario("deleting a row calls onDelete with its offset: the shelf runs and one row is removed") {
    delete(row: 1)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Shelf.self, "ForEach row", "ForEach row")
    #expectRemoved("ForEach row")
    #expect(root.books.map(\.title) == ["Dune", "Ulysses"])
}

#scenario("deleting a row that is not there is an error naming the rows there are") {
    delete(row: 3)
    #expectError("there is no row 3: the list has 3 rows")
}

#scenario("delete names the view that shows the list", root: Shelf()) {
    delete(row: 0, in: Shelf.self)
    #expect(root.books.count == 2)
    delete(row: 0, in: EditingBanner.self)
    #expectError("no list with '.onDelete' on screen in 'EditingBanner'")
}

#scenario("dragging a row calls onMove with SwiftUI's destination: the shelf and its rows run, rows keep their identity") {
    move(row: 0, to: 3)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Shelf.self, "ForEach row", "ForEach row", "ForEach row")
    #expect(root.books.map(\.title) == ["Emma", "Ulysses", "Dune"])
    move(row: 2, to: 0)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Shelf.self, "ForEach row", "ForEach row", "ForEach row")
    #expect(root.books.map(\.title) == ["Dune", "Emma", "Ulysses"])
}

#scenario("a row moves only to a place in the list") {
    move(row: 0, to: 4)
    #expectError("a row cannot move to 4: the list has 3 rows, so the destination is 0 to 3")
    move(row: 0, to: 1, in: EditingBanner.self)
    #expectError("no list with '.onMove' on screen in 'EditingBanner'")
}

#scenario("typing into the search field writes the query: the shelf, which reads it, and the results run") {
    search("Du")
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Results.self, Shelf.self, "ForEach row", "ForEach row", "ForEach row")
    #expect(root.query == "Du")
    #expect(find(Results.self).query == "Du")
}


#scenario("delete takes a row's offset and search a text; each says so otherwise") {
    delete(row: "Dune")
    #expectError("'delete' takes the row's offset, as in 'delete(row: 0)'")
    search(3)
    #expectError("'search' takes the text to type")
    move(row: 0)
    #expectError("'move' takes the row's offset and its destination, as in 'move(row: 0, to: 2)'")
}
