#scenario("the password reminder link only logs: nothing runs again") {
    tap("Przypomnij hasło")
    #expectUpdates()
    #expect(findAll(FloatingTextField.self).count == 2)
}
