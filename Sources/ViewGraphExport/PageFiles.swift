import ViewGraph

/// The explorer's source pane (issue 23): the program's own files, line by line, and for each step
/// the lines to mark — the step's statement, the lines where the views that ran read what they
/// read, and the lines that wrote what made them run — each with the graph ids a click selects.
struct PageFiles {
  /// One of the program's files.
  struct File: Encodable {
    var path: String
    var lines: [String]
  }

  /// A marked line of a file.
  struct Mark: Encodable, Hashable {
    enum Kind: String, Encodable {
      /// The step's statement (the scenario's line).
      case statement
      /// A view that ran (or, after launch, any view) read something here.
      case read
      /// Something written here made a view run.
      case write
    }

    /// The index of the file in `files`.
    var file: Int
    var line: Int
    var kind: Kind
    /// What was read or written there: source ids (`Book#2.title`, `u3.isPlaying`).
    var ids: [String]
  }

  let files: [File]
  private let sources: SourceFiles
  private let index: [String: Int]

  init(_ sources: SourceFiles) {
    self.sources = sources
    files = sources.programFiles.map { file in
      File(
        path: file.path,
        lines: file.tree.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    index = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }

  /// After launch: where every view read what it read.
  func launchLines(_ graph: GraphSnapshot) -> [Mark] {
    merged(graph.reads.compactMap { mark($0.location, .read, id: $0.source) })
  }

  /// A step: its statement, where the views that ran (or were inserted) read, and where what made
  /// them run was written.
  func stepLines(_ step: ScenarioTrace.Step, marks: StepMarks) -> [Mark] {
    let ran = marks.ranOrInserted
    var all = [mark(step.location, .statement, id: nil)].compactMap { $0 }
    all += step.graph.reads.filter { ran.contains($0.unit) }.compactMap { mark($0.location, .read, id: $0.source) }
    for cause in marks.ran.values.joined() {
      switch cause {
      case .dependency(_, let sourceID, _, let writtenAt, _):
        all += [mark(writtenAt, .write, id: sourceID)].compactMap { $0 }
      case .objectWillChange(_, let objectID, let property, let writtenAt):
        all += [mark(writtenAt, .write, id: property.map { "\(objectID).\($0)" } ?? "\(objectID).objectWillChange")]
          .compactMap { $0 }
      case .input, .notEqual, .environment, .rebuilt, .preference:
        break
      }
    }
    return merged(all)
  }

  /// A mark at `file:line:column`, if the file is one of the program's.
  private func mark(_ location: String, _ kind: Mark.Kind, id: String?) -> Mark? {
    guard let place = GraphSnapshot.fileAndLine(of: location), let file = index[place.file] else { return nil }
    return Mark(file: file, line: place.line, kind: kind, ids: id.map { [$0] } ?? [])
  }

  private func mark(_ location: SourceLocation, _ kind: Mark.Kind, id: String) -> Mark? {
    guard sources.files.indices.contains(location.file), let file = index[sources.files[location.file].path] else {
      return nil
    }
    return Mark(file: file, line: location.line, kind: kind, ids: [id])
  }

  /// One mark per line and kind, with every id marked there, in file and line order.
  private func merged(_ marks: [Mark]) -> [Mark] {
    var byPlace: [Mark] = []
    var position: [String: Int] = [:]
    for mark in marks {
      let key = "\(mark.file):\(mark.line):\(mark.kind.rawValue)"
      if let at = position[key] {
        byPlace[at].ids += mark.ids.filter { !byPlace[at].ids.contains($0) }
      } else {
        position[key] = byPlace.count
        byPlace.append(mark)
      }
    }
    return byPlace.sorted { ($0.file, $0.line, $0.kind.rawValue) < ($1.file, $1.line, $1.kind.rawValue) }
  }
}
