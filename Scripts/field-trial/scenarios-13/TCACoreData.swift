#scenario("Add saves a user through the Core Data client: the list shows one user row") {
    tap("Add")
    #expect(findAll(UserView.self).count == 1)
}
#scenario("deleting the added user's row empties the list again") {
    tap("Add")
    delete(row: 0)
    #expect(findAll(UserView.self).count == 0)
}
