#scenario("the trash button clears the inputs: the editor still shows three inputs and the result") {
    tap("trash")
    #expect(findAll(InputView.self).count == 3)
    #expect(findAll(ResultView.self).count == 1)
}
