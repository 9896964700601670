import ViewGraphModel

/// Whether two body runs built the same thing: the same primitive views with the same texts,
/// modifiers and bindings, and the same custom children with the same inputs. Unlike input
/// comparison (SPEC rule 6, where a closure made anew is never equal), a closure here is the same when it
/// comes from the same place in the source: a body that rebuilds `Button("Play") { … }` has done no
/// new work for it. Used to count redundant runs (`explain --summary`).
extension ViewNode {
  /// Whether this node, and everything below it, is what `other` describes.
  package func buildsTheSameOutput(as other: ViewNode) -> Bool {
    if self === other { return true }
    guard kind == other.kind, text == other.text, branch == other.branch, explicitID == other.explicitID,
      environment == other.environment, modifiers.count == other.modifiers.count,
      children.count == other.children.count,
      label.count == other.label.count, presentations.count == other.presentations.count,
      navigationValue == other.navigationValue, comparesWithEquatable == other.comparesWithEquatable,
      Self.sameFunction(action, other.action)
    else { return false }
    switch (customView, other.customView) {
    case (nil, nil): break
    case (let a?, let b?): guard Value.structure(a).buildsTheSameOutput(as: .structure(b)) else { return false }
    default: return false
    }
    switch (binding, other.binding) {
    case (nil, nil): break
    case (let a?, let b?): guard Value.binding(a).buildsTheSameOutput(as: .binding(b)) else { return false }
    default: return false
    }
    switch (rows, other.rows) {
    case (nil, nil): break
    case (let a?, let b?):
      guard a.unitName == b.unitName, a.ids == b.ids, Self.sameFunction(a.content, b.content),
        a.elements.count == b.elements.count,
        zip(a.elements, b.elements).allSatisfy({ $0.buildsTheSameOutput(as: $1) })
      else { return false }
    default: return false
    }
    for (a, b) in zip(modifiers, other.modifiers) {
      guard a.name == b.name, Self.sameFunction(a.action, b.action) else { return false }
      switch (a.value, b.value) {
      case (nil, nil): break
      case (let x?, let y?): guard x.buildsTheSameOutput(as: y) else { return false }
      default: return false
      }
    }
    return zip(children, other.children).allSatisfy { $0.buildsTheSameOutput(as: $1) }
      && zip(label, other.label).allSatisfy { $0.buildsTheSameOutput(as: $1) }
  }

  /// Two closures are the same work when they come from the same declaration.
  static func sameFunction(_ a: FunctionValue?, _ b: FunctionValue?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.sameDeclaration(as: b)
    default: false
    }
  }
}

extension FunctionValue {
  /// Whether both are made from the same declaration (or are the same native, initializer, case or
  /// operator).
  func sameDeclaration(as other: FunctionValue) -> Bool {
    switch (body, other.body) {
    case (.declared(let a, _, _), .declared(let b, _, _)): a === b
    case (.native, .native), (.initializer, .initializer), (.enumCase, .enumCase), (.binaryOperator, .binaryOperator):
      name == other.name
    default: false
    }
  }
}
