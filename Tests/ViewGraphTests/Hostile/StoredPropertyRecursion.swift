class Node { var child: Node? = Node() }
struct A: View {
    let node = Node()
    var body: some View { Text("x") }
}
