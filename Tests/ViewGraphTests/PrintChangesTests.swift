// PrintChangesTests.swift
//
// What this checks: issue 10's `explain --print-changes` — one line per body run in the format of
// SwiftUI's `Self._printChanges()` ("Type: a, b changed."), named as OpenSwiftUI's
// ChangedBodyProperty.swift and DynamicBody.metaProperties name them: `@self` for a new view value,
// `@identity` for a new identity, `_name` for a dynamic property, `@dependencies` for an
// Observation read; row closures are left out.

import Foundation
import Testing
import ViewGraph
import ViewGraphExport

@Suite("Explain: SwiftUI's _printChanges() words (issue 10)")
struct PrintChangesTests {
  /// The console lines of a scenario: the formatter's text without its `//` step headers.
  private func lines(_ file: String, _ scenario: String) throws -> (all: [String], console: [String]) {
    let export = try ExportTestSupport.scenarioExport(file, scenario)
    let text = PrintChangesFormatter().documents(for: export).joined()
    let all = text.split(separator: "\n").map(String.init)
    return (all, all.filter { !$0.hasPrefix("//") })
  }

  @Test(
    "issue 10: a new identity prints '@self, @identity' and its dynamic properties; a view without any prints '@self'")
  func newIdentities() throws {
    let (all, _) = try lines(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    #expect(
      Array(all.prefix(5)) == [
        "// after launch",
        "LibraryView: @self, @identity, _books changed.",
        "BookView: @self changed.",
        "BookView: @self changed.",
        "BookView: @self changed.",
      ])
  }

  @Test(
    "issue 10 (SPEC rule 1): a run caused by an Observation read prints '@dependencies changed.'; rows print nothing")
  func observationRead() throws {
    let (all, console) = try lines(
      "05-ListRowsShareBook.swift",
      "a title change updates only the BookView that shows it: not its row, not LibraryView")
    #expect(
      all.contains("// Step 1 of 1 — Samples/05-ListRowsShareBook.swift:48:5: root.books[1].title = \"A New Title\""))
    #expect(all.last == "BookView: @dependencies changed.")
    #expect(!console.contains { $0.hasPrefix("List row") }, "row closures are not printed: \(console)")
  }

  @Test(
    "issue 10 (SPEC rules 4, 5): a @State write prints '_isPlaying changed.'; the child whose @Binding and value changed prints '@self, _isPlaying'"
  )
  func stateAndBinding() throws {
    let (all, _) = try lines(
      "10-PodcasterBindings.swift",
      "tapping Play writes PlayerView's isPlaying through the binding: PlayerView and PlayButton run, Podcaster does not"
    )
    let step = Array(all.drop { !$0.hasPrefix("// Step 1") }.dropFirst())
    #expect(step == ["PlayerView: _isPlaying changed.", "PlayButton: @self, _isPlaying changed."])
  }

  @Test("issue 10 (SPEC rule 6): a child that runs because its input changed prints '@self changed.'")
  func inputChanged() throws {
    let (all, _) = try lines(
      "10-PodcasterBindings.swift",
      "toggling Favorite changes Podcaster's episode: Podcaster and PlayerView (new episode value) run; PlayButton's binding is unchanged"
    )
    let step = Array(all.drop { !$0.hasPrefix("// Step 1") }.dropFirst())
    #expect(step == ["Podcaster: _episode changed.", "PlayerView: @self changed."])
  }

  @Test(
    "issue 10 (SPEC rule 9): objectWillChange prints the wrapper's field ('_book', '_library'); the App's body prints nothing"
  )
  func observableObject() throws {
    let (title, _) = try lines(
      "23-EnvironmentObjectLibrary.swift",
      "a book's title is the book's own @Published property: only that book's BookView runs")
    #expect(title.last == "BookView: _book changed.")
    let (append, console) = try lines(
      "23-EnvironmentObjectLibrary.swift",
      "appending a book publishes books: the App and LibraryView run, one row and its BookView appear")
    let step = Array(append.drop { !$0.hasPrefix("// Step 1") }.dropFirst())
    #expect(step == ["LibraryView: _library changed.", "BookView: @self, @identity, _book changed."])
    // Every console line is in _printChanges()'s form: "Type: names changed." or "Type: unchanged.".
    for line in console {
      let form = #"^[A-Za-z_][A-Za-z0-9_]*: ((@self|@identity|@dependencies|_[A-Za-z0-9_]+)(, )?)+ changed\.$"#
      #expect(line.range(of: form, options: .regularExpression) != nil, "\(line)")
    }
  }

  @Test("issue 10: the command prints the same lines, and the launch alone without --scenario")
  func command() throws {
    let run = try CommandLine.viewgraph(["explain", "Samples/09-PlayButtonState.swift", "--print-changes"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("// after launch\n"), "\(run.output)")
    #expect(run.output.contains(": @self"), "\(run.output)")
    let both = try CommandLine.viewgraph([
      "explain", "Samples/09-PlayButtonState.swift", "--print-changes", "--summary",
    ])
    #expect(both.status == 2)
    #expect(both.errors.contains("give one of --print-changes, --summary and --why"), "\(both.errors)")
  }
}
