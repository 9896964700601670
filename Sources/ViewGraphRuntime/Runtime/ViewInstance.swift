import ViewGraphEngine
import ViewGraphModel

/// A unit (SPEC §1): a view instance, the App, or one row of a `List`/`ForEach` — anything whose
/// body can run again. It keeps its identity, inputs, framework-owned storage and last reads.
package final class ViewInstance: UpdateModel.Transactions.PlacedUnit, HostedUnit {
  /// What sort of body this unit runs.
  enum Kind {
    case view
    case app
    /// A `List`/`ForEach` row: the row closure called with one element.
    case row(content: RowContent, element: Value)
    /// A `#Preview` body that is not a single custom view.
    case preview(FunctionDecl)
    /// A sheet, alert or popover: its content while presented. The framework's own unit, not
    /// counted in update sets (the views it presents are).
    /// Boxed: a presentation's description is large and presentations are few, so every other
    /// unit stays small (100,000 rows, issue 20).
    indirect case presentation(ViewNode.Presentation)
  }

  // Its stored properties that every body run, read and child touches are `@exclusivity(unchecked)`,
  // as the host's are (`GraphHost.madeInterpreter`): each access is an assignment, a read or a
  // change in place that does not come back into the unit.

  /// One component of a unit's structural identity (rule 7's).
  typealias KeyComponent = UpdateModel.Identity.KeyComponent

  /// Its number in the launch (at most `--max-units`).
  package var id: Int { Int(storedID) }
  /// `BookView`, `List row`, `ForEach row`, the App's name.
  package let name: String
  @exclusivity(unchecked) var kind: Kind
  // The flags, the id and the two small numbers sit in the bytes after `kind`'s last (its case),
  // which a word-sized property would leave empty: a unit is 168 bytes, not 224 (issue 38:
  // 200,000 units).
  @exclusivity(unchecked) private var flags: Flags = [.isAlive]
  private struct Flags: OptionSet {
    let rawValue: UInt8
    static let isSwiftUIs = Flags(rawValue: 1)
    static let isAlive = Flags(rawValue: 2)
    static let isHidden = Flags(rawValue: 4)
    static let hidesItsContent = Flags(rawValue: 8)
  }
  /// A view SwiftUI provides (its type is the prelude's), counted as SwiftUI's rather than the
  /// program's: left out of update sets and summaries, drawn muted (`Program.frameworkUnits`).
  var isSwiftUIs: Bool {
    get { flags.contains(.isSwiftUIs) }
    set { setFlag(.isSwiftUIs, newValue) }
  }
  package var isAlive: Bool {
    get { flags.contains(.isAlive) }
    set { setFlag(.isAlive, newValue) }
  }
  /// In the graph, with its state, but off screen (rule 7): in a tab that is not selected, or on a
  /// screen a pushed destination covers. Its `onAppear` runs again when it is shown.
  var isHidden: Bool {
    get { flags.contains(.isHidden) }
    set { setFlag(.isHidden, newValue) }
  }
  /// A tab's page whose tab is not selected: it keeps its content, hidden (rule 7).
  var hidesItsContent: Bool {
    get { flags.contains(.hidesItsContent) }
    set { setFlag(.hidesItsContent, newValue) }
  }
  private func setFlag(_ flag: Flags, _ on: Bool) {
    if on { flags.insert(flag) } else { flags.remove(flag) }
  }
  private let storedID: Int32
  /// How deep in the tree: at most `Reconciler.maxViewDepth`.
  var depth: Int { Int(storedDepth) }
  private let storedDepth: Int32
  /// Position among the parent's children, for tree order.
  package var indexInParent: Int {
    get { Int(storedIndexInParent) }
    set { storedIndexInParent = Int32(clamping: newValue) }
  }
  @exclusivity(unchecked) private var storedIndexInParent: Int32 = 0
  /// The unit whose body built it. Unowned, not weak: a weak reference gave every unit with a
  /// child a side table (32 bytes: each of 100,000 rows, issue 38) and made every retain of it take
  /// the slow path. A parent outlives its children in the graph, which it holds (`children`); a
  /// unit the graph removed is not asked for its parent once its parent is gone.
  unowned let parent: ViewInstance?
  let key: [KeyComponent]
  /// The view (or App) value: its stored inputs and the `State` cells bound to this identity.
  @exclusivity(unchecked) var value: StructValue?
  @exclusivity(unchecked) var children: [ViewInstance] = []
  /// The children by key, once there are more than `childrenIndexedAbove`: most units have one
  /// child or none (a row and its view, issue 38), found by a look along `children`.
  var childrenByKey: [[KeyComponent]: ViewInstance] {
    get { extras?.childrenByKey ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.childrenByKey = newValue } }
    _modify { yield &madeExtras.childrenByKey }
  }
  static let childrenIndexedAbove = 8
  /// What the body built on its last run (a modifier's: with its content filled in).
  @exclusivity(unchecked) package var output: [ViewNode] = []
  /// A `ViewModifier`'s or a style's unit: the view its `content` placeholders stand for, and
  /// what its body built with them unfilled (SPEC rule 6).
  var contentSlot: ViewNode.ContentSlot? {
    get { extras?.contentSlot }
    set { if extras != nil || newValue != nil { madeExtras.contentSlot = newValue } }
  }
  var unfilledOutput: [ViewNode] {
    get { extras?.unfilledOutput ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.unfilledOutput = newValue } }
  }
  /// What the modifier's body built last, its placeholders filled with the current content.
  var filledOutput: [ViewNode] { unfilledOutput.map { $0.fillingContent() } }
  /// What the last run read, with where (SPEC rule 1), each source as the dependency index keys it.
  @exclusivity(unchecked) var reads = UnitReads<DependencyIndex.ReadKey>()
  /// The reads its last run made by making a binding, with how the binding reads (SPEC rule 5).
  var bindingReads: [DependencySource: String] {
    get { extras?.bindingReads ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.bindingReads = newValue } }
    _modify { yield &madeExtras.bindingReads }
  }
  /// `@State` storages by property name.
  var stateStorage: [String: StateStorage] {
    get { extras?.stateStorage ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.stateStorage = newValue } }
    _modify { yield &madeExtras.stateStorage }
  }
  /// Environment entries visible at this unit's position (rule 8).
  @exclusivity(unchecked) package var environment: [EnvironmentEntryKey: Value] = [:]
  /// The entries set on the path from the parent's body to this unit (the rest comes from above).
  var localEnvironment: [EnvironmentEntryKey: Value] {
    get { extras?.localEnvironment ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.localEnvironment = newValue } }
    _modify { yield &madeExtras.localEnvironment }
  }
  /// The modifiers that set those entries.
  var localEnvironmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] {
    get { extras?.localEnvironmentOrigins ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.localEnvironmentOrigins = newValue } }
    _modify { yield &madeExtras.localEnvironmentOrigins }
  }
  /// Lifecycle: the actions seen on the last run, `onDisappear` closures, `onChange` values (rule 12).
  var lifecycle: Lifecycle {
    get { extras?.lifecycle ?? Lifecycle() }
    set { if extras != nil || !newValue.isEmpty { madeExtras.lifecycle = newValue } }
    _modify { yield &madeExtras.lifecycle }
  }
  /// The values of declared environment properties it last saw.
  var environmentSeen: [EnvironmentEntryKey: Value] {
    get { extras?.environmentSeen ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.environmentSeen = newValue } }
    _modify { yield &madeExtras.environmentSeen }
  }

  /// What most units never have (a modifier's content, state, lifecycle actions, environment
  /// they declare, many children), boxed on first use so that every other unit stays small:
  /// 100,000 rows and their views (issue 38).
  private final class Extras {
    @exclusivity(unchecked) var childrenByKey: [[KeyComponent]: ViewInstance] = [:]
    @exclusivity(unchecked) var contentSlot: ViewNode.ContentSlot?
    @exclusivity(unchecked) var unfilledOutput: [ViewNode] = []
    @exclusivity(unchecked) var bindingReads: [DependencySource: String] = [:]
    @exclusivity(unchecked) var stateStorage: [String: StateStorage] = [:]
    @exclusivity(unchecked) var localEnvironment: [EnvironmentEntryKey: Value] = [:]
    @exclusivity(unchecked) var localEnvironmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] = [:]
    @exclusivity(unchecked) var lifecycle = Lifecycle()
    @exclusivity(unchecked) var environmentSeen: [EnvironmentEntryKey: Value] = [:]
  }
  @exclusivity(unchecked) private var extras: Extras?
  private var madeExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }
  /// The source location that built this unit (where its parent created it).
  package let location: SourceLocation

  init(
    id: Int, name: String, kind: Kind, parent: ViewInstance?, key: [KeyComponent],
    value: StructValue?, location: SourceLocation
  ) {
    self.storedID = Int32(clamping: id)
    self.name = name
    self.kind = kind
    self.parent = parent
    self.key = key
    self.storedDepth = Int32(clamping: (parent?.depth ?? -1) + 1)
    self.value = value
    self.location = location
  }

  var isPresentation: Bool {
    if case .presentation = kind { return true }
    return false
  }

  /// The units from the root down to this one.
  package var ancestry: [ViewInstance] {
    var chain: [ViewInstance] = []
    var unit: ViewInstance? = self
    while let u = unit {
      chain.append(u)
      unit = u.parent
    }
    return chain.reversed()
  }

  package func isBuilding(_ view: StructValue) -> Bool {
    var unit: ViewInstance? = self
    while let u = unit {
      if let value = u.value, value.type === view.type, value.fields == view.fields { return true }
      unit = u.parent
    }
    return false
  }

  /// What a unit remembers of its lifecycle modifiers between runs, keyed by structural place.
  struct Lifecycle {
    var seen: Set<String> = []
    /// The places of the `.task`s it started: one that is gone is cancelled (rule 12).
    var tasks: Set<String> = []
    var onDisappear: [String: FunctionValue] = [:]
    var onChangeValues: [String: Value] = [:]

    var isEmpty: Bool { seen.isEmpty && tasks.isEmpty && onDisappear.isEmpty && onChangeValues.isEmpty }
  }

  /// Whether this unit is one call of `rows`' content closure (a row, a `GeometryReader`'s or a
  /// preference's content), for `element` if given.
  func runsContent(of rows: ViewNode.LazyRows, for element: Value? = nil) -> Bool {
    guard case .row(let content, let shown) = kind, content.identity == rows.content.identity else { return false }
    return element.map { $0 == shown } ?? true
  }

  /// The child at structural place `key`, if any.
  func child(forKey key: [KeyComponent]) -> ViewInstance? {
    guard children.count > Self.childrenIndexedAbove else { return children.first { $0.key == key } }
    // Indexed when first asked for after the children changed (`Reconciler.reconcile` lets the
    // last index go): a unit whose body does not run again, as the one that builds 100,000 rows
    // (issue 38), never hashes its children's keys, and keeps no table of them.
    if childrenByKey.isEmpty {
      var byKey: [[KeyComponent]: ViewInstance] = [:]
      byKey.reserveCapacity(children.count)
      for child in children { byKey[child.key] = child }
      childrenByKey = byKey
    }
    return childrenByKey[key]
  }

  /// This unit and every unit below it, in tree order.
  var subtree: [ViewInstance] {
    [self] + children.flatMap(\.subtree)
  }
}

/// A row closure, once for all the rows one build of a container made: each row kept a copy of it
/// (five words, and every unit's `Kind` was as large), 100,000 rows (issue 38).
final class RowContent {
  let function: FunctionValue
  var identity: Int { function.identity }

  init(_ function: FunctionValue) { self.function = function }
}

/// The live units by id. Ids are handed out in order from 1 and no further than `--max-units`, so
/// the table is an array indexed by id, a gone unit's place nil: a look-up is an index, and each
/// unit costs one word, not a dictionary entry of two at most three-quarters full (200,000 units,
/// issue 38).
struct UnitTable {
  private var slots: [ViewInstance?] = []

  subscript(id: Int) -> ViewInstance? {
    get { slots.indices.contains(id) ? slots[id] : nil }
    set {
      guard id >= 0 else { return }
      if id >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: id - slots.count + 1))
      }
      slots[id] = newValue
    }
  }
}
