/// Everything the frontend collected from a program's files, ready to run.
final class ProgramModel {
  var types: [String: TypeDecl] = [:]
  var typeOrder: [String] = []
  var globals: [String: GlobalDecl] = [:]
  var functions: [String: [FunctionDecl]] = [:]
  /// `typealias TimeInterval = Double`, `typealias OnSaveAction = (Task) -> Void`: a name that
  /// stands for another type.
  var typeAliases: [String: WrittenType] = [:]
  /// `#Preview { … }` bodies.
  var previews: [FunctionDecl] = []
  var scenarios: [ScenarioDecl] = []
  /// The `@main` App type, if any.
  var mainApp: String?
  /// For each view type, the view types its code builds (to find "the one view no other builds").
  var builtViews: [String: Set<String>] = [:]
  /// SwiftUI's modifiers with a native meaning, by name, as the prelude declares them.
  var modifiers: [String: ModifierKind] = [:]
  /// Custom environment keys: `EnvironmentValues` property name → key type name.
  var environmentKeys: [String: String] = [:]
  let sources: SourceFiles
  /// The budgets evaluation runs under (SPEC §3: never hang).
  var limits = EvaluationLimits()
  /// The seed of every launch's random numbers (`--seed`): the same seed, the same answers.
  var randomSeed: UInt64 = 0x5EED
  /// "Now" at every launch (`--now`), in seconds since 2001-01-01T00:00:00Z: by default
  /// 2025-06-01T09:00:00Z. The clock moves only when a scenario says `advance(seconds:)`.
  var launchDate: Double = ProgramModel.defaultLaunchDate
  static let defaultLaunchDate: Double = 770_461_200
  var warnings: [ViewGraphDiagnostic] = []

  init(sources: SourceFiles) { self.sources = sources }

  var viewTypes: [TypeDecl] { typeOrder.compactMap { types[$0] }.filter(\.isView) }
}
