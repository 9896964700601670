// 10 — Sharing state with @Binding, and a struct passed down as an input.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - "Share access to state with bindings": "如果一个视图需要与其子视图共享状态控制权，可以在
//   子视图中使用 `Binding` 属性包装器声明一个属性。" (if a view needs to share control of
//   state with a child view, declare a property in the child with the Binding property
//   wrapper.) Code: PlayButton with `@Binding var isPlaying: Bool`, PlayerView passing
//   `PlayButton(isPlaying: $isPlaying) // Pass a binding.`, and Podcaster with
//   `Toggle("Favorite", isOn: $episode.isFavorite) // Bind to the Boolean.` and
//   `PlayerView(episode: episode)` — "你可以通过引用 `$episode.isFavorite` 来获得对剧集收藏
//   状态的绑定" (you can get a binding to the episode's favorite state by referencing
//   `$episode.isFavorite`).
// - "Declare Swift properties to store immutable values": "当用户在父视图中选择不同的剧集
//   时，SwiftUI 会检测到状态变化，并使用新的输入重新创建 `PlayerView`。" (when the user
//   selects a different episode in the parent view, SwiftUI detects the state change and
//   recreates PlayerView with the new input.)
// - `projectedValue` and `Binding` sections: PlayerView with
//   `.foregroundStyle(isPlaying ? .primary : .secondary)`; "每当用户点击 `PlayButton` 时，
//   `PlayerView` 就会更新其 `isPlaying` 状态。" (whenever the user taps PlayButton,
//   PlayerView updates its isPlaying state.)
// - SPEC rules 4–6: creating `$x` is not a read; a Toggle reads its binding in its own
//   place; a child re-runs only if its inputs changed (a struct by value, a binding by
//   location and current value); @State is not an input; ForEach rows re-run whenever
//   their ForEach is rebuilt (rule 11), their children only if their inputs changed.
//
// The seeds never declare Episode; here it is a plain struct with a memberwise init.

import SwiftUI
import Observation

struct Episode {
    var title: String
    var showTitle: String
    var isFavorite: Bool
}

struct PlayButton: View {
    @Binding var isPlaying: Bool // Play button now receives a binding.

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            Text(episode.showTitle)
            PlayButton(isPlaying: $isPlaying) // Pass a binding.
        }
    }
}

struct Podcaster: View {
    @State private var episode = Episode(title: "Some Episode",
                                         showTitle: "Great Show",
                                         isFavorite: false)

    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $episode.isFavorite) // Bind to the Boolean.
            PlayerView(episode: episode)
        }
    }
}

// Only hands out a binding; its body never reads `episode`.
struct FavoriteToggle: View {
    @State private var episode = Episode(title: "Some Episode",
                                         showTitle: "Great Show",
                                         isFavorite: false)

    var body: some View {
        Toggle("Favorite", isOn: $episode.isFavorite)
    }
}

// Episodes as struct elements of a ForEach, identified by title.
struct PlaylistView: View {
    @State private var episodes = [
        Episode(title: "Pilot", showTitle: "Great Show", isFavorite: false),
        Episode(title: "Finale", showTitle: "Great Show", isFavorite: false),
    ]

    var body: some View {
        VStack {
            ForEach(episodes, id: \.title) { episode in
                PlayerView(episode: episode)
            }
        }
    }
}

#Preview {
    Podcaster()
}

#scenario("tapping Play writes PlayerView's isPlaying through the binding: PlayerView and PlayButton run, Podcaster does not") {
    tap("Play")
    #expectUpdates(PlayerView.self, PlayButton.self)
    #expect(find(PlayerView.self).isPlaying == true)
    #expect(find(PlayButton.self).isPlaying == true)
}

#scenario("tapping Play then Pause: two passes, each running PlayerView and PlayButton once") {
    tap("Play")
    tap("Pause")
    #expectUpdates(PlayerView.self, PlayButton.self, PlayerView.self, PlayButton.self)
    #expect(find(PlayerView.self).isPlaying == false)
}

#scenario("toggling Favorite changes Podcaster's episode: Podcaster and PlayerView (new episode value) run; PlayButton's binding is unchanged") {
    toggle("Favorite")
    #expectUpdates(Podcaster.self, PlayerView.self)
    #expect(root.episode.isFavorite == true)
    #expect(find(PlayerView.self).episode.isFavorite == true)
}

#scenario("a new episode value from the parent keeps PlayerView's isPlaying: @State is not an input") {
    tap("Play")
    #expectUpdates(PlayerView.self, PlayButton.self)
    root.episode.title = "Another Episode"
    #expectUpdates(Podcaster.self, PlayerView.self)
    #expect(find(PlayerView.self).isPlaying == true)
    #expect(find(PlayerView.self).episode.title == "Another Episode")
}

#scenario("writing isPlaying's current value updates nothing") {
    find(PlayerView.self).isPlaying = false
    #expectUpdates()
}

#scenario("a view that only creates $episode.isFavorite for a Toggle does not depend on it", root: FavoriteToggle()) {
    toggle("Favorite")
    #expectUpdates()
    #expect(root.episode.isFavorite == true)
}

#scenario("changing one struct element runs the list view, every row (their ForEach was rebuilt) and that element's PlayerView only", root: PlaylistView()) {
    root.episodes[1].isFavorite = true
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(PlayerView.self, PlaylistView.self, "ForEach row", "ForEach row")
    #expectInserted()
    #expectRemoved()
}
