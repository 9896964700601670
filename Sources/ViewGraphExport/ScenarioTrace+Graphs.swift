import ViewGraph

extension ScenarioTrace {
  /// Every graph of the trace, in order: the launch's, then each step's.
  var graphs: [GraphSnapshot] { [launch] + steps.map(\.graph) }
}
