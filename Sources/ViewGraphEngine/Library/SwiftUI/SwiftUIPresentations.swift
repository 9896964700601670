import Foundation
import ViewGraphModel

/// SwiftUI's presentations as a launch keeps them: a sheet, an alert, a dialog, a pushed destination
/// is kept with the node that applies it, and its content is built by a presentation unit while its
/// binding is set. A part of the `SwiftUIRuntime`, which owns it.
package final class SwiftUIPresentations {
  unowned let runtime: SwiftUIRuntime
  var interpreter: Interpreter { runtime.interpreter }

  init(_ runtime: SwiftUIRuntime) { self.runtime = runtime }

  /// `.sheet(isPresented:) { … }`, `.sheet(item:) { item in … }`, `.alert("t", isPresented:) { buttons }`:
  /// kept with the node; its content is built by a presentation unit while the binding is set.
  func presentation(_ name: String, _ values: [(label: String?, value: Value)], at location: SourceLocation)
    -> ViewNode.Presentation
  {
    var presentation = ViewNode.Presentation(name: name, location: location)
    for (label, value) in values {
      switch (label, value) {
      case ("isPresented", .binding(let b)): presentation.isPresented = b
      case ("item", .binding(let b)): presentation.item = b
      case (nil, .string(let title)): presentation.title = title
      case ("message", .function(let f)): presentation.message = f
      case ("onDismiss", .function(let f)): presentation.onDismiss = f
      case ("for", .metatype(let type)): presentation.forType = type.name
      case ("actions", .function(let f)): presentation.actions = f
      case ("presenting", _): presentation.presenting = value
      case (_, .function(let f)) where name == "alert" || name == "confirmationDialog":
        if presentation.actions == nil { presentation.actions = f } else { presentation.message = f }
      case (_, .function(let f)): presentation.content = f
      default: continue
      }
    }
    return presentation
  }

  /// SPEC rule 1: the content of a presentation whose closures are not `@escaping`, built now, by
  /// the body that applies it, presented or not; `presenting:` data is passed to them (nothing is
  /// built while it is nil). Nil when the closures take arguments only the presentation gives.
  func builtNow(_ presentation: ViewNode.Presentation, at location: SourceLocation) throws -> [ViewNode]? {
    let closures = [presentation.content, presentation.actions, presentation.message].compactMap { $0 }
    if let data = presentation.presenting {
      return data.isNull ? [] : try closures.flatMap { try runtime.buildContent($0, [data], at: location) }
    }
    guard closures.allSatisfy({ interpreter.arity(of: $0) == 0 }) else { return nil }
    return try closures.flatMap { try runtime.buildContent($0, at: location) }
  }

  /// The body of a presentation unit: its content while presented, nothing otherwise.
  package func presentedContent(_ presentation: ViewNode.Presentation, at location: SourceLocation) throws -> [ViewNode]
  {
    var arguments: [Value] = []
    if let type = presentation.forType, let content = presentation.content {
      // One destination per element of the nearest stack's path whose type is `type`.
      guard case .binding(let path)? = runtime.host?.current?.environment[ViewNode.navigationPathKey] else { return [] }
      return try interpreter.iterate(try runtime.readBinding(path, at: location), at: location).filter {
        type == ViewNode.Presentation.anyType || $0.typeName == type
      }
      .flatMap { element in
        try runtime.buildContent(content, [element], at: location)
      }
    }
    var itemID: Value?
    if let item = presentation.item {
      let value = try runtime.readBinding(item, at: location)
      if value.isNull { return [] }
      arguments = [value]
      itemID = try? interpreter.untracked { try interpreter.member(of: value, "id", at: location) }
    } else if let isPresented = presentation.isPresented {
      guard case .bool(true) = try runtime.readBinding(isPresented, at: location) else { return [] }
      // Apple, alert(_:isPresented:presenting:actions:): "For the alert to appear, both
      // isPresented must be true and data must not be nil."
      if presentation.presenting?.isNull == true { return [] }
    } else {
      return []
    }
    var nodes: [ViewNode] = []
    if let title = presentation.title {
      let text = ViewNode(kind: "Text", at: location)
      text.text = title
      nodes.append(text)
    }
    if let built = presentation.builtContent {
      nodes += built
    } else {
      for closure in [presentation.content, presentation.actions, presentation.message].compactMap({ $0 }) {
        nodes += try runtime.buildContent(closure, interpreter.arity(of: closure) == 1 ? arguments : [], at: location)
      }
    }
    if let destination = presentation.destination { nodes.append(try runtime.viewNode(destination, at: location)) }
    if let itemID {
      // The item's id is the presented content's identity (SPEC rule 7; Apple, sheet(item:): "If
      // item changes, the system dismisses the sheet and replaces it with a new one"): another id
      // removes the content with its state and inserts new content; the same id updates it in place.
      for node in nodes where node.explicitID == nil { node.explicitID = itemID }
    }
    return nodes
  }
}
