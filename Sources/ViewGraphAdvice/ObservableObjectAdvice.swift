import SwiftSyntax
import ViewGraph

/// Finding (a) of `advise` (issue 40): an `ObservableObject` whose `objectWillChange` runs views
/// that read none of the properties written (rule 9: every view that declares the object runs on
/// every `@Published` write, whatever it reads). Migrated to `@Observable`, only the views that
/// read a written property run (rules 1 and 2).
enum ObservableObjectAdvice {
  /// One finding per `ObservableObject` class of the program that ran such views, with its
  /// migration edit (not yet measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    var wasted: [String: [String: Int]] = [:]  // class → view → runs for its objectWillChange alone
    var written: [String: Set<String>] = [:]
    for trace in traces {
      for update in [trace.launchUpdate].compactMap({ $0 }) + trace.steps.map(\.update) {
        for run in update.ran where run.unit.isProgramUnit {
          let notices = run.causes.compactMap { cause -> (object: String, property: String?)? in
            if case .objectWillChange(let object, _, let property, _) = cause { (object, property) } else { nil }
          }
          // it ran for objectWillChange alone
          guard !notices.isEmpty, notices.count == run.causes.count else { continue }
          // A read of a property an `ObservableObject` publishes is no dependency (rule 9), so the
          // graph does not record it: which of these views read a written property, the run of
          // the migrated program tells.
          for type in Set(notices.map { className(of: $0.object) }) {
            wasted[type, default: [:]][run.unit.name, default: 0] += 1
          }
          for notice in notices {
            if let property = notice.property { written[className(of: notice.object), default: []].insert(property) }
          }
        }
      }
    }
    let files = sources.files.indices.filter { sources.files[$0].origin == .program }
    return wasted.keys.sorted().compactMap { type -> AdviceFinding? in
      guard let views = wasted[type], let place = declaration(of: type, in: files, sources: sources) else { return nil }
      let ordered = views.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      let who = ordered.map { "'\($0.key)' \($0.value) \($0.value == 1 ? "time" : "times")" }.joined(separator: ", ")
      let properties = (written[type] ?? []).sorted().map { "'\($0)'" }.joined(separator: ", ")
      var finding = AdviceFinding(
        kind: .migrateToObservable, title: "migrate '\(type)' to @Observable",
        reason:
          "views ran only because '\(type)' sent objectWillChange, whatever they read (\(properties) written): \(who)",
        location: place, views: ordered.map(\.key), edits: [])
      finding.cost = views.values.reduce(0, +)
      let programFiles = files.map { (path: sources.files[$0].path, tree: sources.files[$0].tree) }
      do throws(ObservableMigrationEdit.Refusal) {
        let edited = try ObservableMigrationEdit(className: type).edited(programFiles)
        finding.edits = programFiles.compactMap { file in
          edited[file.path].map { AdviceFinding.FileEdit(path: file.path, before: file.tree.description, after: $0) }
        }
      } catch {
        guard case .publishersUsed(let publisher) = error else { return nil }
        finding.droppedBecause =
          "the program uses its publisher '\(publisher)', which @Observable has not: migrate it by hand"
      }
      return finding
    }
  }

  /// `Store` of `Store#2`.
  private static func className(of object: String) -> String {
    String(object.prefix { $0 != "#" })
  }

  /// Where the program declares the `ObservableObject` class `name`.
  private static func declaration(of name: String, in files: [Int], sources: SourceFiles) -> SourceLocation? {
    for index in files {
      let classes = sources.files[index].tree.tokens(viewMode: .sourceAccurate).lazy
        .filter { $0.tokenKind == .keyword(.class) }.compactMap { $0.parent?.as(ClassDeclSyntax.self) }
      if let found = classes.first(where: { $0.name.text == name && $0.conformsToObservableObject }) {
        return sources.location(of: found.classKeyword, in: index)
      }
    }
    return nil
  }
}
