#scenario("a fresh install (no saved user) shows the login form, not the device list") {
    #expect(findAll(UserLoginViewiOS.self).count == 1)
    #expect(findAll(DeviceListViewiOS.self).isEmpty)
}

#scenario("typing an email goes to the login state through the store's binding") {
    type("ada@example.com", into: "Email")
    #expect(find(UserLoginViewiOS.self).store.email == "ada@example.com")
}
