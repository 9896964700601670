/// A statement of the program.
package struct Stmt {
  package var kind: Kind
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// What the statement is.
  package indirect enum Kind {
    case expression(Expr)
    /// `let`/`var` of a local (its attributes, `@Bindable var` for one, change nothing it does).
    case variable(slot: Int, name: String, initializer: Expr?)
    /// `let (a, b) = …` and other destructuring.
    case destructure(slots: [Int?], initializer: Expr)
    case ifStatement(IfStatement)
    case guardStatement([Condition], Block)
    case forIn(ForIn)
    case whileLoop(Expr, Block)
    case repeatWhile(Block, Expr)
    case switchStatement(SwitchStatement)
    case returnStatement(Expr?)
    case breakStatement
    case continueStatement
    case block(Block)
    /// `defer { … }`: runs when the enclosing block is left, last registered first.
    case deferBlock(Block)
    /// `throw error`.
    case throwStatement(Expr)
    /// `do { … } catch pattern { … }`: the clauses in order.
    case doCatch(Block, [CatchClause])
    /// A nested function, stored in a slot.
    case function(slot: Int, FunctionDecl)
  }
}

/// One `catch` of a `do` statement: a pattern (none catches everything, binding `error`), and
/// the block that runs.
package struct CatchClause {
  /// nil: a bare `catch`, which binds `error` in `errorSlot`.
  package var pattern: Pattern?
  /// `catch let e as MyError`: the type the error must have.
  package var type: WrittenType?
  package var errorSlot: Int?
  package var whereClause: Expr?
  package var body: Block
}

extension Stmt {
  /// A lone `if` or `switch` used as an expression (each branch's last expression returned); nil
  /// for any other statement.
  package func returningBranchValues(typedAs type: WrittenType? = nil) -> Stmt? {
    switch kind {
    case .ifStatement(let ifStatement): Stmt(.ifStatement(ifStatement.implicitlyReturning(typedAs: type)), at: location)
    case .switchStatement(let switchStatement):
      Stmt(.switchStatement(switchStatement.implicitlyReturning(typedAs: type)), at: location)
    default: nil
    }
  }
}
