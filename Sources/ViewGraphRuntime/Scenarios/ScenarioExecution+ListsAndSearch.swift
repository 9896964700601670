import ViewGraphEngine
import ViewGraphModel

extension ScenarioExecution {
  /// The nodes on screen that carry modifier `name`, each with the unit whose body applied it;
  /// with `unitType`, only those in that view's output.
  private func nodes(withModifier name: String, in unitType: String?) -> [(node: ViewNode, modifier: ViewNode.Modifier)]
  {
    var found: [(node: ViewNode, modifier: ViewNode.Modifier)] = []
    func visit(_ node: ViewNode) {
      if let modifier = node.modifiers.first(where: { $0.name == name }) { found.append((node, modifier)) }
      node.children.forEach(visit)
      node.label.forEach(visit)
    }
    for unit in host.shownUnits where unitType == nil || unit.name == unitType { unit.output.forEach(visit) }
    return found
  }

  /// `delete(row: 0)` / `delete(row: 0, in: ItemList.self)`: swipes row `row` of the one list
  /// on screen with `.onDelete`, calling its action with that offset, as SwiftUI does.
  func delete(row: Int, in unitType: String?, at location: SourceLocation) throws {
    let (list, _) = try editableList("onDelete", row: row, in: unitType, at: location)
    guard let action = list.action else { return }
    _ = try interpreter.call(action, [.array([.int(row)])], at: location)
  }

  /// `move(row: 0, to: 3)`: drags row `row` of the one list on screen with `.onMove` to
  /// `destination`, calling its action as SwiftUI does: with the row's offset and the destination
  /// offset in the list before the move (so 3, after the last of three rows, moves it to the end).
  func move(row: Int, to destination: Int, in unitType: String?, at location: SourceLocation) throws {
    let (list, count) = try editableList("onMove", row: row, in: unitType, at: location)
    guard destination >= 0, destination <= count else {
      throw ViewGraphDiagnostic.error(.noSuchDestination(destination, count: count), at: location)
    }
    guard let action = list.action else { return }
    _ = try interpreter.call(action, [.array([.int(row)]), .int(destination)], at: location)
  }

  /// The one list on screen whose rows carry `modifier` (`.onDelete`, `.onMove`), checked to have
  /// row `row`, after the updates so far have settled; with the list's row count.
  private func editableList(_ modifier: String, row: Int, in unitType: String?, at location: SourceLocation) throws -> (
    ViewNode.Modifier, Int
  ) {
    try settle()
    let lists = nodes(withModifier: modifier, in: unitType)
    guard let list = lists.first else {
      throw ViewGraphDiagnostic.error(.noEditableList(modifier, in: unitType), at: location)
    }
    guard lists.count == 1 else {
      throw ViewGraphDiagnostic.error(.severalEditableLists(modifier, lists.count), at: location)
    }
    let count = list.node.rows?.elements.count ?? list.node.children.count
    guard row >= 0, row < count else { throw ViewGraphDiagnostic.error(.noSuchRow(row, count: count), at: location) }
    return (list.modifier, count)
  }

  /// `scroll(to: 40)`, `scroll(to: .bottom)`: the lazy containers on screen scroll there, after the
  /// updates so far have settled; their rows come and go when the step settles (rule 11).
  func scroll(to target: ScrollTarget, at location: SourceLocation) throws {
    try settle()
    guard host.program.viewportRows != nil else { return }  // `--all-rows`: every row is on screen
    guard host.hasLazyContainer else {
      throw ViewGraphDiagnostic.error(
        .runtime("'scroll' found no lazy container on screen (List, LazyVStack, LazyVGrid, …)"), at: location)
    }
    host.scroll(to: target)
  }

  /// `search("text")`: types `text` into the one `.searchable(text:)` field on screen.
  func search(_ text: String, at location: SourceLocation) throws {
    try settle()
    let fields = nodes(withModifier: "searchable", in: nil)
    guard let field = fields.first else { throw ViewGraphDiagnostic.error(.noSearchField, at: location) }
    guard fields.count == 1 else { throw ViewGraphDiagnostic.error(.severalSearchFields(fields.count), at: location) }
    var arguments: [Value] = []
    switch field.modifier.value {
    case .tuple(let values)?: arguments = values
    case let value?: arguments = [value]
    case nil: break
    }
    guard
      let binding = arguments.lazy.compactMap({ value -> BindingValue? in
        if case .binding(let b) = value { b } else { nil }
      }).first
    else {
      return
    }
    try interpreter.swiftUI.writeBinding(binding, .string(text), at: location)
  }
}
