#scenario("typing into the word field runs no body: ContentView only projects $newWord, the TextField reads it in its own place") {
    type("silk", into: "Enter your word")
    #expect(find(ContentView.self).newWord == "silk")
    #expectUpdates()
}

#scenario("adding a used word runs ContentView and inserts one ForEach row") {
    find(ContentView.self).usedWords.insert("worm", at: 0)
    #expectUpdates(ContentView.self)
    #expectInserted("ForEach row")
}
