import Foundation
import SwiftParser
import SwiftSyntax
import ViewGraphModel

/// The vocabulary ViewGraph gives programs as Swift source: types SwiftUI and Foundation code uses,
/// written as plain declarations and loaded before the app, so growing the vocabulary is a few
/// lines of Swift here rather than a new `case` in the interpreter. A program's own declaration of
/// the same name shadows the prelude's.
enum Prelude {
  /// The prelude's files (`Library/<Framework>/Prelude/<Name>.swift`, embedded by the PreludeEmbedder
  /// plugin): a name shown in diagnostics, and the source. The packages' models
  /// (`Library/Packages/Prelude/<Module>/`) are not among them: a program that imports one has its files
  /// (`PackagePreludes`).
  static let sources: [(path: String, text: String)] = embedded.filter { !$0.path.hasPrefix("Packages/") }.map {
    ("<prelude>/\($0.path)", $0.text)
  }

  /// The prelude parsed once per process, its files side by side on the machine's cores (a debug
  /// build of swift-syntax spends most of a small program's launch here), each with the converter
  /// from its positions to lines and columns, and the function bodies it was parsed without
  /// (`PreludeBodies`: each is parsed when it is first lowered). The trees are not folded: folding
  /// every body costs as much as parsing it, and most never run, so an operator sequence is folded
  /// when its body is lowered (`LoweringPlace.withFolded`).
  static let trees: [ParsedFile] = {
    let parsed = ParsedFiles(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let (skeleton, bodies) = PreludeBodies.skeleton(of: sources[index].text)
      let tree = Parser.parse(source: skeleton)
      let file = ParsedFile(
        path: sources[index].path, tree: tree,
        converter: SourceLocationConverter(fileName: sources[index].path, tree: tree), bodies: bodies)
      parsed.store(file, at: index)
    }
    return parsed.files
  }()

  /// A file of the prelude as parsed.
  struct ParsedFile: @unchecked Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let bodies: PreludeBodies
  }

  /// The files parsed so far, filled in by concurrent workers, each at its own index.
  private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ParsedFile?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ file: ParsedFile, at index: Int) {
      lock.withLock { slots[index] = file }
    }

    /// Every file, once each worker has stored its own.
    var files: [ParsedFile] { lock.withLock { slots.compactMap { $0 } } }
  }
}
