/// Source texts held in memory that a load reads instead of, or besides, the files on disk: an
/// edited copy of a file (`viewgraph advise` runs the scenarios on the program as its edit would
/// make it, and never writes the file), or a file of scenarios ViewGraph wrote (the default
/// exploration). Nothing of it is ever written.
public struct SourceOverlay: Sendable, Equatable {
  /// Path (as the program's files name it) → the text read in its place.
  public var replaced: [String: String]
  /// Files read after the program's, as `(path, text)`.
  public var added: [AddedFile]

  /// One file that exists only in memory.
  public struct AddedFile: Sendable, Equatable {
    /// The path it is read as, in diagnostics and places.
    public var path: String
    /// Its text.
    public var text: String

    /// A file of `text` read as `path`.
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// An overlay that replaces and adds these texts (none by default: the files as they are).
  public init(replaced: [String: String] = [:], added: [AddedFile] = []) {
    self.replaced = replaced
    self.added = added
  }

  /// This overlay with `edits` applied on top: their texts replace the files they name (an added
  /// file is edited in place).
  public func applying(_ edits: [String: String]) -> SourceOverlay {
    var result = self
    for (path, text) in edits {
      if let index = result.added.firstIndex(where: { $0.path == path }) {
        result.added[index].text = text
      } else {
        result.replaced[path] = text
      }
    }
    return result
  }
}
