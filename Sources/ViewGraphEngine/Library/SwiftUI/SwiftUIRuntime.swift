import ViewGraphModel

/// SwiftUI as one launch runs it: the primitive views and containers it constructs
/// (`SwiftUIRuntime+Views`), view builders (`+Builders`) and state and bindings (`+State`); its parts
/// own the modifiers (`SwiftUIModifiers`), the presentations (`SwiftUIPresentations`) and the storage
/// of controls the framework keeps per place (`ControlStorage`).
package final class SwiftUIRuntime: LibraryState {
  unowned let interpreter: Interpreter
  /// The graph that shows the views (set by the graph host when it makes the interpreter).
  @exclusivity(unchecked) package weak var host: (any ViewHost)?
  /// The modifiers applied to views.
  package private(set) lazy var modifiers = SwiftUIModifiers(self)
  /// Sheets, alerts, dialogs and pushed destinations, and the content they present.
  package private(set) lazy var presentations = SwiftUIPresentations(self)
  /// The storage of controls by the place that built them.
  private(set) lazy var controls = ControlStorage(self)

  package init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// A body starts: the places its controls are built at are counted afresh.
  package func beginBody() { controls.beginBody() }
}
