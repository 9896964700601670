// AdviseFieldTrialTests.swift
//
// What this checks (issue 40, its Done-when: `advise` runs without error on every field-trial app
// that launches): what running advise on the field trials' apps showed, each written again as a
// small program of our own. An edit advise measures must be one the compiler would build: a part
// moved into a subview takes every property it uses, the ones it makes bindings from (`$order.name`)
// too, the view's nested types are written qualified, and an edit that leaves a name behind is not
// proposed.

import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphAdvice
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

@Suite("Issue 40: advise on the field-trial apps, each finding's edit one the compiler would build")
struct AdviseFieldTrialTests {
  /// The advice for `source`, written to a file of its own (the edits name its path).
  static func advice(_ source: String, file name: String) throws -> (advice: Advice, path: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("advise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try source.write(to: file, atomically: true, encoding: .utf8)
    return (try AdviseTests.advice([file.path]), file.path)
  }

  /// A form whose title field makes a binding from an `@Observable` object held in a `@State`
  /// (iTour's and CupcakeCorner's idiom: `TextField("Name", text: $destination.name)`).
  static let draftForm = """
    import SwiftUI
    import Observation

    @Observable final class Draft {
        var title = ""
        var notes = "none"
    }

    struct DraftForm: View {
        @State private var draft = Draft()

        var body: some View {
            Form {
                TextField("Title", text: $draft.title)
                Text("Notes: \\(draft.notes)")
                ClearButton { draft.notes = "" }
            }
        }
    }

    struct ClearButton: View {
        let clear: () -> Void

        var body: some View {
            Button("Clear", action: clear)
        }
    }

    @main struct DraftApp: App {
        var body: some Scene {
            WindowGroup { DraftForm() }
        }
    }

    #scenario("typing a title writes the draft") {
        type("Hi", into: "Title")
        type("Hi there", into: "Title")
        #expect(find(DraftForm.self).draft.title == "Hi there")
    }

    """

  @Test(
    "finding (b), rule 1: a part that makes a binding from the view's object ('$draft.title') moves with the object, as @Bindable; the diff, applied, gives exactly the measured runs and the scenario's #expect holds"
  )
  func extractionTakesTheObjectItBindsTo() throws {
    let (advice, path) = try Self.advice(Self.draftForm, file: "DraftForm.swift")
    let finding = try #require(
      advice.findings.first { $0.kind == .extractSubview },
      "dropped: \(advice.dropped.map { "\($0.title): \($0.droppedBecause ?? "")" })")
    #expect(
      finding.title
        == "move 'TextField(\"Title\", text: $draft.title)' out of 'DraftForm' into a subview 'TitleTextField'")
    let diff = try #require(finding.edits.first).diff.text
    #expect(
      diff.contains(
        "-            TextField(\"Title\", text: $draft.title)\n+            TitleTextField(draft: draft)\n"))
    #expect(diff.contains("+struct TitleTextField: View {\n+    @Bindable var draft: Draft\n"))
    let edited = try AdviseTests.applying(diff, to: Self.draftForm)
    #expect(edited.contains("struct TitleTextField"))
    let byHand = try Program.parse(source: edited, fileName: path).bodyRunsPerScenario()
    #expect(byHand.map(\.bodyRuns) == finding.after.map(\.bodyRuns))
    #expect(byHand.filter { !$0.passed }.isEmpty, "\(byHand.flatMap(\.diagnostics).map(\.message))")
    #expect(byHand.map(\.total).reduce(0, +) == finding.totalAfter)
    #expect(finding.totalAfter < advice.totalBefore)
  }

  @Test(
    "an edit that leaves a name behind (a computed property the view declares in an extension, which the subview has not) is not proposed: the name the written program resolves is opaque to the edited one's simulation, an error to the compiler, and advise says which"
  )
  func editThatLeavesANameBehindIsDropped() throws {
    let source =
      Self.draftForm.replacingOccurrences(
        of: "Text(\"Notes: \\(draft.notes)\")", with: "Text(\"\\(heading): \\(draft.notes)\")") + """

        #scenario("clearing the notes") {
            tap("Clear")
        }

        extension DraftForm {
            var heading: String { "Notes" }
        }

        """
    #expect(source.contains("Text(\"\\(heading): \\(draft.notes)\")"))
    let (advice, _) = try Self.advice(source, file: "DraftForm.swift")
    #expect(!advice.findings.contains { $0.title.contains("NotesText") })
    let dropped = try #require(advice.dropped.first { $0.title.contains("NotesText") })
    #expect(
      dropped.droppedBecause?.hasPrefix("the edited program does not load: 'heading' is not simulated by ViewGraph")
        == true)
  }

  /// A view whose ForEach runs over a type the view nests, and whose rows read a state of that type
  /// (LandmarkList's idiom: `ForEach(FilterCategory.allCases)` in a picker, `enum FilterCategory`
  /// inside the view).
  static let shelf = """
    import SwiftUI

    struct ShelfView: View {
        enum Genre: String, CaseIterable, Identifiable {
            case fiction, poetry, history
            var id: Genre { self }
        }

        @State private var likes = 0
        @State private var selection: Genre = .fiction

        var body: some View {
            VStack {
                Text("\\(likes) likes")
                Button("Like") { likes += 1 }
                ForEach(Genre.allCases) { genre in
                    Text(genre.rawValue).bold(genre == selection)
                }
            }
        }
    }

    @main struct ShelfApp: App {
        var body: some Scene {
            WindowGroup { ShelfView() }
        }
    }

    #scenario("liking twice") {
        tap("Like")
        tap("Like")
        #expect(find(ShelfView.self).likes == 2)
    }
    """

  @Test(
    "finding (e), rule 11: a ForEach over a type the view nests moves with that type's name qualified ('ShelfView.Genre'), in the part and in the property the subview takes; the diff, applied, gives exactly the measured runs"
  )
  func extractionQualifiesTheViewsNestedTypes() throws {
    let (advice, path) = try Self.advice(Self.shelf, file: "Shelf.swift")
    let finding = try #require(
      advice.findings.first { $0.kind == .extractRows },
      "dropped: \(advice.dropped.map { "\($0.title): \($0.droppedBecause ?? "")" })")
    #expect(finding.title == "move the ForEach out of 'ShelfView' into a subview 'AllCasesList'")
    let diff = try #require(finding.edits.first).diff.text
    #expect(diff.contains("+            AllCasesList(selection: $selection)\n"))
    #expect(diff.contains("+struct AllCasesList: View {\n+    @Binding var selection: ShelfView.Genre\n"))
    #expect(diff.contains("+        ForEach(ShelfView.Genre.allCases) { genre in\n"))
    let edited = try AdviseTests.applying(diff, to: Self.shelf)
    let program = try Program.parse(source: edited, fileName: path)
    #expect(program.warnings.filter { $0.kind == .notSimulated }.isEmpty)
    let byHand = program.bodyRunsPerScenario()
    #expect(byHand.map(\.bodyRuns) == finding.after.map(\.bodyRuns))
    #expect(byHand.filter { !$0.passed }.isEmpty)
    #expect(byHand.map(\.total).reduce(0, +) == finding.totalAfter)
    #expect(finding.totalAfter < advice.totalBefore)
  }

  /// An app that makes its object in a local of the `WindowGroup` and hands it down with
  /// `.environmentObject`, while another view has a property of that name holding another class
  /// (Posed's idiom: `let viewModel = AppViewModel()` in the scene, `@StateObject var viewModel =
  /// ViewModel()` elsewhere).
  static let session = """
    import SwiftUI

    final class Session: ObservableObject {
        @Published var name = "Ada"
        @Published var taps = 0
    }

    final class Clock: ObservableObject {
        @Published var ticks = 0
    }

    struct ContentView: View {
        @EnvironmentObject var session: Session

        var body: some View {
            VStack {
                Text(session.name)
                TapCounter()
                Button("Tap") { session.taps += 1 }
            }
        }
    }

    struct TapCounter: View {
        @EnvironmentObject var session: Session

        var body: some View {
            Text("\\(session.taps) taps")
        }
    }

    struct ClockView: View {
        @StateObject var session = Clock()

        var body: some View {
            Text("\\(session.ticks) ticks")
        }
    }

    @main struct SessionApp: App {
        var body: some Scene {
            WindowGroup {
                let session = Session()
                VStack {
                    ContentView()
                        .environmentObject(session)
                    ClockView()
                }
            }
        }
    }

    #scenario("tapping twice") {
        tap("Tap")
        tap("Tap")
        #expect(find(TapCounter.self).session.taps == 2)
    }
    """

  @Test(
    "finding (a), rule 9: '.environmentObject(session)' of a local the scene declares ('let session = Session()') becomes '.environment(session)', though another view's 'session' holds another class; the migration is proposed and the diff, applied, gives exactly the measured runs"
  )
  func migrationReadsTheLocalHandedDown() throws {
    let (advice, path) = try Self.advice(Self.session, file: "Session.swift")
    let finding = try #require(
      advice.findings.first { $0.kind == .migrateToObservable },
      "dropped: \(advice.dropped.map { "\($0.title): \($0.droppedBecause ?? "")" })")
    #expect(finding.title == "migrate 'Session' to @Observable")
    let diff = try #require(finding.edits.first).diff.text
    #expect(
      diff.contains("-                    .environmentObject(session)\n+                    .environment(session)\n"))
    #expect(!diff.contains("-    @StateObject var session = Clock()"), "the other class's object stays as it is")
    let byHand = try Program.parse(source: try AdviseTests.applying(diff, to: Self.session), fileName: path)
      .bodyRunsPerScenario()
    #expect(byHand.map(\.bodyRuns) == finding.after.map(\.bodyRuns))
    #expect(byHand.filter { !$0.passed }.isEmpty, "\(byHand.flatMap(\.diagnostics).map(\.message))")
    #expect(byHand.map(\.total).reduce(0, +) == finding.totalAfter)
    #expect(finding.totalAfter < advice.totalBefore)
  }
}
