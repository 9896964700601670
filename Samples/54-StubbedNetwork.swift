// 54 — A list loaded from the network, answered by the scenario: `URLSession` with no network.
//
// - ViewGraph opens no connection (SPEC §3). `URLSession.shared.data(from:)` gets at once what the
//   scenario stubbed with `stubNetwork(url, json:)` — or `status:`, or `error:`. A request nobody
//   stubbed fails as on a device offline (`URLError(.notConnectedToInternet)`), with a warning at
//   the app's call that names the URL (issue 21: a launch never fails for what a warning carries).
// - The first load happens in a `.task`, during the launch: the scenario stubs it in
//   `beforeLaunch: { … }`, which runs before the app is made. A stub set in the body answers the
//   requests that come after it (Refresh).
// - Only the views that read what the load changed run: the list reads `store.phase`, each row
//   reads its own post (rules 1–2), and a refresh that brings one new post inserts one row.
// - The favourites are saved to the app's documents folder, which lives in memory and is empty at
//   every launch: `Data.write(to:)` and `Data(contentsOf:)` round-trip without touching the disk.
//
// Post, PostStore, PostList and PostRow are ours.

import SwiftUI

struct Post: Codable, Identifiable, Hashable {
    var id: Int
    var title: String
}

@Observable
final class PostStore {
    enum Phase: Equatable {
        case loading
        case loaded([Post])
        case failed(String)
    }

    var phase = Phase.loading
    var favourites: Set<Int> = []

    let endpoint = URL(string: "https://api.example.com/posts")!
    var favouritesFile: URL { URL.documentsDirectory.appending(path: "favourites.json") }

    func load() async {
        do {
            let (data, response) = try await URLSession.shared.data(from: endpoint)
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                phase = .failed("The server is unavailable.")
                return
            }
            phase = .loaded(try JSONDecoder().decode([Post].self, from: data))
        } catch {
            phase = .failed("You are offline.")
        }
    }

    func toggleFavourite(_ post: Post) {
        if favourites.contains(post.id) { favourites.remove(post.id) } else { favourites.insert(post.id) }
        try? JSONEncoder().encode(favourites).write(to: favouritesFile, options: .atomic)
    }

    func restoreFavourites() {
        guard let data = try? Data(contentsOf: favouritesFile) else { return }
        favourites = (try? JSONDecoder().decode(Set<Int>.self, from: data)) ?? []
    }
}

struct PostList: View {
    @State private var store = PostStore()

    var body: some View {
        NavigationStack {
            Group {
                switch store.phase {
                case .loading:
                    ProgressView()
                case .loaded(let posts):
                    List(posts) { post in
                        PostRow(post: post, store: store)
                    }
                case .failed(let message):
                    Text(message)
                }
            }
            .navigationTitle("Posts")
            .toolbar {
                Button("Refresh") {
                    Task { await store.load() }
                }
            }
            .task {
                store.restoreFavourites()
                await store.load()
            }
        }
    }
}

struct PostRow: View {
    let post: Post
    let store: PostStore

    var body: some View {
        HStack {
            Text(post.title)
            Spacer()
            Button(store.favourites.contains(post.id) ? "Unstar \(post.title)" : "Star \(post.title)") {
                store.toggleFavourite(post)
            }
        }
    }
}

#scenario("the launch's .task loads the posts the scenario stubbed", beforeLaunch: {
    stubNetwork("https://api.example.com/posts", json: #"[{"id": 1, "title": "Hello"}, {"id": 2, "title": "World"}]"#)
}) {
    #expect(findAll(PostRow.self).map(\.post.title) == ["Hello", "World"])
}

#scenario("a refresh that brings one new post runs the list and inserts one row", beforeLaunch: {
    stubNetwork("https://api.example.com/posts", json: #"[{"id": 1, "title": "Hello"}]"#)
}) {
    stubNetwork("https://api.example.com/posts", json: #"[{"id": 1, "title": "Hello"}, {"id": 2, "title": "World"}]"#)
    tap("Refresh")
    // PostList reads store.phase; the first row's post is equal, so its row is not run again (rule 6).
    // Rule 11: the body that builds the List ran, so every kept row runs its content again.
    #expectUpdates(PostList.self, "List row")
    #expectInserted("List row", PostRow.self)
}

#scenario("starring a post runs only its row; the star is saved in the documents folder", beforeLaunch: {
    stubNetwork("https://api.example.com/posts", json: #"[{"id": 1, "title": "Hello"}, {"id": 2, "title": "World"}]"#)
}) {
    tap("Star World")
    // Each row reads store.favourites, so both rows run; the list does not read it.
    #expectUpdates(PostRow.self, PostRow.self)
    #expect(find(PostList.self).store.favourites == [2])
    #expect(FileManager.default.fileExists(atPath: URL.documentsDirectory.appending(path: "favourites.json").path))
}

#scenario("a server error and an offline device each show their message", beforeLaunch: {
    stubNetwork("https://api.example.com/posts", status: 500)
}) {
    #expect(find(PostList.self).store.phase == .failed("The server is unavailable."))
    // The new stub replaces the URL's old one from here on.
    stubNetwork("https://api.example.com/posts", error: URLError(.notConnectedToInternet))
    tap("Refresh")
    #expectUpdates(PostList.self)
    #expect(find(PostList.self).store.phase == .failed("You are offline."))
}

// Issue 21 (SPEC §3): an unstubbed request no longer stops the launch; it fails as offline.
#scenario("a request nobody stubbed fails as on a device offline") {
    #expect(find(PostList.self).store.phase == .failed("You are offline."))
}
