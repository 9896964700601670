import Foundation
import Testing
import ViewGraph

/// SPEC rule 12 and §3: Combine as apps use it with SwiftUI — subjects, `@Published` publishers,
/// `NotificationCenter` — pushed at once, `debounce` on the simulated clock.
@Suite("Combine and NotificationCenter")
struct CombineTests {
  @Test(
    "SPEC rule 12: a subject's chain (map, removeDuplicates, debounce) delivers on the clock; a post reaches observers and .onReceive"
  )
  func subjectsAndNotifications() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine

        extension Notification.Name {
            static let refresh = Notification.Name("refresh")
        }

        @Observable final class Search {
            var query = ""
            var results: [String] = []
            var refreshes = 0
            let queries = PassthroughSubject<String, Never>()
            var cancellables = Set<AnyCancellable>()

            init() {
                queries
                    .map { ($0 as! String).lowercased() }
                    .removeDuplicates()
                    .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
                    .sink { [weak self] text in self?.results = ["result for \\(text)"] }
                    .store(in: &cancellables)
                NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in
                    self.refreshes += 1
                }
            }
        }

        struct SearchView: View {
            @State private var search = Search()
            @State private var received = 0
            var body: some View {
                VStack {
                    TextField("Query", text: $search.query)
                    ForEach(search.results, id: \\.self) { Text($0) }
                    Text("\\(received)")
                }
                .onChange(of: search.query) { search.queries.send(search.query) }
                .onReceive(NotificationCenter.default.publisher(for: .refresh)) { _ in received += 1 }
            }
        }

        #scenario("typing is debounced on the clock") {
            type("Swift", into: "Query")
            #expect(find(SearchView.self).search.results.isEmpty)
            advance(seconds: 0.5)
            #expect(find(SearchView.self).search.results == ["result for swift"])
        }

        #scenario("a post reaches the observer and the view's onReceive") {
            NotificationCenter.default.post(name: .refresh, object: nil)
            #expectUpdates(SearchView.self)
            #expect(find(SearchView.self).search.refreshes == 1)
            #expect(find(SearchView.self).received == 1)
        }
        """)
  }

  @Test("SPEC rules 9 and 12: $published is a publisher: dropFirst, debounce and sink in a view model's init")
  func publishedPublisher() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine

        final class SearchModel: ObservableObject {
            @Published var query = ""
            @Published var results: [String] = []
            private var cancellables = Set<AnyCancellable>()

            init() {
                $query
                    .dropFirst()
                    .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                    .removeDuplicates()
                    .sink { [weak self] text in self?.results = text.isEmpty ? [] : ["\\(text) 1", "\\(text) 2"] }
                    .store(in: &cancellables)
            }
        }

        struct SearchScreen: View {
            @StateObject private var model = SearchModel()
            var body: some View {
                List {
                    TextField("Search", text: $model.query)
                    ForEach(model.results, id: \\.self) { Text($0) }
                }
            }
        }

        #scenario("the results come 0.3 s after the last keystroke") {
            type("sw", into: "Search")
            #expectUpdates(SearchScreen.self)
            advance(seconds: 0.2)
            #expect(find(SearchScreen.self).model.results.isEmpty)
            type("swift", into: "Search")
            advance(seconds: 0.3)
            #expect(find(SearchScreen.self).model.results == ["swift 1", "swift 2"])
            #expectUpdates(SearchScreen.self, SearchScreen.self)
        }
        """)
  }

  @Test("SPEC rule 1: an .onReceive of a mapped publisher gets the mapped value, and filter drops what it rejects")
  func onReceiveThroughOperators() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine
        let events = PassthroughSubject<Int, Never>()
        struct Counter: View {
            @State private var total = 0
            var body: some View {
                Text("\\(total)")
                    .onReceive(events.filter { ($0 as! Int) > 0 }.map { ($0 as! Int) * 10 }) { total += $0 as! Int }
            }
        }
        #scenario("positive events count ten each") {
            events.send(2)
            #expectUpdates(Counter.self)
            events.send(-1)
            #expectUpdates()
            #expect(find(Counter.self).total == 20)
        }
        """)
  }

  @Test(
    "SPEC rules 1 and 12: an .onReceive of a debounced publisher gets the last value once the clock has waited, not at once"
  )
  func onReceiveDebounced() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine
        let queries = PassthroughSubject<String, Never>()
        struct Search: View {
            @State private var searched: [String] = []
            var body: some View {
                Text(searched.joined(separator: ","))
                    .onReceive(queries.debounce(for: .seconds(0.5), scheduler: RunLoop.main)) { searched.append($0 as! String) }
            }
        }
        #scenario("typing fast searches once, for the last text, half a second later") {
            queries.send("d")
            queries.send("du")
            #expectUpdates()
            advance(seconds: 0.4)
            #expect(find(Search.self).searched == [])
            advance(seconds: 0.2)
            #expect(find(Search.self).searched == ["du"])
        }
        """)
  }

  @Test(
    "SPEC rules 1 and 9: assign(to:on:) writes the object's @Published property through its key path; Just sends once, at once"
  )
  func assignAndJust() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine
        final class Model: ObservableObject {
            @Published var name = ""
            @Published var shouted = ""
            var bag = Set<AnyCancellable>()
            init() {
                $name.map { ($0 as! String).uppercased() }.assign(to: \\.shouted, on: self).store(in: &bag)
                Just("seed").sink { self.name = $0 as! String }.store(in: &bag)
            }
        }
        struct Greeting: View {
            @StateObject var model = Model()
            var body: some View {
                Text(model.shouted)
                Button("Ada") { model.name = "ada" }
            }
        }
        #scenario("typing a name shouts it") {
            #expect(find(Greeting.self).model.shouted == "SEED")
            tap("Ada")
            #expectUpdates(Greeting.self)
            #expect(find(Greeting.self).model.shouted == "ADA")
        }
        """)
  }
}

/// Combine's vocabulary beyond subjects and the common operators (issue 21): each program's
/// scenarios must pass.
@Suite("Combine's wider vocabulary")
struct CombineVocabularyTests {
  @Test("Future, Just, Empty, merge, combineLatest, prepend, first and Publishers.Merge deliver as Combine does")
  func operators() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine
        final class Feed {
            var received: [String] = []
            var pairs: [String] = []
            var bag = Set<AnyCancellable>()
            let names = PassthroughSubject<String, Never>()
            let counts = PassthroughSubject<Int, Never>()
            init() {
                Future<String, Never> { promise in promise(.success("loaded")) }
                    .sink { self.received.append($0 as! String) }
                    .store(in: &bag)
                Empty<String, Never>().sink { self.received.append($0 as! String) }.store(in: &bag)
                names.merge(with: Just("just").eraseToAnyPublisher())
                    .prepend("first")
                    .sink { self.received.append($0 as! String) }
                    .store(in: &bag)
                names.combineLatest(counts)
                    .map { pair in "\\(pair.0)=\\(pair.1)" }
                    .sink { self.pairs.append($0 as! String) }
                    .store(in: &bag)
                Publishers.Merge(names, counts.map { "\\($0)" }).first()
                    .sink { self.received.append("merged " + ($0 as! String)) }
                    .store(in: &bag)
            }
        }
        struct Home: View {
            var body: some View { Text("feed") }
        }
        #scenario("each operator's values, in order", root: Home()) {
            let feed = Feed()
            #expect(feed.received == ["loaded", "first", "just"])
            feed.names.send("a")
            feed.counts.send(1)
            feed.counts.send(2)
            #expect(feed.received == ["loaded", "first", "just", "a", "merged a"])
            #expect(feed.pairs == ["a=1", "a=2"])
        }
        """)
  }

  @Test(
    "issue 36 (DevLog of the second field trial, RuleOfThree of the fifth): assign(to: &$property) writes each value from upstream to the @Published property, the current one first"
  )
  func assignToPublished() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Combine
        final class Network: ObservableObject {
            @Published var online = false
        }
        final class LoginModel: ObservableObject {
            @Published var online = false
            let network: Network
            init(network: Network) {
                self.network = network
                network.$online
                    .receive(on: DispatchQueue.main)
                    .assign(to: &self.$online)
            }
        }
        struct Login: View {
            @StateObject private var network = Network()
            var body: some View { Banner(model: LoginModel(network: network), network: network) }
        }
        struct Banner: View {
            @ObservedObject var model: LoginModel
            let network: Network
            var body: some View {
                VStack {
                    Text(model.online ? "Online" : "Offline")
                    Button("Connect") { network.online = true }
                }
            }
        }
        #scenario("the network's state reaches the login model through assign(to:)", root: Login()) {
            #expect(find(Banner.self).model.online == false)
            tap("Connect")
            #expect(find(Banner.self).model.online == true)
        }
        """)
  }
}
