// 25 — onChange(of:) actions run after the update, and their writes join the same flush.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - `onChange(of:initial:_:)`: "为该视图添加一个修饰符，当特定值发生变化时触发一个动作。" (adds
//   a modifier to this view that performs an action when a specific value changes.)
//   Declaration `func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping
//   () -> Void) -> some View where V : Equatable`. "当值发生变化时，闭包的新版本会被调用，所以
//   任何被捕获的值都将采用观察值拥有新值时的值。在下面的代码示例中，当 `playState` 变化时，
//   `PlayerView` 会调用其模型( `model` )。" (when the value changes, the new version of the
//   closure is called, so any captured values have their values from the time the
//   observed value has its new value. In the following code, PlayerView calls into its
//   model when playState changes.) Code: PlayerView with
//   `@State private var playState: PlayState = .paused`, `PlayButton(playState:
//   $playState)` and `.onChange(of: playState) { model.playStateDidChange(state:
//   playState) }`.
// - SPEC rule 1 (an onChange action is a stored closure: it reads nothing while the body
//   runs; the `of:` value is evaluated by the body, so it is a read) and rule 12 (after a
//   pass, run the onChange actions whose value changed; their writes start another pass
//   of the same flush).
//
// The seed never declares PlayState, Episode, PlayButton(playState:) or `model`; here
// PlayState is a two-case enum, `model` an @Observable PlayerModel passed in as an input,
// and PlayStatusView shows what the model recorded. CounterView, InitialCounterView,
// HistoryView and EchoView are ours: the two-parameter closure form and `initial: true`.

import SwiftUI
import Observation

enum PlayState {
    case playing
    case paused
}

struct Episode {
    var title: String
    var showTitle: String
}

@Observable class PlayerModel {
    var lastState: PlayState = .paused
    var changeCount = 0

    func playStateDidChange(state: PlayState) {
        lastState = state
        changeCount += 1
    }
}

struct PlayButton: View {
    @Binding var playState: PlayState

    var body: some View {
        Button(playState == .playing ? "Pause" : "Play") {
            playState = playState == .playing ? .paused : .playing
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    var model: PlayerModel
    @State private var playState: PlayState = .paused

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(playState: $playState)
        }
        .onChange(of: playState) {
            model.playStateDidChange(state: playState)
        }
    }
}

struct PlayStatusView: View {
    var model: PlayerModel

    var body: some View {
        Text(model.lastState == .playing ? "Now playing" : "Paused")
    }
}

struct PodcastScreen: View {
    @State private var model = PlayerModel()
    @State private var episode = Episode(title: "Some Episode", showTitle: "Great Show")

    var body: some View {
        VStack {
            PlayerView(episode: episode, model: model)
            PlayStatusView(model: model)
        }
    }
}

@Observable class History {
    var entries: [String] = []
}

struct HistoryView: View {
    var history: History

    var body: some View {
        Text("\(history.entries.count) changes")
    }
}

struct CounterView: View {
    @State private var count = 0
    @State private var history = History()

    var body: some View {
        VStack {
            Button("Add") {
                count += 1
            }
            Text("Count: \(count)")
            HistoryView(history: history)
        }
        .onChange(of: count) { oldValue, newValue in
            history.entries.append("\(oldValue) to \(newValue)")
        }
    }
}

struct InitialCounterView: View {
    @State private var count = 0
    @State private var history = History()

    var body: some View {
        VStack {
            Button("Add") {
                count += 1
            }
            HistoryView(history: history)
        }
        .onChange(of: count, initial: true) {
            history.entries.append("count is \(count)")
        }
    }
}

// The action writes state the same view reads: the view runs once in each pass.
struct EchoView: View {
    @State private var count = 0
    @State private var echo = 0

    var body: some View {
        VStack {
            Button("Add") {
                count += 1
            }
            Text("Count \(count), echo \(echo)")
        }
        .onChange(of: count) {
            echo = count
        }
    }
}

#Preview {
    PodcastScreen()
}

#scenario("tapping Play: PlayerView and PlayButton run, then the onChange action tells the model, and PlayStatusView runs in the same flush") {
    tap("Play")
    #expectUpdates(PlayerView.self, PlayButton.self, PlayStatusView.self)
    #expect(root.model.lastState == .playing)
    #expect(root.model.changeCount == 1)
}

#scenario("the action sees the new value each time: Play then Pause calls the model twice") {
    tap("Play")
    tap("Pause")
    #expectUpdates(PlayerView.self, PlayButton.self, PlayStatusView.self, PlayerView.self, PlayButton.self, PlayStatusView.self)
    #expect(root.model.lastState == .paused)
    #expect(root.model.changeCount == 2)
}

#scenario("writing the play state it already has runs nothing and calls no action") {
    find(PlayerView.self).playState = .paused
    #expectUpdates()
    #expect(root.model.changeCount == 0)
}

#scenario("playing and back to paused in one step: the views run, but the value the body sees did not change, so no action runs") {
    let player = find(PlayerView.self)
    player.playState = .playing
    player.playState = .paused
    #expectUpdates(PlayerView.self, PlayButton.self)
    #expect(root.model.changeCount == 0)
}

#scenario("a new episode runs PlayerView for its input; playState did not change, so no action runs") {
    root.episode.title = "Another Episode"
    #expectUpdates(PodcastScreen.self, PlayerView.self)
    #expect(root.model.changeCount == 0)
}

#scenario("the two-parameter form receives the old and the new value", root: CounterView()) {
    tap("Add")
    #expectUpdates(CounterView.self, HistoryView.self)
    #expect(root.history.entries == ["0 to 1"])
    tap("Add")
    #expectUpdates(CounterView.self, HistoryView.self)
    #expect(root.history.entries == ["0 to 1", "1 to 2"])
}

#scenario("no change, no action: the counter untouched leaves the history empty", root: CounterView()) {
    root.count = 0
    #expectUpdates()
    #expect(root.history.entries.isEmpty)
}

#scenario("initial: true runs the action once at launch; later it runs on each change", root: InitialCounterView()) {
    #expect(root.history.entries == ["count is 0"])
    tap("Add")
    #expectUpdates(InitialCounterView.self, HistoryView.self)
    #expect(root.history.entries == ["count is 0", "count is 1"])
}

#scenario("an action that writes state its own view reads runs that view again in a second pass of the same flush", root: EchoView()) {
    tap("Add")
    #expectUpdates(EchoView.self, EchoView.self)
    #expect(root.echo == 1)
}
