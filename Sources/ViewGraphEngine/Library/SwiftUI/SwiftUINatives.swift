import ViewGraphModel

/// The prelude's SwiftUI natives: a `ToggleStyle`'s configuration binding, `UserDefaults`
/// shared with `@AppStorage` (SPEC rule 4: one in-memory value per key for the launch), a
/// `TimelineView`'s content, and texts joined with `+`.
enum SwiftUINatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__controlBinding", arity: 1) { call in
      // A `ToggleStyle`'s `configuration.isOn`: the binding of the first control in the styled view.
      guard case .view(let node)? = call[0], let binding = firstControlBinding(in: node) else {
        return .binding(BindingValue(location: .constant(.bool(false))))
      }
      return .binding(binding)
    },
    Native("__default", arity: 1) { call in
      // `UserDefaults.standard.object(forKey:)`: what `set` or an `@AppStorage` stored; not a read
      // a view depends on (UserDefaults is no observable source).
      guard let key = call.string(0) else { return .null }
      return call.interpreter.viewHost?.existingDefault(forKey: key) ?? .null
    },
    Native("__setDefault", arity: 2) { call in
      // `UserDefaults.standard.set(_:forKey:)`: the `@AppStorage` views of that key see it (SPEC rule 4).
      guard let key = call.string(0) else { return .void }
      let cell = StateCell(initialValue: .null)
      cell.storage = call.interpreter.viewHost?.defaultsStorage(forKey: key, initial: .null)
      call.interpreter.swiftUI.writeState(cell, call[1] ?? .null, at: call.location)
      return .void
    },
    Native("__timelineContent", arity: 2) { call in
      // A `TimelineView`'s content, called with its context in a unit of its own (rule 11), again
      // whenever the timeline runs: at each date of its schedule, and when its maker runs.
      guard case .function(let content)? = call[1] else { return .view(ViewNode(kind: "EmptyView", at: call.location)) }
      // Located where the program made the timeline, as SwiftUI's own view is (issue 23).
      var location = call.interpreter.programLocation(call.location)
      if call.interpreter.program.sources.isPrelude(location), let timeline = call.interpreter.viewHost?.current {
        location = timeline.location
      }
      let node = ViewNode(kind: "TimelineView", at: location)
      node.rows = ViewNode.LazyRows(
        unitName: UpdateModel.LazyRows.timelineContent, elements: [call[0] ?? .null], ids: [.int(0)], content: content)
      return .view(node)
    },
    Native("__concatenatedText", arity: 2) { call in
      // `Text("Ada") + Text(" Lovelace").bold()`: one `Text` that reads both parts, made where the
      // program writes `+` (the parts' styles are not kept: they change no update).
      let node = ViewNode(kind: "Text", at: call.interpreter.programLocation(call.location))
      node.text = [call[0], call[1]].map { part in
        guard case .view(let text)? = part else { return "" }
        return text.text ?? ""
      }.joined()
      return .view(node)
    },
    Native("__scrollTo", arity: 1) { call in
      // `ScrollViewProxy.scrollTo(id)`: the lazy containers with a row of that id scroll to it (rule 11).
      call.interpreter.viewHost?.scroll(to: .id(call[0] ?? .null))
      return .void
    },
  ])

  /// The binding of the first control (`Toggle`, `TextField`, …) in a view, depth first.
  private static func firstControlBinding(in node: ViewNode) -> BindingValue? {
    if let slot = node.contentSlot { return firstControlBinding(in: slot.content) }
    if let binding = node.binding { return binding }
    for child in node.children + node.label {
      if let binding = firstControlBinding(in: child) { return binding }
    }
    return nil
  }
}
