import Testing
import ViewGraph

/// SPEC §3: `viewgraph explain` tells, step by step, what ran and why.
@Suite("Explain")
struct ExplainTests {
  @Test(
    "SPEC §3: explain names the change, the unit that ran with the read that caused it, and the units compared and skipped"
  )
  func explainsAStep() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/10-PodcasterBindings.swift", "--change", "toggle(\"Favorite\")",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let text = run.output
    #expect(text.contains("Podcaster — after launch, 3 units"))
    #expect(text.contains("  └─ PlayerView  reads PlayerView.isPlaying :55"))
    #expect(
      text.contains(
        "changed   Podcaster.episode: Episode(title: \"Some Episode\", showTitle: \"Great Show\", isFavorite: false) → Episode("
      ))
    #expect(
      text.contains("ran       Podcaster — its body read Podcaster.episode at Samples/10-PodcasterBindings.swift:70:33")
    )
    #expect(text.contains("ran       PlayerView — its input 'episode' differs from the one it was built with"))
    #expect(text.contains("compared  PlayButton — inputs equal, so not run (rule 6)"))
  }

  @Test(
    "issue 22 (rules 7, 11, 12): explain says when rows scrolled into view, a presented item was replaced and a task was cancelled"
  )
  func explainsEvents() throws {
    let scroll = try CommandLine.viewgraph([
      "explain", "Samples/61-ScrollingRows.swift", "--scenario", "scrolling a little",
    ])
    #expect(scroll.output.contains("  scrolled  LazyVStack in Feed scrolled to rows 6–20 of 60"), "\(scroll.output)")
    #expect(scroll.output.contains("MessageRow ×5 — scrolled into view (rule 11)"), "\(scroll.output)")
    let sheet = try CommandLine.viewgraph([
      "explain", "Samples/58-PresentedItem.swift", "--scenario", "another item replaces",
    ])
    #expect(
      sheet.output.contains(
        "  replaced  sheet(item:) presented item changed: RecipeSheet replaced by a new RecipeSheet"), "\(sheet.output)"
    )
    let task = try CommandLine.viewgraph(["explain", "Samples/56-TaskIdentity.swift", "--scenario", "a new id cancels"])
    #expect(
      task.output.contains("  cancelled .task of Search cancelled: id changed (a → b); a new one starts"),
      "\(task.output)")
  }

  // A `--change` is not compiled by Swift, so ViewGraph checks it as Swift would: before, the
  // statement stored 5 in a `String` property and went on.
  @Test(
    "issue 41 point 12: --change type-checks its assigned value: an Int for a String is an error with a caret, as swiftc says it"
  )
  func changeIsTypeChecked() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/05-ListRowsShareBook.swift", "--change", "root.books[0].title = 5",
    ])
    #expect(run.status != 0)
    #expect(
      run.errors.contains("<change>:1:23: error: runtime error: cannot assign value of type 'Int' to type 'String'"),
      "\(run.errors)")
    #expect(run.errors.contains("1 | root.books[0].title = 5"), "\(run.errors)")
    #expect(!run.output.contains("changed   Book#1.title"), "\(run.output)")
    let fits = try CommandLine.viewgraph([
      "explain", "Samples/05-ListRowsShareBook.swift", "--change", "root.books[0].title = \"Five\"",
    ])
    #expect(fits.status == 0, "\(fits.errors)")
  }

  @Test("issue 23: @AppStorage's storage reads as UserDefaults[key], never by its internal id")
  func appStorageIsNamedByItsKey() throws {
    let run = try CommandLine.viewgraph(["explain", "Samples/38-AppStorageSettings.swift"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("├─ GreetingView  reads UserDefaults[\"username\"] :34"), "\(run.output)")
    #expect(run.output.range(of: #"\bstate[0-9]+\b"#, options: .regularExpression) == nil, "\(run.output)")
  }

  @Test(
    "issue 23: explain never says SwiftUI's own tab units 'read nothing that changed' when the selection they read changed"
  )
  func noContradictionForTabUnits() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/42-TabSelection.swift", "--scenario", "selecting the settings tab",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  not run   LibraryTabs — read nothing that changed"), "\(run.output)")
    #expect(!run.output.contains("tab ×2 — read nothing that changed"), "\(run.output)")
  }

  @Test("SPEC rule 12: explain shows which pass each body ran in when an action's write started another")
  func explainsPasses() throws {
    let run = try CommandLine.viewgraph(["explain", "Samples/25-OnChangePlayer.swift", "--change", "tap(\"Play\")"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("ran       PlayerView (pass 1) — its body read PlayerView.playState"))
    #expect(run.output.contains("ran       PlayStatusView (pass 2) — its body read PlayerModel#1.lastState"))
    #expect(run.output.contains("  2 passes"))
  }

  @Test("SPEC §3: explain reports an unknown scenario as bad input")
  func unknownScenario() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/10-PodcasterBindings.swift", "--scenario", "no such thing",
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("no scenario named 'no such thing'"))
  }
}
