import SwiftSyntax
import ViewGraph

/// Finding (c) of `advise` (issue 40): a child view that runs again only because a closure it
/// receives was made anew by its parent's body (rule 6: closures compare by identity, and one a
/// body writes is new at each run). Made `Equatable` over its other inputs, the child is compared
/// with its own `==` and skipped when those are equal, as SwiftUI does for an `Equatable` view
/// whose value is not plain data.
enum EquatableChildAdvice {
  /// One finding per view type whose runs came from new closures alone, with the edit (not yet
  /// measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    let runs = runsForInputsAlone(in: traces)
    let classNames = Set(sources.programFiles.flatMap { TypeNameFinder(tree: $0.tree).classNames })
    return runs.keys.sorted().compactMap { view -> AdviceFinding? in
      guard let (count, changed) = runs[view], let (file, declaration) = declaration(of: view, sources: sources) else {
        return nil
      }
      let stored = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        .filter { $0.bindings.first?.accessorBlock == nil }
      let closures = Set(stored.filter { $0.writtenOrLiteralType?.contains("->") == true }.flatMap(\.names))
      // Only new closures ran it, and the view does not already compare itself.
      guard changed.isSubset(of: closures),
        declaration.inheritanceClause?.inheritedTypes.contains(where: {
          ["Equatable", "Hashable"].contains($0.type.trimmedDescription)
        }) != true
      else { return nil }
      var comparisons: [String] = []
      for variable in stored where !Set(variable.names).isSubset(of: closures) {
        let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
          .first
          .map(PropertyWrapper.init(attributeName:))
        if let wrapper {
          // Storage the framework keeps is no input (rule 6); what a wrapper hands in is compared its own way.
          guard [.state, .environment, .environmentObject, .appStorage, .focusState, .namespace].contains(wrapper)
          else { return nil }
          continue
        }
        guard let type = variable.writtenOrLiteralType else { return nil }
        for name in variable.names {
          if classNames.contains(type) {
            comparisons.append("lhs.\(name) === rhs.\(name)")
          } else if Self.equatableTypes.contains(type.trimmingOptional)
            || type.hasPrefix("[") && Self.equatableTypes.contains(String(type.dropFirst().dropLast()))
          {
            comparisons.append("lhs.\(name) == rhs.\(name)")
          } else {
            return nil  // a type whose == this cannot tell
          }
        }
      }
      // A view of closures alone would never run again: what they capture could go stale unseen.
      guard !comparisons.isEmpty else { return nil }
      let indent = declaration.memberIndentation
      let closuresChanged = closures.intersection(changed).sorted()
      let names =
        (closuresChanged.count == 1 ? "its closure " : "its closures ")
        + closuresChanged.map { "'\($0)'" }.joined(separator: ", ")
        + (closuresChanged.count == 1 ? " was" : " were")
      let compared = stored.flatMap(\.names).filter {
        !closures.contains($0) && comparisons.contains("lhs.\($0) == rhs.\($0)")
          || comparisons.contains("lhs.\($0) === rhs.\($0)")
      }
      let extensionText = [
        "", "",
        "extension \(view): Equatable {",
        indent + "/// A closure its parent makes anew at each run is no reason to run again (rule 6).",
        indent + "static func == (lhs: \(view), rhs: \(view)) -> Bool {",
        indent + indent + comparisons.joined(separator: " && "),
        indent + "}",
        "}",
      ].joined(separator: "\n")
      var edits = TextEdits()
      edits.insert(extensionText, at: declaration.endPositionBeforeTrailingTrivia.utf8Offset)
      let source = sources.files[file]
      var finding = AdviceFinding(
        kind: .equatableChild,
        title: "make '\(view)' Equatable, comparing " + compared.map { "'\($0)'" }.joined(separator: ", "),
        reason:
          "'\(view)' ran \(count) \(count == 1 ? "time" : "times") only because \(names) made anew by its parent's body",
        location: sources.location(of: declaration.name, in: file), views: [view],
        edits: [
          AdviceFinding.FileEdit(
            path: source.path, before: source.tree.description, after: edits.applied(to: source.tree.description))
        ])
      finding.cost = count
      return finding
    }
  }

  /// Per view type of the program, how many times it ran only because stored inputs changed (rule
  /// 6: no read, no environment entry, no object ran it), and the names of those inputs.
  static func runsForInputsAlone(in traces: [ScenarioTrace]) -> [String: (count: Int, inputs: Set<String>)] {
    var runs: [String: (count: Int, inputs: Set<String>)] = [:]
    for trace in traces {
      for update in [trace.launchUpdate].compactMap({ $0 }) + trace.steps.map(\.update) {
        for run in update.ran where run.unit.isProgramUnit {
          let inputs = run.causes.compactMap { cause -> String? in
            if case .input(let name) = cause { name } else { nil }
          }
          guard !inputs.isEmpty, inputs.count == run.causes.count else { continue }
          runs[run.unit.name, default: (0, [])].count += 1
          runs[run.unit.name]?.inputs.formUnion(inputs)
        }
      }
    }
    return runs
  }

  /// Standard types whose `==` compares their values.
  static let equatableTypes: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "UUID", "URL", "Character", "Int64", "Int32",
    "Decimal",
  ]

  /// The program's declaration of the struct `name` (a view type, or a value's).
  static func declaration(of name: String, sources: SourceFiles) -> (Int, StructDeclSyntax)? {
    for file in sources.files.indices where sources.files[file].origin == .program {
      for token in sources.files[file].tree.tokens(viewMode: .sourceAccurate) where token.text == name {
        if let type = token.parent?.as(StructDeclSyntax.self), type.name.id == token.id { return (file, type) }
      }
    }
    return nil
  }
}
