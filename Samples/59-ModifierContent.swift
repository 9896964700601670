// 59 — A custom `ViewModifier` wraps content it does not own.
//
// - `.modifier(Card(title:))` makes a unit named after the modifier; its body is
//   `body(content:)`, and its inputs are the modifier's own fields (SPEC rule 6).
// - `content` is a placeholder (SwiftUI's `_ViewModifier_Content`): the view that applies the
//   modifier builds the wrapped views, and when it builds them again the modifier's body does not
//   run. The new views take the placeholder's place and are matched there: a custom view among
//   them runs if its own inputs changed, and is skipped if they did not.
// - A change to the modifier's own input runs its body; the content it places again has the same
//   inputs, so its views are skipped.
//
// Board, Card, Score and Badge are ours.

import SwiftUI

struct Card: ViewModifier {
    var title: String

    func body(content: Content) -> some View {
        VStack {
            Text(title)
            content
                .padding()
        }
    }
}

struct Score: View {
    var points: Int

    var body: some View {
        Text("\(points) points")
    }
}

struct Badge: View {
    var label: String

    var body: some View {
        Text(label)
    }
}

struct Board: View {
    @State private var points = 0
    @State private var title = "Today"

    var body: some View {
        VStack {
            HStack {
                Score(points: points)
                Badge(label: "steady")
            }
            .modifier(Card(title: title))
            Button("Score") { points += 1 }
            Button("Rename") { title = "Tomorrow" }
        }
    }
}

#scenario("the wrapped content changed: the board and the score run, not the card's body") {
    tap("Score")
    #expectUpdates(Board.self, Score.self)
    #expect(find(Score.self).points == 1)
}

#scenario("the card's own input changed: its body runs, and the content's views keep their inputs") {
    tap("Rename")
    #expectUpdates(Board.self, Card.self)
    #expect(find(Card.self).title == "Tomorrow")
}
