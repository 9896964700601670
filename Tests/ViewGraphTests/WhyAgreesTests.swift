import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphExport
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 23, point 3: `--why` never contradicts the step it explains. For every Sample, the first
/// scenarios are traced, and every unit's verdict in every step is checked against the step's
/// update set: "ran" exactly for the units that ran, "inserted"/"removed" for those, "inputs equal"
/// for those compared and skipped, and "read nothing that changed" only when nothing it lists changed.
@Suite("Explain: --why agrees with the update set (issue 23)")
struct WhyAgreesTests {
  /// Each program of `Samples/` (a file or a folder), by its name there.
  private static func programs() throws -> [(name: String, program: Program)] {
    let folder = PackagePaths.root.appendingPathComponent("Samples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted().map {
      name in
      (name, try Program.load(paths: [folder.appendingPathComponent(name).path]))
    }
  }

  @Test(
    "issue 23: in every Sample's first scenarios, each unit's --why verdict agrees with what the step did, and Type#1 is accepted for a type with one instance"
  )
  func verdictsAgreeWithTheUpdateSet() throws {
    var checked = 0
    for (name, program) in try Self.programs() {
      for scenario in program.scenarioNames.prefix(3) {
        let trace = try program.trace(scenario: scenario)
        let names = InstanceNames(trace.graphs)
        var before = trace.launch
        let inputs = trace.inputsAfterEachStep
        for (index, step) in trace.steps.enumerated() {
          let marks = StepMarks(
            step: step, number: index + 1, count: trace.steps.count, scenario: nil, before: before,
            sources: program.sources)
          for unit in before.units + step.graph.units {
            let id = unit.id
            let verdict = WhyFormatter.verdict(
              of: id, step: step, marks: marks, sources: program.sources, inputs: (inputs[index], inputs[index + 1]))
            let place = "\(name), \"\(scenario)\", step \(index + 1), \(names.name(id)): \(verdict)"
            #expect(verdict.hasPrefix("ran") == (marks.ran[id] != nil), "\(place)")
            #expect(
              verdict.range(of: #"\b(u|state)[0-9]+\b"#, options: .regularExpression) == nil,
              "no unit or storage id: \(place)")
            #expect(verdict.hasPrefix("inserted") == marks.inserted.contains(id), "\(place)")
            #expect(verdict.hasPrefix("removed") == marks.removed.contains(id), "\(place)")
            #expect(verdict.contains("equal (rule 6)") == marks.skipped.contains(id), "\(place)")
            if verdict.contains("read nothing that changed") {
              let read = step.graph.reads.filter { $0.unit == id }.map(\.source)
              #expect(
                read.allSatisfy { marks.changed[$0] == nil },
                "a unit said to read nothing that changed read a changed source: \(place)")
            }
            checked += 1
          }
          before = step.graph
        }
        for type in Set(names.types.values) where names.order.filter({ names.type($0) == type }).count == 1 {
          #expect(WhyFormatter.name(type + "#1", in: trace) != nil, "\(name): --why \(type)#1")
        }
      }
    }
    #expect(checked > 1_000, "\(checked) verdicts checked")
  }

  @Test("issue 23: --why shows a changed input old → new, around where the two values differ")
  func inputOldToNew() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/10-PodcasterBindings.swift", "--change", "toggle(\"Favorite\")", "--why", "PlayerView",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "PlayerView  ran — its input 'episode' differs from the one it was built with: …isFavorite: false) → …isFavorite: true)"
      ), "\(run.output)")
    #expect(WhyFormatter.aroundDifference("a", "b") == ("a", "b"))
  }
}
