import Foundation
import SwiftSyntax
import ViewGraph

/// Finding (b) of `advise` (issue 40): a body that runs again only because one part of it reads a
/// value (rule 1: a body depends on what it reads), while the rest of what it builds does not need
/// it. Moved into a subview of its own, that part's reads are the subview's: the subview runs, and
/// the body and its other children do not (rule 6: a child whose inputs are equal is compared and
/// skipped; a `@Binding`'s projection is not a read, rule 4).
enum SubviewExtractionAdvice {
  /// One finding per part of a body whose reads alone ran the body, with the extraction edit (not
  /// yet measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    var parts: [PartKey: (part: BodyPart, runs: Int, read: Set<String>)] = [:]
    for trace in traces {
      for update in [trace.launchUpdate].compactMap({ $0 }) + trace.steps.map(\.update) {
        let inserted = Set(update.inserted.map(\.id))
        for run in update.ran where run.unit.isProgramUnit && !inserted.contains(run.unit.id) {
          guard let (part, read) = part(readBy: run, sources: sources) else { continue }
          let key = PartKey(file: part.file, offset: part.element.positionAfterSkippingLeadingTrivia.utf8Offset)
          parts[key, default: (part, 0, [])].runs += 1
          parts[key]?.read.formUnion(read)
        }
      }
    }
    let declared = sources.programFiles.map { TypeNameFinder(tree: $0.tree) }
    let typeNames = Set(declared.flatMap(\.names))
    let classNames = Set(declared.flatMap(\.classNames))
    return parts.keys.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }.compactMap { key -> AdviceFinding? in
      guard let (part, runs, read) = parts[key],
        let extraction = SubviewExtraction(part, read: read.sorted(), typeNames: typeNames, classNames: classNames)
      else { return nil }
      let file = sources.files[part.file]
      let shown = part.element.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
      let short = shown.count > 40 ? String(shown.prefix(39)) + "…" : shown
      let reads = read.sorted().map { "'\($0)'" }.joined(separator: ", ")
      var finding = AdviceFinding(
        kind: .extractSubview, title: "move '\(short)' out of '\(part.viewType)' into a subview '\(extraction.name)'",
        reason:
          "'\(part.viewType)' ran \(runs) \(runs == 1 ? "time" : "times") only for what this reads (\(reads)): a subview that reads it would run instead",
        location: sources.location(of: part.element, in: part.file), views: [part.viewType],
        edits: [
          AdviceFinding.FileEdit(
            path: file.path, before: file.tree.description, after: extraction.edited(file.tree.description))
        ])
      finding.cost = runs
      return finding
    }
  }

  /// Where a part of a body is: its file and its offset there.
  private struct PartKey: Hashable {
    var file: Int
    var offset: Int
  }

  /// The one part of its body whose reads ran `run`, and the names of what it read (`count`,
  /// `books`); nil when the run had another cause, or its reads are in several parts or in none a
  /// subview can take.
  private static func part(readBy run: UnitUpdate, sources: SourceFiles) -> (BodyPart, Set<String>)? {
    var found: BodyPart?
    var read: Set<String> = []
    for cause in run.causes {
      guard case .dependency(let source, _, let readAt, _, _) = cause, sources.files.indices.contains(readAt.file),
        sources.files[readAt.file].origin == .program,
        let token = sources.files[readAt.file].tree.token(at: AbsolutePosition(utf8Offset: readAt.offset)),
        let part = BodyPart(containing: token, of: run.unit.name, file: readAt.file)
      else { return nil }
      if let found, found.element.id != part.element.id { return nil }
      found = part
      read.insert(String(source.split(separator: ".").last ?? Substring(source)))
    }
    return found.map { ($0, read) }
  }
}
