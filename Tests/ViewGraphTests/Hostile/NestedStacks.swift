struct A: View {
    var body: some View {
        VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { Text("x") } } } } } } } } } } } } } } } } } }
    }
}
#scenario("eighteen nested stacks launch") {
    #expectUpdates()
}
