#scenario("tapping the Me tab shows MeView; typing a name runs MeView only (its onChange(of: name) reads the name), then again for the new QR code") {
    tap("Me")
    #expectInserted(MeView.self)
    type("Paul", into: "Name")
    #expect(find(MeView.self).name == "Paul")
    #expectUpdates(MeView.self, MeView.self)
}

#scenario("a new prospect: the @Query of the Everyone tab changes, so ProspectsView runs and one List row appears") {
    find(ProspectsView.self).modelContext.insert(Prospect(name: "Paul Hudson", emailAddress: "paul@hackingwithswift.com", isContacted: false))
    #expectUpdates(ProspectsView.self)
    #expectInserted("List row")
}

#scenario("tapping Scan runs no body: ProspectsView only projects $isShowingScanner") {
    tap("Scan")
    #expect(find(ProspectsView.self).isShowingScanner)
    #expectUpdates()
}
