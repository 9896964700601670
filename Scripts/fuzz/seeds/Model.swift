@Observable class Store {
    var items: [String] = ["a", "b"]
    var selected: Int? = nil
}
let store = Store()
struct ListView: View {
    var body: some View {
        List {
            ForEach(store.items, id: \.self) { item in Row(title: item) }
        }
    }
}
struct Row: View {
    let title: String
    var body: some View { Text(title).padding() }
}
#scenario("append") {
    store.items.append("c")
    #expectUpdates(ListView.self)
}
