// 76 — A dependency-injection container's objects (Factory): `@InjectedObject` is observed,
// `@Injected` is not (rule 9).
//
// Factory's `@InjectedObject` is a `DynamicProperty` that holds the resolved object as an
// `@ObservedObject`, so a view that declares it runs again when the object publishes a change.
// `@Injected` resolves the same object into a plain stored property: the view that holds it is
// not subscribed, and shows what it read until something else runs it, as with any object a view
// keeps in a `let`. A `.singleton` factory gives every view the one object. (ViewGraph models
// Factory only for a program that imports it: Sources/ViewGraphEngine/Library/Packages/Prelude/Factory.)
//
// Basket, BasketBadge, BasketSummary, Shelf and Store are ours.

import SwiftUI
import Factory

final class Basket: ObservableObject {
    @Published var items: [String] = []
}

extension Container {
    var basket: Factory<Basket> { self { Basket() }.singleton }
}

struct BasketBadge: View {
    @InjectedObject(\.basket) var basket: Basket

    var body: some View {
        Text("\(basket.items.count)")
    }
}

struct BasketSummary: View {
    @Injected(\.basket) var basket: Basket

    var body: some View {
        Text("\(basket.items.count) in the basket")
    }
}

struct Shelf: View {
    @Injected(\.basket) var basket: Basket

    var body: some View {
        Button("Add tea") { basket.items.append("tea") }
    }
}

struct Store: View {
    var body: some View {
        VStack {
            BasketBadge()
            BasketSummary()
            Shelf()
        }
    }
}

#scenario("adding to the basket runs the view that observes it, not the one that only holds it", root: Store()) {
    tap("Add tea")
    #expectUpdates(BasketBadge.self)
    #expect(find(BasketSummary.self).basket.items == ["tea"])
}
