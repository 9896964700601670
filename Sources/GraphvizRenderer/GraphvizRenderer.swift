import CGraphviz

/// Lays out DOT and renders it in-process with Graphviz's C library (`gvLayout`, `gvRenderData`),
/// never through a `dot` subprocess. Safe to call from many threads: every call is serialised.
public struct GraphvizRenderer: Sendable {
  /// The layout engine for graphs that do not name one with `layout=`.
  public var engine: String
  /// Nodes and edges one graph may have to be laid out: `dot`'s layout grows faster than the graph
  /// (a list of 9,000 rows drawn row by row took a minute), so a larger one is refused at once.
  public var maxObjects = Self.defaultMaxObjects
  /// The default of `maxObjects`: a generated 1,000-view graph, three reads each, is about half of
  /// it; a list of 3,300 rows drawn row by row lays out in about 3 s.
  public static let defaultMaxObjects = 10_000

  /// A renderer using `engine` (`dot` by default) where the DOT names none.
  public init(engine: String = "dot") {
    self.engine = engine
  }

  /// Parses DOT without laying it out: throws Graphviz's syntax error if it does not read.
  public static func validate(dot: String) throws(GraphvizError) {
    try GraphvizContext.shared.withContext { _, messages throws(GraphvizError) in
      guard let graph = cgraphviz_read_ordered(dot) else { throw GraphvizError(stage: "parse", message: messages()) }
      agclose(graph)
    }
  }

  /// Lays out one DOT graph and renders it.
  public func render(dot: String, as format: RenderFormat) throws(GraphvizError) -> [UInt8] {
    try GraphvizContext.shared.withContext { context, messages throws(GraphvizError) in
      guard let graph = cgraphviz_read_ordered(dot) else { throw GraphvizError(stage: "parse", message: messages()) }
      defer { agclose(graph) }
      let objects = Int(agnnodes(graph)) + Int(agnedges(graph))
      guard objects <= maxObjects else { throw GraphvizError.tooLarge(objects: objects, limit: maxObjects) }
      let layout = Self.attribute("layout", of: graph) ?? engine
      // Graphviz reports some failures (a bad HTML label, an unknown attribute value) as an error
      // message and carries on with a fallback; those count as failures too.
      let laidOut = gvLayout(context, graph, layout) == 0
      defer { if laidOut { gvFreeLayout(context, graph) } }
      guard laidOut, !messages().contains("Error") else { throw GraphvizError(stage: "layout", message: messages()) }
      var data: UnsafeMutablePointer<CChar>?
      var length: UInt32 = 0
      let status = gvRenderData(context, graph, format.device, &data, &length)
      defer { if let data { gvFreeRenderData(data) } }
      guard status == 0, let data, !messages().contains("Error") else {
        throw GraphvizError(stage: "render", message: messages())
      }
      let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        Array(UnsafeBufferPointer(start: $0, count: Int(length)))
      }
      return format == .svg ? SVGTextWidths.pinned(bytes) : bytes
    }
  }

  /// A graph attribute set in the DOT, if any and not empty.
  private static func attribute(_ name: String, of graph: UnsafeMutablePointer<Agraph_t>) -> String? {
    var key = Array(name.utf8CString)
    let value = key.withUnsafeMutableBufferPointer { agget(UnsafeMutableRawPointer(graph), $0.baseAddress) }
    guard let value, value.pointee != 0 else { return nil }
    return String(cString: value)
  }

  /// Renders several graphs, one output per graph — except PDF, where they become the pages of
  /// one document, in order.
  public func render(documents: [String], as format: RenderFormat) throws(GraphvizError) -> [[UInt8]] {
    var outputs: [[UInt8]] = []
    for dot in documents { outputs.append(try render(dot: dot, as: format)) }
    guard format == .pdf, outputs.count > 1 else { return outputs }
    do {
      return [try PDFMerger.merge(outputs)]
    } catch {
      throw GraphvizError(stage: "render", message: "cannot join the PDF pages: \(error.reason)")
    }
  }
}
