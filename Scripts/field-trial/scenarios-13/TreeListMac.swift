#scenario("expanding Inbox builds its node: the Friends and Work folders appear") {
    tap("Inbox")
    #expect(findAll(Node.self).count == 2)
    #expect(findAll(Parent.self).count == 5)
}
