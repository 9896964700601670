#scenario("typing the timetable's title runs the welcome form (it reads the title to enable Create), not the content view") {
    type("Spring term", into: "Title of Timetable")
    // Corrected in session 11 (was: WelcomeView alone): UpdateModel rule 11 — when the view that
    // builds a ForEach runs, every kept row runs its new content closure ("its ForEach was
    // rebuilt"): the 10 theme colours and the 8 day buttons of the welcome form.
    #expectUpdates(WelcomeView.self, Array(repeating: "ForEach row", count: 18))
}
#scenario("Create inserts the first table: the content view's query now has it, so the usual view replaces the welcome form") {
    type("Spring term", into: "Title of Timetable")
    tap("Create")
    #expect(findAll(WelcomeView.self).count == 0)
    #expect(findAll(UsualView.self).count == 1)
}
