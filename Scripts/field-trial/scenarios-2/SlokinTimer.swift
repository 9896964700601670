#scenario("the 記録 (records) tab shows the records") {
    tap("記録")
    #expect(findAll(Records.self).count == 1)
}

#scenario("the 称号 (titles) tab shows the titles") {
    tap("称号")
    #expect(findAll(Titles.self).count == 1)
}
