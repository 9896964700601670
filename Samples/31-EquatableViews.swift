// 31 — Equatable views: when SwiftUI compares a child with its own `==`.
//
// Seeds and sources:
// - SPEC rule 6: "A view type that conforms to `Equatable` is compared with its own `==`
//   when its value is not plain data (it holds a `String`, an array, an object or a
//   closure); `.equatable()` (`EquatableView`) always uses `==`."
// - OpenSwiftUI's `EquatableView` ("a view type that compares itself against its previous
//   value and prevents its child updating if its new value is the same as its old value")
//   and its input comparison, which compares plain-data (POD) values bit by bit and uses
//   `Equatable` conformance for the rest.
//
// PriceTag holds a String, so it is not plain data: its own `==`, which looks only at the
// price, decides. Stars holds two Ints: plain data, compared field by field, so its `==`
// (which says every two values are equal) is not consulted — unless the parent asks for
// it with `.equatable()` or `EquatableView`.

import SwiftUI

struct PriceTag: View, Equatable {
    var label: String
    var cents: Int

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.cents == rhs.cents
    }

    var body: some View {
        Text("\(label): \(cents)")
    }
}

struct Stars: View, Equatable {
    var count: Int
    var outOf: Int

    static func == (lhs: Stars, rhs: Stars) -> Bool {
        true
    }

    var body: some View {
        Text("\(count) of \(outOf)")
    }
}

struct Shop: View {
    @State private var label = "Price"
    @State private var cents = 999
    @State private var rating = 3

    var body: some View {
        VStack {
            PriceTag(label: label, cents: cents)
            Stars(count: rating, outOf: 5)
            Button("Rename") { label = "Cost" }
            Button("Discount") { cents = 799 }
            Button("Rate") { rating = 4 }
        }
    }
}

struct EquatableShop: View {
    @State private var rating = 3
    @State private var cents = 999

    var body: some View {
        VStack {
            Stars(count: rating, outOf: 5).equatable()
            EquatableView(content: PriceTag(label: "Price", cents: cents))
            Button("Rate") { rating = 4 }
            Button("Discount") { cents = 799 }
        }
    }
}

#Preview {
    Shop()
}

#scenario("a new label runs Shop, but PriceTag's own == looks only at the price: PriceTag does not run") {
    tap("Rename")
    #expectUpdates(Shop.self)
}

#scenario("a new price makes PriceTag's == false: PriceTag runs") {
    tap("Discount")
    #expectUpdates(Shop.self, PriceTag.self)
}

#scenario("Stars is plain data: compared field by field, its == is not consulted, so a new rating runs it") {
    tap("Rate")
    #expectUpdates(Shop.self, Stars.self)
}

#scenario(".equatable() makes SwiftUI use Stars's ==, which says equal: Stars does not run", root: EquatableShop()) {
    tap("Rate")
    #expectUpdates(EquatableShop.self)
}

#scenario("EquatableView(content:) uses PriceTag's ==: a new price runs it", root: EquatableShop()) {
    tap("Discount")
    #expectUpdates(EquatableShop.self, PriceTag.self)
}
