#scenario("the Config header tab replaces the keys page with the config page") {
    tap("Config")
    #expect(findAll(SSHConfigView.self).count == 1)
    #expect(findAll(SSHKeysView.self).count == 0)
    #expect(findAll(HeaderTabsView.self).count == 1)
}
