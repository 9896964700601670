/// The dependency graph of a launch at one moment, as data: the view tree, the sources its units
/// can depend on, and who read what where. Exporters (DOT, JSON, text) draw from this alone.
public struct GraphSnapshot: Sendable, Codable, Equatable {
  /// A unit: a view, the App, a `List`/`ForEach` row, or a preview root.
  public struct Unit: Sendable, Codable, Equatable {
    /// Stable id: `u3`.
    public var id: String
    /// `BookView`, `List row`, the App's name.
    public var name: String
    /// `view`, `app`, `row` or `preview`.
    public var kind: String
    public var parent: String?
    public var children: [String]
    /// Where its parent built it (`file:line:column`), empty for the root.
    public var location: String
    /// Ids of the `@State` sources it owns.
    public var state: [String]
    /// For a row, the element it shows.
    public var element: String?
    /// True for a view SwiftUI provides, drawn muted and left out of summaries (`--framework-units`).
    public var framework: Bool? = nil
    /// For a node a picture draws in place of several units (a folded run of rows), the units it
    /// holds; absent for a unit.
    public var folded: [String]? = nil

    package init(
      id: String, name: String, kind: String, parent: String? = nil, children: [String], location: String,
      state: [String], element: String? = nil, framework: Bool? = nil, folded: [String]? = nil
    ) {
      self.id = id
      self.name = name
      self.kind = kind
      self.parent = parent
      self.children = children
      self.location = location
      self.state = state
      self.element = element
      self.framework = framework
      self.folded = folded
    }
  }

  /// Something a unit can depend on.
  public struct Source: Sendable, Codable, Equatable {
    /// Stable id: `Book#1.title`, `u3.isPlaying`, `Book#1.objectWillChange`.
    public var id: String
    /// `property`, `state`, `environment` or `objectWillChange`.
    public var kind: String
    /// The object (`Book#1`) or unit (`u3`) it belongs to.
    public var owner: String
    /// The property or key: `title`, `isPlaying`, `\.theme`.
    public var name: String
    /// Its current value, as Swift would print it.
    public var value: String
    /// For a view's storage, the wrapper that declared it: `State`, `StateObject`, `AppStorage`, …
    public var wrapper: String? = nil

    package init(id: String, kind: String, owner: String, name: String, value: String, wrapper: String? = nil) {
      self.id = id
      self.kind = kind
      self.owner = owner
      self.name = name
      self.value = value
      self.wrapper = wrapper
    }
  }

  /// An object whose properties are sources.
  public struct Object: Sendable, Codable, Equatable {
    /// `Book#1`.
    public var id: String
    public var type: String
    /// `observable` (`@Observable`), `observableObject`, or `class`.
    public var kind: String
    /// Ids of its property sources, in declaration order.
    public var properties: [String]
    /// True for state SwiftUI keeps for the program (`EnvironmentValues.editMode`, `@Query Item`),
    /// held by an object of ViewGraph's prelude; absent for the program's objects.
    public var framework: Bool? = nil

    package init(id: String, type: String, kind: String, properties: [String], framework: Bool? = nil) {
      self.id = id
      self.type = type
      self.kind = kind
      self.properties = properties
      self.framework = framework
    }
  }

  /// A unit read a source during its last body run.
  public struct Read: Sendable, Codable, Equatable {
    public var unit: String
    public var source: String
    /// `file:line:column` of the read.
    public var location: String
    public var line: Int

    package init(unit: String, source: String, location: String, line: Int) {
      self.unit = unit
      self.source = source
      self.location = location
      self.line = line
    }
  }

  /// A control built by a unit holds a binding to a location.
  public struct BindingEdge: Sendable, Codable, Equatable {
    public var unit: String
    /// `Toggle "Favorite"`.
    public var control: String
    public var source: String
    public var location: String

    package init(unit: String, control: String, source: String, location: String) {
      self.unit = unit
      self.control = control
      self.source = source
      self.location = location
    }
  }

  public var root: String?
  public var units: [Unit]
  public var objects: [Object]
  public var sources: [Source]
  public var reads: [Read]
  public var bindings: [BindingEdge]
  /// Why the launch has this root ("the @main App"), where ViewGraph or `--root` chose it.
  public var rootReason: String? = nil

  /// A graph with nothing in it.
  public static let empty = GraphSnapshot(root: nil, units: [], objects: [], sources: [], reads: [], bindings: [])

  package init(
    root: String? = nil,
    units: [Unit],
    objects: [Object],
    sources: [Source],
    reads: [Read],
    bindings: [BindingEdge],
    rootReason: String? = nil
  ) {
    self.root = root
    self.units = units
    self.objects = objects
    self.sources = sources
    self.reads = reads
    self.bindings = bindings
    self.rootReason = rootReason
  }
}

extension GraphSnapshot {
  /// A source as people read it: an environment entry by its key (`\.theme`), a view's state as
  /// `Owner.property` (`PlayerView.isPlaying`), a cell SwiftUI keeps by its own name
  /// (`TabView.selection`), storage no view owns by itself (`UserDefaults["username"]` of
  /// `@AppStorage`), and anything else by its id (`Book#2.title`) — never by an internal id (issue 23).
  package func displayName(of source: Source) -> String {
    if source.kind == "environment" { return source.name }
    guard source.kind == "state" else { return source.id }
    if source.name.contains(".") { return source.name }
    guard let owner = units.first(where: { $0.id == source.owner })?.name else { return source.name }
    return "\(owner).\(source.name)"
  }

  /// The source with id `id` as people read it; the id itself if the graph has no such source.
  package func displayName(ofSource id: String) -> String {
    sources.first { $0.id == id }.map(displayName(of:)) ?? id
  }

  /// The file and line of a place as the graph writes it (`Samples/05-….swift:39:19`), if it is one.
  package static func fileAndLine(of location: String) -> (file: String, line: Int)? {
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { return nil }
    return (parts.dropLast(2).joined(separator: ":"), line)
  }
}

extension GraphSnapshot {
  /// The units by id, and a unit's subtree: itself, then its descendants in tree order. The
  /// pictures' folds ask it of every row.
  package struct UnitTree {
    package let byID: [String: Unit]

    package func subtree(_ id: String) -> [String] {
      [id] + (byID[id]?.children ?? []).flatMap(subtree)
    }
  }

  package var unitTree: UnitTree {
    UnitTree(byID: Dictionary(units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
  }
}
