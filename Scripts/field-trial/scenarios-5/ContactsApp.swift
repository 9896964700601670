#scenario("the plus button pushes the save view; the persons list does not run again") {
    tap("plus")
    #expectUpdates()
    #expect(findAll(SaveView.self).count == 1)
}
