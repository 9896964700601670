import SwiftSyntax
import ViewGraph

/// Finding (c) of `advise` (issue 40), its other half: a child view handed a whole value — a struct
/// of the program — of which it reads a few fields, that runs again when the value changes (rule
/// 6: values compare field by field, so a change to a field it never reads is a changed input).
/// Handed the fields it reads instead, as stored properties of their own, the child is compared
/// over those alone and skipped when they are equal. The edit rewrites every call that makes the
/// child (`TrackRow(track: track)` → `TrackRow(title: track.title)`), the child's stored property
/// and each of its uses (`track.title` → `title`).
enum PassedFieldsAdvice {
  /// One finding per view type that ran only because a value it was handed changed, when it reads
  /// that value through some of its fields only, with the edit (not yet measured).
  static func candidates(in traces: [ScenarioTrace], sources: SourceFiles) -> [AdviceFinding] {
    let runs = EquatableChildAdvice.runsForInputsAlone(in: traces)
    return runs.keys.sorted().compactMap { view -> AdviceFinding? in
      guard let (count, changed) = runs[view],
        let (file, declaration) = EquatableChildAdvice.declaration(of: view, sources: sources)
      else { return nil }
      return finding(view: view, runs: count, changed: changed, file: file, declaration: declaration, sources: sources)
    }
  }

  /// The finding for `view`, declared by `declaration` in `file`, which ran `runs` times only
  /// because its inputs `changed` did; nil when an input is not a value of the program's it reads
  /// through some of its fields, or when a call that makes the view cannot be rewritten.
  private static func finding(
    view: String, runs count: Int, changed: Set<String>, file: Int, declaration: StructDeclSyntax, sources: SourceFiles
  ) -> AdviceFinding? {
    // The view compares itself already, or takes its inputs through an init of its own: not this edit.
    let members = declaration.memberBlock.members.map(\.decl)
    guard
      declaration.inheritanceClause?.inheritedTypes.contains(where: {
        ["Equatable", "Hashable"].contains($0.type.trimmedDescription)
      }) != true,
      !members.contains(where: { $0.is(InitializerDeclSyntax.self) }), changed.count == 1, let name = changed.first
    else { return nil }
    let variables = members.compactMap { $0.as(VariableDeclSyntax.self) }
    guard let property = variables.first(where: { $0.names == [name] }), property.bindings.count == 1,
      property.attributes.isEmpty,
      property.bindings.first?.accessorBlock == nil, property.bindings.first?.initializer == nil,
      let typeName = property.bindings.first?.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
      typeName.genericArgumentClause == nil,
      let (_, valueType) = EquatableChildAdvice.declaration(of: typeName.name.text, sources: sources),
      valueType.genericParameterClause == nil
    else { return nil }
    guard let uses = Uses(of: name, in: declaration) else { return nil }
    // The value's fields, in the order it declares them, each with its written type.
    let fields = valueType.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { !$0.modifiers.contains { $0.name.text == "static" } }
    let stored = Set(fields.filter { $0.bindings.first?.accessorBlock == nil }.flatMap(\.names))
    let nested = Set(
      valueType.memberBlock.members.compactMap { member -> String? in
        member.decl.as(StructDeclSyntax.self)?.name.text ?? member.decl.as(EnumDeclSyntax.self)?.name.text ?? member
          .decl.as(ClassDeclSyntax.self)?.name.text
          ?? member.decl.as(TypeAliasDeclSyntax.self)?.name.text
      })
    var read: [(field: String, type: String)] = []
    for field in fields {
      for fieldName in field.names where uses.fields.contains(fieldName) {
        // A type named inside the value would need its name: not this edit.
        guard let type = field.writtenOrLiteralType, !nested.contains(where: { type.contains($0) }) else { return nil }
        read.append((fieldName, type))
      }
    }
    // Every field it reads is one the value declares, and some stored field it does not read.
    guard !read.isEmpty, read.count == uses.fields.count, !stored.isSubset(of: Set(read.map(\.field))) else {
      return nil
    }

    // The new properties' names: the fields', or `trackTitle` where a member of the view has one.
    let taken = Set(
      members.flatMap {
        ($0.as(VariableDeclSyntax.self)?.names ?? []) + [$0.as(FunctionDeclSyntax.self)?.name.text].compactMap { $0 }
      }
    )
    .subtracting([name])
    // (A field declared twice is a program that does not compile; the first is kept, never a trap.)
    var names = Dictionary(read.map { ($0.field, $0.field) }, uniquingKeysWith: { first, _ in first })
    if read.contains(where: { taken.contains($0.field) || $0.field == "body" }) {
      names = Dictionary(
        read.map { ($0.field, name + $0.field.prefix(1).uppercased() + String($0.field.dropFirst())) },
        uniquingKeysWith: { first, _ in first })
      guard !read.contains(where: { taken.contains(names[$0.field] ?? "") }) else { return nil }
    }

    var edits: [Int: TextEdits] = [:]
    // The child: its property becomes one per field, and each use reads the field's own.
    let indent = property.leadingIndentation
    let specifier = (property.modifiers.map(\.trimmedDescription) + [property.bindingSpecifier.text]).joined(
      separator: " ")
    edits[file, default: TextEdits()].replace(
      property,
      with: read.map { "\(specifier) \(names[$0.field] ?? $0.field): \($0.type)" }.joined(separator: "\n" + indent))
    for use in uses.places {
      edits[file, default: TextEdits()].replace(
        use.access, with: (use.throughSelf ? "self." : "") + (names[use.field] ?? use.field))
    }
    // Each call that makes it: the value's fields instead of the value.
    var calls = 0
    for index in sources.files.indices where sources.files[index].origin == .program {
      for call in Calls(of: view, in: sources.files[index].tree).calls {
        guard let argument = call.arguments.first(where: { $0.label?.text == name }) else { return nil }
        let value = argument.expression
        let passed: [String]
        if let made = value.as(FunctionCallExprSyntax.self),
          made.calledExpression.trimmedDescription == typeName.name.text,
          case let given = read.compactMap({ field in
            made.arguments.first { $0.label?.text == field.field }?.expression.trimmedDescription
          }),
          given.count == read.count
        {
          // A value made in the call (a preview's `Track(id: 1, title: "Naima", …)`): the fields as given to it.
          passed = given
        } else {
          // Any other value made by a call would be made once per field: only a value named, or read from one.
          guard
            read.count == 1 || !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen })
          else { return nil }
          let postfix =
            value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            || value.is(SubscriptCallExprSyntax.self)
            || value.is(FunctionCallExprSyntax.self)
          let base = postfix ? value.trimmedDescription : "(\(value.trimmedDescription))"
          passed = read.map { "\(base).\($0.field)" }
        }
        edits[index, default: TextEdits()].replace(
          from: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
          to: value.endPositionBeforeTrailingTrivia.utf8Offset,
          with: zip(read, passed).map { "\(names[$0.field] ?? $0.field): \($1)" }.joined(separator: ", "))
        calls += 1
      }
    }
    guard calls > 0 else { return nil }

    let quoted = read.map { "'\($0.field)'" }
    let fieldList =
      quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    let value = typeName.name.text
    var finding = AdviceFinding(
      kind: .passFields,
      title: "pass '\(view)' the \(fieldList) it reads, not the whole '\(value)'",
      reason:
        "'\(view)' ran \(count) \(count == 1 ? "time" : "times") only because its input '\(name)' changed: a '\(value)', of which "
        + "it reads only \(fieldList) (a value compares field by field)",
      location: sources.location(of: property, in: file), views: [view],
      edits: edits.keys.sorted().map { index in
        let source = sources.files[index]
        let text = source.tree.description
        return AdviceFinding.FileEdit(
          path: source.path, before: text, after: edits[index, default: TextEdits()].applied(to: text))
      })
    finding.cost = count
    return finding
  }

  /// Where a view's body and other members use its stored property `name`: each use must read a
  /// field of it (`track.title`, `self.track.title`); nil when one uses the value whole, or when
  /// a local or a parameter of the same name could hide the property.
  struct Uses {
    struct Place {
      /// `track.title` (or `self.track.title`): what the field's own property replaces.
      var access: MemberAccessExprSyntax
      var field: String
      var throughSelf: Bool
    }

    var places: [Place] = []
    var fields: Set<String> = []

    init?(of name: String, in declaration: StructDeclSyntax) {
      var declared = 0
      for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
        guard let parent = token.parent else { continue }
        if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
          || parent.is(ClosureParameterSyntax.self)
          || parent.is(FunctionParameterSyntax.self)
        {
          declared += 1
          continue
        }
        guard let reference = parent.as(DeclReferenceExprSyntax.self) else { continue }
        var whole = ExprSyntax(reference)
        var throughSelf = false
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
          // `self.track` is the property; `other.track` is not.
          guard member.base?.trimmedDescription == "self" else { continue }
          whole = ExprSyntax(member)
          throughSelf = true
        }
        guard let access = whole.parent?.as(MemberAccessExprSyntax.self), access.base?.id == whole.id else {
          return nil
        }
        places.append(Place(access: access, field: access.declName.baseName.text, throughSelf: throughSelf))
        fields.insert(access.declName.baseName.text)
      }
      guard declared == 1, !places.isEmpty else { return nil }
    }
  }

  /// The calls that make the view `name` (`TrackRow(track: track)`) in a file.
  final class Calls: SyntaxVisitor {
    let name: String
    var calls: [FunctionCallExprSyntax] = []

    init(of name: String, in tree: SourceFileSyntax) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
      walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { calls.append(node) }
      return .visitChildren
    }
  }
}
