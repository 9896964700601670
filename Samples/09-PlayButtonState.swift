// 09 — @State owned by one view: reading it is a dependency, writing it updates the view.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - "Leveraging property wrappers": `@State private var isVisible = true`,
//   `if isVisible == true { Text("Hello") // Only renders when isVisible is true. }`
//   and `Toggle("Visible", isOn: $isVisible) // The toggle can update the stored value.`
// - "Manage mutable values as state": "当你改变这个值时，SwiftUI 会更新视图的受影响部分。"
//   (our translation: when you change this value, SwiftUI updates the affected parts of
//   the view; code: a Button toggling `isPlaying`, label
//   `Image(systemName: isPlaying ? "pause.circle" : "play.circle")`).
// - "Declare Swift properties to store immutable values": PlayerView with
//   `let episode: Episode` and `@State private var isPlaying`.
// - `State` overview / `wrappedValue`: PlayButton with
//   `@State private var isPlaying: Bool = false // Create the state.`,
//   `Button(isPlaying ? "Pause" : "Play") { // Read the state.`,
//   `isPlaying.toggle() // Write the state.`
// - SPEC rule 4: each @State belongs to one view identity; an equal write is no change.
//
// The seeds never declare Episode; here it is a plain struct.

import SwiftUI
import Observation

struct Episode {
    var title: String
    var showTitle: String
    var isFavorite: Bool
}

struct PlayButton: View {
    @State private var isPlaying: Bool = false // Create the state.

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") { // Read the state.
            isPlaying.toggle() // Write the state.
        }
    }
}

struct TwoPlayButtons: View {
    var body: some View {
        VStack {
            PlayButton()
            PlayButton()
        }
    }
}

struct PlayerView: View {
    let episode: Episode // The queued episode.
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            // Display information about the episode.
            Text(episode.title)
            Text(episode.showTitle)

            Button(action: {
                self.isPlaying.toggle()
            }) {
                Image(systemName: isPlaying ? "pause.circle" : "play.circle")
            }
        }
    }
}

struct VisibilityView: View {
    @State private var isVisible = true // Declares isVisible as a state variable.

    var body: some View {
        VStack {
            Toggle("Visible", isOn: $isVisible) // The toggle can update the stored value.
            if isVisible == true {
                Text("Hello") // Only renders when isVisible is true.
            }
        }
    }
}

#Preview {
    PlayButton()
}

#scenario("tapping Play writes the state the label reads: PlayButton runs again and now shows Pause") {
    tap("Play")
    #expectUpdates(PlayButton.self)
    #expect(root.isPlaying == true)
    tap("Pause")
    #expectUpdates(PlayButton.self)
    #expect(root.isPlaying == false)
}

#scenario("two taps before one expectation: the span holds both runs") {
    tap("Play")
    tap("Pause")
    #expectUpdates(PlayButton.self, PlayButton.self)
}

#scenario("writing the value the state already holds updates nothing") {
    root.isPlaying = false
    #expectUpdates()
    root.isPlaying = true
    #expectUpdates(PlayButton.self)
}

#scenario("each PlayButton has its own isPlaying: changing one runs only that one", root: TwoPlayButtons()) {
    findAll(PlayButton.self)[1].isPlaying = true
    #expectUpdates(PlayButton.self)
    #expect(findAll(PlayButton.self)[0].isPlaying == false)
    #expect(findAll(PlayButton.self)[1].isPlaying == true)
}

#scenario("the image button's action toggles the state that chooses the image: PlayerView runs", root: PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show", isFavorite: false))) {
    root.isPlaying.toggle()
    #expectUpdates(PlayerView.self)
    #expect(root.isPlaying == true)
}

#scenario("the Visible toggle writes isVisible, which the if reads: VisibilityView runs (Text is not a unit)", root: VisibilityView()) {
    toggle("Visible")
    #expectUpdates(VisibilityView.self)
    #expectInserted()
    #expectRemoved()
    #expect(root.isVisible == false)
}
