// 61 — Scrolling: a lazy stack builds the rows on screen, a plain stack builds them all.
//
// Seeds:
// - Apple's `LazyVStack` documentation: "The stack is 'lazy,' in that the stack view doesn't
//   create items until it needs to render them onscreen."
// - `ScrollViewReader`: "A view that provides programmatic scrolling, by working with a proxy
//   to scroll to known child views"; `scrollTo(_:anchor:)` scans the scroll views it contains
//   for the first child with that id.
// - SPEC rule 11: a lazy container builds only the rows on screen (15 lines by default, of as
//   many cells as a grid has columns); scrolling inserts the rows that come on screen, whose
//   `onAppear` runs, and removes those that leave (`onDisappear`). No body runs for a scroll.
//
// Feed, Digest, Shelf, Message and MessageRow are ours.

import SwiftUI
import Observation

@Observable
final class Message: Identifiable {
    let id: Int
    var text: String

    init(id: Int) {
        self.id = id
        self.text = "Message \(id)"
    }
}

@Observable
final class Inbox {
    var messages = (0..<60).map { Message(id: $0) }
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

struct MessageRow: View {
    var message: Message

    var body: some View {
        Text(message.text)
    }
}

/// A lazy stack in a scroll view, with a button that scrolls to the last message.
struct Feed: View {
    @State private var inbox = Inbox()

    var body: some View {
        ScrollViewReader { proxy in
            Button("Latest") { proxy.scrollTo(inbox.messages[59].id) }
            ScrollView {
                LazyVStack {
                    ForEach(inbox.messages) { message in
                        MessageRow(message: message)
                            .onAppear { inbox.appeared.append(message.id) }
                            .onDisappear { inbox.disappeared.append(message.id) }
                    }
                }
            }
        }
    }
}

/// The same rows in a plain `VStack`: every one is built, on screen or not.
struct Digest: View {
    @State private var inbox = Inbox()

    var body: some View {
        ScrollView {
            VStack {
                ForEach(inbox.messages) { message in
                    MessageRow(message: message)
                }
            }
        }
    }
}

/// A grid of three columns: fifteen lines of three cells are on screen.
struct Shelf: View {
    @State private var inbox = Inbox()
    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(inbox.messages) { message in
                    MessageRow(message: message)
                }
            }
        }
    }
}

#Preview {
    Feed()
}

#scenario("at launch a lazy stack builds the fifteen rows on screen, and their onAppear runs") {
    #expect(findAll(MessageRow.self).count == 15)
    #expect(root.inbox.appeared.count == 15)
}

#scenario("a message off screen has no row: changing it runs nothing") {
    root.inbox.messages[30].text = "Edited"
    #expectUpdates()
}

#scenario("scrolling to the 21st message inserts the rows that come on screen and removes those that leave") {
    scroll(to: 20)
    #expectUpdates()
    #expectInserted(Array(repeating: "ForEach row", count: 15), Array(repeating: MessageRow.self, count: 15))
    #expectRemoved(Array(repeating: "ForEach row", count: 15), Array(repeating: MessageRow.self, count: 15))
    #expect(root.inbox.appeared.count == 30)
    #expect(root.inbox.disappeared.count == 15)
    #expect(findAll(MessageRow.self)[0].message.text == "Message 20")
}

#scenario("scrolling a little keeps the rows still on screen: only the new ones appear") {
    scroll(to: 5)
    #expectInserted(Array(repeating: "ForEach row", count: 5), Array(repeating: MessageRow.self, count: 5))
    #expectRemoved(Array(repeating: "ForEach row", count: 5), Array(repeating: MessageRow.self, count: 5))
    #expect(root.inbox.disappeared == [0, 1, 2, 3, 4])
}

#scenario("the program's own scrollTo(id) scrolls the stack as far as it goes: the last fifteen rows") {
    tap("Latest")
    #expect(findAll(MessageRow.self)[0].message.text == "Message 45")
    #expect(findAll(MessageRow.self)[14].message.text == "Message 59")
    root.inbox.messages[59].text = "Read"
    #expectUpdates(MessageRow.self)
}

#scenario("a plain VStack in a ScrollView builds every row, on screen or not", root: Digest()) {
    #expect(findAll(MessageRow.self).count == 60)
    root.inbox.messages[30].text = "Edited"
    #expectUpdates(MessageRow.self)
}

#scenario("a three-column grid builds fifteen lines of three cells", root: Shelf()) {
    #expect(findAll(MessageRow.self).count == 45)
    scroll(to: .bottom)
    #expect(findAll(MessageRow.self).count == 45)
    #expect(findAll(MessageRow.self)[44].message.text == "Message 59")
}
