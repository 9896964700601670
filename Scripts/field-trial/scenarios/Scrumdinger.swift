// Scrumdinger loads its scrums from the documents folder (empty at launch: ViewGraph keeps the app's
// files in memory), so the list starts empty.
#scenario("adding a scrum through the sheet: typing runs only the sheet's editor, Add appends a row") {
    tap("plus")
    // The toolbar button writes isPresentingNewScrumView, which ScrumsView only projects ($): the
    // sheet's content appears without any body running.
    #expectUpdates()
    #expect(findAll(NewScrumSheet.self).count == 1)
    type("Design", into: "Title")
    // NewScrumSheet only projects $newScrum (rule 5); EditView reads the title through the binding.
    #expectUpdates(EditView.self)
    tap("Add")
    #expect(find(ScrumsView.self).scrums.map(\.title) == ["Design"])
    #expect(findAll(NewScrumSheet.self).isEmpty)
    #expect(findAll(CardView.self).count == 1)
}

#scenario("the app's save writes the scrums to the documents folder, in memory") {
    tap("plus")
    type("Standup", into: "Title")
    tap("Add")
    find(ScrumsView.self).saveAction()
    #expect(FileManager.default.fileExists(atPath: URL.documentsDirectory.appending(path: "scrums.data").path))
}
