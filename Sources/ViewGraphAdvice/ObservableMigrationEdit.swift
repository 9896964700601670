import Foundation
import SwiftSyntax
import ViewGraph

/// The edit of finding (a) of `advise` (issue 40): one `ObservableObject` class migrated to
/// `@Observable` in the user's text, as Apple's guide ("Migrating from the Observable Object
/// protocol to the Observable macro") does it by hand — the same migration `compare
/// --as-observable` makes on the lowered model (`ProgramModel.migrateToObservable`), written out:
///
/// - the class: `@Observable` before it, `ObservableObject` out of its inheritance, `@Published`
///   off its properties;
/// - a property holding the class: `@StateObject` → `@State` (`_model = StateObject(wrappedValue:)`
///   → `State(wrappedValue:)`), `@ObservedObject` → a plain property (`@Bindable` where the view
///   makes bindings from it, `$model.name`), `@EnvironmentObject` → `@Environment(Type.self)`;
/// - `.environmentObject(model)` → `.environment(model)` for an object of the class.
///
/// A class whose publishers the program uses (`objectWillChange`, `$name`) is not migrated by this
/// edit: the guide has the developer replace them by hand.
struct ObservableMigrationEdit {
  /// The class migrated.
  let className: String

  /// Why the class cannot be migrated by a mechanical edit, as people read it.
  enum Refusal: Error, Equatable {
    case notFound
    case publishersUsed(String)
  }

  /// The edited text of every file the migration changes, by path.
  func edited(_ files: [(path: String, tree: SourceFileSyntax)]) throws(Refusal) -> [String: String] {
    guard let declaration = files.lazy.compactMap({ self.classDeclaration(in: $0.tree) }).first else {
      throw Refusal.notFound
    }
    if declaration.memberBlock.description.contains("objectWillChange") {
      throw Refusal.publishersUsed("objectWillChange")
    }
    let published = Set(
      declaration.memberBlock.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(VariableDeclSyntax.self) }
        .filter { $0.has("Published") }.flatMap(\.names))
    for file in files {
      if let token = file.tree.tokens(viewMode: .sourceAccurate).first(where: {
        $0.text.hasPrefix("$") && published.contains(String($0.text.dropFirst()))
      }) {
        throw Refusal.publishersUsed(token.text)
      }
    }
    // A name held by objects of the class alone, anywhere in the program.
    let declared = files.flatMap { HolderFinder(tree: $0.tree).declared }
    let holders = Set(declared.filter { $0.type == className }.map(\.name))
      .subtracting(declared.filter { $0.type != className }.map(\.name))
    var result: [String: String] = [:]
    for file in files {
      let writer = MigrationWriter(
        className: className, holders: holders, onlyObservableObject: observableObjectCount(files) == 1)
      writer.walk(file.tree)
      if !writer.edits.isEmpty { result[file.path] = writer.edits.applied(to: file.tree.description) }
    }
    return result
  }

  /// The class declaration named `className` that conforms to `ObservableObject`, if `tree` has it.
  private func classDeclaration(in tree: SourceFileSyntax) -> ClassDeclSyntax? {
    final class Finder: SyntaxVisitor {
      let name: String
      var found: ClassDeclSyntax?
      init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, node.conformsToObservableObject { found = node }
        return found == nil ? .visitChildren : .skipChildren
      }
    }
    let finder = Finder(className)
    finder.walk(tree)
    return finder.found
  }

  private func observableObjectCount(_ files: [(path: String, tree: SourceFileSyntax)]) -> Int {
    final class Counter: SyntaxVisitor {
      var count = 0
      init() { super.init(viewMode: .sourceAccurate) }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.conformsToObservableObject { count += 1 }
        return .visitChildren
      }
    }
    let counter = Counter()
    for file in files { counter.walk(file.tree) }
    return counter.count
  }
}

/// The properties and variables a file declares, with the type each holds: its written type
/// (`Store`, `Store?`) or the call that makes it (`= Store()`).
private final class HolderFinder: SyntaxVisitor {
  var declared: [(name: String, type: String?)] = []

  init(tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    declared += node.names.map { ($0, node.heldTypeName) }
    return .visitChildren
  }
}

/// Walks one file and collects the migration's replacements.
private final class MigrationWriter: SyntaxVisitor {
  let className: String
  let holders: Set<String>
  /// Whether the class is the program's only `ObservableObject`: then every `.environmentObject`
  /// hands one of its objects down.
  let onlyObservableObject: Bool
  var edits = TextEdits()

  init(className: String, holders: Set<String>, onlyObservableObject: Bool) {
    self.className = className
    self.holders = holders
    self.onlyObservableObject = onlyObservableObject
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether `name`, used at `place`, holds an object of the class: a local of that name declared
  /// before it (`let model = Model()` in a `WindowGroup`), else the property of that name of the
  /// type around `place`, else any declaration of that name in the program.
  private func holds(_ name: String, at place: some SyntaxProtocol) -> Bool {
    var node = place.parent
    while let current = node {
      if let statements = current.as(CodeBlockItemListSyntax.self) {
        let local = statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
          .last { $0.names.contains(name) && $0.endPosition <= place.position }
        if let local { return local.holds(className) }
      }
      let members: MemberBlockSyntax? =
        current.as(StructDeclSyntax.self)?.memberBlock ?? current.as(ClassDeclSyntax.self)?.memberBlock
        ?? current.as(ExtensionDeclSyntax.self)?.memberBlock
      if let members {
        let property = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first {
          $0.names.contains(name)
        }
        if let property { return property.holds(className) }
      }
      node = current.parent
    }
    return holders.contains(name)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.name.text == className, node.conformsToObservableObject, let clause = node.inheritanceClause else {
      return .visitChildren
    }
    edits.insert("@Observable ", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    let types = Array(clause.inheritedTypes)
    if let index = types.firstIndex(where: { $0.type.trimmedDescription == "ObservableObject" }) {
      if types.count == 1 {
        edits.remove(
          from: clause.positionAfterSkippingLeadingTrivia.utf8Offset,
          to: clause.endPositionBeforeTrailingTrivia.utf8Offset)
      } else if index == types.count - 1, let comma = types[index - 1].trailingComma {
        edits.remove(
          from: comma.positionAfterSkippingLeadingTrivia.utf8Offset,
          to: types[index].endPositionBeforeTrailingTrivia.utf8Offset)
      } else {
        edits.remove(
          from: types[index].positionAfterSkippingLeadingTrivia.utf8Offset,
          to: types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // A property of the class (in an `#if` too): `@Published` goes.
    if let published = node.attribute("Published"), let owner = node.ancestor(ClassDeclSyntax.self),
      owner.name.text == className
    {
      edits.remove(published)
    }
    guard node.holds(className) else { return .visitChildren }
    if let attribute = node.attribute("StateObject") {
      edits.replace(attribute.attributeName, with: "State")
    } else if let attribute = node.attribute("ObservedObject") {
      let makesBindings =
        node.enclosingType?.tokens(viewMode: .sourceAccurate).contains { token in
          node.names.contains { token.text == "$" + $0 }
        } ?? false
      if makesBindings { edits.replace(attribute.attributeName, with: "Bindable") } else { edits.remove(attribute) }
    } else if let attribute = node.attribute("EnvironmentObject") {
      edits.replace(attribute, with: "@Environment(\(className).self)")
      // `$app.tab` needs a `Bindable`: the guide declares `@Bindable var app = app` in the body.
      for name in node.names {
        let members = node.enclosingType?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
        for member in members ?? []
        where member.decl.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "$" + name }) {
          guard let block = member.decl.bodyStatements, let first = block.first else { continue }
          let indentation = String(
            first.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
          edits.insert(
            "@Bindable var \(name) = \(name)\n" + indentation, at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
          // `self.$app.tab` named the property's projection: now it is the local copy's, `$app.tab`.
          for token in block.tokens(viewMode: .sourceAccurate) where token.text == "$" + name {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
              access.base?.trimmedDescription == "self"
            else { continue }
            edits.replace(access, with: "$" + name)
          }
        }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `_model = StateObject(wrappedValue: Store(…))` in an init.
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "StateObject",
      let statement = node.ancestor(CodeBlockItemSyntax.self)?.trimmedDescription,
      let target = statement.split(separator: "=").first?.trimmingCharacters(in: .whitespaces).split(separator: ".")
        .last,
      target.hasPrefix("_"), holds(String(target.dropFirst()), at: node)
    {
      edits.replace(node.calledExpression, with: "State")
    }
    // `.environmentObject(store)` → `.environment(store)`.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "environmentObject",
      let argument = node.arguments.first?.expression, node.arguments.count == 1,
      // `Store()`, `resolve(Store.self)!`
      onlyObservableObject || argument.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == className })
        || holds(argument.trimmedDescription.split(separator: ".").last.map(String.init) ?? "", at: node)
    {
      edits.replace(member.declName, with: "environment")
    }
    return .visitChildren
  }
}
