import ViewGraph

/// Writes a `GraphExport` in one format: one document per picture (the dependency graph is one
/// picture; a scenario is one picture per step), or one document for everything.
public protocol GraphFormatter {
  /// The documents, in order. Deterministic: the same export gives byte-identical text.
  func documents(for export: GraphExport) -> [String]
}
