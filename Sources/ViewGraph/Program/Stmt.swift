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

/// A `{ … }` block: its statements and how many local slots its scope needs.
struct Block {
  var statements: [Stmt]
  var scopeSize: Int
}

/// A condition of `if`, `guard` or `while`.
enum Condition {
  case expression(Expr)
  /// `let x = value` (optional binding into `slot`).
  case optionalBinding(slot: Int, Expr)
  /// `case pattern = value`.
  case matching(Pattern, Expr)
}

/// `if` (also used as an expression): conditions, then-block (whose scope holds the bindings), else.
struct IfStatement {
  var conditions: [Condition]
  var then: Block
  var otherwise: Otherwise?

  /// What follows `else`.
  indirect enum Otherwise {
    case block(Block)
    case elseIf(IfStatement, SourceLocation)
  }
}

/// `for pattern in sequence where … { body }`; the loop variables live in the body's scope.
struct ForIn {
  var pattern: Pattern
  var sequence: Expr
  var whereClause: Expr?
  var body: Block
}

/// `switch subject { case …: … }`.
struct SwitchStatement {
  var subject: Expr
  var cases: [Case]

  /// One `case` (or `default`): its patterns, guard and body; bindings live in the body's scope.
  struct Case {
    var patterns: [Pattern]
    var whereClause: Expr?
    var body: Block
    var location: SourceLocation
  }
}

/// A pattern of `switch`, `if case` and `for`.
indirect enum Pattern {
  case wildcard
  case binding(slot: Int)
  case enumCase(name: String, payload: [Pattern])
  case tuple([Pattern])
  case value(Expr)
  case optionalSome(Pattern)
}
