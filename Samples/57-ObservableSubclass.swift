// 57 — A subclass of an `@Observable` class that is not itself `@Observable`.
//
// - The `@Observable` macro rewrites the stored properties of the class it is attached to, and
//   only those: "Only the properties of a type that implements the Observable tracking
//   requirements will be observed" (SE-0395, Subclasses). A subclass's own stored properties are
//   then plain storage: a body that reads them does not depend on them, and writing them runs
//   nothing. What it inherits is still tracked (SPEC rule 1).
// - Mark the subclass `@Observable` too and its own properties are tracked as well.
//
// Media, Podcast, Audiobook and the views are ours.

import SwiftUI
import Observation

@Observable
class Media {
    var title = "Song"
}

final class Podcast: Media {
    var episode = 1
}

@Observable
final class Audiobook: Media {
    var chapter = 1
}

struct PodcastView: View {
    var podcast: Podcast

    var body: some View {
        Text("\(podcast.title) #\(podcast.episode)")
    }
}

struct AudiobookView: View {
    var book: Audiobook

    var body: some View {
        Text("\(book.title), chapter \(book.chapter)")
    }
}

struct Shelf: View {
    @State private var podcast = Podcast()
    @State private var book = Audiobook()

    var body: some View {
        VStack {
            PodcastView(podcast: podcast)
            AudiobookView(book: book)
        }
    }
}

#scenario("a property the plain subclass declares is not tracked: writing it runs nothing") {
    root.podcast.episode = 2
    #expectUpdates()
    #expect(root.podcast.episode == 2)
}

#scenario("a property it inherits from the @Observable class is tracked") {
    root.podcast.title = "Show"
    #expectUpdates(PodcastView.self)
}

#scenario("an @Observable subclass tracks its own properties too") {
    root.book.chapter = 2
    #expectUpdates(AudiobookView.self)
}
