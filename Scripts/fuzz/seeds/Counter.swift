struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}
#scenario("tap") {
    tap("Add")
    #expectUpdates(ContentView.self)
}
