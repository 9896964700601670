#scenario("the Memos account row pushes its login form inside the add-account sheet; nothing else runs again") {
    tap("Add a Memos Account")
    #expectUpdates()
    #expect(findAll(AddMemosAccountView.self).count == 1)
}
