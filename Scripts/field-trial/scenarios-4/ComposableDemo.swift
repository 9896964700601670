#scenario("the plus button presents the new sync-up form in a sheet") {
    tap("plus")
    #expect(findAll(SyncUpFormView.self).count == 1)
}
