import ViewGraphModel

extension PreludeModel {
  /// The prelude of this process, made by the first thread that asks.
  package static var shared: PreludeModel { madeOnce.value }
  private static let madeOnce = MadeOnce { PreludeModel.make() }

  /// Parses the prelude's files, declares them with a lowerer of their own that keeps their members
  /// and bodies for when they are first used, and (in a debug build) checks them against
  /// `PreludeContract`. The prelude is embedded as the binary is built, so a release binary's
  /// prelude is the one its debug build's tests checked (`PreludeContractTests`): the check, which
  /// declares the members of every type it names, was an eighth of a one-screen start's critical
  /// path (issue 38).
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
    #if DEBUG
      let contractViolations = PreludeContract.violations(types: model.types.own, functions: model.functions.own)
    #else
      let contractViolations: [String] = []
    #endif
    return PreludeModel(
      sources: sources, model: model, packages: .embedded, contractViolations: contractViolations, lowerer: lowerer)
  }
}
