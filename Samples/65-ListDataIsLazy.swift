// 65 — `List(data) { row }` is a lazy container like `List { ForEach(data) { row } }`, with
//      modifiers applied to it or not: only the rows on screen exist.
//
// - Apple's `List` documentation: "A container that presents rows of data arranged in a single
//   column"; like `LazyVStack` ("the stack view doesn't create items until it needs to render them
//   onscreen"), it makes its rows as they come on screen. `List(_:rowContent:)` is
//   `List { ForEach(_:content:) }` written shorter.
// - SPEC rule 11: a lazy container builds the rows on screen (15 by default); a row off screen has
//   no unit, no body run and no reads (issue 41 point 10). A modifier on the list (`.listStyle`,
//   `.navigationTitle`) changes none of that.
//
// Song, Playlist, SongRow, PlainPlaylist and SectionedPlaylist are ours.

import SwiftUI
import Observation

@Observable
final class Song: Identifiable {
    let id: Int
    var title: String

    init(id: Int) {
        self.id = id
        self.title = "Song \(id)"
    }
}

struct SongRow: View {
    var song: Song

    var body: some View {
        Text(song.title)
    }
}

struct Playlist: View {
    @State private var songs = (0..<100).map { Song(id: $0) }

    var body: some View {
        NavigationStack {
            List(songs) { song in
                SongRow(song: song)
            }
            .listStyle(.plain)
            .navigationTitle("Songs")
        }
    }
}

struct PlainPlaylist: View {
    @State private var songs = (0..<100).map { Song(id: $0) }

    var body: some View {
        List(songs) { song in
            SongRow(song: song)
        }
    }
}

struct SectionedPlaylist: View {
    @State private var songs = (0..<100).map { Song(id: $0) }

    var body: some View {
        List {
            ForEach(songs) { song in
                SongRow(song: song)
            }
        }
        .listStyle(.insetGrouped)
    }
}

#scenario("a List of data with modifiers builds only the rows on screen", root: Playlist()) {
    #expect(findAll(SongRow.self).count == 15)
}

#scenario("renaming a song off screen runs nothing: its row was never built", root: Playlist()) {
    root.songs[50].title = "Encore"
    #expectUpdates()
}

#scenario("renaming a song on screen runs its row's view only", root: Playlist()) {
    root.songs[3].title = "Overture"
    #expectUpdates(SongRow.self)
}

#scenario("without modifiers, the same fifteen rows", root: PlainPlaylist()) {
    #expect(findAll(SongRow.self).count == 15)
}

#scenario("List { ForEach } with a modifier: the same fifteen rows", root: SectionedPlaylist()) {
    #expect(findAll(SongRow.self).count == 15)
}
