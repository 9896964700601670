#scenario("the Tasks row shows the tasks page") {
    tap("Tasks")
    #expect(findAll(TasksPage.self).count == 1)
}
