// 55 — `objectWillChange` as a publisher: an explicit `send()`, a class that declares its own,
//      and a subscriber that hears every `@Published` write before it happens.
//
// Seeds:
// - model-data-state-binding-stateobject.md, `ObservableObject`: "By default an
//   `ObservableObject` synthesizes an `objectWillChange` publisher that emits the changed
//   value before any of its `@Published` properties changes" (code: `cancellable =
//   john.objectWillChange.sink { _ in print("\(john.age) will change") }` before
//   `john.haveBirthday()` prints "24 will change", then "25").
// - monitoring-model-data-changes.md: "ObservedObject: A property wrapper type that subscribes
//   to an observable object and invalidates a view whenever the observable object changes."
// - SPEC rule 9: every view that declares the object runs when it sends `objectWillChange`,
//   whoever sends it — a `@Published` write, an explicit `send()`, or a class's own publisher.

import SwiftUI
import Combine

/// Not published: the counter says when it changes.
final class Counter: ObservableObject {
    var count = 0

    func increment() {
        count += 1
        objectWillChange.send()
    }
}

/// A class that declares its own `objectWillChange`: SwiftUI subscribes to that one.
final class Ticker: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var ticks = 0

    func tick() {
        ticks += 1
        objectWillChange.send()
    }
}

/// Hears every change of its own, as the seed's `Contact` does.
final class Contact: ObservableObject {
    @Published var age = 24
    var heard: [String] = []
    private var cancellable: AnyCancellable?

    init() {
        cancellable = objectWillChange.sink { [weak self] _ in
            guard let self else { return }
            self.heard.append("\(self.age) will change")
        }
    }

    func haveBirthday() { age += 1 }
}

struct CounterScreen: View {
    @StateObject private var counter = Counter()
    @StateObject private var ticker = Ticker()
    @StateObject private var contact = Contact()

    var body: some View {
        VStack {
            Text("Count: \(counter.count)")
            Button("Increment") { counter.increment() }
            TickerView(ticker: ticker)
            Button("Birthday") { contact.haveBirthday() }
        }
    }
}

struct TickerView: View {
    @ObservedObject var ticker: Ticker

    var body: some View {
        Button("Tick \(ticker.ticks)") { ticker.tick() }
    }
}

#scenario("an explicit objectWillChange.send() runs the view that holds the counter") {
    tap("Increment")
    #expectUpdates(CounterScreen.self)
    #expect(find(CounterScreen.self).counter.count == 1)
}

#scenario("a class's own objectWillChange runs every view that holds it: the screen that owns it and the view it is passed to") {
    tap("Tick 0")
    #expectUpdates(CounterScreen.self, TickerView.self)
}

#scenario("a subscriber of objectWillChange hears a @Published write before it happens") {
    tap("Birthday")
    #expect(find(CounterScreen.self).contact.heard == ["24 will change"])
    #expect(find(CounterScreen.self).contact.age == 25)
}
