#scenario("the Data tab shows the data management page") {
    tap("Data")
    #expect(findAll(DataManagementView.self).count == 1)
}
