import ViewGraphEngine
import ViewGraphModel

extension GraphHost {
  /// Runs a unit's body: a view's or App's `body`, a row closure with its element, a preview.
  func runBody(of unit: ViewInstance) throws -> [ViewNode] {
    let interpreter = self.interpreter
    interpreter.swiftUI.beginBody()
    switch unit.kind {
    case .view, .app:
      if let value = unit.value, let body = modifierBody(of: value) {
        // `content` is a placeholder the graph fills (SPEC rule 6): `evaluate` keeps this output
        // unfilled, to fill it again with the next content without running the body.
        let slot = unit.contentSlot ?? ViewNode.ContentSlot(ViewNode(kind: "EmptyView", at: body.location))
        if case .view(let content)? = value.fields[ViewNode.modifierContentField] { slot.content = content }
        unit.contentSlot = slot
        let placeholder = ViewNode(kind: "content", at: body.location)
        placeholder.contentSlot = slot
        let result = try interpreter.invoke(
          body, arguments: [.view(placeholder)], selfValue: .structure(value), captured: nil, at: body.location,
          asBuilder: true
        ).result
        return try flatten(result, at: body.location)
      }
      // A `Shape` has its `body` from the prelude's `extension Shape`.
      guard let value = unit.value,
        let getter = value.type.computedProperties["body"]?.getter
          ?? interpreter.typeIndex.protocols(of: .structure(value)).lazy.compactMap({
            $0.computedProperties["body"]?.getter
          }).first
      else {
        // A view of a package's protocol (`struct Board: ConnectedView`): the package, not here,
        // gives its body, and the builder said so where it stands.
        if let value = unit.value, let protocolName = interpreter.typeIndex.unknownConformance(of: value.type) {
          if interpreter.reportedWarnings.insert("package protocol view \(value.type.name)").inserted {
            interpreter.tracker.warn(
              .warning(
                .packageProtocolView(value.type.name, conformingTo: protocolName),
                at: interpreter.programLocation(unit.location)))
          }
          return []
        }
        throw interpreter.fail(.runtime("'\(unit.name)' has no 'body'"), at: unit.value?.type.location ?? unit.location)
      }
      let result = try interpreter.invoke(
        getter, arguments: [], selfValue: .structure(value), captured: nil, at: getter.location, asBuilder: true
      ).result
      return try flatten(result, at: getter.location)
    case .row(let content, let element):
      // A row closure may show a modifier's `content` (`GeometryReader { _ in content }` in a
      // `ViewModifier`'s body): the placeholder is filled with the view it stands for.
      return try interpreter.swiftUI.buildContent(content.function, [element], at: unit.location).map {
        $0.fillingContent()
      }
    case .preview(let decl):
      let result = try interpreter.invoke(
        decl, arguments: [], selfValue: nil, captured: nil, at: decl.location, asBuilder: true
      ).result
      return try flatten(result, at: decl.location)
    case .presentation(let presentation):
      if let page = presentation.tab {
        return try visibility.tabPage(page, of: unit, at: presentation.location, in: interpreter)
      }
      return try interpreter.library(SwiftUIRuntime.self).presentations.presentedContent(
        presentation, at: presentation.location)
    }
  }

  /// The body of a `ViewModifier` (`body(content:)`) or of a style of the program's own (the
  /// prelude's `_styledBody`, which calls its `makeBody(configuration:)`); nil for any other view.
  func modifierBody(of value: StructValue) -> FunctionDecl? {
    if value.type.isViewModifier { return value.type.methods["body"]?.first }
    if value.type.isStyle { return interpreter.typeIndex.styleBody(of: value) }
    return nil
  }

  private func flatten(_ value: Value, at location: SourceLocation) throws -> [ViewNode] {
    let node = try interpreter.library(SwiftUIRuntime.self).viewNode(value, at: location)
    if node.kind == "Group", node.customView == nil, node.modifiers.isEmpty, node.environment.isEmpty {
      return node.children
    }
    return [node]
  }
}
