import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 36: the gaps a tenth field-trial set (a working set of twelve public apps) found, each
/// shown here with code written for this test — a Swift rule, a standard-library or SwiftUI API
/// the prelude lacked — so that what stopped those launches, or kept them shallow, stays fixed.
@Suite("Issue 36: gaps the tenth field-trial set found")
struct FieldTrialTenGapsTests {
  @Test(
    "a class whose only initializers are convenience ones keeps its implicit init(), and a subclass that declares only convenience initializers inherits its superclass's"
  )
  func convenienceInitializersKeepTheImplicitOne() throws {
    let source = """
      class Clock {
          var ticks = 0
          var label = "idle"
          convenience init(label: String) {
              self.init()
              self.label = label
          }
      }
      class Timer {
          let seconds: Int
          init(seconds: Int) { self.seconds = seconds }
      }
      class Countdown: Timer {
          var running = false
          convenience init(minutes: Int) { self.init(seconds: minutes * 60) }
      }
      let plain = Clock()
      let named = Clock(label: "lap")
      print(plain.ticks, plain.label, named.label)
      print(Countdown(seconds: 5).seconds, Countdown(minutes: 2).seconds)
      """
    #expect(try printed(source) == "0 idle lap\n5 120\n")
  }

  @Test(
    "the integer reporting-overflow methods: the wrapped result and whether it overflowed, also from a program's FixedWidthInteger extension"
  )
  func reportingOverflow() throws {
    let source = """
      extension FixedWidthInteger {
          func saturatingTimes(_ rhs: Self) -> Self {
              let (partial, overflow) = multipliedReportingOverflow(by: rhs)
              return overflow ? (signum() == rhs.signum() ? .max : .min) : partial
          }
      }
      print(7.multipliedReportingOverflow(by: 6))
      print(Int.max.multipliedReportingOverflow(by: 2).overflow, Int.max.addingReportingOverflow(1))
      print(Int.min.subtractingReportingOverflow(1).overflow, 5.subtractingReportingOverflow(8))
      print(9.dividedReportingOverflow(by: 2), 9.dividedReportingOverflow(by: 0).overflow)
      print(Int.min.dividedReportingOverflow(by: -1).overflow, 9.remainderReportingOverflow(dividingBy: 4))
      print(3.saturatingTimes(86400), 7.addingReportingOverflow(-9).partialValue)
      """
    #expect(
      try printed(source) == """
        (partialValue: 42, overflow: false)
        true (partialValue: -9223372036854775808, overflow: true)
        true (partialValue: -3, overflow: false)
        (partialValue: 4, overflow: false) true
        true (partialValue: 1, overflow: false)
        259200 -2

        """)
  }

  @Test(
    "an implicit member call is never a program type's static method that gives another type: .page(indexDisplayMode:) beside an endpoint's static func page(_:) -> URL is the page style"
  )
  func implicitMemberCallGivesItsOwnType() throws {
    let source = """
      import SwiftUI
      enum Endpoint {
          static func page(_ index: Int) -> URL { URL(string: "https://example.com/items?page=\\(index)")! }
      }
      struct Intro: View {
          @State private var page = 0
          var body: some View {
              TabView(selection: $page) {
                  Slide(title: "Hello").tag(0)
                  Slide(title: "Again").tag(1)
              }
              .tabViewStyle(.page(indexDisplayMode: .never))
          }
      }
      struct Slide: View {
          let title: String
          var body: some View { Text(title) }
      }
      """
    let program = try Program.parse(source: source, fileName: "Intro.swift")
    let launch = try program.launch(root: "Intro")
    #expect(launch.launchUpdate.inserted.map(\.name).contains("Slide"))
    #expect(program.warnings.isEmpty, "\(program.warnings.map(\.message))")
  }

  @Test(
    "an @main App that conforms, module-qualified, to a package's protocol refining SwiftUI.App is the app launched, with the body that protocol's extension gives"
  )
  func appThroughARefiningProtocol() throws {
    let source = """
      import SwiftUI
      public protocol App: SwiftUI.App {}
      extension App {
          public var body: some Scene {
              WindowGroup { Greeting() }
          }
      }
      @main
      struct DevelopmentApp: EntryKit.App {}
      struct Greeting: View {
          var body: some View { Text("Hello") }
      }
      """
    let program = try Program.parse(source: source, fileName: "App.swift")
    let launch = try program.launch()
    #expect(launch.launchUpdate.inserted.map(\.name) == ["DevelopmentApp", "Greeting"])
  }

  /// The warnings a script's parse left.
  private func warnings(_ source: String) throws -> [String] {
    try Program.parse(source: source, runsTopLevelCode: true).warnings.map(\.message)
  }

  @Test("#available holds and #unavailable does not, the app running on the newest OS, with no warning")
  func availabilityConditions() throws {
    let source = """
      func label() -> String {
          guard #available(iOS 17, macOS 14, *) else { return "old" }
          if #unavailable(iOS 26) { return "before glass" }
          if #available(iOS 26.0, *), true { return "glass" }
          return "none"
      }
      print(label())
      """
    #expect(try printed(source) == "glass\n")
    #expect(try warnings(source).isEmpty)
  }

  @Test("an optional binding that takes a tuple apart: guard let (data, _) = try? fetch(), if let (a, b) = pair")
  func tupleOptionalBinding() throws {
    let source = """
      struct Failure: Error {}
      func fetch(_ ok: Bool) throws -> (String, Int) {
          if !ok { throw Failure() }
          return ("body", 200)
      }
      func read(_ ok: Bool) -> String {
          guard let (data, _) = try? fetch(ok) else { return "none" }
          return data
      }
      let pair: (Int, Int)? = (3, 4)
      if let (a, b) = pair { print(a + b) }
      print(read(true), read(false))
      """
    #expect(try printed(source) == "7\nbody none\n")
    #expect(try warnings(source).isEmpty)
  }

  @Test("Dictionary's merging and merge (a dictionary or pairs, the closure choosing) and compactMapValues")
  func dictionaryMerging() throws {
    let source = """
      let defaults = ["a": 1, "b": 2]
      let merged = defaults.merging(["b": 20, "c": 30]) { current, new in current + new }
      print(merged.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" })
      var counts = ["x": 1]
      counts.merge([("x", 5), ("y", 2)]) { old, _ in old }
      print(counts.sorted { $0.key < $1.key }.map(\\.value))
      print(["p": "1", "q": "z"].compactMapValues { Int($0) })
      """
    #expect(try printed(source) == "[\"a=1\", \"b=22\", \"c=30\"]\n[1, 2]\n[\"p\": 1]\n")
  }

  @Test("a protocol nested in a type (Swift 5.10) is declared, and a type conforms to it, with no warning")
  func nestedProtocol() throws {
    let source = """
      enum Event {
          protocol Feature {
              var rawValue: String { get }
          }
          struct Tap: Feature {
              var rawValue: String { "tap" }
          }
      }
      let feature: any Event.Feature = Event.Tap()
      print(feature.rawValue, feature is Event.Feature)
      """
    #expect(try printed(source) == "tap true\n")
    #expect(try warnings(source).isEmpty)
  }

  @Test(
    "SwiftUI words the set's first screens use: listRowSpacing, onDeleteCommand, and \\.isLuminanceReduced (false on a fresh launch, not dimmed)"
  )
  func firstScreenVocabulary() throws {
    let source = """
      import SwiftUI
      struct Face: View {
          @Environment(\\.isLuminanceReduced) private var dimmed
          @State private var pages = ["Home"]
          var body: some View {
              VStack {
                  if dimmed { Dim() } else { Bright() }
                  List(pages, id: \\.self) { Text($0) }
                      .listRowSpacing(16)
                      .onDeleteCommand { pages.removeAll() }
              }
          }
      }
      struct Dim: View { var body: some View { Text("dim") } }
      struct Bright: View { var body: some View { Text("bright") } }
      """
    let program = try Program.parse(source: source, fileName: "Face.swift")
    let launch = try program.launch(root: "Face")
    #expect(launch.launchUpdate.inserted.map(\.name).contains("Bright"))
    let warnings = program.warnings + launch.launchUpdate.warnings
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test(
    "Foundation's DateComponentsFormatter: a timer's positional 25:00 (padded or not), and the abbreviated, short and full styles, in en_US"
  )
  func dateComponentsFormatter() throws {
    let source = """
      import Foundation
      let timer = DateComponentsFormatter()
      timer.zeroFormattingBehavior = .pad
      timer.allowedUnits = [.minute, .second]
      let start = Date(timeIntervalSince1970: 0)
      print(timer.string(from: 1500)!, timer.string(from: start, to: start.addingTimeInterval(65))!)
      let clock = DateComponentsFormatter()
      clock.allowedUnits = [.hour, .minute, .second]
      print(clock.string(from: 65)!, clock.string(from: 3725)!)
      clock.unitsStyle = .abbreviated
      print(clock.string(from: 3725)!, clock.string(from: 3600)!)
      clock.unitsStyle = .full
      clock.maximumUnitCount = 2
      print(clock.string(from: 3725)!)
      clock.unitsStyle = .short
      clock.maximumUnitCount = 0
      print(clock.string(from: 61)!, clock.string(from: 0)!)
      """
    #expect(
      try printed(source) == """
        25:00 01:05
        1:05 1:02:05
        1h 2m 5s 1h
        1 hour, 2 minutes
        1 min, 1 sec 0 sec

        """)
    #expect(try warnings(source).isEmpty)
  }

  @Test(
    "a type declared inside a function (Swift's local type, which captures nothing of the function) is made and used there, with no warning"
  )
  func localTypes() throws {
    let source = """
      protocol Request {
          var path: String { get }
      }
      func describe(_ request: some Request) -> String { "GET " + request.path }
      func load(id: Int) -> String {
          struct ItemRequest: Request {
              let id: Int
              var path: String { "/items/\\(id)" }
          }
          enum Mode { case fresh, cached }
          let mode = id > 3 ? Mode.cached : .fresh
          return describe(ItemRequest(id: id)) + " \\(mode)"
      }
      print(load(id: 7), load(id: 1))
      """
    #expect(try printed(source) == "GET /items/7 cached GET /items/1 fresh\n")
    #expect(try warnings(source).isEmpty)
  }
}
