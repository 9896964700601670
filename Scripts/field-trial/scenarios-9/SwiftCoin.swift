#scenario("with the markets answering one coin, the list shows one coin cell and one top mover", beforeLaunch: {
    stubNetwork("https://api.coingecko.com/api/v3/coins/markets*", json: #"[{"id": "testcoin", "symbol": "tst", "name": "Testcoin", "image": "https://example.com/testcoin.png", "current_price": 12.5, "market_cap_rank": 1, "price_change_24h": 0.5, "price_change_percentage_24h": 4.2}]"#)
}) {
    #expect(findAll(CoinCellView.self).count == 1)
    #expect(findAll(TopMoverItemView.self).count == 1)
}
