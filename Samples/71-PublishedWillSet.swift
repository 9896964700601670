// 71 — `@Published` publishes before the property changes (rule 9).
//
// Apple, `Published`: "When the property changes, publishing occurs in the property's willSet
// block, meaning subscribers receive the new value before it's actually set on the property."
// A `$score.sink` and an `.onReceive(game.$score)` are given the new value as their argument
// while `game.score` still reads the old one; the views that hold the object run as before.
//
// Game and Scoreboard are ours.

import SwiftUI
import Combine

final class Game: ObservableObject {
    @Published var score = 0
    var heard: [String] = []
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        $score
            .sink { [unowned self] new in
                self.heard.append("\(new) while \(self.score)")
            }
            .store(in: &subscriptions)
    }
}

struct Scoreboard: View {
    @StateObject private var game = Game()
    @State private var received: [String] = []

    var body: some View {
        VStack {
            Text("Score \(game.score)")
            Button("Goal") { game.score += 1 }
        }
        .onReceive(game.$score) { new in
            received.append("\(new) while \(game.score)")
        }
    }
}

#scenario("a sink is given the new value while the property still holds the old one", root: Scoreboard()) {
    tap("Goal")
    // The subscription gets the current value when it is made, then each new one before it is set.
    #expect(root.game.heard == ["0 while 0", "1 while 0"])
    #expect(root.game.score == 1)
    #expectUpdates(Scoreboard.self)
}

#scenario("onReceive's action is given the new value before the property holds it", root: Scoreboard()) {
    tap("Goal")
    tap("Goal")
    #expect(root.received == ["1 while 0", "2 while 1"])
}
