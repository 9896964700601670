/// Everything the frontend collected from a program's files, ready to run. Its names stand in
/// front of the prelude's (`PreludeModel`), which every program of the process shares.
package final class ProgramModel {
  /// The prelude this program's lookups fall back to; nil for the prelude's own model.
  let prelude: PreludeModel?
  /// The natives the engine registers, by name (the prelude's, for a program).
  package let natives: any NativeNames
  /// How the engine makes a literal's value (the prelude's, for a program).
  let literalValues: any LiteralValues
  package let types: LayeredTable<TypeDecl>
  /// The program's own types, in declaration order.
  @exclusivity(unchecked) package var typeOrder: [String] = []
  package let globals: LayeredTable<GlobalDecl>
  package let functions: LayeredTable<[FunctionDecl]>
  /// `typealias TimeInterval = Double`, `typealias OnSaveAction = (Task) -> Void`: a name that
  /// stands for another type.
  package let typeAliases: LayeredTable<WrittenType>
  /// `#Preview { … }` bodies.
  @exclusivity(unchecked) package var previews: [FunctionDecl] = []
  @exclusivity(unchecked) package var scenarios: [ScenarioDecl] = []
  /// The statements written at the top level of the program's files, in file order, when it is
  /// read as a script (`viewgraph run`); nil otherwise.
  @exclusivity(unchecked) package var topLevelCode: FunctionDecl?
  /// The `@main` type, if any: the app's `App` (preferred over a widget's `@main WidgetBundle`),
  /// or a UIKit `AppDelegate`, or a launcher with `static func main()`.
  @exclusivity(unchecked) package var mainApp: String?
  /// The views UIKit or AppKit code hosts (`UIHostingController(rootView: ContentView())`, a
  /// `WKHostingController`'s `body`), as source text with the locals it names written out, and
  /// where: the root of an app whose entry point is not a SwiftUI `App`.
  @exclusivity(unchecked) package var hostedRoots: [(text: String, location: SourceLocation, host: String)] = []
  /// Hosted roots lowered as root expressions, by their text (lowered once, for every launch).
  @exclusivity(unchecked) package var loweredHostedRoots: [String: FunctionDecl] = [:]
  /// For each view type, the view types its code builds (to find "the one view no other builds").
  @exclusivity(unchecked) package var builtViews: [String: Set<String>] = [:]
  /// SwiftUI's modifiers with a native meaning, by name, as the prelude declares them.
  package let modifiers: LayeredTable<ModifierKind>
  /// Custom environment keys: `EnvironmentValues` property name → key type name.
  package let environmentKeys: LayeredTable<String>
  package let sources: SourceFiles
  /// The budgets evaluation runs under (SPEC §3: never hang).
  @exclusivity(unchecked) package var limits = EvaluationLimits()
  /// The seed of every launch's random numbers (`--seed`): the same seed, the same answers.
  @exclusivity(unchecked) package var randomSeed: UInt64 = 0x5EED
  /// "Now" at every launch (`--now`), in seconds since 2001-01-01T00:00:00Z: by default
  /// 2025-06-01T09:00:00Z. The clock moves only when a scenario says `advance(seconds:)`.
  @exclusivity(unchecked) package var launchDate: Double = ProgramModel.defaultLaunchDate
  static let defaultLaunchDate: Double = 770_461_200
  /// How many rows a lazy container builds, from where it is scrolled to (`--viewport-rows`);
  /// nil builds every row (`--all-rows`). Rule 11: a launch starts from the rows a phone shows
  /// (`Program.load` sets them).
  @exclusivity(unchecked) package var viewportRows: Int?
  /// Whether SwiftUI's own views that the prelude writes in Swift (`EditButton`, `AsyncImage`, …)
  /// count as the program's units in update sets and summaries (`--framework-units`).
  @exclusivity(unchecked) package var frameworkUnits = false

  /// Whether a view (or view modifier) of `type` counts as SwiftUI's rather than the program's:
  /// the prelude declares it (a package model's `ViewModifier` is the package's), and
  /// `--framework-units` is off. The one place the host and the scenarios ask.
  package func isSwiftUIs(_ type: TypeDecl) -> Bool {
    (type.isView || type.isViewModifier) && type.isPrelude && !frameworkUnits
  }
  @exclusivity(unchecked) package var warnings: [ViewGraphDiagnostic] = []
  /// The `ObservableObject` classes the migration what-if treats as `@Observable` (issue 40,
  /// `ProgramModel+ObservableMigration`): `.environmentObject(_:)` sets one as `.environment(_:)` does.
  @exclusivity(unchecked) package var migratedToObservable: Set<String> = []
  /// The program's folder as its bundle, once worked out: the Foundation library's
  /// `ProgramBundle` (`ProgramModel.bundle`), kept here as an object the model does not read, so
  /// that the model names no later stage's type (issue 39).
  @exclusivity(unchecked) package var madeBundle: AnyObject?

  /// A program's model, in front of `prelude`.
  convenience init(sources: SourceFiles, prelude: PreludeModel) {
    self.init(
      sources: sources, prelude: prelude, natives: prelude.model.natives, literalValues: prelude.model.literalValues)
  }

  /// The prelude's own model (`PreludeModel.shared` makes it), whose `__name(…)` calls resolve to
  /// `natives` and whose literals `literalValues` makes.
  package convenience init(sources: SourceFiles, natives: any NativeNames, literalValues: any LiteralValues) {
    self.init(sources: sources, prelude: nil, natives: natives, literalValues: literalValues)
  }

  private init(
    sources: SourceFiles, prelude: PreludeModel?, natives: any NativeNames, literalValues: any LiteralValues
  ) {
    self.sources = sources
    self.prelude = prelude
    self.natives = natives
    self.literalValues = literalValues
    let base = prelude?.model
    types = LayeredTable(prelude: base?.types)
    globals = LayeredTable(prelude: base?.globals)
    functions = LayeredTable(prelude: base?.functions)
    typeAliases = LayeredTable(prelude: base?.typeAliases)
    modifiers = LayeredTable(prelude: base?.modifiers)
    environmentKeys = LayeredTable(prelude: base?.environmentKeys)
  }

  /// The program's own view types, in declaration order (not those of a package it imports, which
  /// are the prelude's: `PackagePreludes`).
  package var viewTypes: [TypeDecl] { typeOrder.compactMap { types[$0] }.filter { $0.isView && !$0.isPrelude } }

  /// Every type a lookup can find: the program's own in declaration order, then the prelude's
  /// that the program does not shadow.
  package private(set) lazy var allTypes: [TypeDecl] = {
    let own = typeOrder.compactMap { types[$0] }
    // A prelude type the program extends is its copy (still the prelude's); one it declares
    // itself shadows the prelude's and is among its own.
    let prelude = (self.prelude?.model.typeOrder ?? []).compactMap { types[$0] }.filter(\.isPrelude)
    return own + prelude
  }()

  /// The program's own copy of a type the prelude declares, made the first time the program
  /// extends it (`extension Color { … }`, `extension View: …`): the prelude's stays as it is.
  func ownType(_ name: String) -> TypeDecl? {
    if let own = types.own[name] { return own }
    guard let shared = types.prelude(name) else { return nil }
    let copy = shared.copy()
    types[name] = copy
    return copy
  }
}

extension ProgramModel {
  /// The program's type a written name declares: the type of that name, or for `Tab.ID` (an
  /// `Identifiable`'s associated type) the type of `Tab`'s `id` (`Tab` itself when `id` is `Self`).
  package func declaredType(named name: String) -> TypeDecl? {
    if let type = types[name] { return type }
    // A generic alias (`typealias StoreOf<R> = Store<R.State, R.Action>`) names its type:
    // `.init(…)` where a `StoreOf<Feature>` is expected is `Store`'s.
    if let aliased = typeAliases[name]?.name, aliased != name, let type = types[aliased] { return type }
    guard name.hasSuffix(".ID"), let owner = types[String(name.dropLast(3))] else { return nil }
    let id = owner.storedProperty("id") ?? owner.computedProperties["id"]
    guard let idType = id?.type?.nominalName, idType != "Self", idType != owner.name else { return owner }
    return types[idType]
  }

  /// The type a stored property of `type` is written with, as a value stored into it takes it:
  /// `_isOn` is its wrapper (`Binding<Bool>`, for `self._isOn = .constant(true)`), and a nested
  /// type's short name is its qualified one (`var numberStyle: Style` in `NumberFormatter`).
  package func writtenType(ofProperty name: String, in type: TypeDecl) -> WrittenType? {
    if name.hasPrefix("_"), let wrapped = type.storedProperty(String(name.dropFirst())), let wrapper = wrapped.wrapper,
      wrapped.unsimulatedWrapper == nil
    {
      return .named(wrapper.name, wrapped.type.map { [$0] } ?? [])
    }
    guard let written = type.storedProperty(name)?.type else { return nil }
    guard let nominal = written.nominalName, types[nominal] == nil, types["\(type.name).\(nominal)"] != nil else {
      return written
    }
    return .named("\(type.name).\(nominal)")
  }

  /// `Image.Scale`, `Font.Weight`: a type nested in one the program does not declare (or only
  /// extends), so a framework type ViewGraph has no declaration of (never a generic parameter).
  package func namesFrameworkNestedType(_ name: String) -> Bool {
    let qualified = QualifiedName(name)
    guard qualified.member != nil, qualified.first.first?.isUppercase == true else { return false }
    guard let declared = types[qualified.first] else { return true }
    return declared.isPrelude || declared.attributes.contains("builtinExtension")  // `extension Image { … }`
  }
}

extension ProgramModel {
  /// A literal of the source as an expression: with the value the engine makes of it, once.
  package func literal(_ literal: Literal) -> Expr.Kind {
    .literal(literal, made: literalValues.value(of: literal))
  }
}
