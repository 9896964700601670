import ViewGraphModel

/// View builders: the statements of a `@ViewBuilder` body or content closure, run so that every
/// expression contributes a view and `if`/`switch` contribute a branch whose index is part of the
/// children's identity (SPEC rule 7); and the view any builder value stands for.
extension SwiftUIRuntime {
  /// Runs statements as a view builder: every expression statement contributes a view; `if` and
  /// `switch` contribute a branch node whose index is part of the children's identity (rule 7).
  func runBuilder(_ statements: [Stmt], _ scope: Scope) throws -> [ViewNode] {
    var nodes: [ViewNode] = []
    for statement in statements {
      switch statement.kind {
      case .expression(let expr):
        do {
          let value = try interpreter.evaluate(expr, scope)
          if case .void = value { continue }
          nodes.append(try viewNode(value, at: expr.location))
        } catch {
          // A view ViewGraph cannot make although the app compiles: an empty leaf, and the rest
          // of the body is built (SPEC §3).
          guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
          nodes.append(degradedView(diagnostic, at: expr.location))
        }
      case .ifStatement(let ifStatement):
        nodes.append(try builderIf(ifStatement, scope, at: statement.location, branch: 0))
      case .switchStatement(let switchStatement):
        let subject = try interpreter.evaluate(switchStatement.subject, scope)
        let node = ViewNode(kind: "if", at: statement.location)
        for (index, switchCase) in switchStatement.cases.enumerated() {
          let caseScope = Scope(size: switchCase.body.scopeSize, parent: scope)
          guard try switchCase.patterns.contains(where: { try interpreter.match($0, subject, in: caseScope) }) else {
            continue
          }
          // `case .score(let points) where points > 100:` — the guard decides, as in a statement.
          if let condition = switchCase.whereClause,
            try !interpreter.truth(interpreter.evaluate(condition, caseScope), at: condition.location)
          {
            continue
          }
          node.branch = index
          node.children = try runBuilder(switchCase.body.statements, caseScope)
          break
        }
        nodes.append(node)
      case .returnStatement(let expr):
        guard let expr else { return nodes }
        return nodes + [try viewNode(try interpreter.evaluate(expr, scope), at: expr.location)]
      default:
        if case .returned(let value) = try interpreter.execute(statement, scope) {
          return nodes + [try viewNode(value, at: statement.location)]
        }
      }
    }
    return nodes
  }

  private func builderIf(_ statement: IfStatement, _ scope: Scope, at location: SourceLocation, branch: Int) throws
    -> ViewNode
  {
    let thenScope = Scope(size: statement.then.scopeSize, parent: scope)
    let node = ViewNode(kind: "if", at: location)
    if try interpreter.checkConditions(statement.conditions, in: thenScope) {
      node.branch = branch
      node.children = try runBuilder(statement.then.statements, thenScope)
      return node
    }
    switch statement.otherwise {
    case .block(let block):
      node.branch = branch + 1
      node.children = try runBuilder(block.statements, Scope(size: block.scopeSize, parent: scope))
      return node
    case .elseIf(let elseIf, let elseLocation):
      let inner = try builderIf(elseIf, scope, at: elseLocation, branch: branch + 1)
      node.branch = inner.branch
      node.children = inner.children
      return node
    case nil:
      return node
    }
  }

  /// The view a builder value stands for.
  package func viewNode(_ value: Value, at location: SourceLocation) throws -> ViewNode {
    switch value {
    case .view(let node):
      return node
    case .structure(let s) where s.type.isView || s.type.isApp || s.type.isScene:
      let node = ViewNode(kind: s.type.name, at: location)
      node.customView = s
      return node
    case .structure(let s) where s.type.conformances.contains("ShapeStyle"):
      // A paint in a view's place (`LinearGradient(…)` as a whole body) fills its space: a leaf,
      // like a `Color`, whose arguments were read where it was made.
      return ViewNode(kind: s.type.name, at: location)
    case .symbol(let name):
      let node = ViewNode(kind: "Color", at: location)
      node.text = name
      return node
    case .null:
      return ViewNode(kind: "if", at: location)
    case .opaque(let o):
      // A framework view ViewGraph does not simulate (`Map`, `VideoPlayer`): a leaf, said once
      // where it stands, so that a root built of one (`appDelegate.rootView`) is not a silent
      // one-unit app.
      if interpreter.reportedWarnings.insert("opaque view \(location)").inserted {
        interpreter.tracker.warn(
          .warning(
            .opaqueView(
              o.description, madeAt: interpreter.program.sources.describe(o.origin), buildsContent: !o.content.isEmpty),
            at: location))
      }
      let node = ViewNode(kind: String(o.description.prefix { $0 != "(" && $0 != "." }), at: location)
      node.text = o.description
      for content in o.content {
        // Its content closure is built as an eager container's is (rule 1: its reads are this
        // body's), given opaque values for what the package would pass it.
        guard case .declared(let decl, _, _) = content.body else { continue }
        let arguments = decl.parameters.indices.map {
          Value.opaque(OpaqueValue(description: "\(o.description) argument \($0 + 1)", origin: location))
        }
        do {
          node.children += try buildContent(content, arguments, at: location)
        } catch {
          // Content that needs a real value the package would have passed stays out: the view is
          // the empty leaf it was, and the body around it is built.
          guard var diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
          diagnostic.severity = .warning
          interpreter.tracker.warn(diagnostic)
        }
      }
      return node
    case .array(let items):
      let node = ViewNode(kind: "Group", at: location)
      node.children = try items.map { try viewNode($0, at: location) }
      return node
    case .structure(let s) where interpreter.typeIndex.unknownConformance(of: s.type) != nil:
      let node = packageProtocolView(s.type, at: location)
      node.customView = s  // a unit of its own, whose body the package would give (`runBody`: none)
      return node
    default:
      throw interpreter.fail(.notAView(value.typeName), at: location)
    }
  }

  /// A value of the program's type where a view goes, the type conforming to a protocol of a
  /// package ViewGraph does not have (`struct Board: ConnectedView`, which refines `View` there,
  /// or the app would not compile): a view named by the type, with no body, said once per type.
  private func packageProtocolView(_ type: TypeDecl, at location: SourceLocation) -> ViewNode {
    if let protocolName = interpreter.typeIndex.unknownConformance(of: type),
      interpreter.reportedWarnings.insert("package protocol view \(type.name)").inserted
    {
      interpreter.tracker.warn(
        .warning(.packageProtocolView(type.name, conformingTo: protocolName), at: interpreter.programLocation(location))
      )
    }
    return ViewNode(kind: type.name, at: location)
  }

  /// An empty leaf where a view of the app could not be made or built, with a warning where it
  /// failed (SPEC §3).
  package func degradedView(_ diagnostic: ViewGraphDiagnostic, at location: SourceLocation) -> ViewNode {
    interpreter.warnOnce(.degradedView(diagnostic.message), at: diagnostic.location)
    return ViewNode(kind: "EmptyView", at: location)
  }

  /// Several views where one is expected: a `Group` of them.
  func group(_ nodes: [ViewNode], at location: SourceLocation) -> ViewNode {
    let node = ViewNode(kind: "Group", at: location)
    node.children = nodes
    return node
  }

  /// Calls a closure as view content (a builder), returning what it built.
  package func buildContent(_ function: FunctionValue, _ arguments: [Value] = [], at location: SourceLocation) throws
    -> [ViewNode]
  {
    guard case .declared(let decl, let captured, let selfValue) = function.body else {
      return [try viewNode(try interpreter.call(function, arguments, at: location), at: location)]
    }
    let value = try interpreter.invoke(
      decl, arguments: arguments, selfValue: selfValue, captured: captured, at: location, asBuilder: true
    ).result
    if case .view(let node) = value, node.kind == "Group", node.customView == nil, node.modifiers.isEmpty {
      return node.children
    }
    return [try viewNode(value, at: location)]
  }
}
