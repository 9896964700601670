// 79 — What `viewgraph advise` proposes for an environment entry read too high in the tree
//      (issue 40, finding (d); rule 8).
//
// The profile card declares `@Environment(\.accent)` for one line of text, beside a list of
// names. A view depends on an entry through the `@Environment` property it declares (rule 8), so
// each new accent runs the whole card: its `ForEach` is built again and every row runs (rule 11).
// Moved, with the line that reads it, into a subview that declares it, the entry is read lower:
// a new accent runs the subview alone. `viewgraph advise Samples/79-AdviseEnvironmentReadLower.swift`
// proposes that edit as a diff and measures it (Tests/ViewGraphTests/AdviseTests.swift applies the
// diff and checks the measure).
//
// SettingsScreen, ProfileCard and NameRow are ours.

import SwiftUI

extension EnvironmentValues {
    @Entry var accent = "blue"
}

struct SettingsScreen: View {
    @State private var accent = "blue"

    var body: some View {
        VStack {
            Button("Green") { accent = "green" }
            Button("Orange") { accent = "orange" }
            ProfileCard()
        }
        .environment(\.accent, accent)
    }
}

struct ProfileCard: View {
    @Environment(\.accent) private var accent
    let names = ["Ada", "Grace", "Linus", "Barbara"]

    var body: some View {
        VStack {
            Text("Accent: \(accent)")
            ForEach(names, id: \.self) { name in
                NameRow(name: name)
            }
        }
    }
}

struct NameRow: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

#scenario("a new accent runs the card that declares it, and the card's rows", root: SettingsScreen()) {
    tap("Green")
    #expectUpdates(SettingsScreen.self, ProfileCard.self, Array(repeating: "ForEach row", count: 4))
    tap("Orange")
    #expectUpdates(SettingsScreen.self, ProfileCard.self, Array(repeating: "ForEach row", count: 4))
}
