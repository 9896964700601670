import ViewGraphEngine
import ViewGraphModel

/// Reconciliation and identity (SPEC rules 6, 7 and 11): the children a body built are matched
/// with the unit's by structural key; a kept child whose inputs changed runs again, a new one is
/// made and runs, a gone one takes its state and dependencies with it.
final class Reconciler {
  /// Deeper than any real screen; a view that builds itself reaches it quickly.
  static let maxViewDepth = 250

  @exclusivity(unchecked) private var nextUnitID = 1
  /// The structural keys made of places alone that units hold, one array each (`shared(_:)`).
  @exclusivity(unchecked) private var placeKeys: Set<[ViewInstance.KeyComponent]> = []
  /// The last of them asked for: the next view is most often at the same place in its own parent
  /// (each row's `Cell`), and is then given it without hashing its key.
  @exclusivity(unchecked) private var lastPlaceKey: [ViewInstance.KeyComponent] = []
  /// Each view type's name as keys hold it, made once (`KeyComponent.type`), and the last asked
  /// for: most often the next view's too (each row's `Cell`), found without hashing the name.
  @exclusivity(unchecked) private var typeNames: [String: UpdateModel.Identity.TypeName] = [:]
  @exclusivity(unchecked) private var lastTypeName: UpdateModel.Identity.TypeName?
  /// The `dismiss` action each presentation gives its content, by unit and place, with its binding.
  @exclusivity(unchecked) private var dismissActions:
    [Int: [[ViewInstance.KeyComponent]: (binding: Value, action: Value, presentationMode: Value?)]] = [:]

  /// A child the body built: a custom view or a lazy row, at its structural place.
  private struct ChildSpec {
    var key: [ViewInstance.KeyComponent]
    var name: String
    var kind: ViewInstance.Kind
    var value: StructValue?
    var location: SourceLocation
    /// Environment entries set on the path from the body's root to this child, and by which modifier.
    var environment: [EnvironmentEntryKey: Value]
    var environmentOrigins: [EnvironmentEntryKey: EnvironmentOrigin] = [:]
    /// `.equatable()` / `EquatableView` around it (SPEC rule 6).
    var comparesWithEquatable = false
    /// The custom view's node in the body's output, told which unit it became.
    var node: ViewNode?
    /// For a row: the container whose content closure it runs (`ForEach`, `GeometryReader`).
    var container = ""
    /// A row whose element the graph gives (a preference value, rule 12): the unit's is kept.
    var keepsElement = false
  }

  /// SPEC rules 6, 7 and 11: match by structural key; compare inputs; insert and remove. A unit
  /// whose output was not `rebuilt` (its lazy containers scrolled) only inserts and removes.
  func reconcile(_ unit: ViewInstance, _ output: [ViewNode], rebuilt: Bool = true, in host: GraphHost) throws {
    host.viewport.matching(unit)
    // The specs are let go before the new children's bodies run, not held through them: 100,000
    // rows' specs were a tenth of the launch's peak memory (issue 38).
    let (newChildren, inserted) = try matchChildren(of: unit, output, rebuilt: rebuilt, host)
    // A unit's first run has no children to lose: no set of the new ones is made (100,000 rows).
    let kept = unit.children.isEmpty ? [] : Set(newChildren.map(ObjectIdentifier.init))
    let gone = unit.children.filter { !kept.contains(ObjectIdentifier($0)) }
    if case .presentation(let presentation) = unit.kind, presentation.item != nil, let old = gone.first,
      let new = inserted.first
    {
      // Apple, `sheet(item:)`: "If item changes, the system dismisses the sheet and replaces it with a new one" (rule 7).
      host.journal.events.append(
        UpdateEvent(
          .replaced, "\(presentation.name)(item:) presented item changed: \(old.name) replaced by a new \(new.name)"))
    }
    for old in gone { remove(old, host) }
    unit.children = newChildren
    for (position, child) in newChildren.enumerated() { child.indexInParent = position }
    // Indexed again by key when next matched (`ViewInstance.child(forKey:)`).
    unit.childrenByKey = [:]
    for child in inserted where child.isAlive { try host.evaluate(child) }
  }

  /// Matches the children a body built (its `output`) against the unit's: the kept ones (updated
  /// with their new inputs unless the output was not `rebuilt`) and the new ones, in order, and the
  /// new ones alone, whose bodies have not run yet.
  private func matchChildren(of unit: ViewInstance, _ output: [ViewNode], rebuilt: Bool, _ host: GraphHost) throws -> (
    children: [ViewInstance], inserted: [ViewInstance]
  ) {
    let program = host.program
    var specs: [ChildSpec] = []
    collect(output, in: unit, path: [], environment: [:], window: nil, into: &specs, host)
    var newChildren: [ViewInstance] = []
    newChildren.reserveCapacity(specs.count)
    var inserted: [ViewInstance] = []
    // A body that builds one child (a row's view, issue 38) has no key to tell apart.
    var seen: [[ViewInstance.KeyComponent]: Int] = [:]
    if specs.count > 1 { seen.reserveCapacity(specs.count) }
    for var spec in specs {
      if specs.count > 1 {
        // One look-up a child, not two: its key is hashed once (100,000 rows' keys, issue 38).
        let occurrence = Self.counted(&seen[spec.key, default: 0])
        spec.key = UpdateModel.Identity.disambiguated(spec.key, occurrence: occurrence)
      } else {
        spec.key = UpdateModel.Identity.disambiguated(spec.key, occurrence: 0)
      }
      if let old = unit.child(forKey: spec.key), old.isAlive {
        if rebuilt { try update(old, with: spec, host) }
        spec.node?.placedUnit = old
        newChildren.append(old)
      } else {
        guard unit.depth < Self.maxViewDepth else {
          let repeats = unit.ancestry.contains { $0.name == spec.name }
          throw ViewGraphDiagnostic.error(
            .viewsNestedTooDeeply(unit.name, spec.name, Self.maxViewDepth, repeats: repeats), at: spec.location)
        }
        guard nextUnitID <= program.limits.maxUnits else {
          throw ViewGraphDiagnostic.error(
            .tooManyUnits("more than \(program.limits.maxUnits)", limit: program.limits.maxUnits), at: spec.location)
        }
        let child = makeUnit(
          name: spec.name, kind: spec.kind, parent: unit, key: spec.key, value: spec.value, location: spec.location,
          in: host)
        child.localEnvironment = spec.environment
        child.localEnvironmentOrigins = spec.environmentOrigins
        child.environment = host.environments.merged(unit.environment, setting: spec.environment, host)
        spec.node?.placedUnit = child
        newChildren.append(child)
        inserted.append(child)
      }
    }
    return (newChildren, inserted)
  }

  /// A view type's name as keys hold it: one box a name.
  private func typeName(_ name: String) -> UpdateModel.Identity.TypeName {
    if let last = lastTypeName, last.name == name { return last }
    let made = typeNames[name] ?? UpdateModel.Identity.TypeName(name)
    typeNames[name] = made
    lastTypeName = made
    return made
  }

  /// The count before this one, counting it.
  private static func counted(_ count: inout Int) -> Int {
    defer { count += 1 }
    return count
  }

  /// Walks what a body built, giving every custom view and row its structural key; inside a lazy
  /// container, only the rows in its `window` (rule 11).
  private func collect(
    _ nodes: [ViewNode], in unit: ViewInstance, path: [ViewInstance.KeyComponent],
    environment: [EnvironmentEntryKey: Value],
    origins: [EnvironmentEntryKey: EnvironmentOrigin] = [:], window: RowWindow?, into specs: inout [ChildSpec],
    _ host: GraphHost
  ) {
    for (position, node) in nodes.enumerated() {
      let key = UpdateModel.Identity.key(
        under: path, position: position, explicitID: node.explicitID, branch: node.branch)
      let window = host.viewport.lazyWindow(of: node, at: key, in: unit) ?? window
      var environment = environment
      var origins = origins
      if !node.environment.isEmpty {
        environment = host.environments.merged(environment, setting: node.environment, keepingTransforms: true, host)
        origins.merge(node.environmentOrigins) { $1 }
      }
      if let view = node.customView {
        specs.append(
          ChildSpec(
            key: UpdateModel.Identity.key(key, then: .type(typeName(view.type.name))), name: view.type.name,
            kind: .view,
            value: view,
            location: node.location, environment: environment, environmentOrigins: origins,
            comparesWithEquatable: node.comparesWithEquatable, node: node))
      }
      if let rows = node.rows {
        let content = RowContent(rows.content)
        for (element, id) in zip(rows.elements, rows.ids) {
          if rows.isCollection, let window, !window.admitsRow(id) { continue }
          specs.append(
            ChildSpec(
              key: UpdateModel.Identity.key(key, then: .element(id)), name: rows.unitName,
              kind: .row(content: content, element: element),
              value: nil,
              location: node.location, environment: environment, environmentOrigins: origins, container: node.kind,
              keepsElement: rows.elementFromGraph))
        }
      }
      for (index, presentation) in node.presentations.enumerated() {
        var presented = environment
        let place = UpdateModel.Identity.key(key, then: .branch(-100 - index))
        if let dismiss = presentation.isPresented ?? presentation.item {
          // `@Environment(\.dismiss)` inside the presented content ends the presentation.
          let kept = dismissAction(
            SwiftUIViewNatives.dismiss, of: dismiss, at: place, in: unit, location: presentation.location, host)
          presented[.keyPath("dismiss")] = kept.action
          presented[.keyPath("presentationMode")] = kept.presentationMode
        } else if presentation.forType != nil, case .binding(let path)? = environment[ViewNode.navigationPathKey] {
          // In a pushed destination, `dismiss()` pops the stack's path.
          presented[.keyPath("dismiss")] =
            dismissAction(
              SwiftUIViewNatives.popPath, of: path, at: place, in: unit, location: presentation.location, host
            ).action
        }
        specs.append(
          ChildSpec(
            key: place, name: presentation.name, kind: .presentation(presentation), value: nil,
            location: presentation.location, environment: presented, environmentOrigins: origins))
      }
      // (A leaf's label and children are not walked: each walk's path is an array made.)
      if !node.label.isEmpty {
        collect(
          node.label, in: unit, path: UpdateModel.Identity.key(key, then: .branch(-1)), environment: environment,
          origins: origins, window: window,
          into: &specs, host)
      }
      if !node.children.isEmpty {
        collect(
          node.children, in: unit, path: key, environment: environment, origins: origins, window: window, into: &specs,
          host)
      }
    }
  }

  /// The `dismiss` a presentation at `place` gives its content: one action per presentation and
  /// binding, so building the presentation again does not change the environment entry (rule 8).
  /// `\.presentationMode` in presented content: a constant binding to a `PresentationMode` whose
  /// `dismiss()` is the content's `dismiss` (nil where the prelude has none).
  private func presentationMode(dismissing action: Value, at location: SourceLocation, _ host: GraphHost) -> Value? {
    let interpreter = host.interpreter
    guard let type = host.program.types["PresentationMode"],
      let mode = try? interpreter.construct(
        type,
        [
          Argument(label: "isPresented", value: Expr(.evaluated(Value.bool(true)), at: location)),
          Argument(label: "dismissAction", value: Expr(.evaluated(action), at: location)),
        ],
        Scope(size: 0, parent: nil), at: location),
      let binding = try? interpreter.swiftUI.makeBinding(.constant(mode), at: location)
    else { return nil }
    return .binding(binding)
  }

  /// The `dismiss` of presented content, and the `presentationMode` that wraps it: made once per
  /// presentation place and binding, so that a parent's run hands the content the same values.
  private func dismissAction(
    _ native: Native, of binding: BindingValue, at place: [ViewInstance.KeyComponent], in unit: ViewInstance,
    location: SourceLocation, _ host: GraphHost
  ) -> (action: Value, presentationMode: Value?) {
    if let kept = dismissActions[unit.id]?[place], kept.binding == .binding(binding) {
      return (kept.action, kept.presentationMode)
    }
    let action = Value.function(host.interpreter.makeFunction(.native(native, receiver: .binding(binding))))
    let mode = presentationMode(dismissing: action, at: location, host)
    dismissActions[unit.id, default: [:]][place] = (.binding(binding), action, mode)
    return (action, mode)
  }

  /// A matched child: new inputs replace the old; it is invalid only if they differ (SPEC rule 6).
  private func update(_ child: ViewInstance, with spec: ChildSpec, _ host: GraphHost) throws {
    child.localEnvironment = spec.environment
    child.localEnvironmentOrigins = spec.environmentOrigins
    defer { host.environments.refresh(child, host) }
    switch (child.kind, spec.kind) {
    case (.presentation, .presentation(let presentation)):
      // Its content closures are new each time, and closures never compare equal (rule 6).
      child.kind = .presentation(presentation)
      host.scheduler.invalidate(child, .input(name: "content"))
    case (.row(_, let oldElement), .row(let content, let newElement)):
      child.kind = .row(content: content, element: spec.keepsElement ? oldElement : newElement)
      // Rule 11: the body that builds the container ran, so the container holds a new content
      // closure (never equal, rule 6), and every kept row runs it, whatever its element.
      host.scheduler.invalidate(child, .rebuilt(container: spec.container))
    default:
      guard let old = child.value, var new = spec.value else { return }
      let changed = UpdateModel.Inputs.changed(from: old, to: new)
      for property in new.type.storedProperties where property.isFrameworkOwned {
        // The framework keeps its storage; a new initial value passed to `State(initialValue:)`
        // is remembered, the state keeps what it stores.
        if case .stateCell(let passed)? = new.fields[property.name], passed.isPassedIn,
          case .stateCell(let kept)? = old.fields[property.name]
        {
          kept.initialValue = passed.initialValue
        }
        new.fields[property.name] = old.fields[property.name]
      }
      // So does the context its `@Query`s fetch from, set before its body ran (not a stored property).
      new.fields[SwiftDataModels.queryContextField] = old.fields[SwiftDataModels.queryContextField]
      let interpreter = host.interpreter
      if let equality = try interpreter.equatableComparison(of: new, forced: spec.comparesWithEquatable) {
        // SPEC rule 6: an Equatable view that is not plain data, or `.equatable()`, is compared
        // with its own `==` and nothing else.
        let equal = try interpreter.untracked { try equality(.structure(new), .structure(old)) }
        child.value = new
        let by = "\(new.type.name).=="
        if equal {
          host.journal.skipped.append(child.record)
          host.journal.comparedWithEquals[child.record.graphID] = by
          try refillContent(of: child, replacing: old, host)
        } else {
          host.scheduler.invalidate(child, .notEqual(by: by))
        }
        return
      }
      child.value = new
      if changed.isEmpty {
        host.journal.skipped.append(child.record)
        try refillContent(of: child, replacing: old, host)
      } else {
        for name in changed { host.scheduler.invalidate(child, .input(name: name)) }
      }
    }
  }

  /// SPEC rule 6: the view a `ViewModifier` or a style wraps is not one of its inputs. When the
  /// view that applies the modifier builds another one, the modifier's body does not run: the new
  /// view takes the `content` placeholder's place in what that body built last, and is matched
  /// there (its custom views compare their own inputs).
  private func refillContent(of unit: ViewInstance, replacing old: StructValue, _ host: GraphHost) throws {
    // A view holding another modifier's placeholder is filled again too: what that stands for may
    // have changed.
    guard let slot = unit.contentSlot, let content = unit.value?.fields[ViewNode.modifierContentField],
      case .view(let node) = content,
      UpdateModel.Inputs.wrappedContentChanged(from: old.fields[ViewNode.modifierContentField], to: content)
        || node.containsContentPlaceholder
    else { return }
    slot.content = node
    unit.output = unit.filledOutput
    try reconcile(unit, unit.output, in: host)
    host.scheduler.scheduleLifecycleActions(unit, unit.output, in: host)
  }

  /// SPEC rule 7: a disappearing identity takes its state and dependencies with it.
  private func remove(_ unit: ViewInstance, _ host: GraphHost) {
    for gone in unit.subtree {
      gone.isAlive = false
      host.viewport.removed(gone)
      dismissActions[gone.id] = nil
      host.forgetReads(of: gone)
      host.units[gone.id] = nil
      host.scheduler.removed(gone)
      if !gone.isPresentation { host.journal.removed.append(gone.record) }
      for (_, action) in gone.lifecycle.onDisappear.sorted(by: { $0.key < $1.key }) {
        host.scheduler.queue(action, [], at: gone.location)
      }
      // SwiftUI cancels a view's `.task` when the view goes: a sleeping one wakes to cancellation.
      host.scheduler.cancelTasks(of: gone, because: "the view went away", in: host)
      host.visibility.removed(gone)
    }
  }

  /// A new unit, numbered in the order units are made, at `key` under `parent`.
  func makeUnit(
    name: String, kind: ViewInstance.Kind, parent: ViewInstance?, key: [ViewInstance.KeyComponent], value: StructValue?,
    location: SourceLocation, in host: GraphHost
  ) -> ViewInstance {
    let unit = ViewInstance(
      id: nextUnitID, name: name, kind: kind, parent: parent, key: shared(key), value: value, location: location)
    unit.isSwiftUIs = value.map { host.program.isSwiftUIs($0.type) } ?? false
    nextUnitID += 1
    host.inserted(unit)
    host.visibility.inserted(unit, under: parent)
    return unit
  }

  /// `key` as one array with every equal key made of places alone (positions, branches, types;
  /// no element or explicit id): the `Cell` in each of 100,000 rows has the same key, and each
  /// kept an array of its own (issue 38).
  private func shared(_ key: [ViewInstance.KeyComponent]) -> [ViewInstance.KeyComponent] {
    guard key.allSatisfy(\.isPlace) else { return key }
    if key == lastPlaceKey { return lastPlaceKey }
    lastPlaceKey = placeKeys.insert(key).memberAfterInsert
    return lastPlaceKey
  }

}
