// 56 — `.task(id:)` cancels and restarts, and a task begins after the pass's `onAppear` actions.
//
// - `.task(id:)` "cancels and recreates the task when a specified value changes" (Apple,
//   View.task(id:priority:_:)). OpenSwiftUI's `_TaskValueModifier` starts the task from the appear
//   action and, from an `onChange(of: id)` action, cancels the running task and starts a new one.
//   Cancelling is cooperative: a sleeping task wakes at once — `try await Task.sleep` throws
//   `CancellationError`, `try? await` goes on with `Task.isCancelled` true — and whatever it
//   writes then is a write like any other (SPEC rule 12).
// - A task begins after the `onAppear` actions of the same pass, whatever the order the modifiers
//   are written in: SwiftUI creates it from the appear action as a `Task` on the main actor, which
//   runs once the current update is done (OpenSwiftUI TaskModifier.swift; rule 12).
//
// Search, Pager, Greeting and Host are ours.

import SwiftUI

final class SearchLog {
    var entries: [String] = []
}

struct Search: View {
    let log: SearchLog
    @State private var query = "a"
    @State private var results: [String] = []

    var body: some View {
        VStack {
            Text("\(results.count) results for \(query)")
            Button("Search b") { query = "b" }
        }
        .task(id: query) {
            let searched = query
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                log.entries.append("cancelled \(searched)")
                return
            }
            results = [searched + "1", searched + "2"]
        }
    }
}

// `try?` swallows the CancellationError: the old task goes on at once; it checks isCancelled.
struct Pager: View {
    @State private var page = 1
    @State private var loaded: [Int] = []
    @State private var skipped: [Int] = []

    var body: some View {
        VStack {
            Text("Page \(page), \(loaded.count) loaded, \(skipped.count) skipped")
            Button("Next") { page += 1 }
        }
        .task(id: page) {
            let current = page
            try? await Task.sleep(for: .seconds(2))
            if Task.isCancelled {
                skipped.append(current)
                return
            }
            loaded.append(current)
        }
    }
}

// The task is written before onAppear, and still begins after it.
struct Greeting: View {
    @State private var phase = "idle"

    var body: some View {
        Text(phase)
            .task { phase += " + task" }
            .onAppear { phase = "appeared" }
    }
}

struct Host: View {
    @State private var showsGreeting = false

    var body: some View {
        VStack {
            Toggle("Greet", isOn: $showsGreeting)
            if showsGreeting {
                Greeting()
            }
        }
    }
}

#scenario("the first task sleeps a second, then writes its results", root: Search(log: SearchLog())) {
    advance(seconds: 0.5)
    #expectUpdates()
    advance(seconds: 0.5)
    #expectUpdates(Search.self)
    #expect(root.results == ["a1", "a2"])
    #expect(root.log.entries.isEmpty)
}

#scenario("a new id cancels the sleeping task, which writes nothing, and starts a new one", root: Search(log: SearchLog())) {
    advance(seconds: 0.5)
    tap("Search b")
    #expectUpdates(Search.self)
    #expect(root.log.entries == ["cancelled a"])
    advance(seconds: 0.5)
    #expectUpdates()
    #expect(root.results.isEmpty)
    advance(seconds: 0.5)
    #expectUpdates(Search.self)
    #expect(root.results == ["b1", "b2"])
}

#scenario("writing the id it already has restarts nothing", root: Search(log: SearchLog())) {
    root.query = "a"
    #expectUpdates()
    advance(seconds: 1)
    #expect(root.results == ["a1", "a2"])
    #expect(root.log.entries.isEmpty)
}

#scenario("the cancelled task sees Task.isCancelled; the new one loads two seconds later", root: Pager()) {
    advance(seconds: 0.5)
    tap("Next")
    // Pass 1: the page; then the cancelled task resumes at once and its write is pass 2.
    #expectUpdates(Pager.self, Pager.self)
    #expect(root.skipped == [1])
    #expect(root.loaded.isEmpty)
    advance(seconds: 2)
    #expectUpdates(Pager.self)
    #expect(root.loaded == [2])
}

#scenario("at launch the task begins after onAppear, though it is written first", root: Greeting()) {
    #expect(root.phase == "appeared + task")
}

#scenario("a view inserted later: its onAppear, then its task, in the step that inserts it", root: Host()) {
    toggle("Greet")
    #expectInserted(Greeting.self)
    #expect(find(Greeting.self).phase == "appeared + task")
}
