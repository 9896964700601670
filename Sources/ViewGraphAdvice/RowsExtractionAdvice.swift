import SwiftSyntax
import ViewGraph

/// Finding (e) of `advise` (issue 40): a `ForEach` (or a `List` of rows) whose rows all run again
/// whenever the view that builds it runs (rule 11: the container holds a new content closure),
/// though what ran the view is nothing the rows need. Moved into a subview that takes the
/// collection's owner, the `ForEach` is built by the subview, which is compared and skipped when
/// the view runs (rule 6: the same object, or an equal value, is an equal input), so its rows do
/// not run.
enum RowsExtractionAdvice {
  /// One finding per container whose rows were run again by a rebuild, with the extraction edit
  /// (not yet measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    // file → offset → …
    var containers: [Int: [Int: (part: BodyPart, container: String, rows: Int, parents: Int)]] = [:]
    for trace in traces {
      for update in [trace.launchUpdate].compactMap({ $0 }) + trace.steps.map(\.update) {
        var counted: Set<String> = []
        for run in update.ran where run.unit.isProgramUnit {
          guard case .rebuilt(let container)? = run.causes.first, run.causes.count == 1,
            ["ForEach", "List"].contains(container),
            let part = part(building: run.unit.location, sources: sources)
          else { continue }
          let offset = part.element.positionAfterSkippingLeadingTrivia.utf8Offset
          containers[part.file, default: [:]][offset, default: (part, container, 0, 0)].rows += 1
          // The view that built it ran once in this step, however many rows it has.
          if counted.insert("\(part.file):\(offset)").inserted { containers[part.file]?[offset]?.parents += 1 }
        }
      }
    }
    let declared = sources.programFiles.map { TypeNameFinder(tree: $0.tree) }
    let typeNames = Set(declared.flatMap(\.names))
    let classNames = Set(declared.flatMap(\.classNames))
    return containers.keys.sorted().flatMap { file in
      (containers[file] ?? [:]).keys.sorted().compactMap { offset -> AdviceFinding? in
        guard let (part, container, rows, parents) = containers[file]?[offset] else { return nil }
        let collection = part.element.collectionName
        let name = collection.map { $0.prefix(1).uppercased() + $0.dropFirst() + "List" } ?? part.viewType + "Rows"
        guard
          let extraction = SubviewExtraction(part, read: [], typeNames: typeNames, classNames: classNames, named: name)
        else { return nil }
        let source = sources.files[part.file]
        var finding = AdviceFinding(
          kind: .extractRows,
          title: "move the \(container) out of '\(part.viewType)' into a subview '\(extraction.name)'",
          reason:
            "'\(part.viewType)' ran \(parents) \(parents == 1 ? "time" : "times") for what its rows do not read, and built its \(container) again each time: the rows ran \(rows) times",
          location: sources.location(of: part.element, in: part.file), views: [part.viewType, "\(container) row"],
          edits: [
            AdviceFinding.FileEdit(
              path: source.path, before: source.tree.description, after: extraction.edited(source.tree.description))
          ])
        finding.cost = rows + parents
        return finding
      }
    }
  }

  /// The element of a body that holds the container built at `location`.
  private static func part(building location: SourceLocation, sources: SourceFiles) -> BodyPart? {
    guard sources.files.indices.contains(location.file), sources.files[location.file].origin == .program,
      let token = sources.files[location.file].tree.token(at: AbsolutePosition(utf8Offset: location.offset)),
      let view = token.ancestor(StructDeclSyntax.self)
    else { return nil }
    return BodyPart(containing: token, of: view.name.text, file: location.file)
  }
}
