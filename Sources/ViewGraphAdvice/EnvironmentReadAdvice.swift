import SwiftSyntax
import ViewGraph

/// Finding (d) of `advise` (issue 40): a view that declares an environment entry (`@Environment`,
/// `@EnvironmentObject`) runs whenever the entry's value at its place changes (rule 8), though
/// only one part of its body uses it. Moved, with that part, into a subview that declares it, the
/// entry is read lower in the tree: a new value runs the subview, not the view and its other
/// children.
enum EnvironmentReadAdvice {
  /// One finding per environment property whose new values alone ran its view and which one part
  /// of the body uses, with the edit (not yet measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    var runs: [String: [String: Int]] = [:]  // view type → entry key → runs for that entry alone
    for trace in traces {
      for update in [trace.launchUpdate].compactMap({ $0 }) + trace.steps.map(\.update) {
        let inserted = Set(update.inserted.map(\.id))
        for run in update.ran where run.unit.isProgramUnit && !inserted.contains(run.unit.id) {
          let keys = run.causes.compactMap { cause -> String? in
            if case .environment(let key, _, _) = cause { key } else { nil }
          }
          guard keys.count == run.causes.count, keys.count == 1, let key = keys.first else { continue }
          runs[run.unit.name, default: [:]][key, default: 0] += 1
        }
      }
    }
    let declared = sources.programFiles.map { TypeNameFinder(tree: $0.tree) }
    let typeNames = Set(declared.flatMap(\.names))
    let classNames = Set(declared.flatMap(\.classNames))
    var findings: [AdviceFinding] = []
    for view in runs.keys.sorted() {
      for (key, count) in (runs[view] ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let (file, property, part) = onlyUse(of: key, in: view, sources: sources),
          let extraction = SubviewExtraction(
            part, read: [property], typeNames: typeNames, classNames: classNames, moving: [property])
        else { continue }
        let source = sources.files[file]
        var finding = AdviceFinding(
          kind: .moveEnvironmentRead,
          title: "move '\(property)' and what reads it out of '\(view)' into a subview '\(extraction.name)'",
          reason:
            "'\(view)' ran \(count) \(count == 1 ? "time" : "times") for a new value of the environment's '\(key)', which only this part of its body reads",
          location: sources.location(of: part.element, in: file), views: [view],
          edits: [
            AdviceFinding.FileEdit(
              path: source.path, before: source.tree.description, after: extraction.edited(source.tree.description))
          ])
        finding.cost = count
        findings.append(finding)
      }
    }
    return findings
  }

  /// The property of `view` that declares the entry `key`, and the one part of its body that uses
  /// it; nil when the view uses it anywhere else too.
  private static func onlyUse(of key: String, in view: String, sources: SourceFiles) -> (Int, String, BodyPart)? {
    for file in sources.files.indices where sources.files[file].origin == .program {
      let tree = sources.files[file].tree
      for token in tree.tokens(viewMode: .sourceAccurate) where token.text == view {
        guard let type = token.parent?.as(StructDeclSyntax.self), type.name.id == token.id else { continue }
        let variables = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        guard let property = variables.first(where: { $0.declaresEntry(key) }), let name = property.names.first else {
          return nil
        }
        var part: BodyPart?
        for use in type.memberBlock.tokens(viewMode: .sourceAccurate) where use.text == name || use.text == "$" + name {
          guard use.parent?.is(DeclReferenceExprSyntax.self) == true,
            use.ancestor(VariableDeclSyntax.self)?.id != property.id
          else { continue }
          guard let found = BodyPart(containing: use, of: view, file: file) else { return nil }
          if let part, part.element.id != found.element.id { return nil }
          part = found
        }
        return part.map { (file, name, $0) }
      }
    }
    return nil
  }
}
