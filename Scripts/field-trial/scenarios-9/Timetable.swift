#scenario("typing the timetable's title runs the welcome form (it reads the title to enable Create), not the content view") {
    type("Spring term", into: "Title of Timetable")
    #expectUpdates(WelcomeView.self)
}
#scenario("Create inserts the first table: the content view's query now has it, so the usual view replaces the welcome form") {
    type("Spring term", into: "Title of Timetable")
    tap("Create")
    #expect(findAll(WelcomeView.self).count == 0)
    #expect(findAll(UsualView.self).count == 1)
}
