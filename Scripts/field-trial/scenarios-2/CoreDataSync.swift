#scenario("the plus button presents the new-contact form") {
    tap("plus")
    #expect(findAll(AddContactView.self).count == 1)
}
