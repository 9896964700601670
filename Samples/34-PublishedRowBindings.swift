// 34 — Rows bound into an ObservableObject's @Published array, and the same with
//      @Observable: a changed element runs the list, every row, and the changed row's card in both.
//
// Seeds:
// - monitoring-model-data-changes.md: an ObservableObject publishes every change of a
//   @Published property to the views that observe the object.
// - SPEC rule 6: "bindings [compare] by location and current value … Rows of a
//   `List`/`ForEach` follow the same rule with the element as their input." A row built
//   from `List($store.items)` gets a binding to its element, which stores the element's
//   value when it is made, and passes its item on to a Card.
// - SPEC rule 11: the list runs (it reads `items`), so it rebuilds its List and every row
//   runs its closure again; only the changed row's Card has a new input and runs (rule 6).
// - SPEC rule 9: only the view that declares the store subscribes to it; the rows and the
//   cards do not.

import SwiftUI
import Observation

struct Item: Identifiable {
    var id: Int
    var title: String
    var isDone = false
}

final class Store: ObservableObject {
    @Published var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]
}

@Observable
final class ObservedStore {
    var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]
}

struct Card: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}

struct PublishedList: View {
    @ObservedObject var store: Store

    var body: some View {
        List($store.items) { $item in
            Card(item: item)
        }
    }
}

struct ObservableList: View {
    @Bindable var store: ObservedStore

    var body: some View {
        List($store.items) { $item in
            Card(item: item)
        }
    }
}

/// Rows that write through their element's binding into an @Observable model.
struct Checklist: View {
    @Bindable var store: ObservedStore

    var body: some View {
        List($store.items) { $item in
            Toggle(item.title, isOn: $item.isDone)
        }
    }
}

#scenario("@Observable: a row writing through its binding changes the whole items property, so the list and every row run", root: Checklist(store: ObservedStore())) {
    toggle("Two")
    // Rule 5: each row's binding reads the whole `items` property (Observation tracks properties,
    // not elements); rule 11: the list, which reads it too, rebuilds its List.
    #expectUpdates(Checklist.self, "List row", "List row", "List row")
    #expect(root.store.items[1].isDone == true)
}

#scenario("ObservableObject: a new title runs the list, every row (their List was rebuilt) and the changed row's card, which shows the new title", root: PublishedList(store: Store())) {
    root.store.items[0].title = "A"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(PublishedList.self, "List row", "List row", "List row", Card.self)
    #expect(findAll(Card.self)[0].item.title == "A")
    #expect(findAll(Card.self)[1].item.title == "Two")
}

#scenario("@Observable: the same change runs the same views", root: ObservableList(store: ObservedStore())) {
    root.store.items[0].title = "A"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(ObservableList.self, "List row", "List row", "List row", Card.self)
    #expect(findAll(Card.self)[0].item.title == "A")
}

#scenario("ObservableObject: a second change to the same row runs it again", root: PublishedList(store: Store())) {
    root.store.items[2].title = "C"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(PublishedList.self, "List row", "List row", "List row", Card.self)
    root.store.items[2].title = "CC"
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(PublishedList.self, "List row", "List row", "List row", Card.self)
    #expect(findAll(Card.self)[2].item.title == "CC")
}

#scenario("ObservableObject: writing an equal array still publishes: the list and its rows run, but no card, since no element changed", root: PublishedList(store: Store())) {
    root.store.items = root.store.items
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(PublishedList.self, "List row", "List row", "List row")
}
