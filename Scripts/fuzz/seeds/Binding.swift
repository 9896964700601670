struct Parent: View {
    @State var on = false
    @State var name = ""
    var body: some View {
        Form {
            Toggle("On", isOn: $on)
            TextField("Name", text: $name)
            if on { Text("\(name.count)") } else { EmptyView() }
        }
    }
}
#scenario("toggle") {
    toggle("On")
    type("x", into: "Name")
}
