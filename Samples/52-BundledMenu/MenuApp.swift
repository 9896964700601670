import SwiftUI

@main
struct MenuApp: App {
    @StateObject private var order = Order()

    var body: some Scene {
        WindowGroup {
            MenuView()
                .environmentObject(order)
        }
    }
}

struct MenuView: View {
    let menu = Bundle.main.decode([MenuSection].self, from: "menu.json")

    var body: some View {
        NavigationStack {
            List {
                ForEach(menu) { section in
                    Section(section.name) {
                        ForEach(section.items) { item in
                            ItemRow(item: item)
                        }
                    }
                }
            }
            .navigationTitle("Menu")
            .toolbar { OrderBadge() }
        }
    }
}

struct ItemRow: View {
    let item: MenuItem

    var body: some View {
        HStack {
            Text(item.name)
            Text("$\(item.price)")
            ForEach(item.restrictions, id: \.self) { restriction in
                Text(restriction)
            }
            AddButton(item: item)
        }
    }
}

struct AddButton: View {
    @EnvironmentObject var order: Order
    let item: MenuItem

    var body: some View {
        Button("Add \(item.name)") {
            order.add(item)
        }
    }
}

struct OrderBadge: View {
    @EnvironmentObject var order: Order

    var body: some View {
        Text("\(order.items.count) items, $\(order.total)")
    }
}
