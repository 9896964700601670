import SwiftSyntax

/// Turns swift-syntax trees into the program model, resolving every name before anything runs
/// (the role of jlox's Resolver). It owns the lowering's parts, one type per concern, and runs
/// them in order: `TypeDeclarations` (pass 1: the types), `MemberDeclarations` (pass 2: members,
/// globals and macros, by signature), then the bodies those passes queued (`Lowerer+Functions`),
/// whose statements and expressions the `StatementLowerer` and the `ExpressionLowerer` lower. Every
/// part asks the one `NameResolver` for names, is located by the one `LoweringPlace` and reports to
/// the one `LoweringDiagnostics`: what ViewGraph cannot run becomes a diagnostic at its place.
package final class Lowerer {
  /// Unowned: the model keeps this lowerer for the prelude bodies it lowers when first used.
  unowned let model: ProgramModel
  /// Where the lowering stands: file, offset of a tree parsed late, `#if` configuration, scenario.
  let place: LoweringPlace
  /// The diagnostics the lowering gives.
  let report: LoweringDiagnostics
  /// The names of the code being lowered: scopes, types, globals.
  let names: NameResolver
  /// Pass 1: the types.
  let types: TypeDeclarations
  /// Pass 2: the members, globals and macros.
  private(set) lazy var members = MemberDeclarations(lowerer: self, types: types)
  /// The bodies' statements and patterns.
  private(set) lazy var statements = StatementLowerer(lowerer: self)
  /// The bodies' expressions.
  private(set) lazy var expressions = ExpressionLowerer(lowerer: self)
  /// The declared result of the function or getter whose body is being lowered (nil in a
  /// closure): `return .items` takes it as its type, as Swift's type checker does.
  var returnType: WrittenType?
  /// The local types declared as top-level ones (`declareLocalTypes`): their statements do nothing.
  var hoistedLocalTypes: Set<SyntaxIdentifier> = []
  /// Bodies are lowered after every declaration is known, so members may be used before they appear.
  var pendingBodies: [() -> Void] = []
  /// Stops lowering deep syntax with a diagnostic before the native stack overflows.
  var stackGuard = StackGuard()

  /// A lowerer that adds to a program (its declarations, or statements run against a live launch);
  /// `deferringMembers` for the prelude's, whose types' members are declared when first asked for.
  package init(extending model: ProgramModel, deferringMembers: Bool = false) {
    self.model = model
    place = LoweringPlace(sources: model.sources)
    report = LoweringDiagnostics(at: place)
    names = NameResolver(model: model, place: place, report: report)
    types = TypeDeclarations(
      model: model, place: place, report: report, names: names, deferringMembers: deferringMembers)
    // Made now, while one thread has this lowerer: the prelude's is used by any thread later.
    _ = (members, statements, expressions)
  }

  /// The diagnostics the lowering gave so far.
  package var diagnostics: [ViewGraphDiagnostic] { report.diagnostics }

  /// Lowers `#scenario`-context statements written against an existing program.
  package static func lowerStatements(_ source: String, name: String, into model: ProgramModel) throws(ViewGraphError)
    -> FunctionDecl
  {
    let file = try SourceLoader.parse([(name, source)], after: nil, limits: model.limits)
    return try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try lowerStatements(file, name: name, into: model)
    }
  }

  private static func lowerStatements(_ file: SourceFiles, name: String, into model: ProgramModel)
    throws(ViewGraphError) -> FunctionDecl
  {
    let tree = file.files[0].tree
    let index = model.sources.add(path: name, tree: tree, origin: .snippet)
    let lowerer = Lowerer(extending: model)
    lowerer.place.file = index
    lowerer.place.inScenario = true
    lowerer.names.pushScope()
    let statements = lowerer.statements.lowerStatements(tree.statements)
    let decl = FunctionDecl(
      name: name, kind: .closure, parameters: [],
      body: Block(statements: statements, scopeSize: lowerer.names.popScope()),
      location: SourceLocation(file: index, line: 1, column: 1, offset: 0))
    let errors = lowerer.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { throw ViewGraphError(errors, sources: model.sources) }
    return decl
  }

  /// Lowers every file of `sources` into one program, on the evaluation thread's large stack. Syntax
  /// errors the loader found and the lowering's own errors are reported together, by file and line;
  /// what ViewGraph does not simulate is a warning where it is declared (`strict` makes it an error).
  /// The program's names stand in front of `prelude`'s, which the engine makes.
  package static func lower(
    _ sources: SourceFiles, after prelude: PreludeModel, limits: EvaluationLimits = .init(),
    configuration: AppBuildConfiguration = .init(), strict: Bool = false, runsTopLevelCode: Bool = false
  ) throws(ViewGraphError) -> ProgramModel {
    let model = try EvaluationThread.runReportingErrors { () throws(ViewGraphError) in
      try lowerHere(
        sources, after: prelude, limits: limits, configuration: configuration, strict: strict,
        runsTopLevelCode: runsTopLevelCode)
    }
    model.limits = limits
    return model
  }

  private static func lowerHere(
    _ sources: SourceFiles, after prelude: PreludeModel, limits: EvaluationLimits,
    configuration: AppBuildConfiguration, strict: Bool, runsTopLevelCode: Bool
  ) throws(ViewGraphError) -> ProgramModel {
    let model = ProgramModel(sources: sources, prelude: prelude)
    model.limits = limits
    let lowerer = Lowerer(extending: model)
    lowerer.place.buildConfiguration = configuration.following(sources.platform)
    lowerer.members.runsTopLevelCode = runsTopLevelCode
    let programFiles = sources.files.filter { $0.origin == .program }.count
    lowerer.statements.deadline = min(sources.loadDeadline, limits.deadline(forFiles: programFiles))
    lowerer.statements.loadSeconds = limits.maxSeconds * Double(max(1, programFiles))
    // The packages the program imports and ViewGraph models (`PackagePreludes`), read first.
    let packageFiles = prelude.packages.add(to: sources)
    if !packageFiles.isEmpty {
      lowerer.types.namesShadowingPackages = PackagePreludes.topLevelNames(of: sources.files)
    }
    lowerer.declareAll(in: packageFiles + sources.files.indices.filter { sources.files[$0].origin == .program })
    lowerer.types.findBuiltViews()
    // A prelude that breaks its contract is ViewGraph's mistake: said by every load, never hidden.
    let broken = prelude.contractViolations.map { ViewGraphDiagnostic.error(.preludeContract($0), at: .unknown) }
    var diagnostics = broken + sources.readingWarnings + sources.syntaxErrors + lowerer.diagnostics
    if strict {
      diagnostics = diagnostics.map { diagnostic in
        var strictly = diagnostic
        if strictly.severity == .warning { strictly.severity = .error }
        return strictly
      }
    }
    diagnostics.sort {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw ViewGraphError(diagnostics, sources: sources) }
    model.warnings += diagnostics
    sources.letGoOfProgramTrees()
    return model
  }

  /// The local types (`LocalTypeFinder`) of the program's files at `indices` whose names no other
  /// type of the program has, declared as top-level types; by file.
  private func declareLocalTypes(in indices: [Int]) -> [(file: Int, decl: DeclSyntax)] {
    var locals: [(file: Int, decl: DeclSyntax)] = []
    for index in indices where model.sources.files[index].origin != .prelude {
      let finder = LocalTypeFinder()
      finder.walk(model.sources.files[index].tree)
      locals += finder.found.map { (index, $0) }
    }
    let names = locals.compactMap { LocalTypeFinder.name(of: $0.decl) }
    let unique = locals.filter { local in
      guard let name = LocalTypeFinder.name(of: local.decl) else { return false }
      return names.filter { $0 == name }.count == 1 && model.types.own[name] == nil
    }
    for (index, decl) in unique {
      place.file = index
      types.declareLocalType(decl)
      hoistedLocalTypes.insert(decl.id)
    }
    return unique
  }

  /// Declares the files at `indices` in passes — types, then members (signatures), then what
  /// subclasses inherit — and lowers the bodies that are not left for their first use.
  package func declareAll(in indices: [Int]) {
    names.findTypeNamesOfSeveralModules(in: indices)
    for index in indices {
      place.file = index
      types.declareTypes(in: model.sources.files[index].tree.statements)
    }
    let locals = declareLocalTypes(in: indices)
    types.adoptRefinedProtocols()
    for index in indices {
      place.file = index
      members.declareMembers(in: model.sources.files[index].tree.statements)
    }
    for (index, decl) in locals {
      place.file = index
      guard let name = LocalTypeFinder.name(of: decl), let group = decl.asProtocol(DeclGroupSyntax.self) else {
        continue
      }
      members.declareMembers(of: name, group.memberBlock.members)
    }
    types.adoptPackageViewProtocols()
    // Before any body is lowered: a subclass's code names what it inherits (`log.append(…)`).
    types.inheritFromSuperclasses()
    if members.runsTopLevelCode { pendingBodies.append { [unowned self] in self.lowerTopLevelCode() } }
    while !pendingBodies.isEmpty {
      let bodies = pendingBodies
      pendingBodies = []
      for body in bodies { body() }
    }
  }
}

/// The prelude's model keeps the lowerer that declared it, for the bodies it lowers at first use.
extension Lowerer: PreludeLowerer {}
