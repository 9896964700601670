/// Graphviz refused a graph: the DOT did not parse, the layout or the render failed. The message
/// is Graphviz's own, on one line.
public struct GraphvizError: Error, Sendable, CustomStringConvertible, Equatable {
  /// What failed: `parse`, `layout` or `render`.
  public var stage: String
  /// Graphviz's message, whitespace collapsed to one line.
  public var message: String

  /// An error at `stage` with Graphviz's `message`.
  public init(stage: String, message: String) {
    self.stage = stage
    self.message = message
  }

  /// `graphviz layout failed: …`, on one line.
  public var description: String {
    "graphviz \(stage) failed" + (message.isEmpty ? "" : ": \(message)")
  }
}
