import Testing
import ViewGraph

extension Scenario: CustomTestStringConvertible {
  /// How Swift Testing and Xcode name the test case: the program, then the scenario.
  public var testDescription: String { description }
}

extension Scenario {
  /// Where the `#scenario` is, for Swift Testing.
  public var sourceLocation: Testing.SourceLocation {
    Testing.SourceLocation(fileID: "Scenarios/\(programName)", filePath: filePath, line: max(line, 1), column: max(column, 1))
  }

  /// Swift Testing: runs the scenario and records each failure as an issue at its own place in the
  /// scenario's file (an expectation's line), in the compiler's form with the reason each unit ran.
  ///
  /// ```swift
  /// @Test(arguments: try Scenarios.load("Scenarios", relativeTo: #filePath))
  /// func scenario(_ scenario: Scenario) { scenario.expectPasses() }
  /// ```
  public func expectPasses() {
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
        place = Testing.SourceLocation(
          fileID: "Scenarios/\(programName)", filePath: sources.files[failure.location.file].path,
          line: max(failure.location.line, 1), column: max(failure.location.column, 1))
      }
      // The scenario's name first: `--xunit-output` has one testcase per test function.
      Issue.record(Comment(rawValue: "\(description)\n" + renderer.render(failure.diagnostic)), sourceLocation: place)
    }
  }
}
