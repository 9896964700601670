import Foundation
import SwiftSyntax

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
      guard let (part, runs, read) = parts[key], let extraction = SubviewExtraction(part, read: read.sorted(), typeNames: typeNames, classNames: classNames) else { return nil }
      let file = sources.files[part.file]
      let shown = part.element.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
      let short = shown.count > 40 ? String(shown.prefix(39)) + "…" : shown
      let reads = read.sorted().map { "'\($0)'" }.joined(separator: ", ")
      var finding = AdviceFinding(
        kind: .extractSubview, title: "move '\(short)' out of '\(part.viewType)' into a subview '\(extraction.name)'",
        reason: "'\(part.viewType)' ran \(runs) \(runs == 1 ? "time" : "times") only for what this reads (\(reads)): a subview that reads it would run instead",
        location: sources.location(of: part.element, in: part.file), views: [part.viewType],
        edits: [AdviceFinding.FileEdit(path: file.path, before: file.tree.description, after: extraction.edited(file.tree.description))])
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

/// One element of a view's `body` (a view its builder lists, an `if`): what a subview can take.
struct BodyPart {
  /// The view type whose body it is in.
  let viewType: String
  let declaration: StructDeclSyntax
  /// The element: an expression statement of a view builder in the body, not the body's only one.
  let element: CodeBlockItemSyntax
  let file: Int

  /// The element of `viewType`'s body that holds `token`, if `token` is in that body (a `View`'s,
  /// not an `App`'s), outside any closure that takes parameters (a `ForEach`'s rows are units of
  /// their own).
  init?(containing token: TokenSyntax, of viewType: String, file: Int) {
    var element: CodeBlockItemSyntax?
    var node: Syntax? = token.parent
    while let current = node {
      if let closure = current.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil { return nil }
      if element == nil, let item = current.as(CodeBlockItemSyntax.self) {
        guard item.item.is(ExprSyntax.self) || item.item.is(ExpressionStmtSyntax.self) else { return nil }
        element = item
      }
      if let variable = current.as(VariableDeclSyntax.self) {
        guard variable.names == ["body"], let type = variable.parent?.ancestor(StructDeclSyntax.self), type.name.text == viewType,
          type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true,
          let element, let statements = variable.bodyStatements
        else { return nil }
        // The body's one element is the whole body: nothing would be left to spare.
        if element.parent?.id == statements.id, statements.count == 1 { return nil }
        self.viewType = viewType
        self.declaration = type
        self.element = element
        self.file = file
        return
      }
      if current.is(FunctionDeclSyntax.self) || current.is(StructDeclSyntax.self) { return nil }
      node = current.parent
    }
    return nil
  }
}

/// The edit of finding (b): the part of the body becomes a view of its own, declared after the
/// view, taking what it uses of the view as its own properties — a `@State` or `@Binding` as a
/// `@Binding` (passing `$name` is no read, rule 4), a value or an object as a property, an
/// `@Environment` declared again.
struct SubviewExtraction {
  /// The new view's name.
  let name: String
  private let part: BodyPart
  private let properties: [String]
  private let arguments: [String]
  /// The view's declarations the subview takes over.
  private let moved: [VariableDeclSyntax]

  /// The extraction of `part`, named `givenName` or after what it reads; nil when the part uses what a subview
  /// cannot take (a local of the body, a method or a computed property of the view, an
  /// `@ObservedObject`, a property of a type not written).
  /// With `moving`, the view's declarations of those properties go: the subview declares them
  /// instead (an `@Environment` read only there, rule 8).
  init?(
    _ part: BodyPart, read: [String], typeNames: Set<String>, classNames: Set<String>, named givenName: String? = nil,
    moving: Set<String> = []
  ) {
    self.part = part
    let stored = part.declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    let members = Set(part.declaration.memberBlock.members.flatMap { member -> [String] in
      if let variable = member.decl.as(VariableDeclSyntax.self) { return variable.names }
      if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
      return []
    })
    let locals = Set(part.element.parent?.as(CodeBlockItemListSyntax.self).map { list in
      list.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.names)
    } ?? [])
    var used: Set<String> = []
    for reference in part.element.tokens(viewMode: .sourceAccurate) {
      guard let expression = reference.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      let name: String
      switch reference.tokenKind {
      case .identifier(let text): name = text
      case .dollarIdentifier(let text): name = String(text.dropFirst())  // `$count`: a binding to the view's `count`
      default: continue
      }
      if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id {
        // `self.name` is the view's; `other.name` is not.
        guard member.base?.trimmedDescription == "self" else { continue }
      }
      if locals.contains(name) { return nil }
      if members.contains(name) { used.insert(name) }
    }
    // A method or a computed property of the view stays with the view: the part cannot go.
    guard used.isSubset(of: Set(stored.filter { $0.bindings.first?.accessorBlock == nil }.flatMap(\.names))) else { return nil }
    var properties: [String] = []
    var arguments: [String] = []
    for variable in stored {
      for propertyName in variable.names where used.contains(propertyName) {
        guard variable.bindings.first?.accessorBlock == nil else { return nil }
        let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }.first
        if let wrapper, ["Environment", "EnvironmentObject", "AppStorage"].contains(wrapper) {
          properties.append(variable.withoutAccessModifiers)  // declared again: the framework's storage, not an input
          continue
        }
        guard let type = variable.writtenOrLiteralType else { return nil }
        switch wrapper {
        case "State" where classNames.contains(type):
          // A state that holds an object: the object is handed on (the same one, so an equal input,
          // rule 6), and what the subview reads of it is the subview's (rule 1).
          properties.append("var \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        case "State", "Binding":
          properties.append("@Binding var \(propertyName): \(type)")
          arguments.append("\(propertyName): $\(propertyName)")
        case "Bindable":
          properties.append("@Bindable var \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        case nil:
          properties.append("\(variable.bindingSpecifier.text) \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        default:
          return nil  // an @ObservedObject runs the subview and the view alike (rule 9); others are the view's own
        }
      }
    }
    self.properties = properties
    self.arguments = arguments
    moved = stored.filter { !$0.names.isEmpty && Set($0.names).isSubset(of: moving) }
    // Named after what it reads, when that is a name (`likes`), else after the first property it
    // takes (`UserDefaults["onboarding"]` of an `@AppStorage` is not a name).
    let word = (read.filter(\.isSwiftIdentifier) + stored.flatMap(\.names).filter(used.contains)).first
    let subject = word.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? part.viewType
    var name = givenName ?? subject + (part.element.primitiveName ?? "View")
    if typeNames.contains(name) { name = part.viewType + name }
    var number = 2
    let base = name
    while typeNames.contains(name) {
      name = "\(base)\(number)"
      number += 1
    }
    self.name = name
  }

  /// `text` (the file the part is in) with the part replaced by the new view, declared after the view.
  func edited(_ text: String) -> String {
    var edits = TextEdits()
    edits.replace(part.element, with: "\(name)(\(arguments.joined(separator: ", ")))")
    for declaration in moved {
      // The declaration's line goes, with the line end before it.
      let lineStart = declaration.leadingTrivia.pieces.lastIndex { $0.isNewline }.map { index in
        declaration.position.utf8Offset + declaration.leadingTrivia.pieces[..<index].reduce(0) { $0 + $1.sourceLength.utf8Length }
      } ?? declaration.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.remove(from: lineStart, to: declaration.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    let indent = part.declaration.memberIndentation
    let column = part.element.leadingIndentation
    let body = part.element.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      let kept = index == 0 ? Substring(line) : line.dropFirst(min(column.count, line.prefix { $0 == " " || $0 == "\t" }.count))
      return line.isEmpty ? "" : indent + indent + kept
    }
    var declaration = ["", "", "struct \(name): View {"]
    declaration += properties.map { indent + $0 }
    declaration += (properties.isEmpty ? [] : [""]) + [indent + "var body: some View {"] + body + [indent + "}", "}"]
    edits.insert(declaration.joined(separator: "\n"), at: part.declaration.endPositionBeforeTrailingTrivia.utf8Offset)
    return edits.applied(to: text)
  }
}

/// The names of the types a file declares, and of its classes.
final class TypeNameFinder: SyntaxVisitor {
  var names: [String] = []
  var classNames: [String] = []

  init(tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    classNames.append(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }
}

extension VariableDeclSyntax {
  /// The statements of a computed property's getter (`var body: some View { … }`).
  var bodyStatements: CodeBlockItemListSyntax? {
    switch bindings.first?.accessorBlock?.accessors {
    case .getter(let statements): statements
    case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: nil
    }
  }

  /// Its written type, else the type of its literal or of the call that makes it (`= 0` is `Int`,
  /// `= Library()` is `Library`).
  var writtenOrLiteralType: String? {
    guard let binding = bindings.first else { return nil }
    if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
    guard let value = binding.initializer?.value else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first?.expression {
      // `["Ada", "Grace"]` is `[String]`: every element a literal of the first's kind.
      let kinds: [(SyntaxProtocol.Type, String)] = [(StringLiteralExprSyntax.self, "String"), (IntegerLiteralExprSyntax.self, "Int")]
      for (kind, name) in kinds where first.is(kind) && array.elements.allSatisfy({ $0.expression.is(kind) }) { return "[\(name)]" }
    }
    if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return nil
  }

  /// The declaration as written, without `private` or `fileprivate` (a private property would make
  /// the new view's memberwise initializer private).
  var withoutAccessModifiers: String {
    var edits = TextEdits()
    for modifier in modifiers where ["private", "fileprivate"].contains(modifier.name.text) { edits.remove(modifier) }
    // The edits' offsets count from the file's start: the text is put at its place.
    let text = edits.applied(to: String(repeating: " ", count: position.utf8Offset) + description)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension StructDeclSyntax {
  /// The indentation of its first member, four spaces if it has none.
  var memberIndentation: String {
    guard let first = memberBlock.members.first else { return "    " }
    let trivia = first.leadingTrivia.description
    return String(trivia.split(separator: "\n", omittingEmptySubsequences: false).last ?? "    ")
  }
}

extension SyntaxProtocol {
  /// The spaces and tabs before its first token on its line.
  var leadingIndentation: String {
    String(leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }
}

extension CodeBlockItemSyntax {
  /// The primitive view the element makes (`Text` of `Text(x).font(.title)`), nil for an `if`.
  var primitiveName: String? {
    var expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) { return callee.baseName.text }
        expression = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        expression = member.base
      } else {
        return nil
      }
    }
    return nil
  }
}

extension String {
  /// Whether the text is a plain Swift name: letters, digits and `_`, not starting with a digit.
  var isSwiftIdentifier: Bool {
    guard let first, first.isLetter || first == "_" else { return false }
    return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
