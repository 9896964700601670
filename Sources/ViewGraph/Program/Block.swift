/// A `{ … }` block: its statements and how many local slots its scope needs.
struct Block {
  var statements: [Stmt]
  var scopeSize: Int
}
