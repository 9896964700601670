// MigrationWhatIfTests.swift
//
// What this checks (issue 40, point 2): the migration what-if. `viewgraph compare APP
// --as-observable [TYPE…]` runs the scenarios as written and again with the named
// `ObservableObject` classes read as `@Observable`, migrated on the program model as Apple's guide
// migrates the source (`@Published` → a stored property, `@StateObject` → `@State`,
// `@ObservedObject` → a plain property, `@EnvironmentObject` → `@Environment(Type.self)`,
// `.environmentObject(x)` → `.environment(x)`). The migration must give exactly what the program
// migrated by hand gives, stop the views that read no changed property, and say which scenarios'
// expectations it changes.

import Foundation
import Testing
import ViewGraph

@Suite("Issue 40, point 2: the migration what-if (compare --as-observable)")
struct MigrationWhatIfTests {
  static let samplePath = PackagePaths.root.appendingPathComponent("Samples/29-ObservableObjectVsObservable.swift").path

  /// Sample 29 migrated by hand, by Apple's guide: `LegacyBook` is `@Observable`, `@StateObject`
  /// is `@State`, each `@ObservedObject` a plain property. The `@Observable` half and every
  /// scenario are the Sample's.
  static let handMigrated = """
    import SwiftUI
    import Observation

    @Observable class LegacyBook {
        var title = "Sample Book Title"
        var isAvailable = true
    }

    struct LegacyScreen: View {
        @State private var book = LegacyBook()

        var body: some View {
            VStack {
                Text("Library")
                LegacyShelf(book: book)
            }
        }
    }

    struct LegacyShelf: View {
        var book: LegacyBook

        var body: some View {
            LegacyTitleView(book: book)
        }
    }

    struct LegacyTitleView: View {
        var book: LegacyBook

        var body: some View {
            Text(book.title)
        }
    }

    @Observable class Book {
        var title = "Sample Book Title"
        var isAvailable = true
    }

    struct ModernScreen: View {
        @State private var book = Book()

        var body: some View {
            VStack {
                Text("Library")
                ModernShelf(book: book)
            }
        }
    }

    struct ModernShelf: View {
        var book: Book

        var body: some View {
            ModernTitleView(book: book)
        }
    }

    struct ModernTitleView: View {
        var book: Book

        var body: some View {
            Text(book.title)
        }
    }

    #scenario("ObservableObject: a property no view reads still runs every view that declares the object, the shelf in the middle included", root: LegacyScreen()) {
        root.book.isAvailable = false
        #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
    }

    #scenario("@Observable: a property no view reads runs nothing", root: ModernScreen()) {
        root.book.isAvailable = false
        #expectUpdates()
    }

    #scenario("ObservableObject: a new title runs all three", root: LegacyScreen()) {
        root.book.title = "Dune"
        #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
    }

    #scenario("@Observable: a new title runs only the view that reads it", root: ModernScreen()) {
        root.book.title = "Dune"
        #expectUpdates(ModernTitleView.self)
    }

    #scenario("ObservableObject: writing the title it already has runs all three", root: LegacyScreen()) {
        root.book.title = "Sample Book Title"
        #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
    }

    #scenario("@Observable: writing the title it already has runs nothing", root: ModernScreen()) {
        root.book.title = "Sample Book Title"
        #expectUpdates()
    }

    #scenario("ObservableObject: two writes in one step run each view once", root: LegacyScreen()) {
        root.book.title = "Dune"
        root.book.isAvailable = false
        #expectUpdates(LegacyScreen.self, LegacyShelf.self, LegacyTitleView.self)
    }

    #scenario("@Observable: two writes in one step run only the title view", root: ModernScreen()) {
        root.book.title = "Dune"
        root.book.isAvailable = false
        #expectUpdates(ModernTitleView.self)
    }

    """

  /// The Sample, as written and migrated.
  private func compared(migrating types: Set<String> = ["LegacyBook"]) throws -> MigrationComparison {
    let written = try Program.load(paths: [Self.samplePath])
    let migrated = try Program.load(paths: [Self.samplePath], migratingToObservable: types)
    return MigrationComparison(
      migrated: migrated.migratedToObservable, before: written.bodyRunsPerScenario(),
      after: migrated.bodyRunsPerScenario())
  }

  @Test(
    "migrating the Sample's ObservableObject gives, per scenario and per view, exactly the body runs and outcomes of the Sample migrated by hand"
  )
  func equalsTheHandMigration() throws {
    let comparison = try compared()
    let byHand = try Program.parse(source: Self.handMigrated, fileName: "HandMigrated.swift").bodyRunsPerScenario()
    #expect(comparison.migrated == ["LegacyBook"])
    #expect(comparison.scenarios.count == 8)
    #expect(comparison.scenarios.map(\.name) == byHand.map(\.name))
    for (scenario, expected) in zip(comparison.scenarios, byHand) {
      #expect(scenario.after.bodyRuns == expected.bodyRuns, "\(scenario.name)")
      #expect(scenario.after.passed == expected.passed, "\(scenario.name)")
    }
    // Naming no class migrates every one: the same program.
    let all = try compared(migrating: [])
    #expect(all.scenarios.map(\.after) == comparison.scenarios.map(\.after))
  }

  @Test(
    "a view that read no changed property stops running after the migration: the shelf in the middle, and every view for a property none reads"
  )
  func viewsThatReadNothingStop() throws {
    let scenarios = try compared().scenarios
    let newTitle = try #require(scenarios.first { $0.name == "ObservableObject: a new title runs all three" })
    // Each view's first run at launch, then the step's.
    #expect(newTitle.before.bodyRuns == ["LegacyScreen": 2, "LegacyShelf": 2, "LegacyTitleView": 2])
    #expect(newTitle.after.bodyRuns == ["LegacyScreen": 1, "LegacyShelf": 1, "LegacyTitleView": 2])
    let unread = try #require(scenarios.first { $0.name.hasPrefix("ObservableObject: a property no view reads") })
    #expect(unread.before.total == 6)
    #expect(unread.after.bodyRuns == ["LegacyScreen": 1, "LegacyShelf": 1, "LegacyTitleView": 1])
    // Rule 2 replaces rule 9: an equal write notifies no one.
    let equal = try #require(
      scenarios.first { $0.name == "ObservableObject: writing the title it already has runs all three" })
    #expect(equal.after.total == 3)
  }

  @Test(
    "a scenario whose expectations the migration changes is reported, with its failure; the @Observable half's are not")
  func changedExpectationsAreReported() throws {
    let comparison = try compared()
    let changed = comparison.scenarios.filter(\.expectationsChanged).map(\.name)
    #expect(changed.count == 4)
    #expect(changed.allSatisfy { $0.hasPrefix("ObservableObject:") })
    #expect(comparison.totalBefore == 38)
    #expect(comparison.totalAfter == 28)

    let run = try CommandLine.viewgraph(["compare", "Samples/29-ObservableObjectVsObservable.swift", "--as-observable"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Migrated to @Observable: LegacyBook\n"))
    #expect(
      run.output.contains(
        "\"ObservableObject: a new title runs all three\" — body runs 6 → 4 (−33%)\n  LegacyScreen  2 → 1\n  LegacyShelf   2 → 1\n  (1 view ran as often either way: 2 runs)\n"
      ))
    #expect(run.output.contains("Over 8 scenarios — body runs 38 → 28 (−26%)\n"))
    #expect(
      run.output.contains(
        "The migration changes the expectations of 4 scenarios:\n✗ ObservableObject: a property no view reads"))
    #expect(run.output.contains("29-ObservableObjectVsObservable.swift:100:5: error:"))
  }

  @Test(
    "--format json writes the comparison as one document valid against docs/viewgraph.schema.json ('kind': 'comparison')"
  )
  func jsonFollowsTheSchema() throws {
    let run = try CommandLine.viewgraph([
      "compare", "Samples/29-ObservableObjectVsObservable.swift", "--as-observable", "LegacyBook", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let schemaURL = PackagePaths.root.appendingPathComponent("docs/viewgraph.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let errors = SchemaValidator(root: schema).errors(document, schema, at: "$")
    #expect(errors.isEmpty, "\(errors.prefix(10).joined(separator: "\n"))")
    #expect(document["kind"] as? String == "comparison")
    let comparison = try #require(document["comparison"] as? [String: Any])
    #expect(comparison["migrated"] as? [String] == ["LegacyBook"])
    #expect(comparison["totalBefore"] as? Int == 38)
    #expect(comparison["totalAfter"] as? Int == 28)
    let scenarios = try #require(comparison["scenarios"] as? [[String: Any]])
    #expect(scenarios.filter { $0["expectationsChanged"] as? Bool == true }.count == 4)
    let after = try #require(scenarios.first?["after"] as? [String: Any])
    let failure = try #require((after["failures"] as? [[String: Any]])?.first)
    #expect(failure["location"] as? String == "Samples/29-ObservableObjectVsObservable.swift:100:5")
  }

  /// A program of our own whose view makes its state object in `init` from the init's parameter.
  static let counterInInit = """
    import SwiftUI

    class Counter: ObservableObject {
        @Published var count: Int
        @Published var label = "Taps"

        init(count: Int) {
            self.count = count
        }
    }

    struct CounterScreen: View {
        @StateObject private var counter: Counter

        init(start: Int) {
            _counter = StateObject(wrappedValue: Counter(count: start))
        }

        var body: some View {
            VStack {
                Text("\\(counter.count)")
                Button("Reset") { counter = Counter(count: 0) }
                LabelView(counter: counter)
            }
        }
    }

    struct LabelView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text(counter.label) }
    }

    #Preview { CounterScreen(start: 0) }

    #scenario("a new count") {
        root.counter.count = 1
    }

    #scenario("a new label") {
        root.counter.label = "Clicks"
    }

    #scenario("a new counter") {
        tap("Reset")
    }

    """

  @Test(
    "a state object made in init ('_counter = StateObject(wrappedValue:)') migrates to '_counter = State(wrappedValue:)', as by hand: replacing it runs its reader and the subview it is passed to"
  )
  func stateObjectMadeInInit() throws {
    let handMigrated = Self.counterInInit
      .replacingOccurrences(of: "class Counter: ObservableObject {", with: "@Observable class Counter {")
      .replacingOccurrences(of: "@Published ", with: "")
      .replacingOccurrences(of: "@StateObject private var counter", with: "@State private var counter")
      .replacingOccurrences(of: "_counter = StateObject(wrappedValue:", with: "_counter = State(wrappedValue:")
      .replacingOccurrences(of: "@ObservedObject var counter", with: "var counter")
    let migrated = try Program.parse(source: Self.counterInInit, migratingToObservable: []).bodyRunsPerScenario()
    let byHand = try Program.parse(source: handMigrated).bodyRunsPerScenario()
    #expect(migrated.map(\.bodyRuns) == byHand.map(\.bodyRuns))
    #expect(migrated.last?.bodyRuns == ["CounterScreen": 2, "LabelView": 2])
    #expect(
      migrated.map(\.bodyRuns) != (try Program.parse(source: Self.counterInInit).bodyRunsPerScenario()).map(\.bodyRuns))
  }

  /// A program of our own whose `ObservableObject` is the app's delegate, which SwiftUI puts in
  /// the scene's environment: the views read it with `@EnvironmentObject`.
  static let delegateModel = """
    import SwiftUI

    class Settings: NSObject, ObservableObject {
        @Published var unit = "kg"
        @Published var lastOpened = 0
    }

    @main
    struct ScalesApp: App {
        @UIApplicationDelegateAdaptor var settings: Settings
        var body: some Scene {
            WindowGroup { ScalesScreen() }
        }
    }

    struct ScalesScreen: View {
        @EnvironmentObject var settings: Settings
        var body: some View {
            VStack {
                UnitLabel()
                Button("Pounds") { settings.unit = "lbs" }
                Button("Open") { settings.lastOpened += 1 }
            }
        }
    }

    struct UnitLabel: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text(settings.unit) }
    }

    #scenario("Pounds") {
        tap("Pounds")
    }

    #scenario("Open, which no view shows") {
        tap("Open")
    }

    """

  @Test(
    "an ObservableObject app delegate ('@UIApplicationDelegateAdaptor var settings: Settings') is, once migrated, in the scene's environment for @Environment(Settings.self), as by hand (TapWeight's app model)"
  )
  func delegateAdaptorObjectsStayInTheEnvironment() throws {
    let handMigrated = Self.delegateModel
      .replacingOccurrences(
        of: "class Settings: NSObject, ObservableObject {", with: "@Observable class Settings: NSObject {"
      )
      .replacingOccurrences(of: "@Published ", with: "")
      .replacingOccurrences(
        of: "@EnvironmentObject var settings: Settings", with: "@Environment(Settings.self) var settings")
    let migrated = try Program.parse(source: Self.delegateModel, migratingToObservable: []).bodyRunsPerScenario()
    let byHand = try Program.parse(source: handMigrated).bodyRunsPerScenario()
    for scenario in migrated {
      #expect(!scenario.diagnostics.contains { $0.kind == .runtime }, "\(scenario.name): \(scenario.diagnostics)")
    }
    #expect(migrated.map(\.bodyRuns) == byHand.map(\.bodyRuns))
    // Only the label reads the unit; no view reads when the app was last opened.
    #expect(
      migrated.map(\.bodyRuns) == [
        ["ScalesApp": 1, "ScalesScreen": 1, "UnitLabel": 2], ["ScalesApp": 1, "ScalesScreen": 1, "UnitLabel": 1],
      ])
  }

  /// A program of our own whose `ObservableObject` keeps a flag in `@AppStorage` beside a
  /// `@Published` property.
  static let storedFlag = """
    import SwiftUI

    class Preferences: ObservableObject {
        @AppStorage("showDates") var showDates = false
        @Published var title = "Notes"
    }

    struct NotesScreen: View {
        @StateObject private var preferences = Preferences()
        var body: some View {
            VStack {
                Text(preferences.title)
                DatesRow(preferences: preferences)
                Toggle("Dates", isOn: $preferences.showDates)
                Button("Rename") { preferences.title = "Journal" }
            }
        }
    }

    struct DatesRow: View {
        @ObservedObject var preferences: Preferences
        var body: some View { Text(preferences.showDates ? "dates" : "no dates") }
    }

    #Preview { NotesScreen() }

    #scenario("Dates") {
        toggle("Dates")
    }

    #scenario("Rename") {
        tap("Rename")
    }

    """

  @Test(
    "a property wrapper other than @Published in a migrated class is @ObservationIgnored, as by hand: the @Observable macro cannot track a wrapped property, so Apple's guide has it written '@ObservationIgnored @AppStorage' (TapWeight's flags)"
  )
  func wrappedPropertiesAreIgnored() throws {
    let handMigrated = Self.storedFlag
      .replacingOccurrences(of: "class Preferences: ObservableObject {", with: "@Observable class Preferences {")
      .replacingOccurrences(of: "@AppStorage(", with: "@ObservationIgnored @AppStorage(")
      .replacingOccurrences(of: "@Published ", with: "")
      .replacingOccurrences(of: "@StateObject private var preferences", with: "@State private var preferences")
      .replacingOccurrences(of: "@ObservedObject var preferences", with: "var preferences")
    let migrated = try Program.parse(source: Self.storedFlag, migratingToObservable: []).bodyRunsPerScenario()
    let byHand = try Program.parse(source: handMigrated).bodyRunsPerScenario()
    #expect(migrated.map(\.bodyRuns) == byHand.map(\.bodyRuns))
    // The flag, as the stored flag of an ObservableObject, runs no view either way; the title runs its reader only.
    #expect(migrated.map(\.bodyRuns) == [["NotesScreen": 1, "DatesRow": 1], ["NotesScreen": 2, "DatesRow": 1]])
  }

  @Test(
    "an ObservableObject handed down with .environmentObject is read through @Environment(Type.self) once migrated; naming a class the program lacks is one error"
  )
  func environmentObjectsAndUnknownNames() throws {
    let path = PackagePaths.root.appendingPathComponent("Samples/19-StateObjectEnvironmentObject.swift").path
    let migrated = try Program.load(paths: [path], migratingToObservable: ["DataModel"])
    for scenario in migrated.bodyRunsPerScenario() {
      #expect(!scenario.diagnostics.contains { $0.kind == .runtime }, "\(scenario.name): \(scenario.diagnostics)")
    }
    #expect(throws: ViewGraphError.self) { try Program.load(paths: [path], migratingToObservable: ["Library"]) }
    let run = try CommandLine.viewgraph([
      "compare", "Samples/19-StateObjectEnvironmentObject.swift", "--as-observable", "Library",
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("'Library' is not an 'ObservableObject' class of the program; it has 'DataModel'"))
  }
}
