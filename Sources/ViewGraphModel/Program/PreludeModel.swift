/// The prelude — SwiftUI's and Foundation's vocabulary as Swift source — parsed, declared and
/// checked once per process, then shared by every program: a program's lookups fall back to it,
/// and a program that extends one of its types (`extension Color`) extends its own copy. A type's
/// members are declared the first time one of them is asked for, and a body is lowered the first
/// time it runs, on the thread that runs it, by the prelude's own lowerer: a program uses little of
/// the prelude, and declaring it all was most of a one-screen program's start.
package final class PreludeModel: @unchecked Sendable {
  /// The prelude's files (`<prelude>/SwiftUI/Modifiers.swift`, …), first in every program's files.
  let sources: SourceFiles
  /// What the prelude declares.
  package let model: ProgramModel
  /// The models of third-party packages, each joining a program that imports it.
  let packages: PackagePreludes
  /// Names `PreludeContract` requires that the prelude lacks: a mistake in ViewGraph itself,
  /// reported by every load.
  let contractViolations: [String]
  /// The lowerer that lowers the prelude's bodies when they are first used.
  private let lowerer: any PreludeLowerer

  /// The prelude made of `sources`, declared into `model` by `lowerer` (`PreludeModel.shared`
  /// makes it).
  package init(
    sources: SourceFiles, model: ProgramModel, packages: PackagePreludes, contractViolations: [String],
    lowerer: any PreludeLowerer
  ) {
    self.sources = sources
    self.model = model
    self.packages = packages
    self.contractViolations = contractViolations
    self.lowerer = lowerer
  }

  /// Diagnostics the prelude's lowering gave so far (its declarations, and the bodies lowered
  /// since): none, in a correct build (a test lowers every body and checks).
  var diagnostics: [ViewGraphDiagnostic] { lowerer.diagnostics }

  /// Declares every member and lowers every body and initial value the prelude has not used yet (for
  /// the test that checks the whole prelude lowers without a diagnostic); returns the diagnostics.
  func lowerEveryBody() throws -> [ViewGraphDiagnostic] {
    try EvaluationThread.run {
      for name in model.typeOrder {
        guard let type = model.types[name] else { continue }
        let functions =
          type.methods.values.joined() + type.initializers
          + type.computedProperties.values.flatMap { [$0.getter, $0.setter] }.compactMap { $0 }
          + type.staticProperties.values.flatMap { [$0.getter, $0.setter] }.compactMap { $0 }
          + type.storedProperties.flatMap { [$0.willSet, $0.didSet, $0.lazyInitializer] }.compactMap { $0 }
        for function in functions { _ = function.body }
        for property in type.storedProperties + type.staticProperties.values { _ = property.initializer }
      }
      for function in model.functions.own.values.joined() { _ = function.body }
      return lowerer.diagnostics
    }
  }
}
