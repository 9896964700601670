// 80 — What `viewgraph advise` proposes for a child that runs again only because its parent makes
//      a closure it takes anew (issue 40, finding (c); rule 6).
//
// Each row of the basket takes its title and a closure that removes it. The closure is written in
// the basket's body, so each run of the body makes a new one, and a closure compares by identity
// (rule 6): whenever the basket runs, every row's input changed, and every row runs, though its
// title is the same. Made `Equatable` over its title, a row is compared with its own `==` and
// skipped (rule 6: an `Equatable` view whose value is not plain data). `viewgraph advise
// Samples/80-AdviseEquatableRow.swift` proposes that edit as a diff and measures it
// (Tests/ViewGraphTests/AdviseTests.swift applies the diff and checks the measure).
//
// Basket and ItemRow are ours.

import SwiftUI

struct Basket: View {
    @State private var items = ["Tea", "Milk", "Bread", "Eggs"]
    @State private var removed = 0

    var body: some View {
        VStack {
            Text("Removed: \(removed)")
            ForEach(items, id: \.self) { item in
                ItemRow(title: item, onRemove: {
                    items.removeAll { $0 == item }
                    removed += 1
                })
            }
        }
    }
}

struct ItemRow: View {
    let title: String
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Button("Remove \(title)", action: onRemove)
        }
    }
}

#scenario("removing one item runs every other row: each was handed a new closure", root: Basket()) {
    tap("Remove Tea")
    #expectUpdates(Basket.self, ItemRow.self, ItemRow.self, ItemRow.self, Array(repeating: "ForEach row", count: 3))
    tap("Remove Eggs")
    #expectUpdates(Basket.self, ItemRow.self, ItemRow.self, Array(repeating: "ForEach row", count: 2))
    #expect(find(Basket.self).items == ["Milk", "Bread"])
}
