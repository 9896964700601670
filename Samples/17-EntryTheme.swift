// 17 — Value-type environment entries declared with @Entry.
//
// Seeds:
// - managing-model-data-in-your-app.md, "Share model data throughout a view hierarchy":
//   "Before you can use the environment(_:_:) modifier, you need to create a custom
//   EnvironmentKey. Then extend EnvironmentValues to include a custom environment
//   property that gets and sets the value for the custom key." — the `@Entry` macro is
//   the short form of that key-plus-property pair (SPEC rule 8: "`EnvironmentKey.
//   defaultValue` (and `@Entry`) supplies the value where none was set").
// - model-data-state-binding-stateobject.md, `onChange(of:initial:_:)`: "你可以使用
//   `onChange` 在某个值变化时触发副作用，比如环境键( `Environment key` )..." (our
//   translation: you can use onChange to trigger side effects when a value changes, such
//   as an environment key) — environment keys hold values that change.
// - SPEC rule 8: a view depends on an entry only through an @Environment property it
//   declares; when the entry's value at its position changes (rule 2 equality: `==` for
//   values) it runs again; views that declare nothing are not touched.
//
// Everything below is ours: ThemedScreen sets `\.theme` from its state, with a nested
// override for one subtree; ReaderScreen sets a struct-valued entry.

import SwiftUI

struct ReadingStyle: Equatable {
    var fontSize: Int
    var serif: Bool
}

extension EnvironmentValues {
    @Entry var theme = "light"
    @Entry var readingStyle = ReadingStyle(fontSize: 14, serif: true)
}

struct ThemeLabel: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text("Theme: \(theme)")
    }
}

struct PlainLabel: View {
    var body: some View {
        Text("No theme here")
    }
}

// Declares nothing itself; holds a ThemeLabel one level down.
struct ThemedBox: View {
    var body: some View {
        VStack {
            Text("Box")
            ThemeLabel()
        }
    }
}

struct ThemedScreen: View {
    @State private var theme = "light"
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Dark") {
                theme = "dark"
            }
            Button("Count") {
                taps += 1
            }
            ThemeLabel()
            PlainLabel()
            ThemedBox()
            ThemedBox()
                .environment(\.theme, "sepia")
        }
        .environment(\.theme, theme)
    }
}

struct PageView: View {
    @Environment(\.readingStyle) private var style

    var body: some View {
        Text("Size \(style.fontSize)")
    }
}

struct ReaderScreen: View {
    @State private var style = ReadingStyle(fontSize: 14, serif: true)

    var body: some View {
        VStack {
            Toggle("Serif", isOn: $style.serif)
            PageView()
        }
        .environment(\.readingStyle, style)
    }
}

#Preview {
    ThemedScreen()
}

#scenario("each ThemeLabel sees the value set nearest above it") {
    #expect(findAll(ThemeLabel.self)[0].theme == "light")
    #expect(findAll(ThemeLabel.self)[1].theme == "light")
    #expect(findAll(ThemeLabel.self)[2].theme == "sepia")
}

#scenario("a new theme runs the screen that sets it and the ThemeLabels that see it; the overridden subtree and the views that declare nothing do not run") {
    tap("Dark")
    #expectUpdates(ThemedScreen.self, ThemeLabel.self, ThemeLabel.self)
    #expectInserted()
    #expectRemoved()
    #expect(findAll(ThemeLabel.self)[0].theme == "dark")
    #expect(findAll(ThemeLabel.self)[1].theme == "dark")
    #expect(findAll(ThemeLabel.self)[2].theme == "sepia")
}

#scenario("the screen runs for its own counter, but the theme it sets is equal: no ThemeLabel runs") {
    tap("Count")
    #expectUpdates(ThemedScreen.self)
}

#scenario("writing the theme the state already holds runs nothing") {
    root.theme = "light"
    #expectUpdates()
}

#scenario("dark and back to light in one step: the screen runs, but the entry's value is unchanged, so no ThemeLabel runs") {
    root.theme = "dark"
    root.theme = "light"
    #expectUpdates(ThemedScreen.self)
}

#scenario("with nothing set, the @Entry default is read", root: ThemeLabel()) {
    #expect(root.theme == "light")
}

#scenario("a struct entry is one value: changing a field PageView does not read still runs it", root: ReaderScreen()) {
    toggle("Serif")
    #expectUpdates(ReaderScreen.self, PageView.self)
    #expect(find(PageView.self).style.serif == false)
}

#scenario("an equal struct stored again changes nothing", root: ReaderScreen()) {
    root.style = ReadingStyle(fontSize: 14, serif: true)
    #expectUpdates()
    root.style.fontSize = 14
    #expectUpdates()
}

#scenario("a bigger font runs the screen and PageView", root: ReaderScreen()) {
    root.style.fontSize = 18
    #expectUpdates(ReaderScreen.self, PageView.self)
    #expect(find(PageView.self).style.fontSize == 18)
}
