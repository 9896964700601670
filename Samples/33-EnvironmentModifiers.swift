// 33 — Built-in modifiers that write the environment: `.disabled`, `.font`,
//      `.lineLimit`, `.transformEnvironment`.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Share model data throughout a view hierarchy":
//   a view reads an environment value through `@Environment`, and SwiftUI updates it when
//   the value changes.
// - SPEC rule 8: "Built-in modifiers that set an environment value set that entry the
//   same way: `.disabled(_:)` (`\.isEnabled`, and-ed with the value above), `.font(_:)`
//   (`\.font`), `.lineLimit`, …; `.transformEnvironment(\.key) { … }` applies its closure
//   to the value above." In SwiftUI `.disabled` is `transformEnvironment(\.isEnabled)
//   { $0 = $0 && !disabled }`, so a disabled parent disables everything below it.

import SwiftUI

struct SaveButton: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(isEnabled ? "Save" : "Save (locked)")
    }
}

struct Caption: View {
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        Text("font \(String(describing: font)), lines \(String(describing: lineLimit))")
    }
}

struct Plain: View {
    var body: some View {
        Text("reads no environment")
    }
}

struct Editor: View {
    @State private var locked = false
    @State private var formLocked = false
    @State private var big = false
    @State private var lines = 2

    var body: some View {
        VStack {
            VStack {
                SaveButton()
                    .disabled(locked)
                Plain()
            }
            .disabled(formLocked)
            Caption()
                .font(big ? .title : .body)
                .lineLimit(lines)
            Button("Lock") { locked = true }
            Button("Lock form") { formLocked = true }
            Button("Bigger") { big = true }
            Button("More lines") { lines = 3 }
        }
    }
}

struct Uppercased: View {
    @Environment(\.textCase) private var textCase

    var body: some View {
        Text("case \(String(describing: textCase))")
    }
}

struct Transformer: View {
    @State private var shout = false

    var body: some View {
        let shouting = shout
        VStack {
            Uppercased()
                .transformEnvironment(\.textCase) { value in
                    if shouting { value = .uppercase }
                }
            Button("Shout") { shout = true }
        }
        .textCase(.lowercase)
    }
}

#Preview {
    Editor()
}

#scenario(".disabled(locked) writes the isEnabled entry: SaveButton, which declares it, runs; Plain does not") {
    tap("Lock")
    #expectUpdates(Editor.self, SaveButton.self)
    #expect(find(SaveButton.self).isEnabled == false)
}

#scenario("a disabled container disables what is below it: the inner .disabled(false) does not undo it") {
    tap("Lock form")
    #expectUpdates(Editor.self, SaveButton.self)
    #expect(find(SaveButton.self).isEnabled == false)
}

#scenario(".font writes the font entry: Caption runs for the new font") {
    tap("Bigger")
    #expectUpdates(Editor.self, Caption.self)
}

#scenario(".lineLimit writes the lineLimit entry: Caption runs for the new limit") {
    tap("More lines")
    #expectUpdates(Editor.self, Caption.self)
    #expect(find(Caption.self).lineLimit == 3)
}

#scenario(".transformEnvironment applies its closure to the value above", root: Transformer()) {
    #expect(find(Uppercased.self).textCase == .lowercase)
    tap("Shout")
    #expectUpdates(Transformer.self, Uppercased.self)
    #expect(find(Uppercased.self).textCase == .uppercase)
}
