import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphExport
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 23, point 2: SwiftUI's own views — those ViewGraph writes in Swift in its prelude
/// (`EditButton`, `AsyncImage`, `DisclosureGroup`, `Gauge`, `ScrollViewReader`, …) — run like any
/// view, but they are not the program's: update sets, `#expectUpdates` and summaries leave them out,
/// so a test of the program's views does not change when ViewGraph's vocabulary does; pictures draw
/// them muted, and `--framework-units` (`Program.frameworkUnits`) counts them as before.
@Suite("SwiftUI's own views are not the program's units (issue 23)")
struct FrameworkUnitsTests {
  static let editing = "tapping Edit runs the banner"

  private func sample(_ name: String, frameworkUnits: Bool = false) throws -> Program {
    let program = try Program.load(paths: [PackagePaths.root.appendingPathComponent("Samples/\(name)").path])
    program.frameworkUnits = frameworkUnits
    return program
  }

  @Test(
    "issue 23: tapping Edit runs EditButton, SwiftUI's, which the update set leaves out; --framework-units counts it")
  func editButtonIsNotCounted() throws {
    let program = try sample("41-EditableList.swift")
    let trace = try program.trace(scenario: try #require(program.scenarioNames.first { $0.hasPrefix(Self.editing) }))
    let step = try #require(trace.steps.first)
    #expect(step.update.ranTypeNames == ["EditingBanner"])
    let button = try #require(step.update.ran.first { $0.unit.name == "EditButton" }, "EditButton still runs")
    #expect(button.unit.framework == true)
    #expect(step.graph.units.first { $0.name == "EditButton" }?.framework == true)

    let counting = try sample("41-EditableList.swift", frameworkUnits: true)
    let counted = try counting.trace(
      scenario: try #require(counting.scenarioNames.first { $0.hasPrefix(Self.editing) }))
    #expect(counted.steps.first?.update.ranTypeNames == ["EditButton", "EditingBanner"])
    #expect(counted.steps.first?.update.ran.allSatisfy { $0.unit.framework == nil } == true)
    // With SwiftUI's views counted, the sample's own expectation (the program's views) no longer holds.
    #expect(!counted.failures.isEmpty)
  }

  @Test("issue 23: naming SwiftUI's view in #expectUpdates says why it is never there")
  func namingASwiftUIViewIsAnError() throws {
    let program = try Program.parse(
      source: """
        import SwiftUI
        struct Root: View {
            @State var on = false
            var body: some View { DisclosureGroup("More", isExpanded: $on) { Text("x") } }
        }
        #scenario("expanding") {
            tap("More")
            #expectUpdates(DisclosureGroup.self)
        }
        """)
    let trace = try program.trace(scenario: "expanding")
    let failure = try #require(trace.failures.first)
    #expect(failure.contains("'DisclosureGroup' is SwiftUI's view, not the program's"), "\(failure)")
    #expect(failure.contains("--framework-units"))
    program.frameworkUnits = true
    #expect(try program.trace(scenario: "expanding").failures.isEmpty, "counted when asked")
  }

  @Test(
    "issue 23: --summary counts only the program's views; explain says SwiftUI's as SwiftUI's; pictures draw it muted")
  func summaryExplainAndPictures() throws {
    let program = try sample("41-EditableList.swift")
    let trace = try program.trace(scenario: try #require(program.scenarioNames.first { $0.hasPrefix(Self.editing) }))
    let summary = ScenarioSummary(trace)
    #expect(summary.types.map(\.type) == ["EditingBanner"])
    let export = GraphExport(.trace(trace), sources: program.sources)
    let story = ExplanationFormatter().documents(for: export).joined()
    #expect(story.contains("ran       EditButton (SwiftUI's view, not counted) — "))
    let dot = try #require(DOTFormatter().documents(for: export).first)
    let node = try #require(dot.components(separatedBy: "\n").first { $0.contains(">EditButton&#160;<FONT") })
    #expect(node.contains("SwiftUI</FONT>") && node.contains("rounded,dotted"), "\(node)")

    let counting = try sample("41-EditableList.swift", frameworkUnits: true)
    let countedTrace = try counting.trace(
      scenario: try #require(counting.scenarioNames.first { $0.hasPrefix(Self.editing) }))
    #expect(ScenarioSummary(countedTrace).types.map(\.type).sorted() == ["EditButton", "EditingBanner"])
  }
}

@Suite("Reads inside SwiftUI's code are located in the program (issue 23)")
struct ProgramLocatedReadsTests {
  @Test(
    "issue 23: a read SwiftUI's code makes for the program (the edit mode behind `@Environment(\\.editMode)`) is at the program's line, never '<prelude>'"
  )
  func readsInsideThePreludeAreAtTheProgramsLine() throws {
    let program = try Program.load(paths: [
      PackagePaths.root.appendingPathComponent("Samples/41-EditableList.swift").path
    ])
    let trace = try program.trace(
      scenario: try #require(program.scenarioNames.first { $0.hasPrefix("tapping Edit runs the banner") }))
    let story = ExplanationFormatter().documents(for: GraphExport(.trace(trace), sources: program.sources)).joined()
    let banner = try #require(story.components(separatedBy: "\n").first { $0.contains("ran       EditingBanner") })
    // The binding the prelude's environment makes is read by its getter, which no call of the
    // program's led to: the read is the program's `@Environment(\.editMode)` declaration's.
    #expect(!banner.contains("<prelude>"), "\(banner)")
    #expect(banner.contains("Samples/41-EditableList.swift:54:"), "\(banner)")
  }
}
