import ViewGraph

/// What to draw or write: the dependency graph after launch, or a scenario traced step by step,
/// optionally narrowed to what is connected to one view or source (`--focus`).
public struct GraphExport: Sendable {
  /// The graph after launch, or a scenario's steps.
  public enum Subject: Sendable {
    /// The dependency graph as it stands after launch.
    case graph(GraphSnapshot)
    /// A launch followed step by step: one invalidation picture per step.
    case trace(ScenarioTrace)
  }

  /// What is drawn.
  public var subject: Subject
  /// The program's files, to name the places update sets point at (`file:line:column`).
  public var sources: SourceFiles
  /// A view type, unit id, object or source to narrow every picture to.
  public var focus: GraphFocus?
  /// Whether to draw every row of a step, rather than fold the rows that took no part in it.
  public var expandRows = false
  /// Whether each step's picture shows only what the step ran and why, folding the views that took
  /// no part (`WhatRanFolding`): the explorer's picture of a step too large to read whole.
  public var onlyWhatRan = false
  /// Whether the view tree grows downward, the data below it, rather than to the right.
  public var downward = false
  /// No text of a picture is drawn smaller than this (points; 0: each text its own size). The
  /// explorer asks for 10: its zoom keeps the smallest text at 12 px, and the rest follows.
  public var smallestFont = 0
  /// Whether sources' cells are links in SVG, for the explorer to make clickable.
  public var linksSources = false
  /// Whether each picture carries its heading: what it shows, the step's summary and the legend.
  /// The explorer draws them without, and says them in its own bar.
  public var titled = true

  /// An export of `subject`, naming places from `sources`, narrowed to `focus` if given.
  public init(_ subject: Subject, sources: SourceFiles, focus: GraphFocus? = nil) {
    self.subject = subject
    self.sources = sources
    self.focus = focus
  }
}

extension GraphExport.Subject {
  /// Every graph the subject holds: the launch and each step's, in order.
  public var graphs: [GraphSnapshot] {
    switch self {
    case .graph(let graph): [graph]
    case .trace(let trace): [trace.launch] + trace.steps.map(\.graph)
    }
  }
}
