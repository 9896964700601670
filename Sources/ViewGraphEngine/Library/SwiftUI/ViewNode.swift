import ViewGraphModel

/// What a body builds: a primitive view (`Text`, `Button`, `VStack`, `List`, …), an `if` branch,
/// or a custom view value placed in the tree, with the modifiers applied to it.
package final class ViewNode {
  // Its stored properties are used at every view built and matched: not checked for exclusive
  // access at run time (each use is a read, an assignment or a change in place that does not come
  // back into it; issue 38).
  /// The primitive's name, `"if"` for a branch, or the custom view's type name.
  package let kind: String
  package let location: SourceLocation
  /// The custom view value this node places (its own body runs as a child unit).
  package var customView: StructValue? {
    get {
      switch content {
      case .custom(let view), .both(_, let view): view
      case .none, .text: nil
      }
    }
    set { content = Content(text: text, customView: newValue) }
  }
  /// Visible text: a `Text`'s string, a `Button`'s or `Toggle`'s title.
  var text: String? {
    get {
      switch content {
      case .text(let text), .both(let text, _): text
      case .none, .custom: nil
      }
    }
    set { content = Content(text: newValue, customView: customView) }
  }
  /// A node's custom view and its text, in one place: a custom view's node has no text and a
  /// `Text`'s no custom view, so each node keeps one of them (two nodes a row of 100,000, issue 38).
  private enum Content {
    case none
    case text(String)
    case custom(StructValue)
    indirect case both(String, StructValue)

    init(text: String?, customView: StructValue?) {
      switch (text, customView) {
      case (nil, nil): self = .none
      case (let text?, nil): self = .text(text)
      case (nil, let view?): self = .custom(view)
      case (let text?, let view?): self = .both(text, view)
      }
    }
  }
  @exclusivity(unchecked) private var content = Content.none
  // Stored privately, read through an accessor: `@exclusivity(unchecked)` holds only in the module
  // that declares a property, and the runtime reads these at every unit (docs/architecture.md, issue 38).
  /// (Beside `content`'s last byte: a node is 128 bytes, not 152.)
  /// `.equatable()` / `EquatableView`: the custom view is compared with its own `==` (rule 6).
  package var comparesWithEquatable: Bool {
    get { storedComparesWithEquatable }
    set { storedComparesWithEquatable = newValue }
  }
  @exclusivity(unchecked) private var storedComparesWithEquatable: Bool = false
  /// For `if`/`switch` in a builder: which branch was taken (nil: none) — part of identity (rule 7).
  package var branch: Int? {
    get { storedBranch == Self.noBranch ? nil : Int(storedBranch) }
    set { storedBranch = newValue.map { Int32(clamping: $0) } ?? Self.noBranch }
  }
  @exclusivity(unchecked) private var storedBranch = Int32.min
  private static let noBranch = Int32.min
  package var children: [ViewNode] {
    get { storedChildren }
    set { storedChildren = newValue }
    _modify { yield &storedChildren }
  }
  @exclusivity(unchecked) private var storedChildren: [ViewNode] = []
  /// A `Button`'s, `Toggle`'s or `Label`'s label content.
  package var label: [ViewNode] {
    get { extras?.label ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.label = newValue } }
    _modify { yield &madeExtras.label }
  }
  package var action: FunctionValue? {
    get { extras?.action }
    set { if extras != nil || newValue != nil { madeExtras.action = newValue } }
  }
  package var binding: BindingValue? {
    get { extras?.binding }
    set { if extras != nil || newValue != nil { madeExtras.binding = newValue } }
    _modify { yield &madeExtras.binding }
  }
  /// `.id(_:)`: an explicit identity (rule 7).
  package var explicitID: Value? {
    get { extras?.explicitID }
    set { if extras != nil || newValue != nil { madeExtras.explicitID = newValue } }
  }
  package var modifiers: [Modifier] {
    get { storedModifiers }
    set { storedModifiers = newValue }
    _modify { yield &storedModifiers }
  }
  @exclusivity(unchecked) private var storedModifiers: [Modifier] = []
  /// `List(data) { … }` and `ForEach`: the rows, each a unit of its own (rule 11).
  package var rows: LazyRows? {
    get { extras?.rows }
    set { if extras != nil || newValue != nil { madeExtras.rows = newValue } }
  }
  /// A lazy container (`List`, `LazyVStack`, …): how many rows share one line of the screen (a
  /// grid's columns), so that the rows it builds fill the viewport (rule 11). Nil for the others.
  package var lazyLanes: Int? {
    get { extras?.lazyLanes }
    set { if extras != nil || newValue != nil { madeExtras.lazyLanes = newValue } }
  }
  /// Environment entries this node sets for its subtree (rule 8).
  package var environment: [EnvironmentEntryKey: Value] {
    get { storedEnvironment }
    set { storedEnvironment = newValue }
    _modify { yield &storedEnvironment }
  }
  @exclusivity(unchecked) private var storedEnvironment: [EnvironmentEntryKey: Value] = [:]
  /// The modifier that set each of those entries, for explanations.
  package var environmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] {
    get { extras?.environmentOrigins ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.environmentOrigins = newValue } }
    _modify { yield &madeExtras.environmentOrigins }
  }
  /// Sheets, alerts and popovers attached to this node.
  package var presentations: [Presentation] {
    get { extras?.presentations ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.presentations = newValue } }
    _modify { yield &madeExtras.presentations }
  }
  /// `NavigationLink(value:)`: what following the link appends to the stack's path.
  package var navigationValue: Value? {
    get { extras?.navigationValue }
    set { if extras != nil || newValue != nil { madeExtras.navigationValue = newValue } }
  }
  /// A tab in a `TabView`'s tab bar: what selecting it writes to the view's selection (`binding`).
  package var selectionValue: Value? {
    get { extras?.selectionValue }
    set { if extras != nil || newValue != nil { madeExtras.selectionValue = newValue } }
  }
  /// A `Stepper`'s step, bounds and actions.
  package var stepping: Stepping? {
    get { extras?.stepping }
    set { if extras != nil || newValue != nil { madeExtras.stepping = newValue } }
  }

  /// What most nodes never have (a label, an action, a binding, rows, presentations, …), boxed on
  /// first use so that a plain `Text` or a custom view's node stays small: 100,000 rows of a
  /// child view each build two nodes (issue 38).
  private final class Extras {
    @exclusivity(unchecked) package var label: [ViewNode] = []
    @exclusivity(unchecked) package var action: FunctionValue?
    @exclusivity(unchecked) package var binding: BindingValue?
    @exclusivity(unchecked) package var explicitID: Value?
    @exclusivity(unchecked) package var rows: LazyRows?
    @exclusivity(unchecked) package var lazyLanes: Int?
    @exclusivity(unchecked) package var environmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] = [:]
    @exclusivity(unchecked) package var presentations: [Presentation] = []
    @exclusivity(unchecked) package var navigationValue: Value?
    @exclusivity(unchecked) package var selectionValue: Value?
    @exclusivity(unchecked) package var stepping: Stepping?
    @exclusivity(unchecked) package var contentSlot: ContentSlot?
  }
  @exclusivity(unchecked) private var extras: Extras?
  private var madeExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// What a `Stepper`'s `+` and `-` do: `onIncrement`/`onDecrement`, or its value (`binding`)
  /// moved by `step` within `bounds`.
  package struct Stepping {
    package var onIncrement: FunctionValue?
    package var onDecrement: FunctionValue?
    package var step: Value = .int(1)
    package var bounds: Value?

    package init(
      onIncrement: FunctionValue? = nil,
      onDecrement: FunctionValue? = nil,
      step: Value = .int(1),
      bounds: Value? = nil
    ) {
      self.onIncrement = onIncrement
      self.onDecrement = onDecrement
      self.step = step
      self.bounds = bounds
    }
  }
  /// Set on `content` in a `ViewModifier`'s `body(content:)` and a style's `configuration.label`:
  /// a placeholder (SwiftUI's `_ViewModifier_Content`) the graph fills with the view the modifier
  /// wraps, so a change to that view does not run the modifier's body (SPEC rule 6).
  package var contentSlot: ContentSlot? {
    get { extras?.contentSlot }
    set { if extras != nil || newValue != nil { madeExtras.contentSlot = newValue } }
  }
  /// The unit that runs this custom view's body, once the graph has placed it, while it is in the
  /// graph: what it shows is part of the label of a control around it (`NavigationLink {
  /// LandmarkRow(…) }`).
  /// (Kept as one word: an `any HostedUnit` is two, on every node of a launch. Held strongly, not
  /// weakly: a weak reference gave every unit a node placed a side table, 32 bytes, and made every
  /// retain of it take the slow path, 100,000 rows' views (issue 38). A node does not outlive the
  /// output that holds it, its unit's parent's, but for a view value kept elsewhere; a unit the
  /// graph removed is not given.)
  package var placedUnit: (any HostedUnit)? {
    get {
      guard let unit = placedObject as? any HostedUnit, unit.isAlive else { return nil }
      return unit
    }
    set { placedObject = newValue }
  }
  @exclusivity(unchecked) private var placedObject: AnyObject?

  /// A presentation modifier: what presents it (`isPresented:` or `item:`) and its content.
  package struct Presentation {
    package var name: String
    package var location: SourceLocation
    package var isPresented: BindingValue?
    package var item: BindingValue?
    var title: String?
    package var content: FunctionValue?
    /// `onDismiss:` of a sheet or cover: an action once the presented content is gone (rule 12).
    package var onDismiss: FunctionValue?
    var actions: FunctionValue?
    var message: FunctionValue?
    /// `alert(_:isPresented:presenting:actions:)`: the value its closures are given; while it is
    /// nil nothing is presented.
    var presenting: Value?
    /// The content, built by the body that makes the presentation: SwiftUI takes the closures of
    /// an alert, a dialog, `navigationDestination(isPresented:)` and a `NavigationLink`'s
    /// destination non-escaping, so it runs them there, presented or not (SPEC rule 1).
    var builtContent: [ViewNode]?
    /// A `NavigationLink`'s destination given as a view value.
    var destination: Value?
    /// A `NavigationLink`'s own "followed" flag: the same storage each time the body runs.
    package var flag: StateCell?
    /// `.navigationDestination(for: T.self)`: presents one destination per path element of type `T`
    /// (of any type, for `anyType`).
    package var forType: String?
    static let anyType = "Any"
    /// A `TabView`'s page: its content, shown while the selection picks it.
    package var tab: TabPage?
  }

  /// One tab of a `TabView`: the `TabView` reads its selection in its own place (SPEC rule 5), so
  /// each tab's content is shown by a unit of the framework's that reads the selection, never by
  /// the body that made the `TabView`.
  package struct TabPage {
    var selection: BindingValue
    /// Each tab's `.tag` (or `Tab`'s `value:`); without `selection:`, the selection is an index.
    var tags: [Value?]
    var byTag: Bool
    var index: Int
    package var content: ViewNode
  }

  /// An item of a `TabView`'s tab bar, holding its tab's content while that tab is selected.
  package static let tabKind = "tab"

  /// The environment entry a `NavigationStack` sets for its content: a binding to its path.
  package static let navigationPathKey = EnvironmentEntryKey.keyPath("__navigationPath")
  /// The `selection:` binding of the `List` a node is in: a `NavigationLink(value:)` there selects
  /// its value (a `NavigationSplitView` sidebar) instead of pushing it.
  package static let listSelectionKey = EnvironmentEntryKey.keyPath("__listSelection")

  package init(kind: String, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// A modifier as it was applied: its name and the stored closures it keeps.
  package struct Modifier {
    package var name: String
    package var location: SourceLocation
    package var action: FunctionValue? = nil
    package var value: Value? = nil
    package var initial = false
    /// The `PreferenceKey` type a preference modifier writes or reads (SPEC rule 12).
    package var preferenceKey: TypeDecl? = nil
  }

  /// The data, identities and row closure of a lazy container.
  package struct LazyRows {
    /// "List row", "ForEach row" or "GeometryReader content". Whenever the view that builds the
    /// container runs, the container holds a new content closure, and every kept row runs it (rule 11).
    package var unitName: String
    package var elements: [Value]
    package var ids: [Value]
    package var content: FunctionValue
    /// Rows of a collection (`List`, `ForEach`), which a lazy container builds only on screen;
    /// not a `GeometryReader`'s or a preference reader's content (rule 11).
    package var isCollection = false
    /// Whether the element is the graph's to give (a preference value, worked out after each
    /// pass, rule 12): the one the unit has is kept when the container is built again.
    package var elementFromGraph = false
  }

  /// Where a ViewModifier's value keeps the content it wraps (passed to `body(content:)`).
  package static let modifierContentField = "__content"

  /// The view a modifier unit's `content` placeholders stand for; the graph puts the new one in
  /// when the view that applies the modifier builds it again.
  package final class ContentSlot {
    package var content: ViewNode
    package init(_ content: ViewNode) { self.content = content }
  }

  /// A shallow copy: view values are values, so modifying one must not change another.
  func copy() -> ViewNode {
    let node = ViewNode(kind: kind, at: location)
    node.customView = customView
    node.text = text
    node.children = children
    node.label = label
    node.action = action
    node.binding = binding
    node.branch = branch
    node.explicitID = explicitID
    node.modifiers = modifiers
    node.rows = rows
    // A modified lazy container (`List(data) { … }.listStyle(.plain)`) stays lazy (rule 11).
    node.lazyLanes = lazyLanes
    node.environment = environment
    node.environmentOrigins = environmentOrigins
    node.presentations = presentations
    node.navigationValue = navigationValue
    node.comparesWithEquatable = comparesWithEquatable
    node.selectionValue = selectionValue
    node.stepping = stepping
    node.contentSlot = contentSlot
    return node
  }

  /// What a modifier's body built, with each `content` placeholder filled with the view it stands
  /// for: that view, with what the body applied to the placeholder (modifiers, environment entries,
  /// presentations, an `.id`) applied to it too. Nodes without a placeholder below are kept as they are.
  package func fillingContent() -> ViewNode { filledContent() ?? self }

  /// Whether a `content` placeholder is in this node or below it.
  package var containsContentPlaceholder: Bool {
    contentSlot != nil || children.contains { $0.containsContentPlaceholder }
      || label.contains { $0.containsContentPlaceholder }
  }

  private func filledContent() -> ViewNode? {
    if let slot = contentSlot {
      // The view may itself hold the placeholders of modifiers further out (`content` of one
      // modifier wrapped by another inside its body): filled too.
      let content = slot.content.fillingContent()
      let node = content.copy()
      node.modifiers = content.modifiers + modifiers
      for (key, value) in environment where node.environment[key] == nil {
        node.environment[key] = value
        node.environmentOrigins[key] = environmentOrigins[key]
      }
      node.presentations = content.presentations + presentations
      node.explicitID = explicitID ?? content.explicitID
      return node
    }
    let filledChildren = children.map { $0.filledContent() }
    let filledLabel = label.map { $0.filledContent() }
    guard filledChildren.contains(where: { $0 != nil }) || filledLabel.contains(where: { $0 != nil }) else {
      return nil
    }
    let node = copy()
    node.children = zip(children, filledChildren).map { $1 ?? $0 }
    node.label = zip(label, filledLabel).map { $1 ?? $0 }
    return node
  }

  /// A view value held as an input (`let content: Content`) compares by what it describes, as
  /// SwiftUI compares view values field by field (SPEC rule 6); a view holding a closure is taken
  /// as changed (its closures are made by the body that builds it, anew each time).
  func isEqualInput(to other: ViewNode) -> Bool {
    if self === other { return true }
    guard kind == other.kind, text == other.text, branch == other.branch, explicitID == other.explicitID,
      action == nil, other.action == nil, rows == nil, other.rows == nil, presentations.isEmpty,
      other.presentations.isEmpty,
      environment == other.environment, modifiers.count == other.modifiers.count,
      children.count == other.children.count, label.count == other.label.count
    else { return false }
    switch (customView, other.customView) {
    case (nil, nil): break
    case (let a?, let b?): guard UpdateModel.Inputs.equal(.structure(a), .structure(b)) else { return false }
    default: return false
    }
    switch (binding, other.binding) {
    case (nil, nil): break
    case (let a?, let b?): guard UpdateModel.Inputs.equal(.binding(a), .binding(b)) else { return false }
    default: return false
    }
    for (a, b) in zip(modifiers, other.modifiers) {
      guard a.name == b.name, a.action == nil, b.action == nil, a.value == b.value else { return false }
    }
    return zip(children, other.children).allSatisfy { $0.isEqualInput(to: $1) }
      && zip(label, other.label).allSatisfy { $0.isEqualInput(to: $1) }
  }

  /// The text a person would read on this control: its title, or the texts of its label.
  package var labelText: String? {
    if let text { return text }
    let texts = labelTexts
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// Each text of this control's label, one by one: a row that reads "Turtle Rock" beside an
  /// image and a star is tapped by that text.
  package var labelTexts: [String] { label.flatMap(\.allTexts) }

  /// The action of the `.onTapGesture` nearest the view (a `count: 2` one too: a scenario's tap
  /// is as many taps as it takes).
  package var tapGesture: FunctionValue? {
    modifiers.first { $0.name == "onTapGesture" && $0.action != nil }?.action
  }

  /// What a scenario calls a control by: its label, or the `title` of a control the prelude
  /// writes as a view (`ColorPicker`).
  package var controlLabel: String? {
    if let labelText { return labelText }
    if case .string(let title)? = customView?.fields["title"] { return title }
    return nil
  }

  /// Every text this node shows, with what the custom views placed inside it show.
  package var allTexts: [String] {
    (text.map { [$0] } ?? []) + label.flatMap(\.allTexts) + children.flatMap(\.allTexts)
      + (placedUnit?.output.flatMap(\.allTexts) ?? [])
  }
}
