import Testing
import ViewGraph

/// Real apps load as they are: `#if`, what is not simulated degrading to warnings, opaque
/// framework values, nested types, extensions of provided types, errors, and initializer forms.
@Suite("Real apps load as they are")
struct RealAppLoadingTests {
  /// Loads a fixture under `Tests/ViewGraphTests/Fixtures` and expects every scenario to pass.
  @discardableResult
  private func expectFixturePasses(_ name: String, scenarios: Int) throws -> Program {
    let path = PackagePaths.root.appendingPathComponent("Tests/ViewGraphTests/Fixtures/\(name)").path
    let program = try Program.load(paths: [path])
    let report = program.runScenarios()
    #expect(report.results.count == scenarios)
    for result in report.results {
      #expect(result.failures.isEmpty, "\(result.name): \(result.failures.map(\.message))")
    }
    return program
  }

  private func load(_ source: String, configuration: AppBuildConfiguration = .init(), strict: Bool = false) throws
    -> Program
  {
    try Program.parse(source: source, fileName: "App.swift", configuration: configuration, strict: strict)
  }

  @Test(
    "SPEC §3: '#if' is decided for the platform, in declarations, members, statements, builders and modifier chains")
  func ifConfig() throws {
    let source = """
      #if os(iOS)
      let platform = "iOS"
      #else
      let platform = "other"
      #endif
      struct Screen: View {
          #if DEBUG
          var mode = "debug"
          #else
          var mode = "release"
          #endif
          var body: some View {
              VStack {
                  #if canImport(UIKit)
                  Text("UIKit")
                  #endif
                  Text(platform)
              }
              .padding()
              #if os(iOS)
              .navigationBarTitleDisplayMode(.inline)
              #endif
          }
      }
      """
    let ios = try load(source).launch(root: "Screen")
    #expect(try ios.perform("#expect(platform == \"iOS\")").isEmpty)
    #expect(try ios.perform("#expect(root.mode == \"debug\")").isEmpty)
    let mac = try load(source, configuration: AppBuildConfiguration(os: "macOS", defines: [])).launch(root: "Screen")
    #expect(try mac.perform("#expect(platform == \"other\")").isEmpty)
    #expect(try mac.perform("#expect(root.mode == \"release\")").isEmpty)
  }

  // Issue 36 (point 2, "what is not simulated never stops a launch or an action") changed the
  // second half: running one was a located error; it is now an opaque value, and the tap goes on.
  @Test(
    "SPEC §3: five declarations ViewGraph cannot run load as five warnings; running one goes on with an opaque value")
  func degradeInsteadOfRefusing() throws {
    let program = try load(
      """
      var computedGlobal: Int { 1 }
      func unused() { repeat { } while false; let x = 1; _ = consume x }
      struct Screen: View {
          @FetchRequest(sortDescriptors: []) var items: FetchedResults<String>
          var body: some View { Button("Run") { _ = #fourCharacterCode("ABCD") } }
      }
      func tint() -> Any { #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) }
      """)
    let notSimulated = program.warnings.filter { $0.message.contains("not simulated") }
    #expect(notSimulated.count == 5, "\(program.warnings.map(\.message))")
    let session = try program.launch(root: "Screen")
    _ = try session.tap("Run")
    #expect(throws: ViewGraphError.self, "--strict makes the warnings errors") {
      try load("var computedGlobal: Int { 1 }", strict: true)
    }
  }

  // Issue 21 (SPEC §3, rule 9's "what is not simulated degrades"): where a real value is
  // needed, an opaque one takes a documented default and says so; it no longer stops the tap.
  @Test(
    "SPEC §3: a framework value ViewGraph does not simulate is opaque; a condition on it is false, with a warning naming where it was made"
  )
  func opaqueValues() throws {
    let session = try load(
      """
      struct Player: View {
          @State private var player = AVPlayer()
          @State private var paused = 0
          var body: some View {
              VStack {
                  Text("\\(paused)")
                  Button("Play") { player.play() }
                  Button("Check") { if player.isPlaying { player.pause(); paused += 1 } }
              }
          }
      }
      """
    ).launch(root: "Player")
    #expect(try session.tap("Play").ranTypeNames == [])
    let check = try session.tap("Check")
    #expect(check.ranTypeNames == [], "the opaque condition is false: nothing was written")
    #expect(
      check.warnings.contains {
        $0.message.contains("'AVPlayer(…).isPlaying' is not simulated by ViewGraph (it was made at App.swift:2:33)")
      },
      "\(check.warnings.map(\.message))")
  }

  @Test("Nested types: qualified and unqualified, declared in extensions, the same name in two parents")
  func nestedTypes() throws {
    let session = try load(
      """
      struct DailyScrum {
          var attendees: [Attendee] = [Attendee(name: "Ann")]
          struct Attendee { var name: String }
      }
      extension DailyScrum {
          struct Data { var title = "T" }
      }
      struct MapView { struct Coordinator { var zoom = 1 } }
      struct PhotoView { struct Coordinator { var zoom = 2 } }
      let scrum = DailyScrum()
      let extra = DailyScrum.Attendee(name: "Bo")
      let data = DailyScrum.Data()
      struct Screen: View { var body: some View { Text(scrum.attendees[0].name + extra.name + data.title) } }
      """
    ).launch(root: "Screen")
    #expect(
      try session.perform("#expect(MapView.Coordinator().zoom == 1 && PhotoView.Coordinator().zoom == 2)").isEmpty)
  }

  @Test("Extensions of the types ViewGraph provides: static members, methods and initializers")
  func extensionsOfProvidedTypes() throws {
    let session = try load(
      """
      extension Color { static let brand = Color.red }
      extension String { func shouted() -> String { uppercased() + "!" } }
      extension Int { var doubled: Int { self * 2 } }
      extension Image { init(symbol: String) { self.init(systemName: symbol) } }
      struct Screen: View {
          var body: some View {
              VStack { Text("hi".shouted()).foregroundStyle(Color.brand); Image(symbol: "star") }
          }
      }
      """
    ).launch(root: "Screen")
    #expect(try session.perform("#expect(\"hi\".shouted() == \"HI!\")").isEmpty)
    #expect(try session.perform("#expect(21.doubled == 42)").isEmpty)
  }

  @Test("Errors: throw, do/catch with patterns and 'as', try? and try!")
  func errors() throws {
    let session = try load(
      """
      enum LoadError: Error { case missing, broken(String) }
      func load(_ name: String) throws -> Int {
          if name.isEmpty { throw LoadError.missing }
          if name == "bad" { throw LoadError.broken(name) }
          return name.count
      }
      func describe(_ name: String) -> String {
          do {
              return "\\(try load(name))"
          } catch LoadError.missing {
              return "missing"
          } catch let error as LoadError {
              return "other \\(error)"
          } catch {
              return "unknown"
          }
      }
      struct Screen: View { var body: some View { Text(describe("abc")) } }
      """
    ).launch(root: "Screen")
    #expect(try session.perform("#expect(describe(\"\") == \"missing\")").isEmpty)
    #expect(try session.perform("#expect((try? load(\"\")) == nil)").isEmpty)
    #expect(try session.perform("#expect((try? load(\"ab\")) == 2)").isEmpty)
    #expect(throws: ViewGraphError.self, "try! of a thrown error is a located error") {
      try session.perform("let n = try! load(\"\")")
    }
    #expect(throws: ViewGraphError.self, "an uncaught error is a located error") {
      try session.perform("let n = try load(\"\")")
    }
  }

  @Test("Initializer forms: [T](), [K: V](), '.init()' typed by its parameter, type(of:), seeded randomness")
  func initializerForms() throws {
    let source = """
      final class Model { var name = "m" }
      struct Screen: View {
          var model: Model
          var items = [String]()
          var counts = [String: Int]()
          init(model: Model = .init()) { self.model = model }
          var body: some View { Text(model.name) }
      }
      """
    let session = try load(source).launch(root: "Screen")
    #expect(
      try session.perform("#expect(root.items.isEmpty && root.counts.isEmpty && root.model.name == \"m\")").isEmpty)
    #expect(try session.perform("#expect(type(of: root.model) == Model.self)").isEmpty)
    // The same input gives the same answer: each launch draws the same numbers.
    // The same seed gives the same answer on every launch; rows show the order drawn.
    let shuffling = """
      let order = Array(0..<8).shuffled()
      struct Rows: View { var body: some View { ForEach(order, id: \\.self) { Text("\\($0)") } } }
      """
    func rows(seed: UInt64) throws -> [String] {
      let program = try load(shuffling)
      program.randomSeed = seed
      return try program.launch(root: "Rows").snapshot().units.compactMap(\.element)
    }
    let first = try rows(seed: 1)
    #expect(first.count == 8)
    #expect(try rows(seed: 1) == first)
    #expect(try rows(seed: 2) != first, "another seed, another order")
  }

  @Test("The prelude: geometry types as Swift source, shadowed by a program's own declaration")
  func prelude() throws {
    let session = try load(
      """
      struct Screen: View {
          @State private var angle = Angle(degrees: 90)
          let columns = [GridItem(.adaptive(minimum: 150, maximum: 300)), GridItem()]
          var body: some View { Text("\\(angle.degrees)").rotationEffect(.degrees(45)) }
      }
      """
    ).launch(root: "Screen")
    #expect(try session.perform("#expect(root.angle.degrees == 90 && root.columns.count == 2)").isEmpty)
    #expect(try session.perform("#expect(CGRect(x: 0, y: 0, width: 10, height: 4).midX == 5)").isEmpty)
    let shadowed = try load(
      """
      struct CGPoint { var x = 7 }
      struct Screen: View { var body: some View { Text("\\(CGPoint().x)") } }
      """
    ).launch(root: "Screen")
    #expect(try shadowed.perform("#expect(CGPoint().x == 7)").isEmpty)
    #expect(throws: ViewGraphError.self, "the program's CGPoint has no 'y'") {
      try shadowed.perform("let p = CGPoint(x: 1, y: 2)")
    }
  }

  @Test(
    "Foundation in the prelude: an app decodes its bundled JSON, keeps settings in UserDefaults, and its scenarios pass"
  )
  func bundledData() throws {
    let program = try expectFixturePasses("BundledData", scenarios: 6)
    #expect(!program.warnings.contains { $0.message.contains("'T'") }, "generic parameters are not unknown names")
  }

  @Test("Static members used unqualified, failable initializers, and $binding.animation()")
  func moreForms() throws {
    let session = try load(
      """
      struct Donut {
          var name: String
          static let classic = Donut(name: "Classic")
          static let glazed = Donut(name: "Glazed")
          static let all = [classic, glazed]
          init(name: String) { self.name = name }
          init?(code: Int) {
              if code < 0 { return nil }
              self.name = "#\\(code)"
          }
      }
      struct Screen: View {
          @State private var on = false
          var body: some View { Toggle("On", isOn: $on.animation()) }
      }
      """
    ).launch(root: "Screen")
    #expect(try session.perform("#expect(Donut.all.count == 2 && Donut.all[1].name == \"Glazed\")").isEmpty)
    #expect(try session.perform("#expect(Donut(code: -1) == nil)").isEmpty)
    #expect(try session.perform("#expect(Donut(code: 7)?.name == \"#7\")").isEmpty)
    #expect(
      try session.toggle("On").ranTypeNames == [],
      "SPEC rule 4: projecting $on is no read, .animation() keeps the location")
    #expect(try session.perform("#expect(root.on == true)").isEmpty)
  }

  @Test("The standard library as apps use it: every call gives Swift's value (a fixture of one-line scenarios)")
  func standardLibrary() throws {
    try expectFixturePasses("StandardLibrary.swift", scenarios: 35)
  }

  @Test(
    "Declaration forms: local functions before their declaration, @MainActor, LabelStyle where Self ==, numeric constants"
  )
  func declarationForms() throws {
    try expectFixturePasses("DeclarationForms.swift", scenarios: 6)
  }

  @Test("SPEC rules 1 and 8: SwiftUI's modifiers come from the prelude, by kind; a program's own modifier is invoked")
  func modifiersFromThePrelude() throws {
    let session = try load(
      """
      struct Badge: View { var body: some View { Text("new") } }
      extension View {
          func padding(_ points: Int) -> some View { Badge() }
      }
      struct Screen: View {
          @State private var count = 0
          @State private var shown = false
          var body: some View {
              VStack {
                  Text("\\(count)")
                      .overlay(Badge())
                      .onAppear { count += 1 }
                      .sheet(isPresented: $shown) { Text("sheet \\(count)") }
                      .disabled(false)
                      .frobnicate()
                  Text("x").padding(3)
                  Button("Show") { shown = true }
              }
          }
      }
      """
    ).launch(root: "Screen")
    // Only the modifier the prelude does not declare is unknown: `.overlay(Badge())` (content,
    // without a closure), `.onAppear` (an action) and `.sheet` (a presentation) are all known.
    #expect(
      session.launchUpdate.warnings.map(\.message).filter { $0.contains("unknown") } == [
        "modifier '.frobnicate' is unknown to ViewGraph; its arguments were evaluated for what they read"
      ])
    #expect(
      session.units.filter { $0.name == "Badge" }.count == 2,
      "a program's `extension View` method is invoked, not the prelude's")
    #expect(session.units.contains { $0.name == "sheet" }, "`.sheet` keeps its content for a presentation unit")
  }

  @Test("SPEC §3: a view ViewGraph does not simulate is an empty leaf, and the launch says so where it stands")
  func opaqueViewsAreAnnounced() throws {
    let session = try load(
      """
      struct Screen: View {
          var body: some View { VStack { Text("Map"); MapView(region: .world) } }
      }
      """
    ).launch(root: "Screen")
    let warnings = session.launchUpdate.warnings.map(\.message).filter { $0.contains("drawn as an empty leaf") }
    #expect(warnings.count == 1, "\(session.launchUpdate.warnings.map(\.message))")
    #expect(
      warnings.first?.hasPrefix("'MapView(…)' is not simulated by ViewGraph (it was made at App.swift:2:") == true,
      "\(warnings)")
  }

  @Test("An initializer as a function value, Set<T>(), and #selector as an opaque value")
  func initializerFunctionsAndSelectors() throws {
    let session = try load(
      """
      struct Item: Identifiable, Hashable { var id: Int; var name: String }
      struct ItemRow: View { var item: Item; var body: some View { Text(item.name) } }
      struct Screen: View {
          let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
          var tags = Set<String>()
          var body: some View {
              VStack {
                  ForEach(items, content: ItemRow.init)
                  Button("Select") { _ = #selector(getter: Screen.body) }
              }
          }
      }
      """
    ).launch(root: "Screen")
    #expect(
      try session.perform("#expect(findAll(ItemRow.self).count == 2 && findAll(ItemRow.self)[1].item.name == \"b\")")
        .isEmpty)
    #expect(try session.perform("#expect(root.tags.isEmpty)").isEmpty)
    #expect(try session.tap("Select").ranTypeNames == [])
  }

  @Test(
    "Concurrency in the prelude: a Task's value, awaited, runs it; static methods reach their type's statics unqualified"
  )
  func tasksAndStaticMethods() throws {
    let session = try load(
      """
      @Observable final class Store {
          var items: [String] = []
          private static let fileName = "scrums.data"
          static func path() -> String { "/documents/" + fileName }
          func load() async throws -> [String] { [Self.path()] }
          func refresh() async throws {
              let task = Task<[String], Error> {
                  try await Task.sleep(nanoseconds: 1_000)
                  return try await self.load()
              }
              self.items = try await task.value
          }
      }
      struct Screen: View {
          @State private var store = Store()
          var body: some View {
              Text("\\(store.items.count)")
                  .task { try? await store.refresh() }
          }
      }
      """
    ).launch(root: "Screen")
    // SPEC rule 12 (issue 9): `Task.sleep` waits for the simulated clock, even for a microsecond.
    #expect(try session.perform("#expect(root.store.items.isEmpty)").isEmpty)
    #expect(try session.perform("advance(seconds: 0.001)").ranTypeNames == ["Screen"])
    #expect(try session.perform("#expect(root.store.items == [\"/documents/scrums.data\"])").isEmpty)
  }

  @Test("Implicit members resolved from the expected type when two enums share a case")
  func implicitMembersFromExpectedType() throws {
    let session = try load(
      """
      enum Dough { case plain, chocolate }
      enum Glaze { case none, chocolate }
      struct Donut { var dough: Dough; var glaze: Glaze }
      struct Screen: View {
          let donut = Donut(dough: .chocolate, glaze: .chocolate)
          var glaze: Glaze = .chocolate
          var body: some View { Text("x") }
          func isChocolate(_ glaze: Glaze) -> Bool { glaze == .chocolate }
      }
      """
    ).launch(root: "Screen")
    #expect(
      try session.perform("#expect(root.donut.glaze == Glaze.chocolate && root.donut.dough == Dough.chocolate)").isEmpty
    )
    #expect(try session.perform("#expect(root.isChocolate(.chocolate) && root.glaze == Glaze.chocolate)").isEmpty)
  }
}
