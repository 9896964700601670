#scenario("the order button sends the home feature's delegate action: the root switches to the menu") {
    tap("주문 시작하기")
    #expect(findAll(HomeView.self).count == 0)
    #expect(findAll(MenuView.self).count == 1)
}
#scenario("on the menu, the cafe button presents the cafe list in a sheet") {
    tap("주문 시작하기")
    tap("카페를 선택해주세요")
    #expect(findAll(CafeList.self).count == 1)
}
