import Foundation
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

  /// The prelude parsed once per process, its files side by side on the machine's cores (a debug
  /// build of swift-syntax spends most of a small program's launch here), each with the converter
  /// from its positions to lines and columns. The trees are not folded: folding every body costs as
  /// much as parsing it, and most never run, so an operator sequence is folded when its body is
  /// lowered (`Lowerer.withFolded`).
  static let trees: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = {
    let parsed = ParsedFiles(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let tree = Parser.parse(source: sources[index].text)
      parsed.store((tree, SourceLocationConverter(fileName: sources[index].path, tree: tree)), at: index)
    }
    return zip(sources, parsed.files).map { file, parsed in (file.path, parsed.tree, parsed.converter) }
  }()

  /// The files parsed so far, filled in by concurrent workers, each at its own index.
  private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(tree: SourceFileSyntax, converter: SourceLocationConverter)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ file: (tree: SourceFileSyntax, converter: SourceLocationConverter), at index: Int) {
      lock.withLock { slots[index] = file }
    }

    /// Every file, once each worker has stored its own.
    var files: [(tree: SourceFileSyntax, converter: SourceLocationConverter)] { lock.withLock { slots.compactMap { $0 } } }
  }
}
