// 38 — A setting kept with `@AppStorage`, read by two screens.
//
// - `@AppStorage("key")` is storage SwiftUI keeps in `UserDefaults`: every view that declares the
//   same key reads and writes one value. ViewGraph's `UserDefaults` is in memory and empty at every
//   launch (never the real disk), so each scenario starts from the declared defaults; what
//   `UserDefaults.standard.set(_:forKey:)` stores is what the `@AppStorage` views of that key show.
// - Reading it in a body is a dependency, writing it invalidates its readers unless the value is
//   equal (SPEC rules 2 and 4, as for `@State`); `$name` is a binding that reads nothing (rule 4).
//
// SettingsView, GreetingView and the app are ours.

import SwiftUI

struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("fontSize") private var fontSize = 14.0

    var body: some View {
        Form {
            TextField("Name", text: $username)
            Stepper("Size", value: $fontSize, in: 10...30)
            Button("Reset") {
                username = "Anonymous"
                fontSize = 14
            }
        }
    }
}

struct GreetingView: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        Text("Hello, \(username)!")
    }
}

struct SizeLabel: View {
    @AppStorage("fontSize") private var fontSize = 14.0

    var body: some View {
        Text("\(Int(fontSize)) pt")
    }
}

struct SettingsApp: View {
    var body: some View {
        VStack {
            GreetingView()
            SizeLabel()
            SettingsView()
        }
    }
}

#scenario("typing a name runs the views that read that key, and no others") {
    type("Ada", into: "Name")
    #expectUpdates(GreetingView.self)
    #expect(find(GreetingView.self).username == "Ada")
}

#scenario("the views share one value per key") {
    find(GreetingView.self).username = "Grace"
    #expectUpdates(GreetingView.self)
    #expect(find(SettingsView.self).username == "Grace")
}

#scenario("writing an equal value runs nothing") {
    tap("Reset")
    #expectUpdates()
}

#scenario("UserDefaults.standard is the same store") {
    type("Ada", into: "Name")
    #expect(UserDefaults.standard.string(forKey: "username") == "Ada")
    UserDefaults.standard.set("Linus", forKey: "username")
    #expectUpdates(GreetingView.self)
    #expect(find(GreetingView.self).username == "Linus")
}

#scenario("each launch starts from the defaults") {
    #expect(find(GreetingView.self).username == "Anonymous")
    #expect(find(SizeLabel.self).fontSize == 14)
}

// Two declarations of one key with different defaults: the default is a fallback, not a write
// (Apple, AppStorage.init(wrappedValue:_:store:): used "if a value is not specified for the given
// key"). While nothing is stored each shows its own; once a value is stored both show it.
struct QuietVolume: View {
    @AppStorage("volume") var volume = 3

    var body: some View {
        Text("Quiet \(volume)")
    }
}

struct LoudVolume: View {
    @AppStorage("volume") var volume = 8

    var body: some View {
        Text("Loud \(volume)")
    }
}

struct Mixer: View {
    var body: some View {
        VStack {
            QuietVolume()
            LoudVolume()
        }
    }
}

#scenario("with nothing stored, each declaration shows its own default and nothing is written", root: Mixer()) {
    #expect(find(QuietVolume.self).volume == 3)
    #expect(find(LoudVolume.self).volume == 8)
    #expect(UserDefaults.standard.object(forKey: "volume") == nil)
}

#scenario("a stored value is what both declarations show", root: Mixer()) {
    find(QuietVolume.self).volume = 5
    #expectUpdates(QuietVolume.self, LoudVolume.self)
    #expect(find(LoudVolume.self).volume == 5)
    #expect(UserDefaults.standard.integer(forKey: "volume") == 5)
}
