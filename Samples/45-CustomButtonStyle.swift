// 45 — A `ButtonStyle` of the app's own: its `makeBody(configuration:)` is a unit.
//
// - `.buttonStyle(Filled(theme: theme))` makes a unit named after the style, like a custom
//   `ViewModifier`: its body is `makeBody(configuration:)`, its inputs are the style's fields
//   (SPEC rule 6). The button it styles is `configuration.label`, a placeholder the graph fills:
//   when the view around builds the button again, the style's body does not run.
// - What `makeBody` reads is the style's own dependency (rule 1): changing the theme's tint runs the
//   style and nothing else. `configuration.isPressed` is always false: a scenario's `tap` is a tap,
//   not a press held down.
// - The button keeps its action: `tap("Add")` runs it through the style.
//
// Counter, Theme and Filled are ours.

import SwiftUI

@Observable
final class Theme {
    var tint = Color.blue
    var cornerRadius = 8.0
}

struct Filled: ButtonStyle {
    var theme: Theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(theme.tint)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct Counter: View {
    @State private var theme = Theme()
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count) taps")
            Button("Add") {
                count += 1
            }
            .buttonStyle(Filled(theme: theme))
        }
    }
}

#scenario("tapping the styled button runs its action: the counter runs, and not the style, whose label is a placeholder") {
    tap("Add")
    // Rule 6 (issue 22, OpenSwiftUI CustomViewModifier.swift): the label is not the style's input;
    // this expected [Counter, Filled] before.
    #expectUpdates(Counter.self)
    #expect(root.count == 1)
}

#scenario("the style reads the tint: changing it runs the style only") {
    root.theme.tint = .red
    #expectUpdates(Filled.self)
}

#scenario("a property the style does not read runs nothing") {
    root.theme.cornerRadius = 2
    #expectUpdates()
}
