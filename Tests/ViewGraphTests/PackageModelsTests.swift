import Foundation
import Testing
import ViewGraph

/// Issue 36, point 6: the most used third-party packages have small faithful models in the prelude
/// (`Library/Packages/Prelude/<Module>/`), active only in a program that imports the module. A dependency
/// the program registered is what `@Injected` and `resolve` give; one it never registered is an
/// opaque value with a warning, never a stop; Defaults' keys read their defaults on a fresh install
/// and `@Default` updates the views that read it; image and animation views build as leaves.
@Suite("Issue 36, point 6: models of third-party packages, active where they are imported")
struct PackageModelsTests {
  @Test(
    "Each package's model loads in a program that imports it without a diagnostic of its own, and SwiftUI's names stay SwiftUI's",
    arguments: [
      "Factory", "FactoryKit", "Swinject", "Resolver", "Defaults", "Kingfisher", "KingfisherSwiftUI", "Nuke", "NukeUI",
      "Lottie", "Firebase", "FirebaseCore", "FirebaseAuth", "CoreData",
    ])
  func modelLoadsCleanly(module: String) throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import \(module)
        struct Plain: View {
            var body: some View {
                VStack {
                    Text("plain")
                    Toggle("On", isOn: .constant(true))
                    Button("Go") {}
                    Image(systemName: "star").resizable()
                }
            }
        }
        """, fileName: "Plain.swift")
    #expect(program.warnings.isEmpty, "\(program.warnings.map(\.message))")
    _ = try program.launch(root: "Plain")
  }

  @Test("An import inside '#if canImport(Module)' activates the model too")
  func conditionalImportActivates() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        #if canImport(Defaults)
        import Defaults
        #endif
        extension Defaults.Keys { static let volume = Key<Int>("volume", default: 7) }
        struct Mixer: View {
            @Default(.volume) var volume
            var body: some View { Text("Volume \\(volume)") }
        }
        #scenario("the default volume", root: Mixer()) {
            #expect(root.volume == 7)
        }
        """, fileName: "Mixer.swift")
  }

  @Test(
    "Factory: @InjectedObject and @Injected resolve the program's factories; a singleton's @Published value decides the first screen and a tap through Container.shared changes it"
  )
  func factoryResolvesRegisteredViewModels() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Factory

        final class Session: ObservableObject {
            @Published var isSignedIn = false
            func signIn() { isSignedIn = true }
        }
        protocol Greeter { var greeting: String { get } }
        struct Formal: Greeter { let greeting = "Good day" }
        struct Casual: Greeter { let greeting = "Hi" }

        extension Container {
            var session: Factory<Session> { self { Session() }.singleton }
            var greeter: Factory<Greeter> { Factory(self) { Formal() } }
            var badge: ParameterFactory<Int, String> { self { count in "\\(count) new" } }
        }

        struct Entry: View {
            @InjectedObject(\\.session) var session: Session
            @Injected(\\.greeter) var greeter: Greeter
            var body: some View {
                if session.isSignedIn {
                    Inbox()
                } else {
                    VStack {
                        Text(greeter.greeting)
                        Text(Container.shared.badge(3))
                        SignInButton()
                    }
                }
            }
        }
        struct SignInButton: View {
            var body: some View { Button("Sign in") { Container.shared.session().signIn() } }
        }
        struct Inbox: View { var body: some View { Text("Inbox") } }

        #scenario("signed out first; signing in through the singleton shows the inbox", root: Entry()) {
            #expect(findAll(SignInButton.self).count == 1)
            #expect(root.greeter.greeting == "Good day")
            tap("Sign in")
            #expectInserted(Inbox.self)
            #expectUpdates(Entry.self)
        }
        #scenario("a registration replaces what the factory makes", root: Entry(), beforeLaunch: {
            Container.shared.greeter.register { Casual() }
        }) {
            #expect(root.greeter.greeting == "Hi")
        }
        """, fileName: "Inbox.swift")
  }

  @Test(
    "Factory: a container's AutoRegistering autoRegister() runs before its first resolve; a program's own SharedContainer's cached factory makes one instance, which @Injected(\\Tools.counter) gets too"
  )
  func factoryAutoRegisterAndCustomContainer() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Factory

        protocol Feed { var source: String { get } }
        struct LiveFeed: Feed { let source = "live" }
        struct SampleFeed: Feed { let source = "sample" }
        final class Counter { var count = 0 }

        extension Container {
            var feed: Factory<Feed> { self { LiveFeed() } }
        }
        extension Container: AutoRegistering {
            func autoRegister() { feed.register { SampleFeed() } }
        }
        final class Tools: SharedContainer {
            static let shared = Tools()
            let manager = ContainerManager()
            var counter: Factory<Counter> { self { Counter() }.cached }
        }

        struct Timeline: View {
            @Injected(\\.feed) var feed: Feed
            @Injected(\\Tools.counter) var counter: Counter
            var body: some View {
                Text(feed.source)
                Button("Count") { Tools.shared.counter().count += 1 }
            }
        }
        #scenario("the auto-registered feed; one counter", root: Timeline()) {
            #expect(root.feed.source == "sample")
            tap("Count")
            tap("Count")
            #expect(Tools.shared.counter().count == 2)
            #expect(root.counter.count == 2)
        }
        """, fileName: "Timeline.swift")
  }

  @Test(
    "Swinject: an Assembler's assemblies register, resolve(T.self) makes what was registered with its dependencies, and a container-scoped object is made once"
  )
  func swinjectRegisterAndResolve() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Swinject

        protocol Forecast { var summary: String { get } }
        struct Clear: Forecast { let summary = "Clear skies" }
        final class Settings: ObservableObject { @Published var onboarded = false }
        final class Planner {
            let forecast: Forecast
            init(forecast: Forecast) { self.forecast = forecast }
        }
        struct WeatherAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Forecast.self) { _ in Clear() }
                container.register(Planner.self) { resolver in Planner(forecast: resolver.resolve(Forecast.self)!) }
                container.register(Settings.self) { _ in Settings() }.inObjectScope(.container)
            }
        }
        let assembler = Assembler([WeatherAssembly()])

        struct Home: View {
            let planner = assembler.resolver.resolve(Planner.self)!
            @ObservedObject var settings = assembler.resolver.resolve(Settings.self)!
            var body: some View {
                if settings.onboarded { Text(planner.forecast.summary) } else { Onboarding() }
            }
        }
        struct Onboarding: View {
            var body: some View {
                Button("Done") { assembler.resolver.resolve(Settings.self)!.onboarded = true }
            }
        }

        #scenario("the planner has its forecast; the one Settings object decides the screen", root: Home()) {
            #expect(root.planner.forecast.summary == "Clear skies")
            #expect(findAll(Onboarding.self).count == 1)
            tap("Done")
            #expectRemoved(Onboarding.self)
        }
        """, fileName: "Weather.swift")
  }

  @Test(
    "Swinject: resolving what was never registered is an opaque value with a warning where it is resolved, never a stop"
  )
  func swinjectUnregisteredIsOpaque() throws {
    let source = """
      import SwiftUI
      import Swinject
      final class Catalog { var title = "Catalog" }
      let container = Container()
      struct Shelf: View {
          let catalog = container.resolve(Catalog.self)!
          var body: some View { Text(catalog.title) }
      }
      #scenario("the shelf is built", root: Shelf()) {
          #expect(findAll(Shelf.self).count == 1)
      }
      """
    try expectScenariosPass(in: source, fileName: "Shelf.swift")
    let program = try Program.parse(source: source, fileName: "Shelf.swift")
    let warnings = program.runScenarios().results.flatMap(\.warnings)
    #expect(
      warnings.contains { $0.message.contains("nothing is registered for 'Catalog'") && $0.location.line == 6 },
      "\(warnings.map(\.message))")
  }

  @Test(
    "Resolver: registerAllServices runs before the first resolve; @InjectedObject observes the registered model, @Injected gets the type the closure makes, and resolve() gives the type its result is used as"
  )
  func resolverInjectedObject() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Resolver

        final class SignUpModel: ObservableObject {
            @Published var email = ""
            var isValid: Bool { email.contains("@") }
        }
        protocol Calendar2 { var weekday: String { get } }
        struct FixedCalendar: Calendar2 { let weekday = "Monday" }
        final class Mailer { let sender = "hello@example.com" }
        final class Welcome {
            let mailer: Mailer
            init(mailer: Mailer) { self.mailer = mailer }
        }

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { SignUpModel() }.scope(.application)
                register { FixedCalendar() as Calendar2 }
                register { Mailer() }
                register { Welcome(mailer: resolve()) }
            }
        }

        struct SignUp: View {
            @InjectedObject var model: SignUpModel
            @Injected var calendar: Calendar2
            var body: some View {
                Text("Happy \\(calendar.weekday)")
                TextField("Email", text: $model.email)
                if model.isValid { Continue() }
            }
        }
        struct Continue: View { var body: some View { Button("Continue") {} } }

        #scenario("typing a valid email into the registered model shows Continue", root: SignUp()) {
            #expect(root.calendar.weekday == "Monday")
            let welcome: Welcome = Resolver.resolve()
            #expect(welcome.mailer.sender == "hello@example.com")
            #expect(findAll(Continue.self).isEmpty)
            type("ada@example.com", into: "Email")
            #expectInserted(Continue.self)
        }
        """, fileName: "SignUp.swift")
  }

  @Test(
    "Defaults: a fresh install reads each key's default; @Default is a dependency of the body that reads it, Defaults[.key] = value updates it, and Defaults.updates gives the value now"
  )
  func defaultsDefaultWrapper() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Defaults

        extension Defaults.Keys {
            static let finishedTour = Key<Bool>("finishedTour", default: false)
            static let accent = Key<String>("accent", default: "blue")
        }

        struct Launch: View {
            @Default(.finishedTour) var finishedTour
            var body: some View {
                if finishedTour { Dashboard() } else { Tour() }
            }
        }
        struct Tour: View {
            var body: some View { Button("Finish") { Defaults[.finishedTour] = true } }
        }
        struct Dashboard: View {
            @State var shown = ""
            var body: some View {
                Text("Accent: \\(Defaults[.accent]) \\(shown)")
                    .task { for await accent in Defaults.updates(.accent) { shown = accent } }
            }
        }

        #scenario("the tour first, the dashboard once it is finished", root: Launch()) {
            #expect(findAll(Tour.self).count == 1)
            #expect(root.finishedTour == false)
            tap("Finish")
            #expectUpdates(Launch.self)
            #expectInserted(Dashboard.self)
            #expect(find(Dashboard.self).shown == "blue")
        }
        """, fileName: "Tour.swift")
  }

  @Test(
    "Firebase Auth: a new install has nobody signed in, so the state listener is told nil once and the login screen shows; signing in needs the network and fails"
  )
  func firebaseSignedOut() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import FirebaseAuth
        import FirebaseCore

        final class Session: ObservableObject {
            @Published var user: User?
            @Published var isLoading = true
            private var handle: AuthStateDidChangeListenerHandle?
            init() {
                handle = Auth.auth().addStateDidChangeListener { [weak self] _, user in
                    self?.user = user
                    self?.isLoading = false
                }
            }
            func signIn() async {
                do { user = try await Auth.auth().signIn(withEmail: "a@b.c", password: "pw").user }
                catch { failure = "\\(error)" }
            }
            @Published var failure: String?
        }
        struct FireApp: App {
            @StateObject private var session = Session()
            init() { FirebaseApp.configure() }
            var body: some Scene { WindowGroup { Root().environmentObject(session) } }
        }
        struct Root: View {
            @EnvironmentObject var session: Session
            var body: some View {
                if session.isLoading { ProgressView() }
                else if session.user == nil { LoginView() }
                else { HomeView() }
            }
        }
        struct LoginView: View {
            @EnvironmentObject var session: Session
            var body: some View { Button("Sign in") { Task { await session.signIn() } } }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        #scenario("a new install has nobody signed in: the login screen, and signing in fails without a network") {
            #expect(findAll(LoginView.self).count == 1)
            #expect(Auth.auth().currentUser == nil)
            tap("Sign in")
            #expect(findAll(HomeView.self).isEmpty)
            #expect(find(Root.self).session.failure != nil)
        }
        """, fileName: "FireApp.swift")
  }

  @Test(
    "A program's own declarations shadow an imported package's: its own Resolver class beside Swinject's Container (the container still resolves)"
  )
  func ownDeclarationsShadowThePackage() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import Swinject

        final class Store { let name = "Corner shop" }
        final class Resolver {
            static let shared = Resolver()
            private let container = Container()
            private init() { container.register(Store.self) { _ in Store() } }
            func resolve<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
        }
        struct Front: View {
            let store = Resolver.shared.resolve(Store.self)
            var body: some View { Text(store.name) }
        }
        #scenario("the program's Resolver resolves through Swinject's Container", root: Front()) {
            #expect(root.store.name == "Corner shop")
        }
        """, fileName: "Front.swift")
  }

  @Test("A program that declares its own Container and imports neither Swinject nor Factory keeps its own")
  func ownContainerWithoutImportIsKept() throws {
    let source = """
      import SwiftUI
      final class Container {
          var parts: [String] = []
          func register(_ part: String) { parts.append(part) }
      }
      struct Parts: View {
          let container: Container = {
              let made = Container()
              made.register("wheel")
              return made
          }()
          var body: some View { Text(container.parts.joined()) }
      }
      #scenario("the program's own container", root: Parts()) {
          #expect(root.container.parts == ["wheel"])
      }
      """
    try expectScenariosPass(in: source, fileName: "Parts.swift")
    let program = try Program.parse(source: source, fileName: "Parts.swift")
    #expect(program.warnings.isEmpty, "\(program.warnings.map(\.message))")
  }

  @Test(
    "Kingfisher, Nuke and Lottie: KFImage with its chained options, LazyImage and LottieView build as leaf views showing their placeholder, with no warning"
  )
  func imageAndAnimationViewsBuild() throws {
    let source = """
      import SwiftUI
      import struct Kingfisher.KFImage
      import NukeUI
      import Lottie

      struct Spinner: View { var body: some View { ProgressView() } }
      struct Poster: View {
          let url = URL(string: "https://example.com/poster.jpg")
          var body: some View {
              VStack {
                  KFImage(url)
                      .resizable()
                      .placeholder { Spinner() }
                      .onSuccess { _ in }
                      .fade(duration: 0.2)
                      .cacheOriginalImage()
                      .aspectRatio(contentMode: .fill)
                      .frame(width: 80, height: 120)
                  LazyImage(url: url) { state in
                      if let image = state.image { image.resizable() } else { Spinner() }
                  }
                  LottieView(animation: .named("confetti")).playing(loopMode: .loop)
              }
          }
      }
      #scenario("both placeholders are built", root: Poster()) {
          #expect(findAll(Spinner.self).count == 2)
      }
      """
    try expectScenariosPass(in: source, fileName: "Poster.swift")
    let program = try Program.parse(source: source, fileName: "Poster.swift")
    let warnings = program.warnings + program.runScenarios().results.flatMap(\.warnings)
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test(
    "A member a package's model does not declare (TCA 0.x's Reducer.combine) is ViewGraph's gap: an opaque value with a warning in its words, never the compiler's 'has no member' (issue 36, point 3)"
  )
  func packageModelMissingMemberIsNotSimulated() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import ComposableArchitecture
        enum Legacy { static let reducer = Reducer<Int, String, Void>.combine() }
        @main struct Old: App {
            var body: some Scene { WindowGroup { Text("\\(String(describing: Legacy.reducer))") } }
        }
        """, fileName: "Old.swift")
    let launch = try program.launch()
    #expect(launch.snapshot().units.map(\.name).contains("Old"))
    let warnings = program.warnings + launch.launchUpdate.warnings
    #expect(
      warnings.contains {
        $0.message.contains("'combine' of 'Reducer' is not simulated")
          || $0.message.contains("'Reducer.combine' is not simulated")
      }, "\(warnings.map(\.message))")
    #expect(!warnings.contains { $0.message.contains("has no member") })
  }

  @Test(
    "Needle: a component's dependency is the provider its generated file registers for the component's path (^->Root->Greeting), shared { } makes a value once, and a path with no provider is an opaque dependency with a warning, never a stop"
  )
  func needleComponentsResolveThroughGeneratedProviders() throws {
    let source = """
      import SwiftUI
      import NeedleFoundation

      protocol GreetingDependency: Dependency { var greeting: String { get } }
      protocol FarewellDependency: Dependency { var farewell: String { get } }
      final class GreetingComponent: Component<GreetingDependency> {
          var text: String { dependency.greeting }
      }
      final class FarewellComponent: Component<FarewellDependency> {
          var text: String { dependency.farewell }
      }
      final class Counter { var made = 0 }
      final class Root: BootstrapComponent {
          let counter = Counter()
          var greeting: String { shared { counter.made += 1; return "hello" } }
          var greetingComponent: GreetingComponent { GreetingComponent(parent: self) }
          var farewellComponent: FarewellComponent { FarewellComponent(parent: self) }
      }
      private class GreetingProvider: GreetingDependency {
          var greeting: String { root.greeting }
          private let root: Root
          init(root: Root) { self.root = root }
      }
      private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope { component.parent }
      func registerProviderFactories() {
          __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->Root->GreetingComponent") { component in
              GreetingProvider(root: parent1(component) as! Root)
          }
      }
      struct Hello: View {
          let root: Root
          var body: some View {
              VStack {
                  Text(root.greetingComponent.text)
                  Text(root.greetingComponent.text)
                  Text(root.farewellComponent.text)
              }
          }
      }
      #scenario("the greeting comes through the registered provider", root: { registerProviderFactories(); return Hello(root: Root()) }()) {
          #expect(root.root.greetingComponent.text == "hello")
          #expect(root.root.counter.made == 1)
      }
      """
    try expectScenariosPass(in: source, fileName: "Hello.swift")
    let program = try Program.parse(source: source, fileName: "Hello.swift")
    let warnings = program.warnings + program.runScenarios().results.flatMap(\.warnings)
    #expect(warnings.contains { $0.message.contains("^->Root->FarewellComponent") }, "\(warnings.map(\.message))")
  }

  @Test(
    "RealityKit's Model3D shows its placeholder (or its phase content in the empty phase): the model file is never loaded, as AsyncImage's image never arrives"
  )
  func model3DShowsItsPlaceholder() throws {
    let source = """
      import SwiftUI
      import RealityKit

      struct Spinner: View { var body: some View { ProgressView() } }
      struct Globe: View {
          var body: some View {
              VStack {
                  Model3D(named: "Globe") { model in
                      model.resizable().scaledToFit()
                  } placeholder: {
                      Spinner()
                  }
                  Model3D(named: "Moon") { phase in
                      if let model = phase.model { model.resizable() } else { Spinner() }
                  }
                  Model3D(named: "Sun")
              }
          }
      }
      #scenario("both placeholders are built", root: Globe()) {
          #expect(findAll(Spinner.self).count == 2)
      }
      """
    try expectScenariosPass(in: source, fileName: "Globe.swift")
  }

  @Test(
    "A package the program imports and ViewGraph models is not among the packages not found; one it does not model still is"
  )
  func modelledPackageIsNotNotFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vg-packages-\(UUID().uuidString)")
    let files = [
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Garden", dependencies: [
          .package(url: "https://example.com/someone/Swinject.git", from: "2.8.0"),
          .package(url: "https://example.com/someone/Seeds.git", from: "1.0.0"),
        ],
        targets: [.executableTarget(name: "Garden", path: "Garden", dependencies: ["Swinject", "Seeds"])])
      """,
      "Garden/App.swift": """
      import SwiftUI
      import Swinject
      import Seeds
      final class Bed { let plants = 3 }
      let container: Container = {
          let made = Container()
          made.register(Bed.self) { _ in Bed() }
          return made
      }()
      @main struct GardenApp: App { var body: some Scene { WindowGroup { Beds() } } }
      struct Beds: View { var body: some View { Text("\\(container.resolve(Bed.self)!.plants) plants") } }
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let program = try Program.load(paths: [root.path])
    let launch = try program.launch()
    let reach = program.reach(of: [launch.snapshot()])
    #expect(reach.packagesNotFound == ["Seeds"], "\(reach.summary)")
  }

  @Test(
    "issue 36, point 4: Core Data as a fresh install has it — the store is empty, so a fetch and a @FetchRequest give no objects and the empty state shows; an object inserted in the launch is fetched"
  )
  func coreDataFreshInstall() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        import CoreData

        final class Note: NSManagedObject {
            @NSManaged var title: String?
        }

        final class Persistence {
            static let shared = Persistence()
            let container: NSPersistentContainer
            init() {
                container = NSPersistentContainer(name: "Notes")
                container.loadPersistentStores { _, error in
                    if let error { print("failed: \\(error)") }
                }
                container.viewContext.automaticallyMergesChangesFromParent = true
            }
        }

        final class NotesModel: ObservableObject {
            @Published var notes: [Note] = []
            let context = Persistence.shared.container.viewContext
            init() { reload() }
            func reload() {
                let request = NSFetchRequest<Note>(entityName: "Note")
                request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
                notes = (try? context.fetch(request)) ?? []
            }
            func add() {
                let note = Note(context: context)
                note.title = "First"
                try? context.save()
                reload()
            }
        }

        struct NotesView: View {
            @StateObject var model = NotesModel()
            @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Note.title, ascending: true)]) var fetched: FetchedResults<Note>
            var body: some View {
                VStack {
                    if model.notes.isEmpty && fetched.isEmpty {
                        NoNotes()
                    } else {
                        ForEach(model.notes, id: \\.self) { note in Text(note.title ?? "") }
                    }
                    Button("Add") { model.add() }
                }
            }
        }
        struct NoNotes: View { var body: some View { Text("No notes yet") } }

        @main struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    NotesView().environment(\\.managedObjectContext, Persistence.shared.container.viewContext)
                }
            }
        }

        #scenario("a fresh install shows the empty state; a note added is fetched") {
            #expect(findAll(NoNotes.self).count == 1)
            tap("Add")
            #expect(findAll(NoNotes.self).isEmpty)
            #expect(find(NotesView.self).model.notes.count == 1)
        }
        """)
  }

  @Test(
    "SwiftUIFlux (working set 12's PokemonRedux): a StoreProvider's ConnectedView builds its body from props mapped from the store's state; a dispatched action runs the reducer on the main queue's next turn and the view again"
  )
  func swiftUIFluxConnectedViews() throws {
    try expectScenariosPass(
      in: Self.connectedShelf(
        module: "SwiftUIFlux", stateProtocol: "FluxState",
        store: "Store<ShelfState>(reducer: shelfReducer, state: ShelfState())", dispatchType: "DispatchFunction"))
  }

  @Test(
    "SwiftUIRedux (trial 2's WeChat): a StoreProvider's ConnectedView builds its body from props mapped from the store's state; a dispatched action runs the reducer at once and the view again"
  )
  func swiftUIReduxConnectedViews() throws {
    try expectScenariosPass(
      in: Self.connectedShelf(
        module: "SwiftUIRedux", stateProtocol: "ReduxState",
        store: "Store<ShelfState>(initialState: ShelfState(), reducer: shelfReducer)", dispatchType: "Dispatch"))
  }

  /// A shelf of books connected to a Redux-style store (SwiftUIFlux and SwiftUIRedux spell the same
  /// app with their own module, state protocol, store initializer and dispatch type).
  private static func connectedShelf(module: String, stateProtocol: String, store: String, dispatchType: String)
    -> String
  {
    """
        import SwiftUI
        import \(module)

        struct ShelfState: \(stateProtocol) {
            var books: [String] = []
            var signedIn = false
        }

        struct AddBook: Action { let title: String }
        struct SignIn: Action {}

        func shelfReducer(state: ShelfState, action: Action) -> ShelfState {
            var state = state
            if let add = action as? AddBook { state.books.append(add.title) }
            if action is SignIn { state.signedIn = true }
            return state
        }

        let shelfStore = \(store)

        struct Welcome: View {
            var body: some View { Text("Welcome") }
        }

        struct BookRow: View {
            let title: String
            var body: some View { Text(title) }
        }

        struct ShelfView: ConnectedView {
            struct Props {
                let books: [String]
                let signedIn: Bool
                let add: () -> Void
                let signIn: () -> Void
            }

            func map(state: ShelfState, dispatch: @escaping \(dispatchType)) -> Props {
                Props(
                    books: state.books,
                    signedIn: state.signedIn,
                    add: { dispatch(AddBook(title: "Dune")) },
                    signIn: { dispatch(SignIn()) })
            }

            func body(props: Props) -> some View {
                VStack {
                    if props.signedIn {
                        ForEach(props.books, id: \\.self) { BookRow(title: $0) }
                        Button("Add", action: props.add)
                    } else {
                        Welcome()
                        Button("Sign in", action: props.signIn)
                    }
                }
            }
        }

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup {
                    StoreProvider(store: shelfStore) {
                        ShelfView()
                    }
                }
            }
        }

        #scenario("a connected view shows what its props map from the store's state; a dispatched action runs the reducer and the view again") {
            #expect(findAll(Welcome.self).count == 1)
            tap("Sign in")
            #expect(findAll(Welcome.self).isEmpty)
            tap("Add")
            #expect(findAll(BookRow.self).count == 1)
        }
    """
  }
}
