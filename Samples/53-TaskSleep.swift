// 53 — `Task.sleep` on the simulated clock: a toast that hides itself, a view's `.task` that polls,
// and cancellation when the view goes.
//
// - A task (`Task { … }`, or a view's `.task { … }`) runs once the update that started it has
//   settled (SPEC rule 12). `try await Task.sleep(for:)` suspends it: the rest of the operation
//   runs only when a scenario's `advance(seconds:)` reaches its wake-up time, as a step of its own.
//   No real time passes, and the same input gives the same steps on every run.
// - A view's `.task` is cancelled when the view goes away (rule 7: its identity ends): a task
//   sleeping then wakes at once to `CancellationError`, and a loop that checks
//   `Task.isCancelled` ends.
//
// Inbox, Toast, Poller and Feed are ours.

import SwiftUI

@Observable
final class Feed {
    var polls = 0
    var log: [String] = []
}

struct Inbox: View {
    @State private var feed = Feed()
    @State private var showsToast = false
    @State private var polling = true

    var body: some View {
        VStack {
            Button("Archive") {
                showsToast = true
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    showsToast = false
                }
            }
            if showsToast {
                Toast()
            }
            if polling {
                Poller(feed: feed)
            }
            Button("Stop polling") {
                polling = false
            }
        }
    }
}

struct Toast: View {
    var body: some View {
        Text("Archived")
    }
}

// Polls every 5 seconds while it is on screen; counts each poll.
struct Poller: View {
    let feed: Feed

    var body: some View {
        Text("\(feed.polls) polls")
            .task {
                while !Task.isCancelled {
                    do {
                        try await Task.sleep(nanoseconds: 5_000_000_000)
                    } catch {
                        feed.log.append("cancelled")
                        break
                    }
                    feed.polls += 1
                }
            }
    }
}

#scenario("the toast shows at once and hides itself when the task wakes two seconds later") {
    tap("Archive")
    #expectUpdates(Inbox.self)
    #expectInserted(Toast.self)
    advance(seconds: 1)
    #expectUpdates()
    advance(seconds: 1)
    #expectUpdates(Inbox.self)
    #expectRemoved(Toast.self)
    #expect(root.showsToast == false)
}

#scenario("the .task polls once each 5 seconds: each wake-up is a step that runs the poller") {
    advance(seconds: 4)
    #expectUpdates()
    advance(seconds: 1)
    #expectUpdates(Poller.self)
    #expect(root.feed.polls == 1)
    advance(seconds: 10)
    #expectUpdates(Poller.self, Poller.self)
    #expect(root.feed.polls == 3)
}

#scenario("when the poller goes, its sleeping .task is cancelled at once and no more polls come") {
    advance(seconds: 5)
    tap("Stop polling")
    #expectRemoved(Poller.self)
    #expect(root.feed.log == ["cancelled"])
    advance(seconds: 60)
    #expect(root.feed.polls == 1)
}
