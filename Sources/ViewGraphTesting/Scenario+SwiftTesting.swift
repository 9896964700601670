import Foundation
import Testing
import ViewGraph

extension Scenario: CustomTestStringConvertible {
  /// How Swift Testing and Xcode name the test case: the program, then the scenario.
  public var testDescription: String { description }
}

extension Scenario {
  /// Where the `#scenario` is, for Swift Testing.
  public var sourceLocation: Testing.SourceLocation {
    Self.location(filePath, line: line, column: column)
  }

  /// A place in a scenario's program for Swift Testing: its `fileID` ends with the file's own name
  /// (`Scenarios/LibraryScenarios.swift`), which `swift test` prints (`LibraryScenarios.swift:8:5`),
  /// not the program's folder (issue 23: it printed `Library:8:5`).
  static func location(_ filePath: String, line: Int, column: Int) -> Testing.SourceLocation {
    let file = (filePath as NSString).lastPathComponent
    return Testing.SourceLocation(
      fileID: "Scenarios/\(file)", filePath: filePath, line: max(line, 1), column: max(column, 1))
  }

  /// Swift Testing: runs the scenario and records each failure as an issue at its own place in the
  /// scenario's file (an expectation's line), in the compiler's form with the reason each unit ran.
  ///
  /// With `record: .missing` (or `.all`), it first writes the update-set lines the scenario's
  /// steps lack (or also those that no longer hold) into its file, as `viewgraph test --record`
  /// does (issue 40); a case that wrote lines fails once, saying what it wrote, as a snapshot test
  /// that records does, and passes from the next run.
  ///
  /// ```swift
  /// @Test(arguments: try Scenarios.load("Scenarios", relativeTo: #filePath))
  /// func scenario(_ scenario: Scenario) { scenario.expectPasses() }
  /// ```
  public func expectPasses(record mode: RecordMode = .never) {
    do {
      let files = try record(mode)
      if let file = files.first, let line = file.lines.first {
        let count = files.map(\.lines.count).reduce(0, +)
        Issue.record(
          Comment(
            rawValue:
              "\(description)\nrecorded \(count) update-set line\(count == 1 ? "" : "s") (record: .\(mode.rawValue)); they are checked from the next run:\n"
              + Self.describe(files)),
          sourceLocation: Self.location(file.path, line: line.line, column: line.column))
      }
    } catch let refusal as ViewGraphDiagnostic {
      Issue.record(
        Comment(rawValue: DiagnosticRenderer(sources: SourceFiles()).render(refusal)), sourceLocation: sourceLocation)
      return
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
      return
    }
    let outcome: (result: ScenarioResult, sources: SourceFiles)?
    do {
      outcome = try run()
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
      return
    }
    guard let (result, sources) = outcome else {
      Issue.record("no scenario named \"\(name)\" in \(programName) any more", sourceLocation: sourceLocation)
      return
    }
    let renderer = DiagnosticRenderer(sources: sources)
    for failure in result.failures {
      var place = sourceLocation
      if sources.files.indices.contains(failure.location.file) {
        place = Self.location(
          sources.files[failure.location.file].path, line: failure.location.line, column: failure.location.column)
      }
      // The scenario's name first: `--xunit-output` has one testcase per test function.
      Issue.record(Comment(rawValue: "\(description)\n" + renderer.render(failure.diagnostic)), sourceLocation: place)
    }
  }
}
