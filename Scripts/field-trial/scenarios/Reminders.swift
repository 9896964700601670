// Reminders: the four stat tiles over the reminders store, the search overlay (typing into the
// .searchable field) and swipe-to-delete of a list. Reminders are inserted with modelContext.insert
// directly: "Add List" cannot open under ViewGraph (Color.toHex needs UIColor), and appending to
// MyList.reminders does not insert the reminder into ViewGraph's store (see the report).

#scenario("inserting reminders runs MyListsScreen and only the stat tiles whose count changed") {
    let ctx = find(MyListsScreen.self).modelContext
    ctx.insert(Reminder(title: "Milk"))
    ctx.insert(Reminder(title: "Eggs", isCompleted: true))
    #expectUpdates(MyListsScreen.self, ReminderStatsView.self, ReminderStatsView.self)
    // tiles are Today, Scheduled, All, Completed
    #expect(findAll(ReminderStatsView.self).map { $0.count } == [0, 0, 1, 1])
    ctx.insert(Reminder(title: "Bread", reminderDate: Date()))
    #expectUpdates(MyListsScreen.self, ReminderStatsView.self, ReminderStatsView.self, ReminderStatsView.self)
    #expect(findAll(ReminderStatsView.self).map { $0.count } == [1, 1, 2, 1])
}

#scenario("typing a search shows matching open reminders in an overlay; clearing it removes the overlay") {
    let ctx = find(MyListsScreen.self).modelContext
    ctx.insert(Reminder(title: "Milk"))
    ctx.insert(Reminder(title: "Eggs", isCompleted: true))
    ctx.insert(Reminder(title: "Bread"))
    #expectUpdates(MyListsScreen.self, ReminderStatsView.self, ReminderStatsView.self)
    search("mil")
    #expectUpdates(MyListsScreen.self)
    #expectInserted(ReminderListView.self, "ForEach row", RemindersCellView.self)
    #expect(find(ReminderListView.self).reminders.map { $0.title } == ["Milk"])
    // "e" matches Eggs and Bread, but Eggs is completed
    search("E")
    #expectUpdates(MyListsScreen.self, ReminderListView.self)
    #expect(find(ReminderListView.self).reminders.map { $0.title } == ["Bread"])
    search("")
    #expectUpdates(MyListsScreen.self)
    #expectRemoved(ReminderListView.self, "ForEach row", RemindersCellView.self)
}

#scenario("swipe-to-delete removes a list and its cell") {
    let ctx = find(MyListsScreen.self).modelContext
    ctx.insert(MyList(name: "Groceries", colorCode: "FF0000"))
    #expectUpdates(MyListsScreen.self)
    #expectInserted("ForEach row", MyListCellView.self)
    #expect(find(MyListCellView.self).myList.name == "Groceries")
    delete(row: 0)
    #expectUpdates(MyListsScreen.self)
    #expectRemoved("ForEach row", MyListCellView.self)
    #expect(find(MyListsScreen.self).myLists.isEmpty)
}
