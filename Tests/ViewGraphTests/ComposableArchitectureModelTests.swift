import Testing
import ViewGraph

/// Issue 36, point 6: the model of The Composable Architecture (`Library/Packages/Prelude/
/// ComposableArchitecture`), active in a program that imports it. Each program is written from
/// scratch in the way TCA's documentation writes features, and pins with its own `#scenario`s which
/// views an action runs: a reducer runs at once on `send`, `@ObservableState` is observed field by
/// field, a `ViewStore` publishes only when what it observes changes, an effect's actions reach the
/// store after the update settles.
@Suite("Issue 36, point 6: The Composable Architecture's model")
struct ComposableArchitectureModelTests {
  static let programs: [(name: String, source: String)] = [
    (
      "issue 36, point 6: with @ObservableState, a view that reads store.count runs when count changes, and only then",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Counter {
          @ObservableState
          struct State: Equatable {
              var count = 0
              var title = "Counter"
          }
          enum Action {
              case incrementTapped
              case renameTapped
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .incrementTapped:
                      state.count += 1
                      return .none
                  case .renameTapped:
                      state.title = "Renamed"
                      return .none
                  }
              }
          }
      }

      struct CounterView: View {
          let store: StoreOf<Counter>
          var body: some View {
              VStack {
                  CountLabel(store: store)
                  TitleLabel(store: store)
                  Button("Increment") { store.send(.incrementTapped) }
                  Button("Rename") { store.send(.renameTapped) }
              }
          }
      }

      struct CountLabel: View {
          let store: StoreOf<Counter>
          var body: some View { Text("\\(store.count)") }
      }

      struct TitleLabel: View {
          let store: StoreOf<Counter>
          var body: some View { Text(store.title) }
      }

      @main
      struct CounterApp: App {
          var body: some Scene {
              WindowGroup {
                  CounterView(store: Store(initialState: Counter.State()) { Counter() })
              }
          }
      }

      #scenario("incrementing runs only the view that reads count") {
          tap("Increment")
          #expectUpdates(CountLabel.self)
      }

      #scenario("renaming runs only the view that reads title") {
          tap("Rename")
          #expectUpdates(TitleLabel.self)
      }
      """
    ),
    (
      "issue 36, point 6: WithViewStore's content runs again only when the value it observes changes",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Profile: Reducer {
          struct State: Equatable {
              var name = "Ada"
              var visits = 0
          }
          enum Action: Equatable {
              case visited
              case renamed(String)
          }
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
              switch action {
              case .visited:
                  state.visits += 1
                  return .none
              case let .renamed(name):
                  state.name = name
                  return .none
              }
          }
      }

      struct ProfileView: View {
          let store: StoreOf<Profile>
          var body: some View {
              VStack {
                  WithViewStore(store, observe: { $0.name }) { viewStore in
                      NameLabel(name: viewStore.state)
                  }
                  Button("Visit") { store.send(.visited) }
                  Button("Rename") { store.send(.renamed("Grace")) }
              }
          }
      }

      struct NameLabel: View {
          let name: String
          var body: some View { Text(name) }
      }

      @main
      struct ProfileApp: App {
          var body: some Scene {
              WindowGroup {
                  ProfileView(store: Store(initialState: Profile.State(), reducer: Profile()))
              }
          }
      }

      #scenario("a change the view store does not observe runs nothing") {
          tap("Visit")
          #expectUpdates()
      }

      #scenario("a change of the observed name runs the label that shows it") {
          tap("Rename")
          #expectUpdates(NameLabel.self)
          #expect(find(NameLabel.self).name == "Grace")
      }
      """
    ),
    (
      "issue 36, point 6: a Scope'd child feature runs on its own actions and changes its own part of the state",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Counter {
          @ObservableState
          struct State: Equatable {
              var count = 0
          }
          enum Action {
              case increment
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .increment:
                      state.count += 1
                      return .none
                  }
              }
          }
      }

      @Reducer
      struct Dashboard {
          @ObservableState
          struct State: Equatable {
              var left = Counter.State()
              var right = Counter.State()
              var taps = 0
          }
          enum Action {
              case left(Counter.Action)
              case right(Counter.Action)
          }
          var body: some ReducerOf<Self> {
              Scope(state: \\.left, action: \\.left) {
                  Counter()
              }
              Scope(state: \\.right, action: \\.right) {
                  Counter()
              }
              Reduce { state, action in
                  state.taps += 1
                  return .none
              }
          }
      }

      struct DashboardView: View {
          let store: StoreOf<Dashboard>
          var body: some View {
              VStack {
                  CounterView(title: "Left", store: store.scope(state: \\.left, action: \\.left))
                  CounterView(title: "Right", store: store.scope(state: \\.right, action: \\.right))
                  TapsLabel(store: store)
              }
          }
      }

      struct CounterView: View {
          let title: String
          let store: StoreOf<Counter>
          var body: some View {
              HStack {
                  Text("\\(store.count)")
                  Button(title) { store.send(.increment) }
              }
          }
      }

      struct TapsLabel: View {
          let store: StoreOf<Dashboard>
          var body: some View { Text("\\(store.taps) taps") }
      }

      @main
      struct DashboardApp: App {
          var body: some Scene {
              WindowGroup {
                  DashboardView(store: Store(initialState: Dashboard.State()) { Dashboard() })
              }
          }
      }

      #scenario("the left child's action changes its own count, and the parent counts the tap") {
          tap("Left")
          #expectUpdates(CounterView.self, TapsLabel.self)
          #expect(findAll(CounterView.self)[0].store.count == 1)
          #expect(findAll(CounterView.self)[1].store.count == 0)
      }
      """
    ),
    (
      "issue 36, point 6: an Effect.run runs after the update settles and what it sends reaches the store",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Loader {
          @ObservableState
          struct State: Equatable {
              var isLoading = false
              var items: [String] = []
          }
          enum Action {
              case loadTapped
              case loaded([String])
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .loadTapped:
                      state.isLoading = true
                      return .run { send in
                          await send(.loaded(["One", "Two"]))
                      }
                  case let .loaded(items):
                      state.isLoading = false
                      state.items = items
                      return .none
                  }
              }
          }
      }

      struct LoaderView: View {
          let store: StoreOf<Loader>
          var body: some View {
              VStack {
                  Spinner(store: store)
                  ItemsList(store: store)
                  Button("Load") { store.send(.loadTapped) }
              }
          }
      }

      struct Spinner: View {
          let store: StoreOf<Loader>
          var body: some View {
              if store.isLoading { ProgressView() } else { Text("Idle") }
          }
      }

      struct ItemsList: View {
          let store: StoreOf<Loader>
          var body: some View {
              VStack { ForEach(store.items, id: \\.self) { Text($0) } }
          }
      }

      @main
      struct LoaderApp: App {
          var body: some Scene {
              WindowGroup {
                  LoaderView(store: Store(initialState: Loader.State()) { Loader() })
              }
          }
      }

      #scenario("the run effect sends its result back once the update settles") {
          tap("Load")
          #expectUpdates(Spinner.self, Spinner.self, ItemsList.self)
          #expect(find(ItemsList.self).store.items == ["One", "Two"])
          #expect(find(Spinner.self).store.isLoading == false)
      }
      """
    ),
    (
      "issue 36, point 6: $store.field sends a binding action that BindingReducer writes; @Dependency is the key's liveValue",
      """
      import SwiftUI
      import ComposableArchitecture

      struct APIClient {
          var greeting: () -> String
      }
      extension APIClient: DependencyKey {
          static let liveValue = APIClient(greeting: { "Hello" })
      }
      extension DependencyValues {
          var apiClient: APIClient {
              get { self[APIClient.self] }
              set { self[APIClient.self] = newValue }
          }
      }

      @Reducer
      struct Settings {
          @ObservableState
          struct State: Equatable {
              var name = ""
              var greeting = ""
          }
          enum Action: BindableAction {
              case binding(BindingAction<State>)
              case greetTapped
          }
          @Dependency(\\.apiClient) var apiClient
          @Dependency(\\.uuid) var uuid
          var body: some ReducerOf<Self> {
              BindingReducer()
              Reduce { state, action in
                  switch action {
                  case .binding:
                      return .none
                  case .greetTapped:
                      state.greeting = apiClient.greeting() + ", " + state.name
                      return .none
                  }
              }
          }
      }

      struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          var body: some View {
              Form {
                  TextField("Name", text: $store.name)
                  Button("Greet") { store.send(.greetTapped) }
                  GreetingLabel(store: store)
              }
          }
      }

      struct GreetingLabel: View {
          let store: StoreOf<Settings>
          var body: some View { Text(store.greeting) }
      }

      @main
      struct SettingsApp: App {
          var body: some Scene {
              WindowGroup {
                  SettingsView(store: Store(initialState: Settings.State()) { Settings() })
              }
          }
      }

      #scenario("typing into a field bound to the store sends a binding action that writes the field") {
          type("Ada", into: "Name")
          #expectUpdates()
          #expect(find(SettingsView.self).store.name == "Ada")
          tap("Greet")
          #expectUpdates(GreetingLabel.self)
          #expect(find(GreetingLabel.self).store.greeting == "Hello, Ada")
      }
      """
    ),
    (
      "issue 36, point 6: SwitchStore shows the CaseLet of the state's case (a case whose payload has a default, made without it: SE-0155), and .ifCaseLet runs the case's reducer",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Inner: Reducer {
          struct State: Equatable { var x = 1 }
          enum Action: Equatable { case tap }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { state.x += 1; return .none }
      }
      struct AppFeature: Reducer {
          enum State: Equatable { case onboarding(Inner.State = .init()); case main(Int) }
          enum Action: Equatable { case onboarding(Inner.Action); case main(Int) }
          var body: some ReducerOf<Self> {
              Reduce { state, action in .none }
              .ifCaseLet(/State.onboarding, action: /Action.onboarding) { Inner() }
          }
      }
      struct InnerView: View {
          let store: StoreOf<Inner>
          var body: some View { WithViewStore(store, observe: { $0 }) { vs in Text("\\(vs.x)"); Button("Tap") { vs.send(.tap) } } }
      }
      struct AppView: View {
          let store: StoreOf<AppFeature>
          var body: some View {
              SwitchStore(store) {
                  CaseLet(state: /AppFeature.State.onboarding, action: AppFeature.Action.onboarding, then: InnerView.init)
              }
          }
      }
      @main struct A: App { var body: some Scene { WindowGroup { AppView(store: Store(initialState: .onboarding(), reducer: AppFeature())) } } }
      #scenario("the CaseLet of the current case shows its view, whose action reaches the case's reducer") {
          #expect(findAll(InnerView.self).count == 1)
          tap("Tap")
          #expect(find(InnerView.self).store.x == 2)
      }
      """
    ),
    (
      "issue 36, point 6 (Shelv of the second field trial): StoreOf<Feature>(initialState: .init()) through a generic type alias makes the reducer's State; WithViewStore observing a key path; Binding { get } set: { }",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Reader: Reducer {
          struct State: Equatable {
              var page = 1
          }
          enum Action {
              case turnTo(Int)
          }
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
              switch action {
              case let .turnTo(page):
                  state.page = page
              }
              return .none
          }
      }

      struct Shelf: Reducer {
          struct State: Equatable {
              var reader = Reader.State()
          }
          enum Action {
              case reader(Reader.Action)
          }
          var body: some Reducer<State, Action> {
              Scope(state: \\.reader, action: /Action.reader, child: Reader.init)
          }
      }

      extension Shelf: EnvironmentKey {
          static var defaultValue = StoreOf<Shelf>(initialState: .init()) { Shelf() }
      }

      extension EnvironmentValues {
          var shelfStore: StoreOf<Shelf> {
              get { self[Shelf.self] }
              set { self[Shelf.self] = newValue }
          }
      }

      struct ShelfView: View {
          @Environment(\\.shelfStore) private var store
          var body: some View {
              WithViewStore(store, observe: \\.reader) { viewStore in
                  PageStepper(page: Binding { viewStore.page } set: { viewStore.send(.reader(.turnTo($0))) })
              }
          }
      }

      struct PageStepper: View {
          @Binding var page: Int
          var body: some View {
              Stepper("Page \\(page)", value: $page)
              Button("Next") { page += 1 }
          }
      }

      @main
      struct ShelfApp: App {
          var body: some Scene {
              WindowGroup { ShelfView() }
          }
      }

      #scenario("a store kept as an environment key's default value, observed through a key path, written through a binding") {
          tap("Next")
          #expectUpdates(PageStepper.self)
          #expect(find(PageStepper.self).page == 2)
      }
      """
    ),
    (
      "issue 36, point 6: a ReducerProtocol feature (TCA 1.0–1.3) builds its body from the reducers written one after another, run in order",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Toggler: ReducerProtocol {
          struct State: Equatable {
              var isOn = false
              var taps = 0
          }
          enum Action: Equatable {
              case flip
          }
          var body: some ReducerProtocolOf<Self> {
              Reduce { state, action in
                  state.isOn.toggle()
                  return .none
              }
              Reduce { state, action in
                  state.taps += 1
                  return .none
              }
          }
      }

      struct TogglerView: View {
          let store: StoreOf<Toggler>
          var body: some View {
              WithViewStore(store, observe: \\.isOn) { viewStore in
                  Light(isOn: viewStore.state)
                  Button("Flip") { viewStore.send(.flip) }
              }
          }
      }

      struct Light: View {
          let isOn: Bool
          var body: some View { Text(isOn ? "On" : "Off") }
      }

      @main
      struct TogglerApp: App {
          var body: some Scene {
              WindowGroup { TogglerView(store: Store(initialState: Toggler.State()) { Toggler() }) }
          }
      }

      #scenario("a ReducerProtocol feature's body runs its reducers in order") {
          tap("Flip")
          #expectUpdates(Light.self)
          #expect(find(Light.self).isOn)
          #expect(find(TogglerView.self).store.taps == 1)
      }
      """
    ),
    (
      // TCA 1.7: a store scoped to an `IdentifiedArray` of `@ObservableState` elements is the
      // collection of its elements' stores. TCA's `_$isIdentityEqual` for such an array compares its
      // ids only: a write inside one element runs the readers of that element, not the list.
      "TCA 1.7: ForEach over a store scoped to an identified collection gives each row its element's store; a row's action runs that row only",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Row {
          @ObservableState
          struct State: Equatable, Identifiable {
              let id: Int
              var count = 0
          }
          enum Action { case increment }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.count += 1
                  return .none
              }
          }
      }

      @Reducer
      struct Rows {
          @ObservableState
          struct State: Equatable {
              var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
          }
          enum Action {
              case add
              case rows(IdentifiedActionOf<Row>)
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .add:
                      state.rows.append(Row.State(id: state.rows.count + 1))
                      return .none
                  case .rows:
                      return .none
                  }
              }
              .forEach(\\.rows, action: \\.rows) { Row() }
          }
      }

      struct RowView: View {
          let store: StoreOf<Row>
          var body: some View {
              Button("Row \\(store.id): \\(store.count)") { store.send(.increment) }
          }
      }

      struct RowsView: View {
          let store: StoreOf<Rows>
          var body: some View {
              VStack {
                  ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                      RowView(store: rowStore)
                  }
                  Button("Add") { store.send(.add) }
              }
          }
      }

      @main
      struct RowsApp: App {
          var body: some Scene {
              WindowGroup { RowsView(store: Store(initialState: Rows.State()) { Rows() }) }
          }
      }

      #scenario("each row has its element's store; a row's action runs that row only") {
          #expect(findAll(RowView.self).count == 2)
          tap("Row 2: 0")
          #expectUpdates(RowView.self)
          tap("Row 2: 1")
          #expectUpdates(RowView.self)
      }

      #scenario("adding an element runs the list, which builds its row") {
          tap("Add")
          #expect(findAll(RowView.self).count == 3)
          tap("Row 3: 0")
          #expectUpdates(RowView.self)
      }

      #scenario("adding an element runs the list and its rows' closures; the row views there keep their stores (TCA keeps a row's store by its id), so they do not run") {
          tap("Add")
          #expectUpdates(RowsView.self, "ForEach row", "ForEach row")
      }
      """
    ),
    (
      "issue 36, point 6 (OnlineStoreTCA of the third field trial): a tab bound with $store.tab.sending(\\.tabSelected) sends that action; @Perception.Bindable is Bindable; WithPerceptionTracking shows its content; a child store scoped again is the same store",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Shelf {
          @ObservableState
          struct State: Equatable { var books = 3 }
          enum Action { case added }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.books += 1
                  return .none
              }
          }
      }

      @Reducer
      struct Root {
          enum Tab: Hashable { case shelf, profile }
          @ObservableState
          struct State: Equatable {
              var tab = Tab.shelf
              var shelf = Shelf.State()
          }
          enum Action {
              case tabSelected(Tab)
              case shelf(Shelf.Action)
          }
          var body: some ReducerOf<Self> {
              Scope(state: \\.shelf, action: \\.shelf) { Shelf() }
              Reduce { state, action in
                  switch action {
                  case .tabSelected(let tab):
                      state.tab = tab
                      return .none
                  case .shelf:
                      return .none
                  }
              }
          }
      }

      struct RootView: View {
          @Perception.Bindable var store: StoreOf<Root>
          var body: some View {
              WithPerceptionTracking {
                  TabView(selection: $store.tab.sending(\\.tabSelected)) {
                      ShelfView(store: store.scope(state: \\.shelf, action: \\.shelf))
                          .tabItem { Text("Shelf") }
                          .tag(Root.Tab.shelf)
                      Text("Me")
                          .tabItem { Text("Profile") }
                          .tag(Root.Tab.profile)
                  }
              }
          }
      }

      struct ShelfView: View {
          let store: StoreOf<Shelf>
          var body: some View { Text("\\(store.books) books") }
      }

      @main
      struct ShopApp: App {
          var body: some Scene {
              WindowGroup { RootView(store: Store(initialState: Root.State()) { Root() }) }
          }
      }

      #scenario("the first tab shows the scoped child; choosing another tab sends tabSelected, and the child is not given a new store") {
          #expect(find(ShelfView.self).store.books == 3)
          tap("Profile")
          #expect(find(RootView.self).store.tab == .profile)
          #expect(findAll(ShelfView.self).isEmpty)
          tap("Shelf")
          #expect(find(RootView.self).store.tab == .shelf)
          #expect(find(ShelfView.self).store.books == 3)
          let store = find(RootView.self).store
          #expect(store.scope(state: \\.shelf, action: \\.shelf) === store.scope(state: \\.shelf, action: \\.shelf))
      }
      """
    ),
    (
      "issue 36 (TCATodos of working set 5): @ViewAction(for:) gives the view send(_:), which sends .view(action) to its store",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Tally {
          @ObservableState
          struct State: Equatable {
              var marks: [Int] = []
          }
          enum Action: ViewAction {
              case view(View)
              enum View {
                  case addTapped
                  case clearTapped
              }
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case .view(.addTapped):
                      state.marks.append(state.marks.count)
                      return .none
                  case .view(.clearTapped):
                      state.marks = []
                      return .none
                  }
              }
          }
      }

      @ViewAction(for: Tally.self)
      struct TallyView: View {
          let store: StoreOf<Tally>
          var body: some View {
              VStack {
                  ForEach(store.marks, id: \\.self) { mark in MarkRow(mark: mark) }
                  Button("Add") { send(.addTapped) }
                  Button("Clear") { send(.clearTapped, animation: .default) }
              }
          }
      }

      struct MarkRow: View {
          let mark: Int
          var body: some View { Text("\\(mark)") }
      }

      @main
      struct TallyApp: App {
          var body: some Scene {
              WindowGroup { TallyView(store: Store(initialState: Tally.State()) { Tally() }) }
          }
      }

      #scenario("Add sends .view(.addTapped): a row appears; Clear, sent with an animation, takes it away") {
          tap("Add")
          #expectUpdates(TallyView.self)
          #expect(findAll(MarkRow.self).count == 1)
          tap("Clear")
          #expect(findAll(MarkRow.self).isEmpty)
      }
      """
    ),
    (
      "issue 36 (TCATodos of working set 5): IdentifiedArrayOf<Element>() makes an empty identified array, which a reducer appends to",
      """
      import SwiftUI
      import ComposableArchitecture

      struct Mark: Identifiable, Equatable {
          let id: Int
      }

      @Reducer
      struct Marks {
          @ObservableState
          struct State: Equatable {
              var marks = IdentifiedArrayOf<Mark>()
          }
          enum Action {
              case addTapped
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.marks.append(Mark(id: state.marks.count))
                  return .none
              }
          }
      }

      struct MarksView: View {
          let store: StoreOf<Marks>
          var body: some View {
              VStack {
                  ForEach(store.marks) { mark in MarkRow(mark: mark) }
                  Button("Add") { store.send(.addTapped) }
              }
          }
      }

      struct MarkRow: View {
          let mark: Mark
          var body: some View { Text("\\(mark.id)") }
      }

      @main
      struct MarksApp: App {
          var body: some Scene {
              WindowGroup { MarksView(store: Store(initialState: Marks.State()) { Marks() }) }
          }
      }

      #scenario("Add appends to the identified array: a row appears") {
          #expect(findAll(MarkRow.self).isEmpty)
          tap("Add")
          #expect(findAll(MarkRow.self).count == 1)
      }
      """
    ),
    (
      "issue 36 (PokedexTCA of working set 5): TCA's NavigationStack(path: $store.scope(…)) { root } destination: { store in … } shows its root; the destination is built for a pushed element, never with none",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Shelf {
          @ObservableState
          struct State: Equatable {
              var path = StackState<Int>()
          }
          enum Action {
              case path(StackActionOf<Shelf>)
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in .none }
          }
      }

      struct ShelfView: View {
          @Bindable var store: StoreOf<Shelf>
          var body: some View {
              NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  ShelfMenu()
              } destination: { store in
                  switch store.case {
                  case .book: BookScreen()
                  }
              }
          }
      }

      struct ShelfMenu: View {
          var body: some View { Text("Books") }
      }

      struct BookScreen: View {
          var body: some View { Text("A book") }
      }

      @main
      struct ShelfApp: App {
          var body: some Scene {
              WindowGroup { ShelfView(store: Store(initialState: Shelf.State()) { Shelf() }) }
          }
      }

      #scenario("the stack shows its root at launch, and no destination") {
          #expect(findAll(ShelfMenu.self).count == 1)
          #expect(findAll(BookScreen.self).isEmpty)
      }
      """
    ),
    (
      "issue 36 (set 7): swift-dependencies' own live values: @Dependency(\\.uuid) makes UUID() (the launch's count), \\.date.now is the launch's now; a local @Dependency in an initializer works as a stored one",
      """
      import SwiftUI
      import Dependencies

      struct Item: Identifiable, Equatable {
          let id: UUID
          var name: String
          var added: Date
          init(id: UUID? = nil, name: String) {
              @Dependency(\\.uuid) var uuid
              @Dependency(\\.date.now) var now
              self.id = id ?? uuid()
              self.name = name
              self.added = now
          }
      }

      struct ItemRow: View {
          let item: Item
          var body: some View { Text(item.name) }
      }

      struct Inventory: View {
          @State var items = [Item(name: "Mouse"), Item(name: "Keyboard")]
          var body: some View {
              List(items) { item in ItemRow(item: item) }
          }
      }

      @main
      struct InventoryApp: App {
          var body: some Scene {
              WindowGroup { Inventory() }
          }
      }

      #scenario("each item has its own id and the launch's date") {
          #expect(findAll(ItemRow.self).count == 2)
          let rows = findAll(ItemRow.self)
          #expect(rows[0].item.id != rows[1].item.id)
          #expect(rows[0].item.added == Date())
      }
      """
    ),
    (
      "issue 36 (PokedexTCA of working set 5): a StackState path of a @Reducer enum's states; appending a state pushes the destination of its case (switch store.case), whose store is scoped to the case; popping goes back",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Detail {
          @ObservableState
          struct State: Equatable { var title: String; var likes = 0 }
          enum Action { case like }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.likes += 1
                  return .none
              }
          }
      }

      @Reducer
      struct Shelf {
          @ObservableState
          struct State: Equatable {
              var path = StackState<Path.State>()
          }
          enum Action {
              case path(StackActionOf<Path>)
              case open(String)
          }
          @Reducer(state: .equatable)
          enum Path {
              case detail(Detail)
          }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  switch action {
                  case let .open(title):
                      state.path.append(.detail(Detail.State(title: title)))
                      return .none
                  case .path:
                      return .none
                  }
              }
              .forEach(\\.path, action: \\.path)
          }
      }

      struct ShelfView: View {
          @Bindable var store: StoreOf<Shelf>
          var body: some View {
              NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  Button("Open") { store.send(.open("Dune")) }
              } destination: { store in
                  switch store.case {
                  case let .detail(store):
                      DetailView(store: store)
                  }
              }
          }
      }

      struct DetailView: View {
          let store: StoreOf<Detail>
          var body: some View {
              Button("\\(store.title): \\(store.likes)") { store.send(.like) }
          }
      }

      @main
      struct ShelfApp: App {
          var body: some Scene {
              WindowGroup { ShelfView(store: Store(initialState: Shelf.State()) { Shelf() }) }
          }
      }

      #scenario("appending to the path pushes the case's destination with its state; its actions reach its reducer") {
          #expect(findAll(DetailView.self).isEmpty)
          tap("Open")
          #expect(findAll(DetailView.self).count == 1)
          tap("Dune: 0")
          #expect(findAll(DetailView.self).count == 1)
          #expectUpdates(DetailView.self)
      }
      """
    ),
    (
      "issue 36 (TCANavExp of working set 12): a @Reducer enum's body (Path.body, which the macro writes) runs the feature of the state's case on that case's actions, as .forEach(\\.path, action: \\.path) { Path.body } names it",
      desk(
        pushing: "Counter.State()",
        scenario: "a @Reducer enum's body runs the feature of the pushed case on its actions")
    ),
    (
      "issue 36 (TCANavExp of working set 12): an extension of a @Reducer enum's State (which the macro writes as an enum of the same cases) extends the enum's states, so the initial state is made and the extension's members read",
      """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Counter {
          @ObservableState
          struct State: Equatable { var count = 0 }
          enum Action { case increment }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.count += 1
                  return .none
              }
          }
      }

      @Reducer
      struct Note {
          @ObservableState
          struct State: Equatable { var text = "empty" }
          enum Action { case write }
          var body: some ReducerOf<Self> {
              Reduce { state, action in .none }
          }
      }

      @Reducer
      enum Screen {
          case counter(Counter)
          case note(Note)
      }

      extension Screen.State {
          var title: String {
              switch self {
              case .counter: "Counting"
              case .note: "Notes"
              }
          }
      }

      @Reducer
      struct Home {
          @ObservableState
          struct State {
              var screen: Screen.State = .counter(Counter.State())
              var heading: String
              init() { heading = screen.title }
          }
          enum Action { case showNote }
          var body: some ReducerOf<Self> {
              Reduce { state, action in
                  state.screen = .note(Note.State())
                  state.heading = state.screen.title
                  return .none
              }
          }
      }

      struct HomeView: View {
          let store: StoreOf<Home>
          var body: some View {
              Button(store.heading) { store.send(.showNote) }
          }
      }

      @main
      struct HomeApp: App {
          var body: some Scene {
              WindowGroup { HomeView(store: Store(initialState: .init()) { Home() }) }
          }
      }

      #scenario("an extension of a @Reducer enum's State extends the enum's states: the initial state is made, and its title read") {
          tap("Counting")
          #expectUpdates(HomeView.self)
          tap("Notes")
      }
      """
    ),
    (
      "issue 36 (TCANavExp of working set 12): a @Reducer enum's case made with .init() (.counter(.init())) holds its feature's State, as the macro's case counter(Counter.State) types it, and the feature's actions change it",
      desk(
        pushing: ".init()",
        scenario:
          "a @Reducer enum's case made with .init() holds its feature's State, which its feature's actions change")
    ),
  ]

  /// A desk whose navigation stack holds a `@Reducer enum`'s cases (TCANavExp of working set 12),
  /// pushing a counter's state written as `pushedCounter`: two programs above, one naming the case's
  /// state type, one `.init()`.
  private static func desk(pushing pushedCounter: String, scenario: String) -> String {
    """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case increment }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                state.count += 1
                return .none
            }
        }
    }

    @Reducer
    struct Note {
        @ObservableState
        struct State: Equatable { var text = "empty" }
        enum Action { case write }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                state.text = "written"
                return .none
            }
        }
    }

    @Reducer
    enum Panel {
        case counter(Counter)
        case note(Note)
    }

    @Reducer
    struct Desk {
        @ObservableState
        struct State {
            var path = StackState<Panel.State>()
        }
        enum Action {
            case path(StackActionOf<Panel>)
            case openCounter
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .openCounter:
                    state.path.append(.counter(\(pushedCounter)))
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path) { Panel.body }
        }
    }

    struct DeskView: View {
        @Bindable var store: StoreOf<Desk>
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                Button("Open counter") { store.send(.openCounter) }
            } destination: { store in
                switch store.case {
                case let .counter(store): CounterView(store: store)
                case let .note(store): NoteView(store: store)
                }
            }
        }
    }

    struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View {
            Button("Count \\(store.count)") { store.send(.increment) }
        }
    }

    struct NoteView: View {
        let store: StoreOf<Note>
        var body: some View {
            Button(store.text) { store.send(.write) }
        }
    }

    @main
    struct DeskApp: App {
        var body: some Scene {
            WindowGroup { DeskView(store: Store(initialState: Desk.State()) { Desk() }) }
        }
    }

    #scenario("\(scenario)") {
        tap("Open counter")
        #expect(findAll(CounterView.self).count == 1)
        tap("Count 0")
        #expectUpdates(CounterView.self)
        tap("Count 1")
        #expect(findAll(NoteView.self).isEmpty)
    }
    """
  }

  @Test("Each feature's scenarios pass", arguments: programs.map(\.name))
  func feature(_ name: String) throws {
    try expectScenariosPass(in: try #require(Self.programs.first { $0.name == name }).source)
  }

  @Test(
    "issue 36, point 6: TCA 0.x's Reducer<State, Action, Environment> { … } is opaque with a warning, and the app still launches"
  )
  func olderReducerDoesNotStopALaunch() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        import ComposableArchitecture

        struct CountState: Equatable { var count = 0 }
        enum CountAction: Equatable { case increment }
        struct CountEnvironment {}

        let countReducer = Reducer<CountState, CountAction, CountEnvironment> { state, action, _ in
            state.count += 1
            return .none
        }

        struct CountView: View {
            let store: Store<CountState, CountAction>
            var body: some View {
                WithViewStore(store) { viewStore in
                    Text("\\(viewStore.count)")
                }
            }
        }

        @main
        struct CountApp: App {
            var body: some Scene {
                WindowGroup {
                    CountView(store: Store(initialState: CountState(), reducer: countReducer, environment: CountEnvironment()))
                }
            }
        }

        #scenario("the view shows the initial state") {
            #expect(findAll(CountView.self).count == 1)
        }
        """)
    let results = program.runScenarios().results
    #expect(results.count == 1 && results.allSatisfy(\.passed), "\(results.flatMap(\.failures).map(\.message))")
    let warnings = program.warnings + results.flatMap(\.warnings)
    #expect(warnings.contains { $0.message.contains("'Reducer(…)'") }, "\(warnings.map(\.message))")
  }
}
