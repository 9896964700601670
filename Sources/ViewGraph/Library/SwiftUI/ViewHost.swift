/// What SwiftUI's library asks of the graph that shows the views: the units on screen, the one
/// running, storage the framework keeps, `UserDefaults` shared with `@AppStorage`, and work to run
/// when the update has settled. The graph host is one; it registers itself with the launch's
/// `SwiftUIRuntime` when it makes its interpreter.
protocol ViewHost: AnyObject {
  /// Live units in tree order.
  var liveUnits: [ViewInstance] { get }
  /// The unit whose body is running, if any.
  var current: ViewInstance? { get }
  /// Gives a framework-owned cell (a link's flag, a stack's own path) storage of its own.
  func attachStorage(to cell: StateCell, named name: String)
  /// What `UserDefaults.standard` holds for `key`, if anything set it.
  func existingDefault(forKey key: String) -> Value?
  /// The launch's `UserDefaults.standard` value for `key`, made with `initial` the first time.
  func defaultsStorage(forKey key: String, initial: Value) -> StateStorage
  /// Keeps a `Task { … }` body for the end of the flush.
  func deferTask(_ body: FunctionValue, at location: SourceLocation)
  /// Scrolls the lazy containers on screen to `target` (rule 11).
  func scroll(to target: ScrollTarget)
}

extension Interpreter {
  /// The graph showing this launch's views (every launch's interpreter has one).
  var viewHost: ViewHost? { library(SwiftUIRuntime.self).host }
}
