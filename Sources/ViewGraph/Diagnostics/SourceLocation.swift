/// A place in a loaded source file: which file, and the line, column and byte offset there.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Index of the file in the program's list of source files.
  public var file: Int
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The UTF-8 offset from the start of the file.
  public var offset: Int

  public init(file: Int, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// A location for code that has no place in any file (synthesised roots, the command line).
  public static let unknown = SourceLocation(file: -1, line: 0, column: 0, offset: 0)

  public var description: String { "\(line):\(column)" }
}
