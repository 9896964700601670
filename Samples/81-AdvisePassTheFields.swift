// 81 — What `viewgraph advise` proposes for a child handed a whole value of which it reads a few
//      fields (issue 40, finding (c); rule 6).
//
// Each row of the queue is handed its whole track, and shows only the track's title and artist.
// The track is a value: when any of its fields changes — here its play count, which the queue's
// header adds up — the row's input changed (rule 6: values compare field by field), and the row
// runs, though what it shows is the same. Handed the title and the artist alone, the row is
// compared over those and skipped. `viewgraph advise Samples/81-AdvisePassTheFields.swift`
// proposes that edit as a diff — the call, the row's stored properties and their uses — and
// measures it (Tests/ViewGraphTests/AdviseTests.swift applies the diff and checks the measure).
//
// Track, PlayQueue and TrackRow are ours.

import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
    var artist: String
    var plays = 0
}

struct PlayQueue: View {
    @State private var tracks = [
        Track(id: 1, title: "Blue in Green", artist: "Miles Davis"),
        Track(id: 2, title: "Naima", artist: "John Coltrane"),
        Track(id: 3, title: "Peace Piece", artist: "Bill Evans"),
    ]

    var body: some View {
        VStack {
            Text("\(tracks.map(\.plays).reduce(0, +)) plays")
            Button("Play all") {
                for index in tracks.indices { tracks[index].plays += 1 }
            }
            ForEach(tracks) { track in
                TrackRow(track: track)
            }
        }
    }
}

struct TrackRow: View {
    let track: Track

    var body: some View {
        VStack(alignment: .leading) {
            Text(track.title)
            Text(track.artist)
        }
    }
}

#scenario("playing every track runs every row: each was handed a new track", root: PlayQueue()) {
    tap("Play all")
    #expectUpdates(PlayQueue.self, Array(repeating: "ForEach row", count: 3), Array(repeating: TrackRow.self, count: 3))
    tap("Play all")
    #expectUpdates(PlayQueue.self, Array(repeating: "ForEach row", count: 3), Array(repeating: TrackRow.self, count: 3))
    #expect(find(PlayQueue.self).tracks.map(\.plays) == [2, 2, 2])
}
