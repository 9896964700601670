import Foundation

/// SwiftUI's vocabulary: primitive views and containers, lazy `List`/`ForEach`, modifiers (as the
/// prelude declares them, `Prelude/SwiftUIModifiers`), `Binding`/`State` constructors,
/// `withAnimation`, and the words of `#scenario` blocks.
extension Interpreter {
  /// The builtin that marks a `.transformEnvironment` entry: its receiver is the closure to apply
  /// to the value above.
  static let environmentTransform = "transformEnvironment"

  // MARK: - Names

  func builtinName(_ name: String, at location: SourceLocation) throws -> Value {
    switch name {
    case "root":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      return try scenario.root(at: location)
    default:
      if let first = name.unicodeScalars.first, "+-*/%<>=!&|".unicodeScalars.contains(first) {
        return .function(makeFunction(.builtin("operator:" + name, receiver: nil)))
      }
      if name.first?.isUppercase == true {
        if let bound = genericBindings.last?[name] { return .metatype(bound) }
        return .metatype(.builtin(named: name))
      }
      guard BuiltinNames.isBuiltin(name) || BuiltinNames.scenarioOnly.contains(name) else {
        // A name the program does not declare and ViewGraph does not provide: warned about where
        // it was written, an error where it is used.
        throw fail(.cannotFind(name), at: location)
      }
      return .function(makeFunction(.builtin(name, receiver: nil)))
    }
  }

  func builtinStaticMember(_ type: String, _ name: String, at location: SourceLocation) throws -> Value {
    switch (type, name) {
    case (_, "_printChanges"):
      return .function(makeFunction(.builtin("sleep", receiver: nil)))
    case (_, "self"): return .metatype(.builtin(named: type))
    case _ where natives.staticMember(name, of: type) != nil || natives.isClosedType(type):
      return try libraryStaticMember(type, name, at: location)
    case ("Binding", "constant"), ("Animation", _), ("Font", _), ("Color", _), ("Edge", _), ("Alignment", _),
      ("HorizontalAlignment", _), ("VerticalAlignment", _):
      if name == "constant" { return .function(makeFunction(.builtin("Binding.constant", receiver: nil))) }
      return .symbol(name)
    default:
      if !BuiltinNames.isBuiltin(type) { return .opaque(OpaqueValue(description: "\(type).\(name)", origin: location)) }
      return .symbol("\(type).\(name)")
    }
  }

  /// `Int.random`, `String.init`: a static member of a type a library defines all of
  /// (`NativeRegistry.Library.closedTypes`) or registers this member of.
  private func libraryStaticMember(_ type: String, _ name: String, at location: SourceLocation) throws -> Value {
    if let native = natives.staticMember(name, of: type) { return .function(makeFunction(.native(native, receiver: nil))) }
    // `["1", "2"].compactMap(Int.init)`: the initializer named as a value is the type, called.
    if name == "init" { return .metatype(.builtin(named: type)) }
    // Any other member is an error here, never a value that fails later, far from its cause.
    throw fail(.noMember(name, on: type), at: location)
  }

  // MARK: - Calls

  /// `Name(arguments)` for a name ViewGraph provides.
  func callBuiltin(_ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> Value {
    if name.first?.isUppercase == true, !BuiltinNames.isBuiltin(name), program.types[name] == nil {
      // A framework type ViewGraph does not simulate (`AVPlayer()`, `Query(filter: #Predicate …)`):
      // opaque, and its arguments are not run.
      return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
    }
    if BuiltinNames.primitiveViews.contains(name) || BuiltinNames.containers.contains(name) || BuiltinNames.lazyContainers.contains(name) {
      return .view(try makeView(name, arguments, scope, at: location))
    }
    let values = try arguments.map { try evaluate($0.value, scope) }
    let labels = arguments.map(\.label)
    return try callBuiltinFunction(name, receiver: nil, values, labels: labels, at: location)
  }

  func callBuiltinFunction(_ name: String, receiver: Value?, _ values: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
    func argument(_ label: String?) -> Value? {
      zip(labels, values).first { $0.0 == label }?.1
    }
    if let native = natives.function(name, labels: labels) {
      return try callNative(native, receiver: receiver, values, labels: labels, at: location)
    }
    if name.hasPrefix("operator:"), values.count == 2 {
      return try binary(String(name.dropFirst("operator:".count)), values[0], values[1], at: location)
    }
    if name.hasPrefix("init:"), case .metatype(.declared(let type))? = receiver {
      // An initializer called as a function value: positional values fill the labels of the
      // initializer that takes that many, else the stored properties in order.
      let labels: [String?] = type.initializers.first { $0.parameters.count == values.count }?.parameters.map(\.label)
        ?? type.storedProperties.filter { !$0.isStatic && $0.initializer == nil }.prefix(values.count).map { Optional($0.name) }
      let arguments = zip(labels, values).map { label, value in Argument(label: label, value: Expr(.literal(value), at: location)) }
      return try construct(type, arguments, Scope(size: 0, parent: nil), at: location)
    }
    if name.hasPrefix("case:"), case .metatype(.declared(let type))? = receiver {
      let caseName = String(name.split(separator: ".").last ?? "")
      return .enumCase(EnumCaseValue(type: type, name: caseName, payload: values))
    }
    switch name {
    case "_printChanges", "sleep":
      return .void
    case "popPath":
      if case .binding(let path)? = receiver, case .array(var items) = try untracked({ try readBinding(path, at: location) }), !items.isEmpty {
        items.removeLast()
        try writeBinding(path, .array(items), at: location)
      }
      return .void
    case "dismiss":
      // `dismiss()` inside a sheet: set what presents it back to false / nil.
      if case .binding(let binding)? = receiver {
        let current = try untracked { try readBinding(binding, at: location) }
        try writeBinding(binding, current.isBoolean ? .bool(false) : .null, at: location)
      }
      return .void
    case "withAnimation":
      host.markAnimated()
      guard case .function(let body)? = values.last else { return .void }
      return try call(body, [], at: location)
    case "State", "StateObject":
      let cell = StateCell(initialValue: argument("initialValue") ?? argument("wrappedValue") ?? values.first ?? .null)
      cell.isPassedIn = name == "State"
      return .stateCell(cell)
    case "EquatableView":
      // SPEC rule 6: `EquatableView(content:)` compares its content with the content's own `==`.
      let node = try viewNode(argument("content") ?? values.first ?? .null, at: location).copy()
      node.comparesWithEquatable = true
      return .view(node)
    case "Bindable", "ObservedObject":
      return argument("wrappedValue") ?? values.first ?? .null
    case "Binding":
      if case .function(let get)? = argument("get"), case .function(let set)? = argument("set") {
        return .binding(try makeBinding(.computed(get: get, set: set), at: location))
      }
      if case .binding? = values.first { return values[0] }
      throw fail(.runtime("'Binding' needs 'get:' and 'set:' closures"), at: location)
    case "Binding.constant":
      return .binding(try makeBinding(.constant(values.first ?? .null), at: location))
    case "Date": return .symbol("Date")
    case "find", "findAll":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .metatype(let type)? = values.first else { throw fail(.runtime("'\(name)' takes a view type, as in '\(name)(BookView.self)'"), at: location) }
      return name == "find" ? try scenario.find(type.name, at: location) : try scenario.findAll(type.name, at: location)
    case "advance":
      // `advance(seconds: 5)`: the simulated clock moves on, firing what is due (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard labels == ["seconds"], let amount = values.first, case .double(let seconds) = amount.coerced(to: .double), seconds >= 0 else {
        throw fail(.runtime("'advance' takes a number of seconds of zero or more, as in 'advance(seconds: 5)'"), at: location)
      }
      try scenario.advance(seconds: seconds, at: location)
      return .void
    case "delete":
      // `delete(row: 0)`, `delete(row: 0, in: ItemList.self)`: the row's `.onDelete` runs (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .int(let row)? = argument("row") else { throw fail(.deleteNeedsRow, at: location) }
      var unitType: String?
      if case .metatype(let type)? = argument("in") { unitType = type.name }
      try scenario.delete(row: row, in: unitType, at: location)
      return .void
    case "move":
      // `move(row: 0, to: 3)`, `move(row: 0, to: 3, in: ItemList.self)`: the row's `.onMove` runs (SPEC §2).
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .int(let row)? = argument("row"), case .int(let destination)? = argument("to") else { throw fail(.moveNeedsRows, at: location) }
      var unitType: String?
      if case .metatype(let type)? = argument("in") { unitType = type.name }
      try scenario.move(row: row, to: destination, in: unitType, at: location)
      return .void
    case "stubNetwork":
      guard scenario != nil else { throw fail(.scenarioOnly(name), at: location) }
      return try callNative(ScenarioWords.stubNetwork, receiver: nil, values, labels: labels, at: location)
    case "search":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .string(let text)? = values.first else { throw fail(.searchNeedsText, at: location) }
      try scenario.search(text, at: location)
      return .void
    case "tap", "toggle", "type":
      guard let scenario else { throw fail(.scenarioOnly(name), at: location) }
      guard case .string(let label)? = values.first else { throw fail(.runtime("'\(name)' takes a label string"), at: location) }
      switch name {
      case "tap": try scenario.tap(label, at: location)
      case "toggle": try scenario.toggle(label, at: location)
      default:
        guard case .string(let title)? = argument("into") else { throw fail(.runtime("'type' takes 'into:' the text field's title"), at: location) }
        try scenario.typeText(label, into: title, at: location)
      }
      return .void
    default:
      if BuiltinNames.library.contains(name) { return .symbol("\(name)(\(values.map(describe).joined(separator: ", ")))") }
      if name.first?.isUppercase == true {
        // A framework type ViewGraph does not simulate: made, it is opaque.
        return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
      }
      throw fail(.ranNotSimulated(.notSimulatedHere("'\(name)'")), at: location)
    }
  }

  // MARK: - Views

  /// Builds a primitive view or container. Content closures of eager containers run now, inside
  /// the current unit; `List`/`ForEach` keep theirs for the rows (SPEC rule 11).
  func makeView(_ kind: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> ViewNode {
    let node = ViewNode(kind: kind, at: location)
    var closures: [(label: String?, function: FunctionValue, trailing: Bool)] = []
    var values: [(label: String?, value: Value)] = []
    for argument in arguments {
      let value = try evaluate(argument.value, scope)
      if case .function(let f) = value {
        closures.append((argument.label, f, argument.isTrailingClosure))
      } else {
        values.append((argument.label, value))
      }
    }
    func value(_ label: String?) -> Value? { values.first { $0.label == label }?.value }
    // A title is the first unlabelled value, except for lazy containers, whose first value is data.
    let title = BuiltinNames.lazyContainers.contains(kind) ? nil : values.first { $0.label == nil }.map { describe($0.value) }

    switch kind {
    case "Text":
      node.text = title ?? value("verbatim").map(describe) ?? ""
      if let shown = values.first(where: { $0.label == nil })?.value, let style = value("format") ?? value("style") {
        node.text = try TextFormatting.formattedText(shown, style, at: location, in: self)  // `Text(date, format: …)`, `Text(date, style: .time)`
      }
    case "Image":
      node.text = value("systemName").map(describe) ?? title
    case "Label":
      node.text = title
    case "Menu":
      // A menu's content and label are built with the body that makes it (rule 1).
      node.text = title
      if let content = closures.first(where: { $0.label == nil || $0.label == "content" }) {
        node.children = try buildContent(content.function, at: location)
      }
      if let label = closures.first(where: { $0.label == "label" }) {
        node.label = try buildContent(label.function, at: location)
      }
    case "NavigationLink":
      // The destination is built only once the link is followed (`tap`): a presentation whose
      // flag the link owns, like a sheet's `isPresented`; `value:` links push onto the stack's path.
      node.text = title
      node.navigationValue = values.first { $0.label == "value" }?.value
      let unlabeled = closures.filter { $0.label == nil }
      let destinationClosure = closures.first { $0.label == "destination" } ?? (title != nil || closures.contains { $0.label == "label" } ? unlabeled.first : nil)
      if let label = closures.first(where: { $0.label == "label" }) ?? (title == nil && destinationClosure == nil ? unlabeled.first : nil)
        ?? (title == nil && values.contains(where: { $0.label == "destination" }) ? unlabeled.first : nil)
      {
        node.label = try buildContent(label.function, at: location)
      }
      let destinationValue = values.first { $0.label == "destination" && $0.value.isViewValue }?.value
      if destinationClosure != nil || destinationValue != nil {
        var link = ViewNode.Presentation(name: "NavigationLink", location: location)
        let flag = persistentCell(at: location, name: "NavigationLink.isActive", initial: .bool(false))
        link.flag = flag
        link.isPresented = BindingValue(location: .state(flag))
        link.content = destinationClosure?.function
        link.destination = destinationValue
        node.presentations.append(link)
      }
    case "Button", "Link":
      node.text = title
      var unlabeled = closures.filter { $0.label == nil }
      if let action = closures.first(where: { $0.label == "action" }) {
        node.action = action.function
      } else if !unlabeled.isEmpty, kind == "Button" {
        node.action = unlabeled.removeFirst().function
      }
      if let label = closures.first(where: { $0.label == "label" }) ?? (title == nil ? unlabeled.first : nil) {
        node.label = try buildContent(label.function, at: location)
      }
    case "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker":
      node.text = title
      for (_, v) in values { if case .binding(let b) = v { node.binding = b; break } }
      if let label = closures.first(where: { $0.label == "label" || $0.label == nil }) {
        let content = try buildContent(label.function, at: location)
        if kind == "Picker" { node.children = content } else { node.label = content }
      }
    case "List", "ForEach":
      if let data = values.first(where: { $0.label == nil || $0.label == "data" })?.value,
        let content = closures.first(where: { $0.label == nil || $0.label == "content" || $0.label == "rowContent" })
      {
        let elements = try rowElements(data, at: location)
        // Each element becomes a unit: a list longer than a launch may hold stops here, at once.
        if elements.count > limits.maxUnits { throw fail(.tooManyUnits("\(elements.count)", limit: limits.maxUnits), at: location) }
        let idPath: [String]?
        if case .keyPath(let path)? = value("id") { idPath = path } else { idPath = nil }
        let ids = try elements.map { try rowIdentity($0, idPath: idPath, at: location) }
        var distinct: Set<Value> = []
        if let duplicate = ids.first(where: { !distinct.insert($0).inserted }), !reportedWarnings.contains("ids \(location)") {
          reportedWarnings.insert("ids \(location)")
          host.warn(.warning(.duplicateIDs(describe(duplicate), in: kind), at: location))
        }
        node.rows = ViewNode.LazyRows(unitName: "\(kind) row", elements: elements, ids: ids, content: content.function)
      } else if let content = closures.first {
        node.children = try buildContent(content.function, at: location)
      }
      if kind == "List", case .binding(let selection)? = value("selection") { node.environment[ViewNode.listSelectionKey] = .binding(selection) }
    default:
      if kind == "NavigationStack" {
        let path: BindingValue
        if case .binding(let given)? = values.first(where: { $0.label == "path" })?.value {
          path = given
        } else {
          path = BindingValue(location: .state(persistentCell(at: location, name: "NavigationStack.path", initial: .array([]))))
        }
        node.environment[ViewNode.navigationPathKey] = .binding(path)
      }
      let first = closures.firstIndex { $0.label == nil || $0.label == "content" }
      if let first {
        let content = closures[first]
        let proxy: [Value] = arity(of: content.function) == 1 ? [try geometryProxy(at: location)] : []
        node.children = try buildContent(content.function, proxy, at: location)
      }
      // The other columns and parts, in order: `NavigationSplitView { sidebar } content: { … }
      // detail: { … }` builds all three in the body that makes it.
      for (index, extra) in closures.enumerated() where index != first && extra.label != nil && extra.label != "action" {
        node.children += try buildContent(extra.function, at: location)
      }
      for (_, v) in values {
        if case .view(let child) = v { node.children.append(child) }
        if case .structure(let s) = v, s.type.isView { node.children.append(try viewNode(v, at: location)) }
      }
      node.text = title
      if kind == "Tab", let tag = value("value") { node.modifiers.append(ViewNode.Modifier(name: "tag", location: location, value: tag)) }
      if kind == "TabView" { node.children = try tabBar(of: node.children, selection: value("selection"), at: location) }
    }
    return node
  }

  /// What a `GeometryReader` gives its content: the prelude's fixed-size `GeometryProxy`.
  private func geometryProxy(at location: SourceLocation) throws -> Value {
    guard let type = program.types["GeometryProxy"] else { return .symbol("GeometryProxy") }
    return try construct(type, [], Scope(size: 0, parent: nil), at: location)
  }

  /// SwiftUI builds only the selected tab: the one whose `.tag` (or `Tab`'s `value:`) equals the
  /// selection, else the first. Reading the selection is a read of the body that makes the
  /// `TabView` (SPEC rule 1), so selecting another tab runs that body, which then builds it.
  /// Every tab keeps its place (its identity, rule 7) as an item of the tab bar: a control labelled
  /// by its `.tabItem`, which a scenario taps to select it. Without `selection:`, the `TabView`
  /// keeps the selected place itself, as state of the body that makes it.
  private func tabBar(of tabs: [ViewNode], selection: Value?, at location: SourceLocation) throws -> [ViewNode] {
    let binding: BindingValue
    if case .binding(let given)? = selection {
      binding = given
    } else {
      binding = BindingValue(location: .state(persistentCell(at: location, name: "TabView.selection", initial: .int(0))))
    }
    // The selection is not read here: the `TabView` reads it in its own place (SPEC rule 5).
    let tags = tabs.map { tab in tab.modifiers.last { $0.name == "tag" }?.value }
    return tabs.enumerated().map { index, tab in
      let item = ViewNode(kind: ViewNode.tabKind, at: tab.location)
      let content = tab.copy()
      item.label = content.children.filter { $0.kind == "tabItem" }.flatMap(\.children)
      content.children.removeAll { $0.kind == "tabItem" }
      if tab.kind == "Tab" { item.text = tab.text }
      item.binding = binding
      item.selectionValue = selection == nil ? .int(index) : tags[index]
      var page = ViewNode.Presentation(name: "tab", location: tab.location)
      page.tab = ViewNode.TabPage(selection: binding, tags: tags, byTag: selection != nil, index: index, content: content)
      item.presentations = [page]
      return item
    }
  }

  /// A tab's content while the selection picks it: the tab whose tag equals it (the first when
  /// none does), or, without `selection:`, the one at that index.
  private func tabContent(_ page: ViewNode.TabPage, at location: SourceLocation) throws -> [ViewNode] {
    let selected = try readBinding(page.selection, at: location)
    let selectedIndex: Int
    if page.byTag {
      selectedIndex = page.tags.firstIndex { $0 == selected } ?? 0
    } else if case .int(let index) = selected, page.tags.indices.contains(index) {
      selectedIndex = index
    } else {
      selectedIndex = 0
    }
    return selectedIndex == page.index ? [page.content] : []
  }

  /// The elements a lazy container iterates; a binding to a collection yields element bindings.
  private func rowElements(_ data: Value, at location: SourceLocation) throws -> [Value] {
    if case .binding(let binding) = data {
      let collection = try readBinding(binding, at: location)
      return try iterate(collection, at: location).indices.map { index in
        .binding(try derivedBinding(binding, .index(.int(index)), at: location))
      }
    }
    return try iterate(data, at: location)
  }

  /// Element identity (SPEC rule 11): `id:` key path, else `Identifiable.id`, else object identity.
  private func rowIdentity(_ element: Value, idPath: [String]?, at location: SourceLocation) throws -> Value {
    var subject = element
    if case .binding(let binding) = element { subject = try untracked { try readBinding(binding, at: location) } }
    if let idPath { return try untracked { try apply(.keyPath(idPath), [subject], at: location) } }
    switch subject {
    case .object(let object):
      if object.type.storedProperty("id") != nil || object.type.computedProperties["id"] != nil {
        return try untracked { try member(of: subject, "id", at: location) }
      }
      return subject
    case .structure(let s) where s.type.storedProperty("id") != nil || s.type.computedProperties["id"] != nil:
      return try untracked { try member(of: subject, "id", at: location) }
    case .enumCase(let e) where e.type?.computedProperties["id"] != nil:
      return try untracked { try member(of: subject, "id", at: location) }
    default:
      return subject
    }
  }

  // MARK: - Presentations

  /// Framework-owned storage for a control the running body builds at `location` (a link's
  /// "followed" flag, a stack's own path): the same cell, with storage, each time the body runs,
  /// so a followed link stays followed.
  private func persistentCell(at location: SourceLocation, name: String, initial: Value) -> StateCell {
    let key = placeKey(location)
    if let cell = controlCells[key] { return cell }
    let cell = StateCell(initialValue: initial)
    host.attachStorage(to: cell, named: name)
    controlCells[key] = cell
    return cell
  }

  /// The running unit, the place in the source, and how many times the body got there this run.
  private func placeKey(_ location: SourceLocation) -> String {
    let place = "\(host.current?.id ?? 0):\(location.file):\(location.offset)"
    let occurrence = placeOccurrences[place, default: 0]
    placeOccurrences[place] = occurrence + 1
    return "\(place)#\(occurrence)"
  }

  /// `.sheet(isPresented:) { … }`, `.sheet(item:) { item in … }`, `.alert("t", isPresented:) { buttons }`:
  /// kept with the node; its content is built by a presentation unit while the binding is set.
  private func presentation(_ name: String, _ values: [(label: String?, value: Value)], at location: SourceLocation) -> ViewNode.Presentation {
    var presentation = ViewNode.Presentation(name: name, location: location)
    for (label, value) in values {
      switch (label, value) {
      case ("isPresented", .binding(let b)): presentation.isPresented = b
      case ("item", .binding(let b)): presentation.item = b
      case (nil, .string(let title)): presentation.title = title
      case ("message", .function(let f)): presentation.message = f
      case ("for", .metatype(let type)): presentation.forType = type.name
      case ("actions", .function(let f)): presentation.actions = f
      case (_, .function(let f)) where name == "alert" || name == "confirmationDialog":
        if presentation.actions == nil { presentation.actions = f } else { presentation.message = f }
      case (_, .function(let f)): presentation.content = f
      default: continue
      }
    }
    return presentation
  }

  /// The body of a presentation unit: its content while presented, nothing otherwise.
  func presentedContent(_ presentation: ViewNode.Presentation, at location: SourceLocation) throws -> [ViewNode] {
    if let page = presentation.tab { return try tabContent(page, at: location) }
    var arguments: [Value] = []
    if let type = presentation.forType, let content = presentation.content {
      // One destination per element of the nearest stack's path whose type is `type`.
      guard case .binding(let path)? = host.current?.environment[ViewNode.navigationPathKey] else { return [] }
      return try iterate(try readBinding(path, at: location), at: location).filter { $0.typeName == type }.flatMap { element in
        try buildContent(content, [element], at: location)
      }
    }
    if let item = presentation.item {
      let value = try readBinding(item, at: location)
      if value.isNull { return [] }
      arguments = [value]
    } else if let isPresented = presentation.isPresented {
      guard case .bool(true) = try readBinding(isPresented, at: location) else { return [] }
    } else {
      return []
    }
    var nodes: [ViewNode] = []
    if let title = presentation.title {
      let text = ViewNode(kind: "Text", at: location)
      text.text = title
      nodes.append(text)
    }
    if let built = presentation.builtActions {
      nodes += built
    } else {
      for closure in [presentation.content, presentation.actions, presentation.message].compactMap({ $0 }) {
        nodes += try buildContent(closure, arity(of: closure) == 1 ? arguments : [], at: location)
      }
    }
    if let destination = presentation.destination { nodes.append(try viewNode(destination, at: location)) }
    return nodes
  }

  // MARK: - Modifiers

  /// Sets an entry for a node's subtree; the modifier nearest the view wins, so an outer one does
  /// not replace an entry already set (SPEC rule 8).
  private func setEnvironment(_ key: EnvironmentEntryKey, _ value: Value, on node: ViewNode, by modifier: String, at location: SourceLocation) {
    guard node.environment[key] == nil else { return }
    node.environment[key] = value
    node.environmentOrigins[key] = EnvironmentOrigin(modifier: "." + modifier, location: location)
  }

  /// `view.modifier(…)`: arguments are evaluated for what they read; closures are kept, not run
  /// (SPEC rule 1); `.id` and `.environment` shape identity and the environment (rules 7 and 8).
  func applyModifier(to base: Value, _ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> Value {
    if name == "modifier", let first = arguments.first,
      case .structure(var modifierValue) = try evaluate(first.value, scope), modifierValue.type.isViewModifier
    {
      // `.modifier(Highlight())`: a ViewModifier is a unit of its own; `content` is what it wraps.
      modifierValue.fields[ViewNode.modifierContentField] = .view(try viewNode(base, at: location))
      let node = ViewNode(kind: modifierValue.type.name, at: location)
      node.customView = modifierValue
      return .view(node)
    }
    // A modifier makes a new view value: the one it wraps may be stored elsewhere (an input).
    let target = try viewNode(base, at: location).copy()
    var modifier = ViewNode.Modifier(name: name, location: location)
    let kind = program.modifiers[name]
    if kind == .content, let content = arguments.last, content.isTrailingClosure || content.label == "content" {
      for argument in arguments.dropLast() { _ = try evaluate(argument.value, scope) }
      guard case .function(let f) = try evaluate(content.value, scope) else { return .view(target) }
      let built = try buildContent(f, at: location)
      let overlay = ViewNode(kind: name, at: location)
      overlay.children = built
      target.children.append(overlay)
      target.modifiers.append(modifier)
      return .view(target)
    }
    var values: [(label: String?, value: Value)] = []
    // The prelude's signature types an implicit member: `.imageScale(.medium)` is an `Image.Scale`.
    let declared = program.types["View"]?.methods[name]?.first { fits($0, arguments) }
    for argument in arguments {
      let expected = argument.value.needsContextType ? declared?.parameters.first { $0.label == argument.label }?.type : nil
      let value = try expected.map { try evaluate(argument.value, scope, expecting: $0) } ?? evaluate(argument.value, scope, hint: nil)
      values.append((argument.label, value))
    }
    if case .structure(var style)? = values.first?.value, style.type.isStyle, styleBody(of: style) != nil {
      // `.buttonStyle(Filled())`: a style of the program's own is a unit, like a ViewModifier;
      // the view it styles is its configuration's label (SPEC rule 6: an input).
      style.fields[ViewNode.modifierContentField] = .view(target)
      let node = ViewNode(kind: style.type.name, at: location)
      node.customView = style
      return .view(node)
    }
    if kind == .presentation {
      var kept = presentation(name, values, at: location)
      if name == "alert" || name == "confirmationDialog" {
        // `actions:` and `message:` are non-escaping: they run in this body (SPEC rule 1: their
        // reads are its reads), and the alert shows what they built.
        let closures = [kept.actions, kept.message].compactMap { $0 }
        if closures.allSatisfy({ arity(of: $0) == 0 }) {
          kept.builtActions = try closures.flatMap { try buildContent($0, at: location) }
        }
      }
      if kept.isPresented == nil, kept.item == nil, kept.forType == nil, !reportedWarnings.contains(name) {
        reportedWarnings.insert(name)
        host.warn(.warning(.notPresented(name), at: location))
      }
      target.presentations.append(kept)
      target.modifiers.append(modifier)
      return .view(target)
    }
    // `.background(Badge())`, `.overlay(V, alignment:)`, `.mask(V)`: a view argument is built here.
    let views = try values.filter { $0.value.isViewValue }.map { try viewNode($0.value, at: location) }
    if !views.isEmpty {
      let holder = ViewNode(kind: name, at: location)
      holder.children = views
      target.children.append(holder)
    }
    if case .environment(let write)? = kind, let value = write.value(for: values.first?.value) {
      setEnvironment(.keyPath(write.key), value, on: target, by: name, at: location)  // SPEC rule 8
    }
    switch name {
    case "id":
      target.explicitID = values.first?.value
    case "equatable":
      target.comparesWithEquatable = true  // SPEC rule 6: `.equatable()` is `EquatableView`
    // The modifier nearest the view wins: an outer one does not replace an entry already set.
    case "environment":
      if values.count == 2, case .keyPath(let path) = values[0].value {
        setEnvironment(.keyPath(path.joined(separator: ".")), values[1].value, on: target, by: name, at: location)
      } else if let object = values.first?.value {
        setEnvironment(.object(object.typeName), object, on: target, by: name, at: location)
      }
    case "environmentObject":
      if let object = values.first?.value {
        setEnvironment(.environmentObject(object.typeName), object, on: target, by: name, at: location)
      }
    case "transformEnvironment":
      // SPEC rule 8: kept as a transform, applied to the value above wherever the entry is read.
      if case .keyPath(let path)? = values.first?.value, case .function(let transform)? = values.last?.value {
        let marker = makeFunction(.builtin(Self.environmentTransform, receiver: .function(transform)))
        setEnvironment(.keyPath(path.joined(separator: ".")), .function(marker), on: target, by: name, at: location)
      }
    default:
      switch kind {
      case .action?:
        for (label, value) in values {
          if case .function(let f) = value { modifier.action = f }
          else if label == "of" || label == "id" || (name == "onReceive" && label == nil) { modifier.value = value }
          else if label == "initial", case .bool(let b) = value { modifier.initial = b }
        }
      case .passive?, .content?, .environment?, .presentation?:
        modifier.value = values.count == 1 ? values[0].value : .tuple(values.map(\.value))
      case nil:
        if !reportedWarnings.contains(name) {
          reportedWarnings.insert(name)
          host.warn(.warning(.unknownModifier(name), at: location))
        }
      }
    }
    target.modifiers.append(modifier)
    return .view(target)
  }
}
