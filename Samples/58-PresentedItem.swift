// 58 — `sheet(item:)`: the item's id is the presented content's identity.
//
// - Apple, sheet(item:onDismiss:content:): "If `item` changes, the system dismisses the sheet and
//   replaces it with a new one using the same process." The item is `Identifiable`, so its `id` is
//   what identifies it (SPEC rule 7): another id removes the sheet's content — its state goes, its
//   `onDisappear` runs — and inserts new content; the same id with other values runs the content
//   closure again, and the sheet updates in place like any child whose input changed (rule 6).
// - Setting the item to nil dismisses the sheet: its content is removed, then `onDismiss` runs
//   (an action after the pass, rule 12). `fullScreenCover(item:)` and `popover(item:)` do the same.
//
// Recipe, RecipeSheet and Cookbook are ours.

import SwiftUI

struct Recipe: Identifiable, Equatable {
    let id: Int
    var name: String
}

final class Kitchen {
    var closed: [Int] = []
    var dismissals = 0
}

struct RecipeSheet: View {
    let recipe: Recipe
    let kitchen: Kitchen
    @State private var notes = ""

    var body: some View {
        VStack {
            Text(recipe.name)
            TextField("Notes", text: $notes)
        }
        .onDisappear { kitchen.closed.append(recipe.id) }
    }
}

struct Cookbook: View {
    @State private var open: Recipe?
    @State private var kitchen = Kitchen()

    var body: some View {
        VStack {
            Text(open?.name ?? "Nothing open")
            Button("Open soup") { open = Recipe(id: 1, name: "Soup") }
            Button("Open bread") { open = Recipe(id: 2, name: "Bread") }
        }
        .sheet(item: $open, onDismiss: { kitchen.dismissals += 1 }) { recipe in
            RecipeSheet(recipe: recipe, kitchen: kitchen)
        }
    }
}

#scenario("presenting an item inserts the sheet's content") {
    tap("Open soup")
    #expectUpdates(Cookbook.self)
    #expectInserted(RecipeSheet.self)
    #expect(find(RecipeSheet.self).recipe.name == "Soup")
}

#scenario("another item replaces the sheet: the old content goes with its state, new content comes") {
    tap("Open soup")
    #expectInserted(RecipeSheet.self)
    type("salt", into: "Notes")
    #expectUpdates()  // the sheet holds only $notes, a binding: no read (rule 4)
    tap("Open bread")
    #expectUpdates(Cookbook.self)
    #expectRemoved(RecipeSheet.self)
    #expectInserted(RecipeSheet.self)
    #expect(find(RecipeSheet.self).recipe.name == "Bread")
    #expect(find(RecipeSheet.self).notes == "")
    #expect(root.kitchen.closed == [1])
}

#scenario("the same item with another name updates the sheet in place and keeps its state") {
    tap("Open soup")
    #expectInserted(RecipeSheet.self)
    type("salt", into: "Notes")
    #expectUpdates()  // the sheet holds only $notes, a binding: no read (rule 4)
    root.open?.name = "Tomato soup"
    #expectUpdates(Cookbook.self, RecipeSheet.self)
    #expectRemoved()
    #expect(find(RecipeSheet.self).notes == "salt")
    #expect(root.kitchen.closed.isEmpty)
}

#scenario("nil dismisses: the content is removed, then onDismiss runs") {
    tap("Open soup")
    #expectInserted(RecipeSheet.self)
    root.open = nil
    #expectUpdates(Cookbook.self)
    #expectRemoved(RecipeSheet.self)
    #expect(root.kitchen.closed == [1])
    #expect(root.kitchen.dismissals == 1)
}
