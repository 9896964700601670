import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The vocabulary ViewGraph gives programs as Swift source: types SwiftUI and Foundation code uses,
/// written as plain declarations and loaded before the app, so growing the vocabulary is a few
/// lines of Swift here rather than a new `case` in the interpreter. A program's own declaration of
/// the same name shadows the prelude's.
enum Prelude {
  /// The prelude's files (`Prelude/<Library>/<Name>.swift`, embedded by the PreludeEmbedder
  /// plugin): a name shown in diagnostics, and the source.
  static let sources: [(path: String, text: String)] = embedded.map { ("<prelude>/\($0.path)", $0.text) }

  /// The prelude parsed and folded once per process, its files side by side on the machine's
  /// cores (a debug build of swift-syntax spends most of a small program's launch here).
  static let trees: [(path: String, tree: SourceFileSyntax)] = {
    let parsed = ParsedFiles(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let tree = Parser.parse(source: sources[index].text)
      let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
      parsed.store(folded.as(SourceFileSyntax.self) ?? tree, at: index)
    }
    return zip(sources, parsed.trees).map { file, tree in (file.path, tree) }
  }()

  /// The trees parsed so far, filled in by concurrent workers, each at its own index.
  private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [SourceFileSyntax]

    init(count: Int) { slots = Array(repeating: SourceFileSyntax(statements: []), count: count) }

    func store(_ tree: SourceFileSyntax, at index: Int) {
      lock.withLock { slots[index] = tree }
    }

    var trees: [SourceFileSyntax] { lock.withLock { slots } }
  }
}
