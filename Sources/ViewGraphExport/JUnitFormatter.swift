import Foundation
import ViewGraph

/// Writes a test run as JUnit XML, the format CI services read (GitHub, GitLab, Jenkins, Xcode
/// Cloud): one `<testsuite>` per program, one `<testcase>` per scenario, a `<failure>` per failed
/// scenario with its message, `file`, `line` and the diagnostics in the compiler's form, and times
/// in seconds. A program that could not be loaded is a suite with one `<error>`.
public struct JUnitFormatter {
  /// A JUnit formatter.
  public init() {}

  /// The whole XML document.
  public func document(for run: TestRun) -> String {
    var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let total = run.suites.map { $0.report.results.count + ($0.loadError == nil ? 0 : 1) }.reduce(0, +)
    // Loading counts: a CI log's times are the command's (issue 23).
    let time = run.suites.map { $0.report.results.map(\.duration).reduce($0.loadDuration, +) }.reduce(.zero, +)
    xml.append(
      #"<testsuites name="viewgraph" tests="\#(total)" failures="\#(run.failedCount)" errors="\#(run.unreadableCount)" time="\#(seconds(time))">"#
    )
    for suite in run.suites {
      let results = suite.report.results
      let suiteTime = results.map(\.duration).reduce(suite.loadDuration, +)
      let errors = suite.loadError == nil ? 0 : 1
      xml.append(
        #"  <testsuite name="\#(escape(suite.name))" tests="\#(results.count + errors)" failures="\#(suite.report.failedCount)" errors="\#(errors)" skipped="0" time="\#(seconds(suiteTime))">"#
      )
      if let error = suite.loadError {
        let first = error.diagnostics.first
        xml.append(
          #"    <testcase name="load" classname="\#(escape(suite.name))" time="\#(seconds(suite.loadDuration))">"#)
        xml.append(
          #"      <error message="\#(escape(first?.message ?? "could not be loaded"))" type="load">\#(escape(error.description))</error>"#
        )
        xml.append("    </testcase>")
      }
      for result in results {
        var attributes =
          #"name="\#(escape(result.name))" classname="\#(escape(suite.name))" time="\#(seconds(result.duration))""#
        if let place = place(result.location, suite.sources) {
          attributes += #" file="\#(escape(place.file))" line="\#(place.line)""#
        }
        guard !result.passed else {
          xml.append("    <testcase \(attributes)/>")
          continue
        }
        xml.append("    <testcase \(attributes)>")
        for failure in result.failures {
          let renderer = suite.sources.map { DiagnosticRenderer(sources: $0) }
          let text = renderer?.render(failure.diagnostic) ?? failure.message
          var failureAttributes = #"message="\#(escape(failure.message))" type="expectation""#
          if let place = place(failure.location, suite.sources) {
            failureAttributes += #" file="\#(escape(place.file))" line="\#(place.line)""#
          }
          xml.append("      <failure \(failureAttributes)>\(escape(text))</failure>")
        }
        xml.append("    </testcase>")
      }
      xml.append("  </testsuite>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }

  /// The file and line of a location, if it is in a loaded file.
  private func place(_ location: SourceLocation, _ sources: SourceFiles?) -> (file: String, line: Int)? {
    guard let sources, sources.files.indices.contains(location.file) else { return nil }
    return (sources.files[location.file].path, location.line)
  }

  /// Seconds with millisecond precision: `0.012`.
  private func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let milliseconds = Int(whole) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    return String(format: "%d.%03d", milliseconds / 1000, milliseconds % 1000)
  }

  /// Text as XML attribute or element content: `&`, `<`, `>`, quotes, and control characters
  /// (XML 1.0 allows only tab, newline and carriage return) escaped or dropped.
  private func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
