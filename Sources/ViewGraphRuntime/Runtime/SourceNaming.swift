import ViewGraphEngine
import ViewGraphModel

/// Naming for output: a source as people read it (`Book#1.title`, `PlayerView.isPlaying`,
/// `\.theme`) and its stable id for exporters (`u3.isPlaying`), and a value as the graph shows it.
final class SourceNaming {
  /// Display names of state storages, for describing sources.
  private var storageNames: [Int: String] = [:]
  /// The unit and property that own each state storage.
  private var storageOwners: [Int: (unit: Int, property: String)] = [:]

  /// A storage made: its name, and the unit and property that own it, if any.
  func name(_ storage: StateStorage, _ name: String, owner: (unit: Int, property: String)?) {
    storageNames[storage.id] = name
    if let owner { storageOwners[storage.id] = owner }
  }

  /// A source's stable id for exporters: `Book#1.title`, `u3.isPlaying`, `Book#1.objectWillChange`.
  func sourceID(_ source: DependencySource, objects: ObjectHeap) -> String {
    switch source {
    case .state(let storageID):
      guard let owner = storageOwners[storageID] else { return "state\(storageID)" }
      return "u\(owner.unit).\(owner.property)"
    case .statePath(let storageID, let path):
      guard let owner = storageOwners[storageID] else { return "state\(storageID)\(path)" }
      return "u\(owner.unit).\(owner.property)\(path)"
    case .environment(let unitID, let key): return "u\(unitID).env.\(key)"
    default: return describe(source, objects: objects)
    }
  }

  /// A source as people read it: `Book#1.title`, `PlayerView.isPlaying`, `\.theme`.
  func describe(_ source: DependencySource, objects: ObjectHeap) -> String {
    switch source {
    case .property(let objectID, let name): "\(objects.name(ofID: objectID)).\(name)"
    case .state(let storageID): storageNames[storageID] ?? "State#\(storageID)"
    case .statePath(let storageID, let path): (storageNames[storageID] ?? "State#\(storageID)") + path
    case .environment(_, let key): key
    case .objectWillChange(let objectID): "\(objects.name(ofID: objectID)).objectWillChange"
    }
  }

  /// A value for the graph: as Swift prints it, elided past `limit` characters on an element
  /// boundary (a 5-million-element array must not make a 90 MB picture, and is described only as
  /// far as it is shown): `[Book#1, Book#2, … 98 more]`.
  static func shown(_ value: Value, limit: Int = 240, by interpreter: Interpreter) -> String {
    if case .array(let items) = value, items.count > 8 {
      var parts: [String] = []
      var length = 2
      for item in items {
        let text = interpreter.describe(item)
        guard length + text.count + 2 <= limit - 40 else { break }
        parts.append(text)
        length += text.count + 2
      }
      if parts.count == items.count { return "[" + parts.joined(separator: ", ") + "]" }
      return "[" + (parts + ["… \(items.count - parts.count) more"]).joined(separator: ", ") + "]"
    }
    let text = interpreter.describe(value)
    return ValueAbbreviation.abbreviate(text, limit: limit)
  }
}
