// ObservationGroundTruthTests.swift
//
// What this checks: SPEC rules 1–3 (Observation reads, Observation writes, collections)
// against Swift's REAL `Observation` runtime, not against our reading of it.
//
// Every pattern below is written twice, side by side:
//   - as real compiled Swift: a read on real `@Observable` classes (`GTBook`, `GTAuthor`,
//     `GTLibrary`), tracked by `withObservationTracking`, then a real mutation;
//   - as ViewGraph source text: the same read as the body of a one-view program
//     (`ProbeView`), then the same mutation as a scenario statement.
// The real runtime says whether the mutation invalidates the read; ViewGraph must say the
// same (ProbeView runs again, or nothing runs). A second test checks the stored
// properties ViewGraph records for each read, and a third pins the real runtime's answers
// to the table, so a toolchain that changes them is noticed as such.
//
// Why it matters: ViewGraph's whole answer ("which bodies run again, and why") rests on
// rules 1–3 behaving like the real macro and registrar. Hand-written expectations can
// share the interpreter's misunderstanding; the compiled runtime cannot.
//
// Facts the real runtime showed on Swift 6.3.1 (Linux), and which this table records:
//   - `set` skips equal values (`==` for Equatable) and identical objects (`===`):
//     `title = "A"` when it is "A", and `author = sameAuthor`, do not fire.
//   - `[GTBook]` is not Equatable, so assigning the same array (`books = books`) fires.
//   - In-place mutation goes through the generated `_modify`, which has no equality
//     check: `title += ""`, `books[0] = books[0]`, `append`, `swapAt` always fire.
//   - Mutating a property of a class element (`books[0].title = …`) only reads `books`.
//
// The real side uses `GT`-prefixed class names; otherwise the two texts are kept the same
// so a reader can compare them line by line. Every case builds fresh objects.

import Foundation
import Observation
import Testing
import ViewGraph

// MARK: - Real models (compiled Swift, real @Observable macro)

/// Real counterpart of the probe program's `Author`.
@Observable final class GTAuthor {
  var name = "Ann"
}

/// Real counterpart of the probe program's `Book`: stored, nested, ignored and computed properties.
@Observable final class GTBook {
  var title = "A"
  var author = GTAuthor()
  var isAvailable = true
  @ObservationIgnored var cache = 0
  var display: String { "\(title) \(isAvailable)" }
}

/// Real counterpart of the probe program's `Library`: an array of class elements and a computed count.
@Observable final class GTLibrary {
  var name = "L"
  var books: [GTBook] = [GTBook(), GTBook(), GTBook()]
  var availableBooksCount: Int { books.filter(\.isAvailable).count }
}

/// The real objects one test case works on, mirroring the probe program's globals
/// (`book`, `sameAuthor`, `library`). Created anew for every case.
final class GTWorld {
  let book = GTBook()
  let sameAuthor: GTAuthor
  let library = GTLibrary()

  init() { sameAuthor = book.author }
}

// MARK: - Asking the real runtime

/// A flag that the `@Sendable` `onChange` handler of `withObservationTracking` can set.
/// (`Mutex` would need macOS 15; the package targets macOS 14.)
final class GTFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  func raise() { lock.withLock { raised = true } }
  var isRaised: Bool { lock.withLock { raised } }
}

/// Whether the real Observation runtime invalidates `read` when `mutate` runs:
/// `read` runs under `withObservationTracking`, then `mutate`; `onChange` fires at most once.
func fires(read: () -> Void, mutate: () -> Void) -> Bool {
  let flag = GTFlag()
  withObservationTracking(read, onChange: { flag.raise() })
  mutate()
  return flag.isRaised
}

// MARK: - The table

/// Which globals a probe program declares. Only the ones the pattern uses, so object
/// numbering (`Book#1`, …) does not depend on whether globals initialise eagerly or lazily.
enum GTSubject: Sendable {
  /// `book` (Book#1, whose author is Author#1) and `sameAuthor` (that same author).
  case book
  /// `library` (Library#1, whose books are Book#1…Book#3 with authors Author#1…Author#3).
  case library

  /// The ViewGraph declarations of this subject's globals.
  var globals: String {
    switch self {
    case .book:
      return """
        let book = Book()
        let sameAuthor = book.author
        """
    case .library:
      return """
        let library = Library()
        """
    }
  }
}

/// One mutation, written as a ViewGraph scenario statement and as the same real Swift
/// statement, with what the notes' table documents the real runtime doing.
struct GTMutation: Sendable {
  /// The scenario statement ViewGraph runs, e.g. `book.title = "B"`.
  let source: String
  /// The same statement on the real objects.
  let apply: @Sendable (GTWorld) -> Void
  /// What the table says the real runtime does; the agreement test uses the real answer.
  let documentedToFire: Bool

  /// A mutation documented to invalidate the pattern's read.
  static func fires(_ source: String, _ apply: @escaping @Sendable (GTWorld) -> Void) -> GTMutation {
    GTMutation(source: source, apply: apply, documentedToFire: true)
  }

  /// A mutation documented to leave the pattern's read alone.
  static func quiet(_ source: String, _ apply: @escaping @Sendable (GTWorld) -> Void) -> GTMutation {
    GTMutation(source: source, apply: apply, documentedToFire: false)
  }
}

/// One read pattern: the expression `ProbeView`'s body shows, the same read in real Swift,
/// the dependencies ViewGraph should record for it, and the mutations to try against it.
struct GTPattern: Sendable, CustomTestStringConvertible {
  /// A short name, used in test case names and messages.
  let name: String
  /// Which globals the probe program declares.
  let subject: GTSubject
  /// The ViewGraph expression the probe body reads: `Text("\(read)")`.
  let read: String
  /// The same read on the real objects.
  let realRead: @Sendable (GTWorld) -> Void
  /// What `session.dependencies(of: "ProbeView")` should list after launch.
  let dependencies: [String]
  /// The mutations tried against this read, each in a fresh launch and a fresh `GTWorld`.
  let mutations: [GTMutation]

  init(
    _ name: String, _ subject: GTSubject,
    read: String, _ realRead: @escaping @Sendable (GTWorld) -> Void,
    dependencies: [String], mutations: [GTMutation]
  ) {
    self.name = name
    self.subject = subject
    self.read = read
    self.realRead = realRead
    self.dependencies = dependencies
    self.mutations = mutations
  }

  var testDescription: String { "\(name): \(read)" }

  /// The whole ViewGraph program for this pattern: the models, the subject's globals,
  /// and a `ProbeView` whose body performs exactly this read.
  var programSource: String {
    """
    \(GTPattern.models)
    \(subject.globals)

    struct ProbeView: View {
        var body: some View {
            Text("\\(\(read))")
        }
    }

    """
  }

  /// The ViewGraph models, the interpreted twins of `GTAuthor`, `GTBook` and `GTLibrary`.
  static let models = #"""
    import SwiftUI
    import Observation

    @Observable class Author {
        var name = "Ann"
    }

    @Observable class Book {
        var title = "A"
        var author = Author()
        var isAvailable = true
        @ObservationIgnored var cache = 0
        var display: String { "\(title) \(isAvailable)" }
    }

    @Observable class Library {
        var name = "L"
        var books: [Book] = [Book(), Book(), Book()]
        var availableBooksCount: Int { books.filter(\.isAvailable).count }
    }

    """#

  /// Every row of the "Observation runtime" table in PROTOTYPE-NOTES.md, and then some.
  /// Left: ViewGraph text. Right: the same statement on real objects (`$0` is the `GTWorld`).
  static let all: [GTPattern] = [
    // Notes row: `book.title` fires on `title`, not on `isAvailable`;
    // `title = "B"` fires, `title = "A"` when it already was "A" does not.
    GTPattern(
      "direct", .book,
      read: "book.title", { _ = $0.book.title },
      dependencies: ["Book#1.title"],
      mutations: [
        .fires(#"book.title = "B""#, { $0.book.title = "B" }),
        .quiet(#"book.title = "A""#, { $0.book.title = "A" }),  // equal value
        // In place: the generated `_modify` never compares old and new.
        .fires(#"book.title += """#, { $0.book.title += "" }),
        .quiet(#"book.isAvailable = false"#, { $0.book.isAvailable = false }),
        .quiet(#"book.author.name = "Bob""#, { $0.book.author.name = "Bob" }),
      ]),

    // Notes row: computed `display` fires on `title` and `isAvailable`, not on an
    // `@ObservationIgnored` property.
    GTPattern(
      "computed", .book,
      read: "book.display", { _ = $0.book.display },
      dependencies: ["Book#1.isAvailable", "Book#1.title"],
      mutations: [
        .fires(#"book.title = "B""#, { $0.book.title = "B" }),
        .fires(#"book.isAvailable = false"#, { $0.book.isAvailable = false }),
        .quiet(#"book.isAvailable = true"#, { $0.book.isAvailable = true }),  // equal value
        .fires(#"book.isAvailable.toggle()"#, { $0.book.isAvailable.toggle() }),
        .quiet(#"book.cache = 1"#, { $0.book.cache = 1 }),  // @ObservationIgnored
        .quiet(#"book.author.name = "Bob""#, { $0.book.author.name = "Bob" }),
      ]),

    // A computed property over a collection: `books` plus every element's `isAvailable`.
    GTPattern(
      "computed over a collection", .library,
      read: "library.availableBooksCount", { _ = $0.library.availableBooksCount },
      dependencies: [
        "Book#1.isAvailable", "Book#2.isAvailable", "Book#3.isAvailable", "Library#1.books",
      ],
      mutations: [
        .fires(
          #"library.books[2].isAvailable = false"#, { $0.library.books[2].isAvailable = false }),
        .quiet(#"library.books[1].isAvailable = true"#, { $0.library.books[1].isAvailable = true }),
        .quiet(#"library.books[0].title = "B""#, { $0.library.books[0].title = "B" }),
        .fires(#"library.books.append(Book())"#, { $0.library.books.append(GTBook()) }),
        .quiet(#"library.name = "M""#, { $0.library.name = "M" }),
      ]),

    // Notes row: `book.author.name` fires on `author.name` and on replacing `author`,
    // not on `title`. The same author reached another way is the same source.
    GTPattern(
      "nested", .book,
      read: "book.author.name", { _ = $0.book.author.name },
      dependencies: ["Author#1.name", "Book#1.author"],
      mutations: [
        .fires(#"book.author.name = "Bob""#, { $0.book.author.name = "Bob" }),
        .quiet(#"book.author.name = "Ann""#, { $0.book.author.name = "Ann" }),  // equal value
        .fires(#"sameAuthor.name = "Bob""#, { $0.sameAuthor.name = "Bob" }),
        .fires(#"book.author = Author()"#, { $0.book.author = GTAuthor() }),
        // The identical object again: `===`, so no notification.
        .quiet(#"book.author = sameAuthor"#, { $0.book.author = $0.sameAuthor }),
        .quiet(#"book.title = "B""#, { $0.book.title = "B" }),
      ]),

    // Notes row: `book.author` alone fires on replacing `author`, not on `author.name`;
    // the same object assigned again does not fire.
    GTPattern(
      "nested object alone", .book,
      read: "book.author", { _ = $0.book.author },
      dependencies: ["Book#1.author"],
      mutations: [
        .fires(#"book.author = Author()"#, { $0.book.author = GTAuthor() }),
        // The identical object again: `===`, so no notification.
        .quiet(#"book.author = sameAuthor"#, { $0.book.author = $0.sameAuthor }),
        .quiet(#"book.author.name = "Bob""#, { $0.book.author.name = "Bob" }),
      ]),

    // Notes row: `lib.books.first?.title` fires on that book's `title` and on `append`,
    // not on its `isAvailable` nor on `lib.name`. Rule 3: replacing an element writes
    // `books`; a class element's own property does not.
    GTPattern(
      "first element of a collection", .library,
      read: "library.books.first?.title", { _ = $0.library.books.first?.title },
      dependencies: ["Book#1.title", "Library#1.books"],
      mutations: [
        .fires(#"library.books[0].title = "B""#, { $0.library.books[0].title = "B" }),
        .quiet(#"library.books[1].title = "B""#, { $0.library.books[1].title = "B" }),
        .quiet(
          #"library.books[0].isAvailable = false"#, { $0.library.books[0].isAvailable = false }),
        .fires(#"library.books.append(Book())"#, { $0.library.books.append(GTBook()) }),
        .fires(#"library.books[0] = Book()"#, { $0.library.books[0] = GTBook() }),
        // `[Book]` is not Equatable, so even the same array notifies.
        .fires(#"library.books = library.books"#, { $0.library.books = $0.library.books }),
        .quiet(#"library.name = "M""#, { $0.library.name = "M" }),
      ]),

    // Rule 3: an array is one value; every structural change writes `books`.
    GTPattern(
      "collection count", .library,
      read: "library.books.count", { _ = $0.library.books.count },
      dependencies: ["Library#1.books"],
      mutations: [
        .fires(#"library.books.append(Book())"#, { $0.library.books.append(GTBook()) }),
        .fires(#"library.books.removeLast()"#, { $0.library.books.removeLast() }),
        .fires(#"library.books.swapAt(0, 2)"#, { $0.library.books.swapAt(0, 2) }),
        // In place (`_modify`), even with the same element.
        .fires(
          #"library.books[0] = library.books[0]"#, { $0.library.books[0] = $0.library.books[0] }),
        .quiet(#"library.books[0].title = "B""#, { $0.library.books[0].title = "B" }),
        .quiet(#"library.name = "M""#, { $0.library.name = "M" }),
      ]),

    // Rule 1: optional chaining counts every stored property it touches on the way.
    GTPattern(
      "optional chaining", .library,
      read: "library.books.first?.author.name", { _ = $0.library.books.first?.author.name },
      dependencies: ["Author#1.name", "Book#1.author", "Library#1.books"],
      mutations: [
        .fires(
          #"library.books[0].author.name = "Bob""#, { $0.library.books[0].author.name = "Bob" }),
        .fires(#"library.books[0].author = Author()"#, { $0.library.books[0].author = GTAuthor() }),
        .quiet(
          #"library.books[1].author.name = "Bob""#, { $0.library.books[1].author.name = "Bob" }),
        .quiet(#"library.books[0].title = "B""#, { $0.library.books[0].title = "B" }),
        .fires(#"library.books.removeAll()"#, { $0.library.books.removeAll() }),
      ]),

    // Rule 1: a chain that stops at `nil` reads nothing past the `?`.
    GTPattern(
      "optional chaining that stops at nil", .library,
      read: #"library.books.first(where: { $0.title == "Z" })?.author.name"#,
      { _ = $0.library.books.first(where: { $0.title == "Z" })?.author.name },
      dependencies: ["Book#1.title", "Book#2.title", "Book#3.title", "Library#1.books"],
      mutations: [
        .quiet(
          #"library.books[0].author.name = "Bob""#, { $0.library.books[0].author.name = "Bob" }),
        .quiet(
          #"library.books[0].isAvailable = false"#, { $0.library.books[0].isAvailable = false }),
        .fires(#"library.books[2].title = "Z""#, { $0.library.books[2].title = "Z" }),
        .fires(#"library.books.append(Book())"#, { $0.library.books.append(GTBook()) }),
      ]),

    // Notes row (display): an `@ObservationIgnored` property is no source at all.
    GTPattern(
      "@ObservationIgnored", .book,
      read: "book.cache", { _ = $0.book.cache },
      dependencies: [],
      mutations: [
        .quiet(#"book.cache = 1"#, { $0.book.cache = 1 }),
        .quiet(#"book.title = "B""#, { $0.book.title = "B" }),
      ]),
  ]
}

/// One (pattern, mutation) pair: a single parameterized test case.
struct GTCase: Sendable, CustomTestStringConvertible {
  let pattern: GTPattern
  let mutation: GTMutation

  var testDescription: String { "\(pattern.name): reads \(pattern.read), then \(mutation.source)" }

  /// Every mutation of every pattern.
  static let all: [GTCase] = GTPattern.all.flatMap { pattern in
    pattern.mutations.map { GTCase(pattern: pattern, mutation: $0) }
  }
}

// MARK: - Tests

/// Checks ViewGraph's Observation semantics (SPEC rules 1–3) against the real runtime.
@Suite("Observation ground truth")
struct ObservationGroundTruthTests {

  @Test(
    "SPEC rules 1–3: ViewGraph's invalidations agree with the real Observation runtime",
    arguments: GTCase.all)
  func invalidationsAgreeWithRealRuntime(_ testCase: GTCase) throws {
    let world = GTWorld()
    let realFires = fires(
      read: { testCase.pattern.realRead(world) },
      mutate: { testCase.mutation.apply(world) })

    let program = try parseProbe(testCase.pattern)
    let session = try reportingViewGraphErrors(testCase.pattern, "launch") {
      try program.launch(root: "ProbeView")
    }
    let update = try reportingViewGraphErrors(
      testCase.pattern, "perform \(testCase.mutation.source)"
    ) {
      try session.perform(testCase.mutation.source)
    }

    #expect(
      update.ranTypeNames == (realFires ? ["ProbeView"] : []),
      """
      pattern "\(testCase.pattern.name)" (body reads \(testCase.pattern.read)), \
      mutation \(testCase.mutation.source): the real runtime \
      \(realFires ? "invalidates the read" : "does not invalidate the read"), \
      ViewGraph ran \(update.ranTypeNames)
      """)
    #expect(
      update.inserted.isEmpty && update.removed.isEmpty,
      """
      pattern "\(testCase.pattern.name)", mutation \(testCase.mutation.source): \
      the probe has no child units, yet ViewGraph inserted \(update.inserted.map(\.name)) \
      and removed \(update.removed.map(\.name))
      """)
  }

  @Test(
    "SPEC rule 1: ViewGraph records exactly the stored properties each pattern reads",
    arguments: GTPattern.all)
  func dependenciesMatchTable(_ pattern: GTPattern) throws {
    let program = try parseProbe(pattern)
    let session = try reportingViewGraphErrors(pattern, "launch") {
      try program.launch(root: "ProbeView")
    }

    #expect(
      session.dependencies(of: "ProbeView") == pattern.dependencies.sorted(),
      "pattern \"\(pattern.name)\" (body reads \(pattern.read)): dependencies of ProbeView")
  }

  @Test(
    "Ground truth: the real Observation runtime fires as the table documents",
    arguments: GTCase.all)
  func realRuntimeMatchesTable(_ testCase: GTCase) {
    let world = GTWorld()
    let realFires = fires(
      read: { testCase.pattern.realRead(world) },
      mutate: { testCase.mutation.apply(world) })

    #expect(
      realFires == testCase.mutation.documentedToFire,
      """
      pattern "\(testCase.pattern.name)" (reads \(testCase.pattern.read)), \
      mutation \(testCase.mutation.source): the table says it \
      \(testCase.mutation.documentedToFire ? "fires" : "does not fire"), this toolchain's \
      Observation runtime says \(realFires ? "it fires" : "it does not") — update the table \
      (the agreement test already follows the runtime)
      """)
  }

  // MARK: Helpers

  /// Parses the pattern's probe program, recording ViewGraph's diagnostics and the source on failure.
  private func parseProbe(_ pattern: GTPattern) throws -> Program {
    try reportingViewGraphErrors(pattern, "parse") {
      try Program.parse(
        source: pattern.programSource,
        fileName: "GroundTruth-\(pattern.name).swift")
    }
  }

  /// Runs `body`; a `ViewGraphError` is recorded with its compiler-style description
  /// and the probe program's source, then rethrown.
  private func reportingViewGraphErrors<T>(
    _ pattern: GTPattern, _ step: String, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch let error as ViewGraphError {
      Issue.record(
        """
        pattern "\(pattern.name)": ViewGraph failed to \(step):
        \(error.description)
        --- probe program ---
        \(pattern.programSource)
        """)
      throw error
    }
  }
}
