#scenario("opening an item pushes ItemDetail; no body runs") {
    tap("Maple French Toast")
    #expectUpdates()
    #expectInserted(ItemDetail.self)
}

#scenario("Order This publishes Order.items: every view holding the Order as @StateObject/@EnvironmentObject runs (the App and ItemDetail), whatever it reads") {
    tap("Maple French Toast")
    #expectInserted(ItemDetail.self)
    tap("Order This")
    #expect(find(ItemDetail.self).order.items.count == 1)
    #expectUpdates(iDineApp.self, ItemDetail.self)
}
