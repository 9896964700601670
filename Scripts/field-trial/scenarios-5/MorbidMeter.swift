#scenario("the skull button pushes the configuration; the clock face does not run again") {
    tap("skull_button")
    #expectUpdates()
    #expect(findAll(ConfigurationView.self).count == 1)
}
