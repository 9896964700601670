// 62 — Appearance follows visibility, not only identity: a view can stay in the graph, with its
//      state, while it is off screen.
//
// - A `TabView` builds a tab when it is first selected and keeps it after: selecting another tab
//   hides it — its `onDisappear` runs, its `.task` is cancelled, its `@State` is kept — and
//   selecting it again shows it, running its `onAppear` again. Ole Begemann's on-device study of
//   view lifecycles (github.com/ole/swiftui-view-lifecycle, `CaseStudyTabView.swift`; the
//   article "Understanding SwiftUI view lifecycles", 2022): "State of offscreen tabs is kept alive."
// - A `NavigationStack`'s pushed destination covers the screen it was pushed from: that screen's
//   views get `onDisappear` on the push and `onAppear` on the pop, and keep their state. The same
//   study, `CaseStudyNavigationStack.swift`: "Navigation views keep the state of content views on
//   the navigation stack alive. `onAppear` and `onDisappear` get called as you navigate. Popping a
//   view off the stack ends the view's lifetime, destroying its state."
// - A sheet covers nothing: the view that presents it stays on screen (no `onDisappear`).
// - The update set says "hidden" and "shown" (`#expectHidden`, `#expectShown`), never removed or
//   inserted (SPEC rule 7, issue 41 point 1).
//
// Journal, CounterTab, Tabs, Home, Detail, Stack, PathStack, NumberScreen and Presenter are ours.

import SwiftUI
import Observation

@Observable class Journal {
    var events: [String] = []
}

struct CounterTab: View {
    var name: String
    var journal: Journal
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { journal.events.append("appear \(name)") }
            .onDisappear { journal.events.append("disappear \(name)") }
            .task { journal.events.append("task \(name)") }
    }
}

struct Tabs: View {
    @State private var journal = Journal()

    var body: some View {
        TabView {
            CounterTab(name: "A", journal: journal)
                .tabItem { Text("First") }
            CounterTab(name: "B", journal: journal)
                .tabItem { Text("Second") }
        }
    }
}

struct Home: View {
    var journal: Journal
    @State private var visits = 0

    var body: some View {
        VStack {
            Button("visits \(visits)") { visits += 1 }
            NavigationLink("Details") {
                Detail()
            }
        }
        .onAppear { journal.events.append("appear home") }
        .onDisappear { journal.events.append("disappear home") }
    }
}

struct Detail: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Back") { dismiss() }
    }
}

struct Stack: View {
    @State private var journal = Journal()

    var body: some View {
        NavigationStack {
            Home(journal: journal)
        }
    }
}

struct NumberScreen: View {
    var number: Int

    var body: some View {
        Text("Number \(number)")
    }
}

struct PathStack: View {
    @State private var path: [Int] = []
    @State private var journal = Journal()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Open 1", value: 1)
            }
            .onAppear { journal.events.append("appear list") }
            .onDisappear { journal.events.append("disappear list") }
            .navigationDestination(for: Int.self) { number in
                NumberScreen(number: number)
            }
        }
    }
}

struct Presenter: View {
    @State private var isShowing = false
    @State private var journal = Journal()

    var body: some View {
        Button("Show") { isShowing = true }
            .onAppear { journal.events.append("appear presenter") }
            .onDisappear { journal.events.append("disappear presenter") }
            .sheet(isPresented: $isShowing) {
                NumberScreen(number: 7)
            }
    }
}

#scenario("a tab not yet selected is not built; the one shown has appeared", root: Tabs()) {
    #expect(findAll(CounterTab.self).count == 1)
    #expect(root.journal.events == ["appear A", "task A"])
}

#scenario("selecting another tab hides the first, keeping it: onDisappear runs, nothing is removed", root: Tabs()) {
    tap("Second")
    #expectInserted(CounterTab.self)
    #expectRemoved()
    #expectHidden(CounterTab.self)
    #expect(root.journal.events.dropFirst(2).sorted() == ["appear B", "disappear A", "task B"])
    #expect(find(CounterTab.self).name == "B")
}

#scenario("selecting a hidden tab again shows it with its state: onAppear and its task run again", root: Tabs()) {
    tap("A 0")
    tap("A 1")
    tap("Second")
    #expectInserted(CounterTab.self)
    tap("First")
    #expectInserted()
    #expectRemoved()
    #expectShown(CounterTab.self)
    #expectHidden(CounterTab.self)
    tap("A 2")
    #expect(find(CounterTab.self).name == "A")
    #expect(root.journal.events.suffix(3) == ["disappear B", "appear A", "task A"] || root.journal.events.suffix(3).sorted() == ["appear A", "disappear B", "task A"])
}

#scenario("a hidden tab's buttons are off screen", root: Tabs()) {
    tap("Second")
    tap("A 0")
    #expectError("no button labelled \"A 0\" on screen")
}

#scenario("pushing a destination covers the screen it was pushed from: it disappears and keeps its state", root: Stack()) {
    tap("visits 0")
    tap("Details")
    #expectInserted(Detail.self)
    #expectRemoved()
    #expectHidden(Home.self)
    #expect(root.journal.events == ["appear home", "disappear home"])
    _ = find(Home.self)
    #expectError("no instance of 'Home' on screen; 1 hidden")
}

#scenario("popping shows the covered screen again: onAppear runs, its state is as it was", root: Stack()) {
    tap("visits 0")
    tap("Details")
    tap("Back")
    #expectRemoved(Detail.self)
    #expectShown(Home.self)
    #expect(root.journal.events == ["appear home", "disappear home", "appear home"])
    tap("visits 1")
}

#scenario("a value pushed onto a stack's path covers its root list; popping shows it again", root: PathStack()) {
    tap("Open 1")
    #expectInserted(NumberScreen.self)
    #expect(root.journal.events == ["appear list", "disappear list"])
    root.path = []
    #expectRemoved(NumberScreen.self)
    #expect(root.journal.events == ["appear list", "disappear list", "appear list"])
}

#scenario("a sheet covers nothing: the view that presents it does not disappear", root: Presenter()) {
    tap("Show")
    #expectInserted(NumberScreen.self)
    #expectHidden()
    #expect(root.journal.events == ["appear presenter"])
}
