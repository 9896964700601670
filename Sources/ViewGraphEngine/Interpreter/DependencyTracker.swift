import ViewGraphModel

/// Whom the engine tells what the program reads and writes as it runs (SPEC rules 1–5, 9): the
/// graph host turns the reads of a running body into dependencies and the writes into
/// invalidations. The engine knows nothing else of the graph.
package protocol DependencyTracker: AnyObject {
  /// Whether a body is running, so that reads are dependencies (actions and scenario code read
  /// nothing a view depends on).
  var isTracking: Bool { get }
  /// Runs `body` with no body tracking reads (the framework's own comparisons and bookkeeping).
  func untracked<T>(_ body: () throws -> T) rethrows -> T
  /// Runs `body` with writes that notify nobody (an initializer: nothing depends on an object being made).
  func withoutNotifying<T>(_ body: () throws -> T) rethrows -> T
  /// Whether writes notify now (they do not while an initializer runs).
  var notifiesWrites: Bool { get }
  /// A tracked read: the running body now depends on `source`.
  func recordRead(_ source: DependencySource, at location: SourceLocation)
  /// A write that changed `source`.
  func recordWrite(_ source: DependencySource, named name: String, at location: SourceLocation)
  /// A read through a binding made from a field path inside a state.
  func recordPathRead(inState storageID: Int, _ path: [BindingValue.PathComponent], at location: SourceLocation)
  /// After a state changed: readers of a path inside it are invalid if the value there changed.
  func recordPathWrites(inState storageID: Int, from old: Value, to new: Value, at location: SourceLocation)
  /// A write of the value already stored, which Observation does not notify (SPEC rule 2).
  func recordEqualWrite(_ name: String, at location: SourceLocation)
  /// A `@Published` write or `objectWillChange.send()` (SPEC rule 9).
  func recordObjectWillChange(_ object: ObjectInstance, property: String?, at location: SourceLocation)
  /// Runs `read` as the making of a binding, whose reads the running body makes (SPEC rule 5).
  func makingBinding<T>(_ binding: String, _ read: () throws -> T) rethrows -> T
  /// A warning of the running step.
  func warn(_ diagnostic: ViewGraphDiagnostic)
  /// `withAnimation { … }`: the transaction is animated.
  func markAnimated()
}
