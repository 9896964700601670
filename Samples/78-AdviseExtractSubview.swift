// 78 — What `viewgraph advise` proposes for a body that runs again only for what one part of it
//      reads (issue 40, findings (b) and (e); rules 1, 6 and 11).
//
// The screen shows the song playing above the playlist, and counts the taps on "Like". Its body
// reads `playlist.nowPlaying` and `likes` for one `Text` each (rule 1), so each change runs the
// whole body: the `ForEach` is built again and every row runs (rule 11), though no row shows
// either. Two kinds of edit stop that, and advise measures both: (b) move each `Text` into a
// subview of its own, whose reads are then the subview's (a `@Binding`'s projection is not a read,
// rule 4); (e) move the `ForEach` into a subview, which the screen hands the same playlist, so it
// is compared and skipped (rule 6) and its rows do not run. `viewgraph advise
// Samples/78-AdviseExtractSubview.swift` proposes each as a diff, the most saving first
// (Tests/ViewGraphTests/AdviseTests.swift applies the diffs and checks the measures).
//
// Playlist, PlaylistScreen and SongRow are ours.

import SwiftUI

@Observable final class Playlist {
    var songs = ["Intro", "Verse", "Chorus", "Bridge", "Outro"]
    var nowPlaying = "Intro"
}

struct PlaylistScreen: View {
    @State private var playlist = Playlist()
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Now playing: \(playlist.nowPlaying)")
                .font(.headline)
            ForEach(playlist.songs, id: \.self) { song in
                SongRow(title: song)
            }
            Text("\(likes) likes")
            Button("Like") { likes += 1 }
            Button("Next") { playlist.nowPlaying = "Verse" }
        }
    }
}

struct SongRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

#scenario("the next song runs the screen, and its ForEach runs every row again", root: PlaylistScreen()) {
    tap("Next")
    #expectUpdates(PlaylistScreen.self, Array(repeating: "ForEach row", count: 5))
    #expect(find(PlaylistScreen.self).playlist.nowPlaying == "Verse")
}

#scenario("a like runs the screen, and its ForEach runs every row again", root: PlaylistScreen()) {
    tap("Like")
    tap("Like")
    #expectUpdates(PlaylistScreen.self, PlaylistScreen.self, Array(repeating: "ForEach row", count: 10))
}
