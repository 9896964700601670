// 39 — A photo grid: `LazyVGrid` with `GridItem`s.
//
// - `LazyVGrid(columns:)` is a lazy container: its content is built with the body that makes it,
//   but only the rows on screen (15 lines of as many cells as it has columns, rule 11); the
//   `ForEach` inside makes each element a row unit of its own, identified by `id:` or
//   `Identifiable.id`.
// - Changing the columns runs the gallery, which rebuilds the ForEach, so every row runs its
//   closure again (rule 11); each row's PhotoCell is given the same photo and is compared and
//   skipped (rule 6).
// - Marking one photo a favourite is a write to that photo only (rule 3: a class element), so only
//   the cell that reads it runs.
//
// Gallery, Photo and PhotoCell are ours.

import SwiftUI

@Observable
final class Photo: Identifiable {
    let id: Int
    var title: String
    var isFavorite = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Album {
    var photos = (1...6).map { Photo(id: $0, title: "Photo \($0)") }
}

struct Gallery: View {
    @State private var album = Album()
    @State private var columnCount = 3

    var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 8), count: columnCount)
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(album.photos) { photo in
                    PhotoCell(photo: photo)
                }
            }
        }
        Button("Two columns") { columnCount = 2 }
        Button("Add") { album.photos.append(Photo(id: album.photos.count + 1, title: "New")) }
    }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        VStack {
            Text(photo.title)
            Image(systemName: photo.isFavorite ? "heart.fill" : "heart")
        }
    }
}

#scenario("marking one photo a favourite runs its cell only") {
    find(Gallery.self).album.photos[2].isFavorite = true
    #expectUpdates(PhotoCell.self)
}

#scenario("changing the columns runs the gallery and its rows (their ForEach was rebuilt); each row's element is the same photo, so no cell runs") {
    tap("Two columns")
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Gallery.self, Array(repeating: "ForEach row", count: 6))
    #expect(find(Gallery.self).columns.count == 2)
}

#scenario("adding a photo inserts one row and its cell") {
    tap("Add")
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(Gallery.self, Array(repeating: "ForEach row", count: 6))
    #expectInserted("ForEach row", PhotoCell.self)
}

#scenario("the grid's columns are GridItems") {
    #expect(find(Gallery.self).columns.count == 3)
    #expect(find(Gallery.self).columns[0].spacing == 8)
}
