import ViewGraphModel

extension PreludeModel {
  /// The prelude of this process, made by the first thread that asks.
  package static var shared: PreludeModel { madeOnce.value }
  private static let madeOnce = MadeOnce { PreludeModel.make() }

  /// Parses the prelude's files, declares them with a lowerer of their own that keeps their members
  /// and bodies for when they are first used, and checks them against `PreludeContract`.
  private static func make() -> PreludeModel {
    let sources = SourceFiles()
    for file in Prelude.trees {
      sources.add(path: file.path, tree: file.tree, origin: .prelude, converter: file.converter, bodies: file.bodies)
    }
    let model = ProgramModel(sources: sources, natives: NativeRegistry.standard, literalValues: LiteralValueMaker())
    let lowerer = Lowerer(extending: model, deferringMembers: true)
    lowerer.declareAll(in: Array(sources.files.indices))
    // `View`'s members now: declaring them registers SwiftUI's modifiers (`model.modifiers`).
    _ = model.types[PreludeContract.view]?.methods
    let contractViolations = PreludeContract.violations(types: model.types.own, functions: model.functions.own)
    return PreludeModel(
      sources: sources, model: model, packages: .embedded, contractViolations: contractViolations, lowerer: lowerer)
  }
}
