// 14 — View identity: `.id(_:)`, if/else branches and ForEach element ids.
//
// Seeds (model-data-state-binding-stateobject.md — Chinese prose, English code; quotes
// in Chinese are followed by our translation):
// - "Initialize state objects using external data": "如果传给 `MyInitializableView` 的名称
//   输入发生变化，SwiftUI 会使用新值重新运行视图的初始化器。然而，你提供给状态对象初始化器的
//   自动闭包仅在首次调用状态对象的初始化器时执行，因此模型中存储的名称值不会改变。" (if the
//   name input changes, SwiftUI reruns the view's initializer with the new value, but the
//   state object's initial value is used only the first time, so the model's stored
//   name doesn't change.)
// - "Force reinitialization by changing view identity": code
//   `MyInitializableView(name: name).id(name) // Binds the identity of the view to the
//   name property.`; "如果你的视图出现在 `ForEach` 中，它会隐式地接收一个使用相应数据元素
//   标识符的 `id(_:)` 修饰符。" (a view inside a ForEach implicitly gets an id(_:) with
//   its data element's identifier); "改变身份会重置视图保存的所有状态，包括你作为 `State`
//   ……管理的值。" (changing identity resets all state the view holds, including values
//   you manage as State.)
// - "Managing user interface state": "状态变量的生命周期与视图的生命周期相匹配" (a state
//   variable's lifetime matches the view's lifetime).
// - SPEC rules 4, 6 and 7: @State is initialised once per identity; an if/else branch is
//   a different structural place, so switching branches removes one view and inserts
//   another, with fresh state; a changed `.id` does the same.
//
// Rewritten: the seed's MyInitializableView keeps `@StateObject private var model`
// with `_model = StateObject(wrappedValue: ...)`; StateObject is the next issue, so
// here it is `@State` with `_model = State(initialValue: ...)` holding an @Observable
// DataModel — the same once-per-identity initialisation (SPEC rule 4).

import SwiftUI
import Observation

@Observable class DataModel {
    var name: String
    var isEnabled = false

    init(name: String) {
        self.name = name
    }
}

struct MyInitializableView: View {
    var name: String
    @State private var model: DataModel

    init(name: String) {
        self.name = name
        _model = State(initialValue: DataModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
        }
    }
}

struct NamesView: View {
    @State private var name = "Ravi"

    var body: some View {
        VStack {
            MyInitializableView(name: name)
            MyInitializableView(name: name)
                .id(name) // Binds the identity of the view to the name property.
            Button("Rename to Maria") {
                name = "Maria"
            }
        }
    }
}

struct PlayButton: View {
    @State private var isPlaying: Bool = false

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerScreen: View {
    @State private var showsPlayer = true

    var body: some View {
        VStack {
            Toggle("Show player", isOn: $showsPlayer)
            if showsPlayer {
                PlayButton()
            } else {
                Text("Player hidden")
            }
        }
    }
}

// The same view type in both branches: still two different identities.
struct ButtonSizeBranchView: View {
    @State private var isLarge = false

    var body: some View {
        VStack {
            Toggle("Large", isOn: $isLarge)
            if isLarge {
                PlayButton()
                    .font(.largeTitle)
            } else {
                PlayButton()
            }
        }
    }
}

// The condition inside a modifier: one identity throughout.
struct ButtonSizeModifierView: View {
    @State private var isLarge = false

    var body: some View {
        VStack {
            Toggle("Large", isOn: $isLarge)
            PlayButton()
                .font(isLarge ? .largeTitle : .body)
        }
    }
}

struct EpisodeRow: View {
    var title: String
    @State private var isPlaying = false

    var body: some View {
        Button(isPlaying ? "Pause \(title)" : "Play \(title)") {
            isPlaying.toggle()
        }
    }
}

struct QueueView: View {
    @State private var titles = ["Pilot", "Second", "Finale"]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                EpisodeRow(title: title)
            }
        }
    }
}

struct RatingView: View {
    @State private var rating = 2

    var body: some View {
        HStack {
            ForEach(0..<rating, id: \.self) { index in
                Image(systemName: "star.fill")
            }
            Button("More") {
                rating += 1
            }
        }
    }
}

#Preview {
    NamesView()
}

#scenario("a new name re-runs the plain view with its old model, while the view with .id(name) is replaced with fresh state") {
    tap("Rename to Maria")
    #expectUpdates(NamesView.self, MyInitializableView.self)
    #expectRemoved(MyInitializableView.self)
    #expectInserted(MyInitializableView.self)
    #expect(findAll(MyInitializableView.self)[0].name == "Maria")
    #expect(findAll(MyInitializableView.self)[0].model.name == "Ravi")
    #expect(findAll(MyInitializableView.self)[1].model.name == "Maria")
}

#scenario("writing the same name keeps both identities and runs nothing") {
    root.name = "Ravi"
    #expectUpdates()
    #expectInserted()
    #expectRemoved()
}

#scenario("hiding the player removes PlayButton and its state; showing it again inserts a fresh one", root: PlayerScreen()) {
    tap("Play")
    #expectUpdates(PlayButton.self)
    toggle("Show player")
    #expectUpdates(PlayerScreen.self)
    #expectRemoved(PlayButton.self)
    toggle("Show player")
    #expectUpdates(PlayerScreen.self)
    #expectInserted(PlayButton.self)
    #expect(find(PlayButton.self).isPlaying == false)
}

#scenario("switching between if and else replaces PlayButton even though both branches build one", root: ButtonSizeBranchView()) {
    tap("Play")
    #expectUpdates(PlayButton.self)
    toggle("Large")
    #expectUpdates(ButtonSizeBranchView.self)
    #expectRemoved(PlayButton.self)
    #expectInserted(PlayButton.self)
    #expect(find(PlayButton.self).isPlaying == false)
}

#scenario("a condition inside a modifier keeps PlayButton's identity: it neither runs nor loses its state", root: ButtonSizeModifierView()) {
    tap("Play")
    #expectUpdates(PlayButton.self)
    toggle("Large")
    #expectUpdates(ButtonSizeModifierView.self)
    #expectRemoved()
    #expectInserted()
    #expect(find(PlayButton.self).isPlaying == true)
}

#scenario("reordering ForEach elements keeps each row's identity and its EpisodeRow's state", root: QueueView()) {
    tap("Play Pilot")
    #expectUpdates(EpisodeRow.self)
    root.titles.swapAt(0, 2)
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(QueueView.self, "ForEach row", "ForEach row", "ForEach row")
    #expectRemoved()
    #expectInserted()
    #expect(findAll(EpisodeRow.self)[2].title == "Pilot")
    #expect(findAll(EpisodeRow.self)[2].isPlaying == true)
    tap("Pause Pilot")
    #expectUpdates(EpisodeRow.self)
}

#scenario("renaming an element changes its id: its row and EpisodeRow are removed and new ones inserted", root: QueueView()) {
    root.titles[1] = "Middle"
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(QueueView.self, "ForEach row", "ForEach row")
    #expectRemoved("ForEach row", EpisodeRow.self)
    #expectInserted("ForEach row", EpisodeRow.self)
}

#scenario("growing a range adds one row; the rows for existing numbers run again (their ForEach was rebuilt)", root: RatingView()) {
    tap("More")
    // Rule 11: the body that builds the ForEach ran, so every kept row runs its content again.
    #expectUpdates(RatingView.self, "ForEach row", "ForEach row")
    #expectInserted("ForEach row")
    #expect(root.rating == 3)
}
