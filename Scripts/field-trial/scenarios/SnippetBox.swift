// SnippetBox: the "query relationship" tab's @Query predicates over snippets inserted into the store,
// the folder list's Edit button, and swipe-to-delete of a folder. ("Add Folder" and "Add Snippet" are
// left out: see the report on NavigationSplitView's content column and relationship appends.)

#scenario("query relationship tab: snippets sorted into the folder and no-folder sections") {
    let ctx = find(FolderListView.self).context
    let folder = Folder(name: "new folder")
    ctx.insert(folder)
    ctx.insert(Snippet(title: "in folder", folder: folder))
    ctx.insert(Snippet(title: "loose"))
    // only FolderListView queries Folder; nothing live queries Snippet yet
    #expectUpdates(FolderListView.self)
    #expectInserted(FolderRow.self, "ForEach row")
    tap("query relationship")
    #expectUpdates()
    #expectInserted(RelationshipPredicateSnippetListExample.self, "ForEach row", "ForEach row", "ForEach row", "ForEach row", DetailedRelationshipSnippetRow.self, DetailedRelationshipSnippetRow.self, DetailedRelationshipSnippetRow.self, DetailedRelationshipSnippetRow.self)
    let v = find(RelationshipPredicateSnippetListExample.self)
    #expect(v.allSnippets.count == 2)
    #expect(v.nofolderSnippets.map { $0.title } == ["loose"])
    #expect(v.newFolderSnippets.map { $0.title } == ["in folder"])
    #expect(v.tagsSnippets.isEmpty)
    #expect(v.tagsThreeSnippets.isEmpty)
}

#scenario("Edit toggles only the EditButton; swipe-to-delete removes the folder row") {
    find(FolderListView.self).context.insert(Folder(name: "Swift"))
    #expectUpdates(FolderListView.self)
    #expectInserted(FolderRow.self, "ForEach row")
    tap("Edit")
    // EditButton is SwiftUI's view: '#expectUpdates' and '#expectInserted' compare the program's views.
    #expectUpdates()
    delete(row: 0)
    #expectUpdates(FolderListView.self)
    #expectRemoved(FolderRow.self, "ForEach row")
    #expect(find(FolderListView.self).folders.isEmpty)
    tap("Done")
    // EditButton is SwiftUI's view: '#expectUpdates' and '#expectInserted' compare the program's views.
    #expectUpdates()
}
