// 34 — Rows bound into an ObservableObject's @Published array, and the same with
//      @Observable: a changed element runs its row and its card in both.
//
// Seeds:
// - monitoring-model-data-changes.md: an ObservableObject publishes every change of a
//   @Published property to the views that observe the object.
// - SPEC rule 6: "bindings [compare] by location and current value … Rows of a
//   `List`/`ForEach` follow the same rule with the element as their input." A row built
//   from `List($store.items)` gets a binding to its element, which stores the element's
//   value when it is made; a row whose element changed has a binding with a new value,
//   so it runs, and passes its new item on.
// - SPEC rule 9: only the view that declares the store subscribes to it; the rows and the
//   cards do not, so they run only for their inputs.

import SwiftUI
import Observation

struct Item: Identifiable {
    var id: Int
    var title: String
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

#scenario("ObservableObject: a new title runs the list, the changed row and its card, which shows the new title", root: PublishedList(store: Store())) {
    root.store.items[0].title = "A"
    #expectUpdates(PublishedList.self, "List row", Card.self)
    #expect(findAll(Card.self)[0].item.title == "A")
    #expect(findAll(Card.self)[1].item.title == "Two")
}

#scenario("@Observable: the same change runs the same views", root: ObservableList(store: ObservedStore())) {
    root.store.items[0].title = "A"
    #expectUpdates(ObservableList.self, "List row", Card.self)
    #expect(findAll(Card.self)[0].item.title == "A")
}

#scenario("ObservableObject: a second change to the same row runs it again", root: PublishedList(store: Store())) {
    root.store.items[2].title = "C"
    #expectUpdates(PublishedList.self, "List row", Card.self)
    root.store.items[2].title = "CC"
    #expectUpdates(PublishedList.self, "List row", Card.self)
    #expect(findAll(Card.self)[2].item.title == "CC")
}

#scenario("ObservableObject: writing an equal array still publishes, but no row's element changed", root: PublishedList(store: Store())) {
    root.store.items = root.store.items
    #expectUpdates(PublishedList.self)
}
