/// A place in a loaded source file: which file, and the line, column and byte offset there; or a
/// place in a file or folder ViewGraph read without loading it as source (a project file, a folder
/// it walked), by path.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Index of the file in the program's list of source files.
  public var file: Int
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The UTF-8 offset from the start of the file.
  public var offset: Int
  /// For a place outside the loaded files (`file` is then -1): the path of the file or folder, as
  /// read (a `project.pbxproj`, a folder that could not be searched). Its line is 0 for a folder
  /// or for a file as a whole.
  public var path: String?

  public init(file: Int, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// A place in a file or folder that is not one of the loaded files: at `line` and `column` of
  /// it, or (line 0) the file or folder as a whole.
  public static func outside(_ path: String, line: Int = 0, column: Int = 0) -> SourceLocation {
    var location = SourceLocation(file: -1, line: line, column: column, offset: 0)
    location.path = path
    return location
  }

  /// `path:line:column` for a place outside the loaded files (`path` alone for one as a whole),
  /// its path shown with control characters escaped; nil for any other location.
  public var outsidePlace: String? {
    guard let path else { return nil }
    let shown = ViewGraphMessage.shown(path)
    return line > 0 ? "\(shown):\(line):\(column)" : shown
  }

  /// A location for code that has no place in any file (synthesised roots, the command line).
  public static let unknown = SourceLocation(file: -1, line: 0, column: 0, offset: 0)

  public var description: String { "\(line):\(column)" }
}
