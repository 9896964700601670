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

  /// Nodes and edges of a graph refused before layout, and the limit it passed; nil otherwise.
  public var tooLarge: Size?

  /// The size of a graph refused as too large to lay out.
  public struct Size: Sendable, Equatable {
    /// Its nodes and edges.
    public var objects: Int
    /// `GraphvizRenderer.maxObjects`.
    public var limit: Int
  }

  /// A graph with more nodes and edges than `limit`, refused before layout.
  public static func tooLarge(objects: Int, limit: Int) -> GraphvizError {
    var error = GraphvizError(
      stage: "layout", message: "the graph has \(objects) nodes and edges, more than the limit of \(limit)")
    error.tooLarge = Size(objects: objects, limit: limit)
    return error
  }

  /// `graphviz layout failed: …`, on one line.
  public var description: String {
    "graphviz \(stage) failed" + (message.isEmpty ? "" : ": \(message)")
  }
}
