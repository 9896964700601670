import ViewGraph

/// One picture as DOT: the view tree on the left (views as boxes holding their `@State`, rows as
/// small boxes), the data on the right (each `@Observable` object a box of its properties, each
/// `ObservableObject` one node, each environment key a box of the places it is read), and who read what where between
/// them. Given a step's marks, it also tells that step's story: what changed, what ran and why,
/// what was compared and skipped, what appeared and disappeared.
struct GraphDrawing {
  typealias Attributes = [(String, DOTWriter.Value)]
  typealias P = GraphPalette

  let graph: GraphSnapshot
  let marks: StepMarks?
  /// The program's files, named in the dependency graph's title.
  let files: [String]
  /// Whether each source's cell is a link (`<g id="a_source Book#2.title">` in SVG), for the explorer.
  var linksSources = false
  /// Whether the picture carries its heading (`GraphExport.titled`).
  var titled = true
  /// What `--focus` left out, said in the title (issue 23): the focus and how many units it hid.
  var focusHides: (focus: String, units: Int)?
  /// Whether the tree grows downward (`rankdir=TB`): the explorer's picture of what ran, for a pane
  /// wider than it is tall. Otherwise it grows to the right, the data beside it.
  var downward = false
  /// Whether labels are drawn narrow, for the explorer's picture of what ran, which a projector's
  /// pane must show at a readable size: the red edges of causes unlabelled (each view that ran says
  /// its causes) and, to the right, "body ran:" over its causes, one to a line.
  var narrowLabels = false
  /// No text is drawn smaller than this (points); the explorer raises it so that the zoom at which
  /// its smallest text is readable draws the rest less large.
  var smallestFont = 0
  /// How many units the graph had before its quiet rows were folded: the count the title gives,
  /// the same as `explain`'s (issue 23), however few nodes stand for them.
  var unitsBeforeFolding: Int?

  let units: [String: GraphSnapshot.Unit]
  let sources: [String: GraphSnapshot.Source]
  let objects: [String: GraphSnapshot.Object]
  /// Source ids drawn as a port of a node, with that endpoint.
  private(set) var endpoints: [String: DOTWriter.Endpoint] = [:]
  /// Lines at which a unit read its own `@State` (drawn in the state's row, not as an edge).
  private(set) var ownReads: [String: [Int]] = [:]

  /// Over this many nodes, labels move off the edges so `dot` need not rank them (a 1,000-view
  /// graph then lays out in seconds, not minutes).
  static let largeGraph = 400

  init(graph: GraphSnapshot, marks: StepMarks?, files: [String]) {
    self.graph = graph
    self.marks = marks
    self.files = files
    units = Dictionary(graph.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    sources = Dictionary(graph.sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    objects = Dictionary(graph.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for source in graph.sources {
      switch source.kind {
      case "state" where units[source.owner] != nil:
        endpoints[source.id] = .init(source.owner, port: Self.port("s", source.name))
      case "property" where objects[source.owner] != nil:
        endpoints[source.id] = .init(source.owner, port: Self.port("p", source.name), side: "w")
      case "objectWillChange" where objects[source.owner] != nil:
        endpoints[source.id] = .init(source.owner, port: "objectWillChange", side: "w")
      case "environment":
        endpoints[source.id] = .init("env " + source.id)
      default:
        endpoints[source.id] = .init("source " + source.id)
      }
    }
    for read in graph.reads where sources[read.source]?.kind == "state" && sources[read.source]?.owner == read.unit {
      ownReads[read.source, default: []].append(read.line)
    }
  }

  var isLarge: Bool { graph.units.count + graph.objects.count > Self.largeGraph }

  /// The picture's heading (`GraphHeading`).
  private var heading: GraphHeading {
    GraphHeading(
      graph: graph, marks: marks, files: files, units: units, focusHides: focusHides,
      unitsBeforeFolding: unitsBeforeFolding)
  }

  /// The DOT text of the picture.
  func dot() -> String {
    DOTWriter.digraph("ViewGraph") { dot in
      dot.defaults(
        "graph",
        [
          ("rankdir", .raw(downward ? "TB" : "LR")), ("newrank", .raw("true")), ("fontname", .text(P.font)),
          ("fontsize", .raw("\(size(11))")),
          ("fontcolor", .text(P.ink)), ("nodesep", .raw("0.18")), ("ranksep", .raw(isLarge ? "0.5" : "0.45")),
          ("labelloc", .raw("t")), ("labeljust", .raw("l")), ("pad", .raw("0.25")), ("bgcolor", .text("white")),
          ("outputorder", .raw("edgesfirst")),
        ]
          + (titled ? [("label", .html(heading.label()))] : [])
          // Without the last crossing pass over clusters, the sibling order drawSiblingOrder pins holds.
          + [("remincross", .raw("false"))]
          // Large: cap the crossing and ranking searches, and keep the drawing under cairo's
          // 32,767-pixel bitmap limit (330 inches at 96 dpi), which it would otherwise scale to with a note.
          + (isLarge
            ? [
              ("searchsize", .raw("30")), ("mclimit", .raw("0.3")), ("nslimit", .raw("2")), ("size", .text("330,330")),
            ]
            : []))
      dot.defaults(
        "node",
        [
          ("fontname", .text(P.font)), ("fontsize", .raw("\(size(11))")), ("fontcolor", .text(P.ink)),
          ("shape", .raw("box")),
          ("style", .text("rounded,filled")), ("fillcolor", .text(P.viewFill)), ("color", .text(P.viewBorder)),
          ("penwidth", .raw("1.2")), ("margin", .text("0.1,0.04")), ("height", .raw("0.3")),
        ])
      dot.defaults(
        "edge",
        [
          ("fontname", .text(P.font)), ("fontsize", .raw("\(size(9))")), ("fontcolor", .text(P.muted)),
          ("color", .text(P.readEdge)), ("arrowsize", .raw("0.6")),
        ])
      dot.subgraph("cluster_views") { views in
        views.set("label", .html("<B>views</B>"))
        region(&views)
        drawUnits(&views)
        drawSiblingOrder(&views)
        drawControls(&views)
      }
      dot.subgraph("cluster_data") { data in
        data.set("label", .html("<B>data</B>"))
        region(&data)
        drawData(&data)
      }
      drawTreeEdges(&dot)
      drawAnchorEdges(&dot)
      drawReads(&dot)
      drawBindings(&dot)
    }
  }

  private func region(_ dot: inout DOTWriter) {
    dot.set("style", .text("rounded"))
    dot.set("color", .text(P.regionBorder))
    dot.set("fontcolor", .text(P.muted))
    dot.set("fontsize", .raw("12"))
    dot.set("margin", .raw("14"))
  }

  /// A font size of the picture: `points`, or the smallest allowed if larger.
  func size(_ points: Int) -> Int { max(points, smallestFont) }

  /// A port name safe for DOT: `p_title`, `s_isPlaying`.
  static func port(_ prefix: String, _ name: String) -> String {
    prefix + "_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// The attributes that make a source's cell a link the explorer can find and click, if wanted.
  func link(_ source: GraphSnapshot.Source) -> String {
    guard linksSources else { return "" }
    let id = DOTWriter.escaped(source.id)
    return " ID=\"source \(id)\" HREF=\"#select=\(id)\" TOOLTIP=\"\(id)\""
  }

  /// `Samples/05-ListRowsShareBook.swift:39:19` → `:39` (the file is in the title).
  static func line(_ number: Int) -> String { ":\(number)" }

  /// A read's place as a label: `:39` when the program is one file, `Models.swift:39` when it is
  /// several, so a reader can tell which file the line is in.
  func place(_ location: String, line number: Int) -> String {
    guard files.count > 1, let path = GraphSnapshot.fileAndLine(of: location)?.file.split(separator: "/").last else {
      return Self.line(number)
    }
    return "\(path):\(number)"
  }
}
