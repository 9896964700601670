// The migration what-if on SportDiary (issue 40): + writes
// ActivityListViewModel.addNewActivityProgramIsOpen; picking a day in the new activity's
// dropdown writes AddNewActivityViewModel.selectedDay.

#scenario("+ opens the new activity") {
    tap("plus")
    #expectUpdates(ActivityListView.self)
    #expectInserted(AddNewActivityDaySelectionSection.self, AddNewActivityPageView.self, ChooseDayOfActivityView.self, CustomNavigationBar.self, PageView.self, Rounded.self)
}

#scenario("choosing Monday for the new activity") {
    tap("plus")
    #expectUpdates(ActivityListView.self)
    #expectInserted(AddNewActivityDaySelectionSection.self, AddNewActivityPageView.self, ChooseDayOfActivityView.self, CustomNavigationBar.self, PageView.self, Rounded.self)
    #expect(findAll(ChooseDayOfActivityView.self).count == 1)
    tap("Choose the day for new activity")
    #expectUpdates(AddNewActivityDaySelectionSection.self)
    #expectInserted(Rounded.self, Array(repeating: "ForEach row", count: 7))
    #expect(findAll(AddNewActivityDaySelectionSection.self).count == 1)
    tap("Monday")
    #expectUpdates(AddNewActivityDaySelectionSection.self, AddNewActivityPageView.self, ChooseDayOfActivityView.self, CustomNavigationBar.self, PageView.self)
    #expectInserted(Rounded.self)
    #expectRemoved(Rounded.self, Array(repeating: "ForEach row", count: 7))
    #expect(findAll(ChooseDayOfActivityView.self).count == 1)
}
