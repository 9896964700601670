// 63 — A modifier on a `Group` applies to each of its members, not to the group.
//
// - Apple, `Group`: "The modifier applies to all members of the group — and not to the group
//   itself. For example, if you apply `onAppear(perform:)` to the above group, it applies to all
//   of the views produced by the `if isLoggedIn` conditional, and it executes every time
//   `isLoggedIn` changes." So `.onAppear` on a `Group` runs once per member as each appears, and
//   again when an `if` inside it flips; `.onDisappear` as each goes; `.task` starts per member and
//   is cancelled with its member (SPEC rule 12, issue 41 point 2).
//
// Journal, Welcome, Login, Gate, Pair and Sleeper are ours.

import SwiftUI
import Observation

@Observable class Journal {
    var events: [String] = []
}

struct Welcome: View {
    var body: some View { Text("Welcome") }
}

struct Login: View {
    var body: some View { Text("Log in") }
}

struct Gate: View {
    @State private var isLoggedIn = false
    @State private var journal = Journal()

    var body: some View {
        VStack {
            Toggle("Logged in", isOn: $isLoggedIn)
            Group {
                if isLoggedIn {
                    Welcome()
                } else {
                    Login()
                }
            }
            .onAppear { journal.events.append("appear") }
            .onDisappear { journal.events.append("disappear") }
        }
    }
}

struct Pair: View {
    @State private var journal = Journal()

    var body: some View {
        Group {
            Text("One")
            Text("Two")
        }
        .onAppear { journal.events.append("appear") }
    }
}

struct Sleeper: View {
    @State private var isShown = true
    @State private var journal = Journal()

    var body: some View {
        VStack {
            Toggle("Shown", isOn: $isShown)
            Group {
                if isShown {
                    Text("Sleeping")
                }
            }
            .task {
                journal.events.append("start")
                do {
                    try await Task.sleep(for: .seconds(60))
                    journal.events.append("woke")
                } catch {
                    journal.events.append("cancelled")
                }
            }
        }
    }
}

#scenario("onAppear on a group runs for its member at launch", root: Gate()) {
    #expect(root.journal.events == ["appear"])
}

#scenario("when the if inside the group flips, the old member disappears and the new one appears", root: Gate()) {
    toggle("Logged in")
    #expectInserted(Welcome.self)
    #expectRemoved(Login.self)
    #expect(root.journal.events == ["appear", "disappear", "appear"])
    toggle("Logged in")
    #expect(root.journal.events == ["appear", "disappear", "appear", "disappear", "appear"])
}

#scenario("a group of two views: its onAppear runs once for each", root: Pair()) {
    #expect(root.journal.events == ["appear", "appear"])
}

#scenario("a task on a group is its member's: when the member goes, its task is cancelled", root: Sleeper()) {
    #expect(root.journal.events == ["start"])
    toggle("Shown")
    #expect(root.journal.events == ["start", "cancelled"])
    toggle("Shown")
    #expect(root.journal.events == ["start", "cancelled", "start"])
    advance(seconds: 60)
    #expect(root.journal.events == ["start", "cancelled", "start", "woke"])
}
