import Testing

@testable import ViewGraph

/// Issue 36: the gaps a twelfth field-trial set (a working set of fifteen public apps) found, each
/// shown here with code written for this test, so that what stopped those launches, or kept them
/// shallow, stays fixed.
@Suite("Issue 36: gaps the twelfth field-trial set found")
struct FieldTrialTwelveGapsTests {
  @Test(
    "a protocol extension's static property and static method are named on a type that conforms to the protocol, Self being that type"
  )
  func protocolExtensionStaticMembers() throws {
    let source = """
      protocol Reusable {}
      extension Reusable {
          static var reuseName: String { "cell-\\(Self.self)" }
          static func greeting(_ name: String) -> String { "Hello, \\(name) from \\(reuseName)" }
      }
      protocol Catalogued: Reusable {}
      struct Badge: Reusable {}
      enum Shelf: Catalogued { case top }
      final class Drawer: Reusable {
          static var reuseName: String { "own" }
      }
      print(Badge.reuseName, Badge.greeting("Ann"))
      print(Shelf.reuseName, Drawer.reuseName, Drawer.greeting("Bo"))
      """
    #expect(
      try printed(source) == """
        cell-Badge Hello, Ann from cell-Badge
        cell-Shelf own Hello, Bo from own

        """)
  }

  @Test(
    "a lone switch or if used as a function's expression types each branch's implicit member by the declared result, as return does: Shape's case .one beside Tag's .one"
  )
  func branchesOfAnExpressionAreTypedByTheResult() throws {
    let source = """
      enum Shape { case one(Int), two(Int) }
      enum Tag: Equatable { case one, two }
      extension Shape {
          var returned: Tag {
              switch self {
              case .one: return .one
              case .two: return .two
              }
          }
          var switched: Tag {
              switch self {
              case .one: .one
              case .two: .two
              }
          }
          func chosen() -> Tag { if case .one = self { .one } else { .two } }
      }
      print(Shape.two(3).returned, Shape.two(3).switched, Shape.one(1).switched, Shape.one(1).chosen(), Shape.two(2).chosen())
      """
    #expect(try printed(source) == "two two one one two\n")
  }

  @Test(
    "an enum case named by an implicit member types its associated values: .donut(.rainbow) and .wall(.rainbow) of two enums"
  )
  func implicitCaseTypesItsPayload() throws {
    let source = """
      enum Glaze { case rainbow, plain }
      enum Paint { case rainbow, matte }
      enum Treat { case donut(Glaze), wall(Paint) }
      var treats: [Treat] = []
      treats.append(.donut(.rainbow))
      treats.append(.wall(.rainbow))
      for treat in treats {
          switch treat {
          case .donut(let glaze): print("donut", glaze == .rainbow, type(of: glaze))
          case .wall(let paint): print("wall", paint == .rainbow, type(of: paint))
          }
      }
      """
    #expect(try printed(source) == "donut true Glaze\nwall true Paint\n")
  }

  @Test(
    "a type that conforms to a protocol of a package ViewGraph does not have (a Redux package's ConnectedView) and declares func body(…) -> some View is a view (modifiers apply) that stands where it is built, with one warning saying its content is not simulated, never as 'not a view'"
  )
  func packageProtocolViewStands() throws {
    let source = """
      import SwiftUI
      import ReduxKit
      struct Tally: View {
          var body: some View { Text("tally") }
      }
      struct Board: LinkedView {
          struct Props { let title: String }
          func map(state: Ledger, dispatch: @escaping DispatchFunction) -> Props { Props(title: state.title) }
          func body(props: Props) -> some View { Text(props.title) }
      }
      struct Ledger { var title = "Board" }
      struct Home: View {
          var body: some View {
              VStack {
                  Tally()
                  Board().padding()
              }
          }
      }
      """
    let program = try Program.parse(source: source, fileName: "Home.swift")
    let launch = try program.launch(root: "Home")
    #expect(launch.launchUpdate.inserted.map(\.name) == ["Home", "Tally", "Board"])
    let messages = (program.warnings + launch.launchUpdate.warnings).map(\.message)
    #expect(messages.contains { $0.contains("'Board'") && $0.contains("'LinkedView'") })
    #expect(!messages.contains { $0.contains("is not a view") })
  }

  @Test(
    "SwiftUI.Image and SwiftUI.Color name the framework's views inside a type that nests its own Image and Color (a style catalogue's enum Image of resource names)"
  )
  func moduleQualifiedFrameworkNamePassesANestedType() throws {
    let source = """
      import SwiftUI
      enum Style {
          enum Image: String { case logo }
          enum Color: String { case brand }
          static func image(_ resource: Style.Image) -> SwiftUI.Image { SwiftUI.Image(resource.rawValue) }
          static var tint: SwiftUI.Color { SwiftUI.Color.blue }
          static var named: String { Image.logo.rawValue + "/" + Color.brand.rawValue }
      }
      struct Logo: View {
          var body: some View {
              VStack {
                  Style.image(.logo)
                  Text(Style.named).foregroundColor(Style.tint)
              }
          }
      }
      """
    let program = try Program.parse(source: source, fileName: "Logo.swift")
    let launch = try program.launch(root: "Logo")
    #expect(launch.launchUpdate.inserted.map(\.name) == ["Logo"])
    let warnings = program.warnings + launch.launchUpdate.warnings
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test(
    "a package's view with a content closure keeps its content through SwiftUI's modifiers (Router($routes) { … }.environmentObject(model).padding()): the content is built, and sees the environment object"
  )
  func packageViewContentThroughModifiers() throws {
    let source = """
      import SwiftUI
      import GlowKit
      final class Session: ObservableObject { @Published var name = "Ann" }
      struct Greeting: View {
          @EnvironmentObject var session: Session
          var body: some View { Text("Hello, \\(session.name)") }
      }
      struct Home: View {
          @StateObject private var session = Session()
          var body: some View {
              GlowContainer(radius: 4) {
                  Greeting()
              }
              .environmentObject(session)
              .padding()
          }
      }
      """
    let program = try Program.parse(source: source, fileName: "Home.swift")
    let launch = try program.launch(root: "Home")
    #expect(launch.launchUpdate.inserted.map(\.name) == ["Home", "Greeting"])
    #expect(!launch.launchUpdate.warnings.contains { $0.severity == .error })
  }

  @Test(
    "an implicit member called with arguments nothing types (Holder(initial: .empty()) of a generic parameter) is never a case without associated values, a static value that is no closure, nor a static method that cannot take that many arguments: the one static func empty() that can"
  )
  func implicitCallSkipsCasesAndMethodsItCannotCall() throws {
    let source = """
      enum Logout { case empty, busy }
      struct Login { static let empty = Login(email: ""); var email: String }
      struct Devices {
          var names: [String]
          static func empty(with owner: String) -> Devices { Devices(names: [owner]) }
      }
      struct Home {
          var title: String
          static func empty() -> Home { Home(title: "home") }
      }
      final class Holder<S> {
          let state: S
          init(initial: S) { state = initial }
      }
      let holder = Holder<Home>(initial: .empty())
      print((holder.state as! Home).title)
      """
    #expect(try printed(source) == "home\n")
  }

  @Test(
    "Float has the floating-point constants Double and CGFloat have (.zero, .pi, .infinity, .greatestFiniteMagnitude), and a program's extension BinaryFloatingPoint reaches it (set 6's MemoSwiftData: a settings default of Float.zero)"
  )
  func floatConstants() throws {
    let source = """
      extension BinaryFloatingPoint {
          var halved: Self { self / 2 }
      }
      let spacing: Float = .zero
      let radius = Float(4).halved
      print(spacing, Float.zero, Float.pi > 3.14, Float.infinity > Float.greatestFiniteMagnitude, radius)
      """
    #expect(try printed(source) == "0.0 0.0 true true 2.0\n")
  }

  @Test(
    "a binding to an array is a collection (SwiftUI's Binding: Collection): $items.count and $items.isEmpty are the array's, so .id($model.items.count + 1) is an Int (set 6's Skywalker)"
  )
  func bindingToAnArrayIsACollection() throws {
    let source = """
      import SwiftUI
      final class Places: ObservableObject { @Published var names = ["Oslo", "Lima"] }
      struct Slider: View {
          @StateObject private var places = Places()
          @State private var pages: [String] = []
          var body: some View {
              VStack {
                  Page(title: "\\($places.names.count) places")
                  if $pages.isEmpty { Page(title: "no pages") }
              }
              .id($places.names.count + 1)
          }
      }
      struct Page: View {
          let title: String
          var body: some View { Text(title) }
      }
      """
    let program = try Program.parse(source: source, fileName: "Slider.swift")
    let launch = try program.launch(root: "Slider")
    #expect(launch.launchUpdate.inserted.map(\.name) == ["Slider", "Page", "Page"])
    let warnings = program.warnings + launch.launchUpdate.warnings
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }
}
