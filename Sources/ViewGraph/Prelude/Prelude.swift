import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The vocabulary ViewGraph gives programs as Swift source: types SwiftUI and Foundation code uses,
/// written as plain declarations and loaded before the app, so growing the vocabulary is a few
/// lines of Swift here rather than a new `case` in the interpreter. A program's own declaration of
/// the same name shadows the prelude's.
enum Prelude {
  /// The prelude's files: a name shown in diagnostics, and the source.
  static let sources: [(path: String, text: String)] = [
    ("<prelude>/StandardLibrary.swift", standardLibrary),
    ("<prelude>/CoreGraphics.swift", coreGraphics),
    ("<prelude>/SwiftUIGeometry.swift", swiftUIGeometry),
    ("<prelude>/Foundation.swift", foundation),
    ("<prelude>/Concurrency.swift", concurrency),
    ("<prelude>/SwiftUIModifiers.swift", swiftUIModifiers),
    ("<prelude>/SwiftData.swift", swiftData),
    ("<prelude>/Date.swift", date),
    ("<prelude>/Timer.swift", timer),
    ("<prelude>/Navigation.swift", navigation),
    ("<prelude>/EditMode.swift", editMode),
    ("<prelude>/SwiftUIShapes.swift", swiftUIShapes),
    ("<prelude>/SwiftUIControls.swift", swiftUIControls),
    ("<prelude>/SwiftUIGestures.swift", swiftUIGestures),
    ("<prelude>/SwiftUIStyles.swift", swiftUIStyles),
    ("<prelude>/StringBridging.swift", stringBridging),
  ]

  /// The prelude parsed and folded once per process.
  static let trees: [(path: String, tree: SourceFileSyntax)] = sources.map { file in
    let parsed = Parser.parse(source: file.text)
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    return (file.path, folded.as(SourceFileSyntax.self) ?? parsed)
  }
}
