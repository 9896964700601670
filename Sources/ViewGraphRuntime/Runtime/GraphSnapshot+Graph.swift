import ViewGraphEngine
import ViewGraphModel

extension GraphSnapshot {
  /// The graph as it stands: units in tree order, the sources they read or own, and the edges.
  init(of host: GraphHost) {
    let sources = host.program.sources
    var units: [GraphSnapshot.Unit] = []
    var sourceNodes: [String: GraphSnapshot.Source] = [:]
    var objects: [String: (ObjectInstance, Set<String>)] = [:]
    var reads: [GraphSnapshot.Read] = []
    var bindings: [GraphSnapshot.BindingEdge] = []

    func addObject(_ object: ObjectInstance) {
      guard objects[object.displayName] == nil else { return }
      objects[object.displayName] = (object, [])
      for property in object.type.storedProperties
      where object.type.isObservable && !property.isObservationIgnored
        || object.type.isObservableObject && property.wrapper == .published
      {
        let id = "\(object.displayName).\(property.name)"
        sourceNodes[id] = .init(
          id: id, kind: "property", owner: object.displayName, name: property.name,
          value: host.shown(object.fields[property.name] ?? .null))
      }
    }

    for unit in host.liveUnits {
      var state: [String] = []
      for (name, storage) in unit.stateStorage.sorted(by: { $0.key < $1.key }) {
        let id = "u\(unit.id).\(name)"
        state.append(id)
        sourceNodes[id] = .init(
          id: id, kind: "state", owner: "u\(unit.id)", name: name, value: host.shown(storage.value),
          wrapper: unit.value?.type.storedProperty(name)?.knownWrapper?.name)
        for object in Self.objects(in: storage.value) where object.type.isObservable || object.type.isObservableObject {
          addObject(object)
        }
      }
      var element: String?
      if case .row(_, let value) = unit.kind { element = host.shown(value) }
      units.append(
        .init(
          id: "u\(unit.id)", name: unit.name, kind: unit.kindName, parent: unit.parent.map { "u\($0.id)" },
          children: unit.children.map { "u\($0.id)" },
          location: unit.parent == nil ? "" : sources.describe(unit.location),
          state: state, element: element, framework: unit.isSwiftUIs ? true : nil))
      let unitReads = host.reads(of: unit).map {
        (source: $0.source, location: $0.location, id: host.sourceID($0.source))
      }
      .sorted { ($0.location.offset, $0.id) < ($1.location.offset, $1.id) }
      for (source, location, _) in unitReads {
        let id = host.sourceID(source)
        switch source {
        case .property(let objectID, _), .objectWillChange(let objectID):
          if let object = host.interpreter.objects.object(withID: objectID) { addObject(object) }
        default: break
        }
        if sourceNodes[id] == nil {
          var value = ""
          if case .environment(_, let key) = source,
            let seen = unit.environmentSeen.first(where: { $0.key.description == key })?.value
          {
            value = host.shown(seen)  // the entry's value at this unit's position
          }
          sourceNodes[id] = .init(
            id: id, kind: source.kindName, owner: Self.owner(of: source, id: id, host), name: host.describe(source),
            value: value)
        }
        reads.append(.init(unit: "u\(unit.id)", source: id, location: sources.describe(location), line: location.line))
      }
      for control in unit.output.flatMap(\.controls) {
        guard let binding = control.binding, let id = Self.bindingSourceID(binding, host) else { continue }
        if sourceNodes[id] == nil, case .state(let cell) = binding.location, let storage = cell.storage {
          // A cell the framework keeps (a link's `isActive`, a tab view's selection), bound but
          // read by no body: shown by its name, not its storage number.
          sourceNodes[id] = .init(
            id: id, kind: "state", owner: id, name: host.describe(.state(storageID: storage.id)),
            value: host.shown(storage.value)
          )
        }
        if case .property(let object, _) = binding.location, object.type.isObservable || object.type.isObservableObject
        {
          addObject(object)
        }
        bindings.append(
          .init(
            unit: "u\(unit.id)", control: "\(control.kind) \"\(control.labelText ?? "")\"", source: id,
            location: sources.describe(control.location)))
      }
    }
    let objectList = objects.values.sorted { ($0.0.type.name, $0.0.serial) < ($1.0.type.name, $1.0.serial) }.map {
      object, _ in
      GraphSnapshot.Object(
        id: object.displayName, type: object.displayTypeName,
        kind: object.type.isObservable ? "observable" : object.type.isObservableObject ? "observableObject" : "class",
        properties: object.type.storedProperties.map { "\(object.displayName).\($0.name)" }.filter {
          sourceNodes[$0] != nil
        },
        framework: object.isFrameworkState ? true : nil)
    }
    self.init(
      root: host.root.map { "u\($0.id)" }, units: units, objects: objectList,
      sources: sourceNodes.values.sorted { $0.id < $1.id }, reads: reads, bindings: bindings,
      rootReason: host.rootReason)
  }

  /// The objects a value holds directly or in its arrays, dictionaries, tuples and struct fields.
  static func objects(in value: Value, depth: Int = 0) -> [ObjectInstance] {
    guard depth < 4 else { return [] }
    switch value {
    case .object(let object): return [object]
    case .array(let items), .tuple(let items): return items.flatMap { objects(in: $0, depth: depth + 1) }
    case .dictionary(let d): return d.values.flatMap { objects(in: $0, depth: depth + 1) }
    case .structure(let s):
      return s.type.storedProperties.flatMap { objects(in: s.fields[$0.name] ?? .null, depth: depth + 1) }
    default: return []
    }
  }

  /// The object (its name) or unit (`u3`) a source belongs to: an object's name may hold dots
  /// (`EnvironmentValues.editMode`), so it is asked, not cut from the source's id.
  private static func owner(of source: DependencySource, id: String, _ host: GraphHost) -> String {
    switch source {
    case .property(let objectID, _), .objectWillChange(let objectID): host.interpreter.objects.name(ofID: objectID)
    default: id.components(separatedBy: ".").first ?? id
    }
  }

  /// The source a binding writes, if it is one the graph shows.
  private static func bindingSourceID(_ binding: BindingValue, _ host: GraphHost) -> String? {
    switch binding.location {
    case .state(let cell):
      guard let storage = cell.storage else { return nil }
      return host.sourceID(.state(storageID: storage.id))
    case .property(let object, let name):
      return "\(object.displayName).\(name)"
    default:
      return nil
    }
  }
}

extension ViewInstance {
  var kindName: String {
    switch kind {
    case .view: "view"
    case .app: "app"
    case .row: "row"
    case .preview: "preview"
    case .presentation: "presentation"
    }
  }
}

extension DependencySource {
  var kindName: String {
    switch self {
    case .property: "property"
    case .state, .statePath: "state"
    case .environment: "environment"
    case .objectWillChange: "objectWillChange"
    }
  }
}

extension ViewNode {
  /// Controls holding bindings, in this node and below (not crossing into child units).
  var controls: [ViewNode] {
    (binding != nil ? [self] : []) + children.flatMap(\.controls) + label.flatMap(\.controls)
  }
}
