import ViewGraphModel

/// What SwiftUI's library asks of the graph that shows the views: the units on screen, the one
/// running, storage the framework keeps, `UserDefaults` shared with `@AppStorage`, and work to run
/// when the update has settled. The graph host is one; it registers itself with the launch's
/// `SwiftUIRuntime` when it makes its interpreter.
package protocol ViewHost: AnyObject {
  /// The graph's unit (its `ViewInstance`).
  associatedtype Unit: HostedUnit
  /// Live units in tree order.
  var liveUnits: [Unit] { get }
  /// The unit whose body is running, if any.
  var current: Unit? { get }
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

/// What SwiftUI's library reads of a unit the graph shows (the graph's `ViewInstance`): where its
/// view was made, what its body built, and the environment it runs in.
package protocol HostedUnit: AnyObject {
  /// The unit's number in the launch.
  var id: Int { get }
  /// Where the unit's view (or row, or App) was made.
  var location: SourceLocation { get }
  /// What the body built on its last run.
  var output: [ViewNode] { get }
  /// Whether it is in the graph: false once the graph removed it (rule 7).
  var isAlive: Bool { get }
  /// The environment the body runs in.
  var environment: [EnvironmentEntryKey: Value] { get }
  /// Whether `view` is this unit's view or the view of a unit above it: a view whose body is
  /// being built, which SwiftUI never builds inside itself.
  func isBuilding(_ view: StructValue) -> Bool
}

extension Interpreter {
  /// The graph showing this launch's views (every launch's interpreter has one).
  var viewHost: (any ViewHost)? { library(SwiftUIRuntime.self).host }
}
