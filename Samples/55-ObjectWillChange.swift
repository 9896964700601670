// 55 — `objectWillChange` as a publisher: an explicit `send()`, a class that declares its own,
//      a subscriber that hears every `@Published` write before it happens, and a nested object
//      forwarded to its owner.
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

/// The textbook fix for a nested `ObservableObject`: the outer object forwards the inner one's
/// `objectWillChange` to its own, so the views that hold the car run when the engine changes.
final class Engine: ObservableObject {
    @Published var rpm = 0
}

final class Car: ObservableObject {
    let engine = Engine()
    private var cancellable: AnyCancellable?

    init() {
        cancellable = engine.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}

struct CounterScreen: View {
    @StateObject private var counter = Counter()
    @StateObject private var ticker = Ticker()
    @StateObject private var contact = Contact()
    @StateObject private var car = Car()

    var body: some View {
        VStack {
            Text("Count: \(counter.count)")
            Button("Increment") { counter.increment() }
            TickerView(ticker: ticker)
            Button("Birthday") { contact.haveBirthday() }
            Dashboard(car: car)
        }
    }
}

struct TickerView: View {
    @ObservedObject var ticker: Ticker

    var body: some View {
        Button("Tick \(ticker.ticks)") { ticker.tick() }
    }
}

struct Dashboard: View {
    @ObservedObject var car: Car

    var body: some View {
        Text("\(car.engine.rpm) rpm")
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

#scenario("a nested object's change forwarded with objectWillChange.sink runs the views that hold the outer object") {
    find(CounterScreen.self).car.engine.rpm = 3000
    #expectUpdates(CounterScreen.self, Dashboard.self)
    #expect(find(Dashboard.self).car.engine.rpm == 3000)
}

#scenario("the forwarded notification is not compared: an equal rpm still runs them (rule 9)") {
    find(CounterScreen.self).car.engine.rpm = 0
    #expectUpdates(CounterScreen.self, Dashboard.self)
}
