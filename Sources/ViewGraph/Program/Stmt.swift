/// A statement of the program.
struct Stmt {
  var kind: Kind
  var location: SourceLocation

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// What the statement is.
  indirect enum Kind {
    case expression(Expr)
    /// `let`/`var` of a local; `wrapper` is the attribute (`Bindable`, `State`) if any.
    case variable(slot: Int, name: String, initializer: Expr?, wrapper: String?)
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
    /// A nested function, stored in a slot.
    case function(slot: Int, FunctionDecl)
  }
}
