// AdviseTests.swift
//
// What this checks (issue 40, point 1): `viewgraph advise APP [scenarios…]`. For each costly
// pattern it proposes an edit of the user's source as a unified diff and measures it by running
// the same scenarios on the edited program (in memory). The measure must be exactly what the
// program edited by hand gives: each test applies the proposed diff to the Sample's text, as
// `git apply` would, runs the scenarios of the edited program and compares the body runs with what
// advise reported. An edit that breaks another expectation of a scenario is not proposed, and the
// output says why.

import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphAdvice
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

@Suite("Issue 40, point 1: viewgraph advise, edits measured by simulation")
struct AdviseTests {
  static func samplePath(_ name: String) -> String {
    PackagePaths.root.appendingPathComponent("Samples/\(name)").path
  }

  /// The advice for the program at `paths`, read as the command line reads it.
  static func advice(_ paths: [String]) throws -> Advice {
    try Advisor { overlay throws(ViewGraphError) in try Program.load(paths: paths, overlay: overlay) }.advise()
  }

  /// `text` with the unified diff `diff` applied, as `patch` applies it: every kept and removed
  /// line must be where the hunk says.
  static func applying(_ diff: String, to text: String) throws -> String {
    struct Mismatch: Error, CustomStringConvertible {
      var description: String
    }
    var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { old.removeLast() }
    var result: [String] = []
    var next = 0  // the next old line not yet copied
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("---") || line.hasPrefix("+++") || line.isEmpty { continue }
      if line.hasPrefix("@@") {
        let oldRange = line.split(separator: " ")[1].dropFirst().split(separator: ",")
        let start = Int(oldRange[0]) ?? 0
        let count = oldRange.count > 1 ? Int(oldRange[1]) ?? 0 : 1
        let first = count == 0 ? start : start - 1
        guard first >= next, first <= old.count else { throw Mismatch(description: "hunk \(line) out of place") }
        result += old[next..<first]
        next = first
        continue
      }
      let mark = line.first
      let content = String(line.dropFirst())
      switch mark {
      case " ", "-":
        guard next < old.count, old[next] == content else {
          throw Mismatch(description: "line \(next + 1) is not '\(content)'")
        }
        if mark == " " { result.append(content) }
        next += 1
      case "+": result.append(content)
      default: throw Mismatch(description: "not a diff line: \(line)")
      }
    }
    result += old[next...]
    return result.joined(separator: "\n") + "\n"
  }

  @Test(
    "a unified diff has the hunks 'diff -u' writes: three lines of context, nearby changes in one hunk, and applied gives the new text"
  )
  func unifiedDiff() throws {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(
      of: "line 11\n", with: "line 11\ninserted\n")
    let diff = UnifiedDiff(path: "File.swift", old: old, new: new)
    #expect(diff.hunks.count == 2)
    #expect(
      diff.text.hasPrefix(
        """
        --- a/File.swift
        +++ b/File.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -9,4 +9,5 @@
         line 9
         line 10
         line 11
        +inserted
         line 12
        """))
    #expect(try Self.applying(diff.text, to: old) == new)
    #expect(UnifiedDiff(path: "File.swift", old: old, new: old).text.isEmpty)
  }

  @Test(
    "finding (a), rule 9: Sample 77's ObservableObject is migrated to @Observable; the diff, applied to the Sample, gives exactly the body runs advise measured"
  )
  func migrationDiffGivesTheMeasuredSaving() throws {
    let path = Self.samplePath("77-AdviseMigrateToObservable.swift")
    let advice = try Self.advice([path])
    #expect(advice.totalBefore == 24)
    let finding = try #require(advice.findings.first)
    #expect(finding.kind == .migrateToObservable)
    #expect(finding.rule == 9)
    #expect(finding.title == "migrate 'ReadingList' to @Observable")
    #expect(finding.totalAfter == 15)
    let edit = try #require(finding.edits.first)
    #expect(finding.edits.count == 1)
    let diff = edit.diff.text
    #expect(diff.hasPrefix("--- \(path)\n+++ \(path)\n@@ "))
    #expect(
      diff.contains(
        "-final class ReadingList: ObservableObject {\n-    @Published var titles = [\"Dune\", \"Emma\", \"Ulysses\"]\n"
      ))
    #expect(
      diff.contains("+@Observable final class ReadingList {\n+    var titles = [\"Dune\", \"Emma\", \"Ulysses\"]\n"))
    #expect(
      diff.contains(
        "-    @StateObject private var list = ReadingList()\n+    @State private var list = ReadingList()\n"))
    #expect(
      diff.contains("-    @ObservedObject var list: ReadingList\n+    @Bindable var list: ReadingList\n"),
      "FilterBar makes a binding, $list.filter")

    let edited = try Self.applying(diff, to: String(contentsOfFile: path, encoding: .utf8))
    let byHand = try Program.parse(source: edited, fileName: "77-Edited.swift").bodyRunsPerScenario()
    #expect(byHand.map(\.bodyRuns) == finding.after.map(\.bodyRuns))
    #expect(byHand.map(\.total).reduce(0, +) == 15)
    #expect(byHand.map(\.bodyRuns).first == ["ReadingScreen": 1, "CountHeader": 1, "FilterBar": 2, "SyncFooter": 1])
    // The same as compare --as-observable's migration of the lowered model.
    let migrated = try Program.load(paths: [path], migratingToObservable: ["ReadingList"]).bodyRunsPerScenario()
    #expect(migrated.map(\.bodyRuns) == byHand.map(\.bodyRuns))
  }

  @Test(
    "findings (b), rule 1, and (e), rule 11: Sample 78's body runs again only for what one Text reads, and rebuilds its ForEach each time; each proposed subview, applied as a diff to the Sample, gives exactly the body runs advise measured"
  )
  func extractionDiffGivesTheMeasuredSaving() throws {
    let path = Self.samplePath("78-AdviseExtractSubview.swift")
    let advice = try Self.advice([path])
    #expect(advice.totalBefore == 40)
    #expect(advice.findings.map(\.kind) == [.extractRows, .extractSubview, .extractSubview])
    #expect(advice.findings.map(\.rule) == [11, 1, 1])
    #expect(advice.findings.map(\.totalAfter) == [27, 32, 37], "ranked by saving")
    let rows = advice.findings[0]
    #expect(rows.title == "move the ForEach out of 'PlaylistScreen' into a subview 'SongsList'")
    let rowsDiff = try #require(rows.edits.first).diff.text
    #expect(rowsDiff.contains("+            SongsList(playlist: playlist)\n"))
    #expect(rowsDiff.contains("+struct SongsList: View {\n+    var playlist: Playlist\n"))
    let likes = advice.findings[1]
    #expect(likes.title == "move 'Text(\"\\(likes) likes\")' out of 'PlaylistScreen' into a subview 'LikesText'")
    let likesDiff = try #require(likes.edits.first).diff.text
    #expect(
      likesDiff.contains("-            Text(\"\\(likes) likes\")\n+            LikesText(likes: $likes)\n"),
      "a @State is passed as a @Binding: its projection is no read (rule 4)")
    #expect(likesDiff.contains("+struct LikesText: View {\n+    @Binding var likes: Int\n"))
    let nowPlayingDiff = try #require(advice.findings[2].edits.first).diff.text
    #expect(
      nowPlayingDiff.contains("+            NowPlayingText(playlist: playlist)\n"),
      "a state that holds an object hands the object on")
    #expect(nowPlayingDiff.contains("+struct NowPlayingText: View {\n+    var playlist: Playlist\n"))

    let source = try String(contentsOfFile: path, encoding: .utf8)
    for finding in advice.findings {
      let edited = try Self.applying(try #require(finding.edits.first).diff.text, to: source)
      let byHand = try Program.parse(source: edited, fileName: "78-Edited.swift").bodyRunsPerScenario()
      #expect(byHand.map(\.bodyRuns) == finding.after.map(\.bodyRuns), "\(finding.title)")
      #expect(byHand.map(\.total).reduce(0, +) == finding.totalAfter)
    }
    // The like's subview: the screen and its five rows no longer run for a like; the subview runs.
    let edited = try Self.applying(likesDiff, to: source)
    let like = try #require(try Program.parse(source: edited, fileName: "78-Edited.swift").bodyRunsPerScenario().last)
    #expect(like.bodyRuns == ["PlaylistScreen": 1, "ForEach row": 5, "SongRow": 5, "LikesText": 3])
    // The ForEach's subview: the screen runs for each like, its rows only at launch.
    let withRows = try Self.applying(rowsDiff, to: source)
    let likedWithRows = try #require(
      try Program.parse(source: withRows, fileName: "78-Edited.swift").bodyRunsPerScenario().last)
    #expect(likedWithRows.bodyRuns == ["PlaylistScreen": 3, "SongsList": 1, "ForEach row": 5, "SongRow": 5])
  }

  @Test(
    "finding (c), rule 6: Sample 80's rows run again only for the closure their parent makes anew; made Equatable over their title, as the diff applied to the Sample makes them, they run exactly as often as advise measured"
  )
  func equatableDiffGivesTheMeasuredSaving() throws {
    let path = Self.samplePath("80-AdviseEquatableRow.swift")
    let advice = try Self.advice([path])
    #expect(advice.totalBefore == 21)
    let finding = try #require(advice.findings.first)
    #expect(finding.kind == .equatableChild)
    #expect(finding.rule == 6)
    #expect(finding.title == "make 'ItemRow' Equatable, comparing 'title'")
    #expect(
      finding.reason == "'ItemRow' ran 5 times only because its closure 'onRemove' was made anew by its parent's body")
    #expect(finding.totalAfter == 16)
    let diff = try #require(finding.edits.first).diff.text
    #expect(diff.contains("+extension ItemRow: Equatable {\n"))
    #expect(diff.contains("+        lhs.title == rhs.title\n"))

    let edited = try Self.applying(diff, to: String(contentsOfFile: path, encoding: .utf8))
    let byHand = try #require(
      try Program.parse(source: edited, fileName: "80-Edited.swift").bodyRunsPerScenario().first)
    #expect(byHand.bodyRuns == (try #require(finding.after.first)).bodyRuns)
    // Each row's body runs once, at launch; the basket and its ForEach rows as before.
    #expect(byHand.bodyRuns == ["Basket": 3, "ForEach row": 9, "ItemRow": 4])
    #expect(
      byHand.diagnostics.allSatisfy { !$0.message.hasPrefix("expectation failed") },
      "the #expect on the items still holds")
  }

  @Test(
    "finding (c), rule 6: Sample 81's rows are handed a whole track and read its title and artist only; handed those two, as the diff applied to the Sample makes them, they run exactly as often as advise measured"
  )
  func passedFieldsDiffGivesTheMeasuredSaving() throws {
    let path = Self.samplePath("81-AdvisePassTheFields.swift")
    let advice = try Self.advice([path])
    #expect(advice.totalBefore == 21)
    let finding = try #require(advice.findings.first)
    #expect(advice.findings.count == 1)
    #expect(finding.kind == .passFields)
    #expect(finding.rule == 6)
    #expect(finding.title == "pass 'TrackRow' the 'title' and 'artist' it reads, not the whole 'Track'")
    #expect(
      finding.reason
        == "'TrackRow' ran 6 times only because its input 'track' changed: a 'Track', of which it reads only 'title' and 'artist' (a value compares field by field)"
    )
    #expect(finding.views == ["TrackRow"])
    #expect(finding.totalAfter == 15)
    let diff = try #require(finding.edits.first).diff.text
    #expect(finding.edits.count == 1)
    #expect(
      diff.contains(
        "-                TrackRow(track: track)\n+                TrackRow(title: track.title, artist: track.artist)\n"
      ), "the call passes the fields")
    #expect(
      diff.contains("-    let track: Track\n+    let title: String\n+    let artist: String\n"), "the row stores them")
    #expect(
      diff.contains(
        "-            Text(track.title)\n-            Text(track.artist)\n+            Text(title)\n+            Text(artist)\n"
      ), "and reads its own")

    let edited = try Self.applying(diff, to: String(contentsOfFile: path, encoding: .utf8))
    let byHand = try #require(
      try Program.parse(source: edited, fileName: "81-Edited.swift").bodyRunsPerScenario().first)
    #expect(byHand.bodyRuns == (try #require(finding.after.first)).bodyRuns)
    #expect(byHand.total == 15)
    // Each row runs once, at launch; the queue and its ForEach rows as before (each track changed).
    #expect(byHand.bodyRuns == ["PlayQueue": 3, "ForEach row": 9, "TrackRow": 3])
    #expect(
      byHand.diagnostics.allSatisfy { !$0.message.hasPrefix("expectation failed") },
      "the #expect on the plays still holds")
  }

  @Test(
    "finding (c), rule 6: a child that reads a value whole or every stored field of it, or handed a value another call makes, is not handed fields; a value its own type's call makes (a preview's) hands on its arguments; a field name the view already uses is prefixed"
  )
  func passedFieldsOnlyWhereTheyCanBe() throws {
    func titles(_ row: String, call: String = "Row(item: item)") throws -> [String] {
      let source = """
        import SwiftUI

        struct Item: Identifiable {
            let id: Int
            var name: String
            var count = 0
        }

        struct Screen: View {
            @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]

            var body: some View {
                Button("Count") { for index in items.indices { items[index].count += 1 } }
                ForEach(items) { item in
                    \(call)
                }
            }
        }

        \(row)

        #scenario("counting", root: Screen()) {
            tap("Count")
        }

        """
      let program = try Program.parse(source: source, fileName: "Rows.swift")
      return PassedFieldsAdvice.candidates(in: program.traces(), sources: program.sources).map(\.title)
    }
    #expect(
      try titles("struct Row: View {\n    let item: Item\n    var body: some View { Text(item.name) }\n}") == [
        "pass 'Row' the 'name' it reads, not the whole 'Item'"
      ])
    #expect(
      try titles(
        "struct Row: View {\n    let item: Item\n    var body: some View { Text(describe(item)) }\n}\nfunc describe(_ item: Item) -> String { item.name }"
      ).isEmpty, "read whole")
    #expect(
      try titles(
        "struct Row: View {\n    let item: Item\n    var body: some View { Text(\"\\(item.id) \\(item.name) \\(item.count)\")  }\n}"
      ).isEmpty, "every stored field read")
    let twoFields =
      "struct Row: View {\n    let item: Item\n    var body: some View { Text(item.name).id(item.id) }\n}\nfunc copy(_ item: Item) -> Item { item }"
    #expect(
      try titles(twoFields, call: "Row(item: copy(item))").isEmpty, "a value a call makes would be made once per field")
    #expect(
      try titles(twoFields, call: "Row(item: Item(id: item.id, name: item.name, count: item.count))") == [
        "pass 'Row' the 'id' and 'name' it reads, not the whole 'Item'"
      ], "a value made by its own type's call hands on what it was given")
    // A member of the view already named as the field: the new property is prefixed with the value's name.
    let program = try Program.parse(
      source: """
        import SwiftUI

        struct Item { var name: String; var count = 0 }

        struct Screen: View {
            @State private var item = Item(name: "a")

            var body: some View {
                Button("Count") { item.count += 1 }
                Row(item: item)
            }
        }

        struct Row: View {
            let item: Item
            var name: String { "row" }
            var body: some View { Text(self.item.name + name) }
        }

        #scenario("counting", root: Screen()) {
            tap("Count")
        }

        """, fileName: "Prefixed.swift")
    let finding = try #require(PassedFieldsAdvice.candidates(in: program.traces(), sources: program.sources).first)
    let after = try #require(finding.edits.first).after
    #expect(after.contains("Row(itemName: item.name)"))
    #expect(after.contains("    let itemName: String\n"))
    #expect(after.contains("Text(self.itemName + name)"))
    #expect(
      try Program.parse(source: after, fileName: "Prefixed.swift").bodyRunsPerScenario().first?.bodyRuns["Row"] == 1,
      "the edited program runs; the row only at launch")

    // A preview that makes the value: the fields as the preview gives them.
    let previewed = try Program.parse(
      source: """
        import SwiftUI

        struct Item { var name: String; var count = 0 }

        struct Screen: View {
            @State private var item = Item(name: "a")

            var body: some View {
                Button("Count") { item.count += 1 }
                Row(item: item)
            }
        }

        struct Row: View {
            let item: Item
            var body: some View { Text(item.name) }
        }

        #Preview { Row(item: Item(name: "Preview", count: 3)) }

        #scenario("counting", root: Screen()) {
            tap("Count")
        }

        """, fileName: "Previewed.swift")
    let previewedAfter = try #require(
      PassedFieldsAdvice.candidates(in: previewed.traces(), sources: previewed.sources).first?.edits.first
    ).after
    #expect(previewedAfter.contains("#Preview { Row(name: \"Preview\") }"))
    #expect(previewedAfter.contains("        Row(name: item.name)\n"))
  }

  @Test(
    "finding (d), rule 8: Sample 79's card declares an environment entry for one line; the declaration and the line move into a subview, and the diff, applied to the Sample, gives exactly the body runs advise measured"
  )
  func environmentDiffGivesTheMeasuredSaving() throws {
    let path = Self.samplePath("79-AdviseEnvironmentReadLower.swift")
    let advice = try Self.advice([path])
    #expect(advice.totalBefore == 22)
    let finding = try #require(advice.findings.first { $0.kind == .moveEnvironmentRead })
    #expect(finding.rule == 8)
    #expect(finding.title == "move 'accent' and what reads it out of 'ProfileCard' into a subview 'AccentText'")
    #expect(finding.totalAfter == 15)
    let diff = try #require(finding.edits.first).diff.text
    #expect(diff.contains("-    @Environment(\\.accent) private var accent\n"), "the card no longer declares the entry")
    #expect(diff.contains("-            Text(\"Accent: \\(accent)\")\n+            AccentText()\n"))
    #expect(diff.contains("+struct AccentText: View {\n+    @Environment(\\.accent) var accent\n"))

    let edited = try Self.applying(diff, to: String(contentsOfFile: path, encoding: .utf8))
    let byHand = try #require(
      try Program.parse(source: edited, fileName: "79-Edited.swift").bodyRunsPerScenario().first)
    #expect(byHand.bodyRuns == (try #require(finding.after.first)).bodyRuns)
    #expect(byHand.total == 15)
    // A new accent runs the screen that sets it and the subview that reads it; the card and its rows only at launch.
    #expect(
      byHand.bodyRuns == ["SettingsScreen": 3, "ProfileCard": 1, "AccentText": 3, "ForEach row": 4, "NameRow": 4])
  }

  /// Two `ObservableObject` classes handed down the environment, one made in an `init`, one
  /// property published only on iOS.
  static let twoClasses = """
    import SwiftUI

    final class Settings: ObservableObject {
        #if os(iOS)
        @Published var theme = "light"
        #endif
        @Published var count: Int

        init(count: Int) {
            self.count = count
        }
    }

    final class Session: ObservableObject {
        @Published var user = "ada"
    }

    struct Root: View {
        @StateObject private var model: Settings
        @StateObject private var session = Session()

        init(start: Int) {
            _model = StateObject(wrappedValue: Settings(count: start))
        }

        var body: some View {
            Child()
                .environmentObject(model)
                .environmentObject(session)
        }
    }

    struct Child: View {
        @EnvironmentObject var model: Settings
        @EnvironmentObject private var session: Session

        var body: some View {
            Text("\\(model.count) \\(session.user)")
        }
    }

    #Preview { Root(start: 1) }

    """

  @Test(
    "finding (a)'s edit is Apple's migration written into the text, for the one class named: @Published off (in an '#if' too), StateObject(wrappedValue:) in an init, .environmentObject only for that class's object"
  )
  func migrationEditTouchesOnlyTheClassMigrated() throws {
    let program = try Program.parse(source: Self.twoClasses, fileName: "TwoClasses.swift")
    let files = program.sources.programFiles.map { (path: $0.path, tree: $0.tree) }
    let edited = try ObservableMigrationEdit(className: "Settings").edited(files)
    let expected = Self.twoClasses
      .replacingOccurrences(of: "final class Settings: ObservableObject {", with: "@Observable final class Settings {")
      .replacingOccurrences(of: "    @Published var theme", with: "    var theme")
      .replacingOccurrences(of: "    @Published var count", with: "    var count")
      .replacingOccurrences(of: "@StateObject private var model: Settings", with: "@State private var model: Settings")
      .replacingOccurrences(of: "_model = StateObject(wrappedValue:", with: "_model = State(wrappedValue:")
      .replacingOccurrences(of: ".environmentObject(model)", with: ".environment(model)")
      .replacingOccurrences(
        of: "@EnvironmentObject var model: Settings", with: "@Environment(Settings.self) var model: Settings")
    #expect(edited == ["TwoClasses.swift": expected])
    // The edited program runs: the child finds both objects.
    let launched = try Program.parse(source: expected, fileName: "TwoClasses.swift").launch(root: nil)
    #expect(launched.units.map(\.name).contains("Child"))
  }

  @Test(
    "finding (a)'s edit: an environment object a view makes bindings from ('$app.tab') becomes @Environment with a @Bindable copy in each member that makes them, as Apple's guide writes it; the edited program runs"
  )
  func migratedEnvironmentObjectKeepsItsBindings() throws {
    let source = """
      import SwiftUI

      final class AppModel: ObservableObject {
          @Published var tab = 0
      }

      struct Root: View {
          @StateObject private var app = AppModel()

          var body: some View {
              Tabs().environmentObject(app)
          }
      }

      struct Tabs: View {
          @EnvironmentObject var app: AppModel

          var body: some View {
              Picker("Tab", selection: self.$app.tab) {
                  Text("One").tag(0)
              }
          }
      }

      """
    let program = try Program.parse(source: source, fileName: "Tabs.swift")
    let files = program.sources.programFiles.map { (path: $0.path, tree: $0.tree) }
    let edited = try ObservableMigrationEdit(className: "AppModel").edited(files)
    let expected =
      source
      .replacingOccurrences(of: "final class AppModel: ObservableObject {", with: "@Observable final class AppModel {")
      .replacingOccurrences(of: "    @Published var tab", with: "    var tab")
      .replacingOccurrences(of: "@StateObject private var app", with: "@State private var app")
      .replacingOccurrences(of: ".environmentObject(app)", with: ".environment(app)")
      .replacingOccurrences(
        of: "@EnvironmentObject var app: AppModel", with: "@Environment(AppModel.self) var app: AppModel"
      )
      .replacingOccurrences(
        of: "    var body: some View {\n        Picker",
        with: "    var body: some View {\n        @Bindable var app = app\n        Picker"
      )
      .replacingOccurrences(of: "self.$app.tab", with: "$app.tab")
    #expect(edited == ["Tabs.swift": expected])
    let launched = try Program.parse(source: expected, fileName: "Tabs.swift").launch(root: nil)
    #expect(launched.units.map(\.name).contains("Tabs"))
  }

  /// A program whose header counts its own body runs in a global, and a scenario that expects the
  /// count: migrating the class saves runs and breaks that expectation.
  static let countsItsRuns = """
    import SwiftUI

    var headerRuns = 0

    final class Tally: ObservableObject {
        @Published var count = 0
        @Published var note = ""
    }

    struct TallyScreen: View {
        @StateObject private var tally = Tally()

        var body: some View {
            VStack {
                TallyHeader(tally: tally)
                Button("Note") { tally.note = "seen" }
            }
        }
    }

    struct TallyHeader: View {
        @ObservedObject var tally: Tally

        var body: some View {
            let _ = headerRuns += 1
            Text("\\(tally.count)")
        }
    }

    #scenario("a note runs the header, which counts its runs", root: TallyScreen()) {
        tap("Note")
        #expect(headerRuns == 2)
    }

    """

  @Test(
    "an edit whose simulated run breaks another expectation of a scenario (an #expect, not an update set) is not proposed, and advise says which"
  )
  func editThatBreaksAnExpectationIsDropped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("advise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Tally.swift")
    try Self.countsItsRuns.write(to: file, atomically: true, encoding: .utf8)
    let advice = try Self.advice([file.path])
    #expect(advice.findings.isEmpty)
    let dropped = try #require(advice.dropped.first)
    #expect(dropped.title == "migrate 'Tally' to @Observable")
    #expect(
      dropped.droppedBecause?.hasPrefix(
        "it breaks an expectation of \"a note runs the header, which counts its runs\": expectation failed: headerRuns == 2"
      ) == true)
    // Nothing was written: the file is as it was.
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.countsItsRuns)
  }

  @Test(
    "a program with no #scenario is explored: each button, toggle and text field of its first screen once, in a launch of its own, and the edit measured on those"
  )
  func defaultExploration() throws {
    let path = Self.samplePath("77-AdviseMigrateToObservable.swift")
    let app = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "#scenario(").first ?? ""
    let program = try Program.parse(
      source: app + "@main struct ReadingApp: App { var body: some Scene { WindowGroup { ReadingScreen() } } }\n")
    let exploration = try #require(program.explorationScenarios())
    #expect(
      exploration.contains(
        "#scenario(\"explore: type into \\\"Filter\\\"\") {\n    type(\"Hello\", into: \"Filter\")\n}"))
    #expect(exploration.contains("#scenario(\"explore: tap \\\"Sync\\\"\") {\n    tap(\"Sync\")\n}"))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("advise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ReadingApp.swift")
    try (app + "@main struct ReadingApp: App { var body: some Scene { WindowGroup { ReadingScreen() } } }\n").write(
      to: file, atomically: true, encoding: .utf8)
    let advice = try Self.advice([file.path])
    #expect(advice.explored)
    #expect(advice.before.map(\.name) == ["explore: type into \"Filter\"", "explore: tap \"Sync\""])
    #expect(advice.findings.first?.title == "migrate 'ReadingList' to @Observable")
    #expect(advice.findings.first.map { $0.after.allSatisfy(\.passed) } == true)
  }

  @Test(
    "the exploration's scenarios name a control as Swift would write its label: a quote, a backslash and a tab escaped (SettingsVisionOS of the field trial has 'Image\\tSearch')"
  )
  func explorationQuotesLabels() throws {
    let app = """
      import SwiftUI

      struct Search: View {
          @State private var query = ""

          var body: some View {
              VStack {
                  TextField("Image\\tSearch", text: $query)
                  Button("Say \\"hi\\" \\\\ now") { query = "" }
              }
          }
      }

      """
    let exploration = try #require(try Program.parse(source: app).explorationScenarios())
    #expect(exploration.contains(#"type("Hello", into: "Image\u{9}Search")"#))
    #expect(exploration.contains(#"tap("Say \"hi\" \\ now")"#))
    let explored = try Program.parse(source: app + exploration).bodyRunsPerScenario()
    #expect(explored.count == 2)
    #expect(explored.filter { !$0.passed }.isEmpty, "\(explored.flatMap(\.diagnostics).map(\.message))")
  }

  @Test(
    "the command writes each finding as a compiler note with the rule, its measured effect and its diff; Sample 29's migration measures what compare --as-observable measures"
  )
  func commandText() throws {
    let run = try CommandLine.viewgraph(["advise", "Samples/77-AdviseMigrateToObservable.swift"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("1. migrate 'ReadingList' to @Observable (rule 9): body runs 24 → 15 (−38%)\n"))
    #expect(run.output.contains("Samples/77-AdviseMigrateToObservable.swift:15:7: note: "))
    #expect(run.output.contains("  body runs over your 3 scenarios: 24 → 15 (−38%); ReadingScreen 6 → 3; "))
    #expect(
      run.output.contains(
        "--- a/Samples/77-AdviseMigrateToObservable.swift\n+++ b/Samples/77-AdviseMigrateToObservable.swift\n@@ "))

    let legacy = try CommandLine.viewgraph(["advise", "Samples/29-ObservableObjectVsObservable.swift"])
    #expect(legacy.status == 0, "\(legacy.errors)")
    #expect(
      legacy.output.hasPrefix("1. migrate 'LegacyBook' to @Observable (rule 9): body runs 38 → 28 (−26%)\n"),
      "as compare --as-observable: 38 → 28")

    let rows = try CommandLine.viewgraph(["advise", "Samples/80-AdviseEquatableRow.swift"])
    #expect(rows.status == 0, "\(rows.errors)")
    #expect(
      rows.output.hasSuffix(
        "Not proposed:\n✗ move the ForEach out of 'Basket' into a subview 'ItemsList' (Samples/80-AdviseEquatableRow.swift:23:13): it saves no body run (21 → 24)\n"
      ))
  }

  @Test(
    "--format json writes one document valid against docs/viewgraph.schema.json ('kind': 'advice'), with the rule, the totals and the diff of each finding"
  )
  func jsonFollowsTheSchema() throws {
    let run = try CommandLine.viewgraph(["advise", "Samples/77-AdviseMigrateToObservable.swift", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let schemaURL = PackagePaths.root.appendingPathComponent("docs/viewgraph.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let errors = SchemaValidator(root: schema).errors(document, schema, at: "$")
    #expect(errors.isEmpty, "\(errors.prefix(10).joined(separator: "\n"))")
    #expect(document["kind"] as? String == "advice")
    let advice = try #require(document["advice"] as? [String: Any])
    #expect(advice["totalBefore"] as? Int == 24)
    let finding = try #require((advice["findings"] as? [[String: Any]])?.first)
    #expect(finding["kind"] as? String == "migrateToObservable")
    #expect(finding["rule"] as? Int == 9)
    #expect(finding["totalAfter"] as? Int == 15)
    #expect(finding["location"] as? String == "Samples/77-AdviseMigrateToObservable.swift:15:7")
    let edit = try #require((finding["edits"] as? [[String: Any]])?.first)
    #expect((edit["diff"] as? String)?.hasPrefix("--- a/Samples/77-AdviseMigrateToObservable.swift\n") == true)
    // Each scenario step by step (the explorer's "what if" pane): the launch, then each step's body runs before and after.
    let steps = try #require(((finding["scenarios"] as? [[String: Any]])?.first)?["steps"] as? [[String: Any]])
    #expect(steps.first?["statements"] as? [String] == [], "the launch first")
    #expect(
      steps.map { $0["before"] as? Int ?? 0 }.reduce(0, +)
        == ((finding["scenarios"] as? [[String: Any]])?.first?["before"] as? Int))
    #expect(
      steps.map { $0["after"] as? Int ?? 0 }.reduce(0, +)
        == ((finding["scenarios"] as? [[String: Any]])?.first?["after"] as? Int))

    // An edit not proposed is in the document too, with why.
    let rows = try CommandLine.viewgraph(["advise", "Samples/80-AdviseEquatableRow.swift", "--format", "json"])
    #expect(rows.status == 0, "\(rows.errors)")
    let rowsDocument = try #require(try JSONSerialization.jsonObject(with: Data(rows.output.utf8)) as? [String: Any])
    let rowsErrors = SchemaValidator(root: schema).errors(rowsDocument, schema, at: "$")
    #expect(rowsErrors.isEmpty, "\(rowsErrors.prefix(10).joined(separator: "\n"))")
    let dropped = try #require(((rowsDocument["advice"] as? [String: Any])?["dropped"] as? [[String: Any]])?.first)
    #expect(dropped["kind"] as? String == "extractRows")
    #expect(dropped["rule"] as? Int == 11)
    #expect((dropped["droppedBecause"] as? String)?.hasPrefix("it saves no body run") == true)
  }
}
