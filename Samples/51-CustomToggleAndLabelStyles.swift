// 51 — A `ToggleStyle` and a `LabelStyle` of the app's own: each `makeBody(configuration:)` is a unit.
//
// - `.toggleStyle(Checkbox())` makes a unit named after the style, as a custom `ButtonStyle` or
//   `ViewModifier` does: its body is `makeBody(configuration:)`, its inputs the style's fields
//   (SPEC rule 6). The toggle it styles is `configuration.label`, a placeholder the graph fills.
// - `configuration.isOn` is the toggle's binding: reading it in `makeBody` is a read of what the
//   toggle is bound to (rules 1 and 4), so flipping the toggle runs the style; the style's own
//   button writes through it with `configuration.isOn.toggle()` (rule 5).
// - `.labelStyle(Badge())` likewise: `configuration.title` is the label it styles; what the style
//   reads (`tint`) is its own dependency.
//
// Settings, Prefs, Checkbox and Badge are ours.

import SwiftUI

@Observable
final class Prefs {
    var tint = Color.blue
    var showsIcons = true
}

struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration.isOn ? "Uncheck" : "Check") {
            configuration.isOn.toggle()
        }
        configuration.label
    }
}

struct Badge: LabelStyle {
    var prefs: Prefs

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
        .foregroundStyle(prefs.tint)
    }
}

struct Settings: View {
    @State private var prefs = Prefs()
    @State private var notify = false

    var body: some View {
        VStack {
            Toggle("Notify", isOn: $notify)
                .toggleStyle(Checkbox())
            Label("Inbox", systemImage: "tray")
                .labelStyle(Badge(prefs: prefs))
        }
    }
}

#scenario("the style's own button writes through configuration.isOn: the style, which reads it, runs") {
    tap("Check")
    #expectUpdates(Checkbox.self)
    #expect(root.notify == true)
    tap("Uncheck")
    #expectUpdates(Checkbox.self)
    #expect(root.notify == false)
}

#scenario("flipping the toggle from outside runs the style that reads its binding, not the settings") {
    toggle("Notify")
    #expectUpdates(Checkbox.self)
    #expect(root.notify == true)
}

#scenario("the label style reads the tint: changing it runs the label style only") {
    root.prefs.tint = .red
    #expectUpdates(Badge.self)
}

#scenario("a property no body reads runs nothing") {
    root.prefs.showsIcons = false
    #expectUpdates()
}
