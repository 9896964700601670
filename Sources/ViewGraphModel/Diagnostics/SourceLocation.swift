/// A place in a loaded source file: which file, and the line, column and byte offset there; or a
/// place in a file or folder ViewGraph read without loading it as source (a project file, a folder
/// it walked), by path.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  // Stored compactly: every unit, view node and read keeps one, 100,000s of them (issue 38). A
  // file is at most `EvaluationLimits.maxSourceBytes`, so its places fit in 32 bits.
  private var storedFile: Int32
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32
  /// `path`, held in an array (one word, none made while empty): most places have none.
  private var storedPath: [String] = []

  /// Index of the file in the program's list of source files.
  public var file: Int {
    get { Int(storedFile) }
    set { storedFile = Int32(clamping: newValue) }
  }
  /// The 1-based line.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The 1-based column.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// The UTF-8 offset from the start of the file.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }
  /// For a place outside the loaded files (`file` is then -1): the path of the file or folder, as
  /// read (a `project.pbxproj`, a folder that could not be searched). Its line is 0 for a folder
  /// or for a file as a whole.
  public var path: String? {
    get { storedPath.first }
    set { storedPath = newValue.map { [$0] } ?? [] }
  }

  public init(file: Int, line: Int, column: Int, offset: Int) {
    storedFile = Int32(clamping: file)
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column, offset, path
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(Int.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column), offset: try container.decode(Int.self, forKey: .offset))
    path = try container.decodeIfPresent(String.self, forKey: .path)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(offset, forKey: .offset)
    try container.encodeIfPresent(path, forKey: .path)
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
