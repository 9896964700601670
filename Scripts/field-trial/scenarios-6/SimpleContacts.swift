#scenario("Edit switches the sidebar to the editable contact list") {
    tap("Edit")
    #expect(findAll(ContactsListEditView.self).count == 1)
    #expect(findAll(ContactsListView.self).isEmpty)
}

#scenario("the star shows the favourites list, with Back to leave it") {
    tap("star.fill")
    #expect(findAll(ContactsListFavouritesView.self).count == 1)
    tap("Back")
    #expect(findAll(ContactsListView.self).count == 1)
}
