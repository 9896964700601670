#scenario("the Locations tab shows the location list") {
    tap("Locations")
    #expect(findAll(LocationListView.self).count == 1)
}

#scenario("with the API answering, the Characters tab lists the first page's characters", beforeLaunch: {
    stubNetwork("https://rickandmortyapi.com/api/character/*", json: #"{"results": []}"#)
    stubNetwork("https://rickandmortyapi.com/api/character/?page=1", json: #"{"results": [{"id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": ""}, "image": "https://example.com/1.jpeg", "url": "https://example.com/1", "episode": []}, {"id": 2, "name": "Morty Smith", "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": ""}, "image": "https://example.com/2.jpeg", "url": "https://example.com/2", "episode": []}]}"#)
}) {
    #expect(findAll(CharacterCellView.self).count == 2)
}
