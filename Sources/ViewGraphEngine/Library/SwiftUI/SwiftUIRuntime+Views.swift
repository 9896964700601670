import Foundation
import ViewGraphModel

extension SwiftUIRuntime {
  // MARK: - Views

  /// A view's title as SwiftUI shows it: a string literal or a `LocalizedStringKey` is looked up in
  /// the program's English `Localizable` table (SPEC §3: the fixed locale), else shown as the key;
  /// a `String` value (`Text(name)`) is shown as it is.
  private func localizedTitle(_ value: Value, literal: String?) -> String {
    var key = literal
    if case .structure(let s) = value, s.type.name == "LocalizedStringKey", case .string(let written)? = s.fields["key"]
    {
      key = written
    }
    guard let key else { return interpreter.describe(value) }
    return interpreter.library(SimulatedWorld.self).localizedTable("Localizable")[key] ?? key
  }

  /// Builds a primitive view or container. Content closures of eager containers run now, inside
  /// the current unit; `List`/`ForEach` keep theirs for the rows (SPEC rule 11).
  func makeView(_ kind: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation) throws -> ViewNode
  {
    let node = ViewNode(kind: kind, at: location)
    var closures: [(label: String?, function: FunctionValue, trailing: Bool)] = []
    var values: [(label: String?, value: Value)] = []
    var titleKey: String?  // the title written as a string literal: a `LocalizedStringKey`
    for argument in arguments {
      let value = try interpreter.evaluate(argument.value, scope)
      if case .function(let f) = value {
        closures.append((argument.label, f, argument.isTrailingClosure))
      } else {
        if argument.label == nil, !values.contains(where: { $0.label == nil }),
          case .literal(.string(let key), _) = argument.value.kind
        {
          titleKey = key
        }
        values.append((argument.label, value))
      }
    }
    func value(_ label: String?) -> Value? { values.first { $0.label == label }?.value }
    // A title is the first unlabelled value, except for lazy containers, whose first value is data.
    let title =
      BuiltinNames.rowContainers.contains(kind)
      ? nil : values.first { $0.label == nil }.map { localizedTitle($0.value, literal: titleKey) }

    switch kind {
    case "Text":
      node.text = title ?? value("verbatim").map(interpreter.describe) ?? ""
      if let shown = values.first(where: { $0.label == nil })?.value, let style = value("format") ?? value("style") {
        // `Text(date, format: …)`, `Text(date, style: .time)`
        node.text = try TextFormatting.formattedText(shown, style, at: location, in: interpreter)
      }
    case "Image":
      node.text = value("systemName").map(interpreter.describe) ?? title
    case "Label":
      node.text = title
      if let titleContent = closures.first(where: { $0.label == "title" }) {
        // `Label(title: { Text("Add") }, icon: { … })`
        node.label = try buildContent(titleContent.function, at: location)
      }
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
      // The destination is presented once the link is followed (`tap`): a presentation whose
      // flag the link owns, like a sheet's `isPresented`; `value:` links push onto the stack's path.
      // Its closure is not `@escaping` (`init(destination: () -> Destination, label:)`): SwiftUI
      // runs it here, so the destination's views are made, and what making them reads is read, by
      // this body (SPEC rule 1); their bodies run only once it is pushed.
      node.text = title
      node.navigationValue = values.first { $0.label == "value" }?.value
      let unlabeled = closures.filter { $0.label == nil }
      let destinationClosure =
        closures.first { $0.label == "destination" }
        ?? (title != nil || closures.contains { $0.label == "label" } ? unlabeled.first : nil)
      if let label = closures.first(where: { $0.label == "label" })
        ?? (title == nil && destinationClosure == nil ? unlabeled.first : nil)
        ?? (title == nil && values.contains(where: { $0.label == "destination" }) ? unlabeled.first : nil)
      {
        node.label = try buildContent(label.function, at: location)
      }
      let destinationValue = values.first { $0.label == "destination" && $0.value.isViewValue }?.value
      if destinationClosure != nil || destinationValue != nil {
        var link = ViewNode.Presentation(name: "NavigationLink", location: location)
        let flag = controls.cell(at: location, name: "NavigationLink.isActive", initial: .bool(false))
        link.flag = flag
        link.isPresented = BindingValue(location: .state(flag))
        link.builtContent = try destinationClosure.map { try buildContent($0.function, at: location) }
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
      for (_, v) in values {
        if case .binding(let b) = v {
          node.binding = b
          break
        }
      }
      var closures = closures
      if kind == "Stepper" {
        // `Stepper("Rating") { … } onDecrement: { … }`: the unlabelled closure is `onIncrement`;
        // `Stepper { label } onIncrement: { … } onDecrement: { … }`: it is the label.
        let labelledIncrement = closures.contains { $0.label == "onIncrement" }
        let unlabelledIncrement = !labelledIncrement && closures.contains { $0.label == "onDecrement" }
        var stepping = ViewNode.Stepping(bounds: value("in"))
        stepping.step = value("step") ?? .int(1)
        stepping.onIncrement =
          closures.first { $0.label == "onIncrement" || (unlabelledIncrement && $0.label == nil) }?.function
        stepping.onDecrement = closures.first { $0.label == "onDecrement" }?.function
        node.stepping = stepping
        closures.removeAll {
          $0.label == "onIncrement" || $0.label == "onDecrement" || $0.label == "onEditingChanged"
            || (unlabelledIncrement && $0.label == nil)
        }
      }
      // `TextField("Search", text: $text) { editing in … } onCommit: { … }`: a text field's
      // unlabelled closure is `onEditingChanged`, called when editing begins, never a label.
      let trailingIsLabel = kind != "TextField" && kind != "SecureField"
      if let label = closures.first(where: { $0.label == "label" || ($0.label == nil && trailingIsLabel) }) {
        let content = try buildContent(label.function, at: location)
        if kind == "Picker" { node.children = content } else { node.label = content }
      }
    case "List", "ForEach":
      if let data = values.first(where: { $0.label == nil || $0.label == "data" })?.value,
        let content = closures.first(where: { $0.label == nil || $0.label == "content" || $0.label == "rowContent" })
      {
        let elements = try rowElements(data, at: location)
        // Each element becomes a unit: a list longer than a launch may hold stops here, at once.
        if elements.count > interpreter.limits.maxUnits {
          throw interpreter.fail(.tooManyUnits("\(elements.count)", limit: interpreter.limits.maxUnits), at: location)
        }
        let idPath: [String]?
        if case .keyPath(let path)? = value("id") { idPath = path } else { idPath = nil }
        let ids = try elements.map { try rowIdentity($0, idPath: idPath, at: location) }
        var distinct: Set<Value> = []
        distinct.reserveCapacity(ids.count)
        if let duplicate = ids.first(where: { !distinct.insert($0).inserted }),
          !interpreter.reportedWarnings.contains("ids \(location)")
        {
          interpreter.reportedWarnings.insert("ids \(location)")
          interpreter.tracker.warn(.warning(.duplicateIDs(interpreter.describe(duplicate), in: kind), at: location))
        }
        node.rows = ViewNode.LazyRows(
          unitName: "\(kind) row", elements: elements, ids: ids, content: content.function, isCollection: true)
      } else if let content = closures.first {
        node.children = try buildContent(content.function, at: location)
      }
      if kind == "List", case .binding(let selection)? = value("selection") {
        node.environment[ViewNode.listSelectionKey] = .binding(selection)
      }
    default:
      if kind == "NavigationStack" {
        let path: BindingValue
        if case .binding(let given)? = values.first(where: { $0.label == "path" })?.value {
          path = given
        } else {
          path = BindingValue(
            location: .state(controls.cell(at: location, name: "NavigationStack.path", initial: .array([]))))
        }
        node.environment[ViewNode.navigationPathKey] = .binding(path)
        if let destination = closures.first(where: { $0.label == "destination" && $0.function.takesParameters }) {
          // The Composable Architecture's `NavigationStack(path:) { root } destination: { store in
          // … }`: a destination for each element of the path, whatever its type.
          var pushed = ViewNode.Presentation(name: "navigationDestination", location: location)
          pushed.forType = ViewNode.Presentation.anyType
          pushed.content = destination.function
          node.presentations.append(pushed)
        }
      }
      let first = closures.firstIndex { $0.label == nil || $0.label == "content" }
      if let first, kind == "GeometryReader" {
        // Rule 11: the content runs in the reader's own unit, with its proxy, after this body.
        let content = closures[first]
        node.rows = ViewNode.LazyRows(
          unitName: UpdateModel.LazyRows.geometryReaderContent, elements: [try geometryProxy(at: location)],
          ids: [.int(0)],
          content: content.function)
      } else if let first, kind == "WindowGroup" || kind == "Window", closures[first].function.takesParameters {
        // `WindowGroup(id:for:) { $value in … }`: SwiftUI makes its content when a window of it
        // opens, for the value `openWindow(value:)` gives, or for none (a nil binding) when it is the
        // App's first scene at launch. So it runs in a unit of its own, which only a launched scene
        // runs: a later window's content is never made with no value (issue 36, set 9's TeaTimer).
        let value = controls.cell(at: location, name: "\(kind).value", initial: .null)
        node.rows = ViewNode.LazyRows(
          unitName: UpdateModel.LazyRows.windowContent, elements: [.binding(BindingValue(location: .state(value)))],
          ids: [.int(0)], content: closures[first].function)
      } else if let first {
        let content = closures[first]
        node.children = try buildContent(content.function, at: location)
      }
      // The other columns and parts, in order: `NavigationSplitView { sidebar } content: { … }
      // detail: { … }` builds all three in the body that makes it.
      // A part that takes a value is built for a value given to it, never with none: The Composable
      // Architecture's `NavigationStack(path:) { root } destination: { store in … }` builds its
      // destination for a pushed element of the path, and a launch pushes none (issue 36, PokedexTCA).
      for (index, extra) in closures.enumerated()
      where index != first && extra.label != nil && extra.label != "action" && !extra.function.takesParameters {
        node.children += try buildContent(extra.function, at: location)
      }
      for (_, v) in values {
        if case .view(let child) = v { node.children.append(child) }
        if case .structure(let s) = v, s.type.isView { node.children.append(try viewNode(v, at: location)) }
      }
      node.text = title
      if kind == "NavigationView", node.children.count == 1 {
        // One column (an iPhone's, a watch's): a stack, whose pushed destination covers its root
        // (rule 7), as NavigationStack's. Two or more are columns, which a link fills side by side.
        node.environment[ViewNode.navigationPathKey] = .binding(
          BindingValue(
            location: .state(controls.cell(at: location, name: "NavigationView.path", initial: .array([])))))
      }
      if kind == "Tab", let tag = value("value") {
        node.modifiers.append(ViewNode.Modifier(name: "tag", location: location, value: tag))
      }
      if kind == "TabView" {
        node.children = try tabBar(
          of: try tabsOfRows(node.children, at: location), selection: value("selection"), at: location)
      }
    }
    if UpdateModel.LazyRows.lazyContainers.contains(kind) {
      // Rule 11: it builds the rows on screen; a grid's line holds one row per column.
      if case .array(let lanes)? = value(kind == "LazyHGrid" ? "rows" : "columns") {
        node.lazyLanes = max(1, lanes.count)
      } else {
        node.lazyLanes = 1
      }
    }
    return node
  }

  /// What a `GeometryReader` gives its content: the prelude's fixed-size `GeometryProxy`.
  func geometryProxy(at location: SourceLocation) throws -> Value {
    guard let type = interpreter.program.types["GeometryProxy"] else { return .symbol("GeometryProxy") }
    return try interpreter.construct(type, [], Scope(size: 0, parent: nil), at: location)
  }

  /// A `TabView`'s children with each `ForEach` among them made into its tabs: one per element,
  /// the view its content closure makes for it (with the `.tabItem` and `.tag` it gives), so that
  /// only the selected one is built (rule 7), as a paged carousel of cards shows one (issue 36,
  /// set 9's TeaTimer). A tab with no `.tag` is tagged with its element's id.
  func tabsOfRows(_ children: [ViewNode], at location: SourceLocation) throws -> [ViewNode] {
    try children.flatMap { child -> [ViewNode] in
      guard child.kind == "ForEach", child.customView == nil, let rows = child.rows, rows.isCollection else {
        return [child]
      }
      return try zip(rows.elements, rows.ids).flatMap { element, id in
        try buildContent(rows.content, [element], at: location).map { tab in
          guard !tab.modifiers.contains(where: { $0.name == "tag" }) else { return tab }
          let tagged = tab.copy()
          tagged.modifiers.append(ViewNode.Modifier(name: "tag", location: location, value: id))
          return tagged
        }
      }
    }
  }

  /// SwiftUI builds a tab when it is first selected (the one whose `.tag`, or `Tab`'s `value:`,
  /// equals the selection, else the first) and keeps it, hidden, while another is (rule 7). Each
  /// tab's page reads the selection in its own place (SPEC rule 5), not the body that makes the
  /// `TabView`. Every tab keeps its place (its identity, rule 7) as an item of the tab bar: a control labelled
  /// by its `.tabItem`, which a scenario taps to select it. Without `selection:`, the `TabView`
  /// keeps the selected place itself, as state of the body that makes it.
  func tabBar(of tabs: [ViewNode], selection: Value?, at location: SourceLocation) throws -> [ViewNode] {
    let binding: BindingValue
    if case .binding(let given)? = selection {
      binding = given
    } else {
      binding = BindingValue(
        location: .state(controls.cell(at: location, name: "TabView.selection", initial: .int(0))))
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
      page.tab = ViewNode.TabPage(
        selection: binding, tags: tags, byTag: selection != nil, index: index, content: content)
      item.presentations = [page]
      return item
    }
  }

  /// Whether the selection picks a tab: the tab whose tag equals it (the first when none does),
  /// or, without `selection:`, the one at that index. Reading it is the tab page's read.
  package func isSelected(_ page: ViewNode.TabPage, at location: SourceLocation) throws -> Bool {
    let selected = try readBinding(page.selection, at: location)
    let selectedIndex: Int
    if page.byTag {
      selectedIndex = page.tags.firstIndex { $0 == selected } ?? 0
    } else if case .int(let index) = selected, page.tags.indices.contains(index) {
      selectedIndex = index
    } else {
      selectedIndex = 0
    }
    return selectedIndex == page.index
  }

  /// The elements a lazy container iterates; a binding to a collection yields element bindings.
  func rowElements(_ data: Value, at location: SourceLocation) throws -> [Value] {
    if case .binding(let binding) = data {
      let collection = try readBinding(binding, at: location)
      return try interpreter.iterate(collection, at: location).indices.map { index in
        .binding(try derivedBinding(binding, .index(.int(index)), at: location))
      }
    }
    return try interpreter.iterate(data, at: location)
  }

  /// The closure literal a view of a package ViewGraph does not know takes its content in: the one
  /// labelled `content:`, else `label:` (a button-like view's first closure is its action), else
  /// its first trailing closure — but for a view named as a button (`GoogleSignInButton(scheme:
  /// style:) { … }`), whose trailing closure is its action, as SwiftUI's `Button("Go") { … }`'s is
  /// (issue 36, set 9's ThreadsClone). Nil when it has none.
  static func contentClosure(of arguments: [Argument], in name: String) -> Argument? {
    let closures = arguments.filter(\.value.isClosure)
    if let labelled = closures.first(where: { $0.label == "content" }) ?? closures.first(where: { $0.label == "label" })
    {
      return labelled
    }
    guard !name.hasSuffix("Button") else { return nil }
    return closures.first { $0.label == nil && $0.isTrailingClosure }
  }

  /// Element identity (rule 11), read untracked: the row's element is its input, not a read.
  func rowIdentity(_ element: Value, idPath: [String]?, at location: SourceLocation) throws -> Value {
    var subject = element
    if case .binding(let binding) = element {
      subject = try interpreter.untracked { try readBinding(binding, at: location) }
    }
    return try UpdateModel.LazyRows.identity(of: subject, idPath: idPath) { value, path in
      try self.interpreter.untracked { try self.interpreter.apply(.keyPath(path), [value], at: location) }
    }
  }

}
