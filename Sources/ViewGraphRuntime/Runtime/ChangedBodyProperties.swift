import ViewGraphEngine
import ViewGraphModel

/// What SwiftUI's `Self._printChanges()` would print for a body run, and whether the run built
/// the same output as the one before it (a redundant run, for `explain --summary`).
///
/// The format follows OpenSwiftUI's reimplementation of SwiftUI's debugging hook
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Sources/OpenSwiftUICore/View/Debug/ChangedBodyProperty.swift`,
/// `printChangedBodyProperties(of:)`): `"\(Type): \(names.joined(separator: ", ")) changed."`, or
/// `"\(Type): unchanged."`. The names are first the body's meta properties — `@self` (the view
/// value changed) and, for a body with dynamic properties, `@identity` (its identity is new): the
/// `BodyAccessorRule.metaProperties` of `StaticBody` (`[("@self", …)]`) and `DynamicBody`
/// (`[("@self", …), ("@identity", …)]`) — then each dynamic property whose update reported a
/// change, by its field name (`_isPlaying`, the wrapper's storage). Since iOS 17 SwiftUI adds
/// `@dependencies` for a run caused by an Observation read (Apple's SwiftUI only: OpenSwiftUI has
/// no Observation-tracked body yet). A first appearance of a view with dynamic properties names
/// them all: "DanceStack: @self, @identity, _vm, _compact changed." (contracorner.com/stuff/debugging-swiftui.html).
enum ChangedBodyProperties {
  /// The record of one body run of `unit`: why SwiftUI would say it ran, and whether it was redundant.
  static func bodyRun(
    of unit: ViewInstance, causes: [Invalidation.Cause]?, previous: [ViewNode], output: [ViewNode], in host: GraphHost
  ) -> BodyRun {
    let printsChanges: Bool
    switch unit.kind {
    case .view: printsChanges = true
    case .app, .row, .preview, .presentation: printsChanges = false
    }
    let isRedundant =
      causes != nil && previous.count == output.count
      && zip(previous, output).allSatisfy { $0.buildsTheSameOutput(as: $1) }
    var run = BodyRun(
      unit: unit.record, printsChanges: printsChanges, isNewIdentity: causes == nil,
      changedProperties: changedBodyProperties(of: unit, causes: causes, host), isRedundant: isRedundant)
    // SPEC rule 6: the inputs are the stored properties the framework does not own.
    if host.recordsInputs, let value = unit.value {
      run.inputs = value.type.storedProperties.filter { !$0.isFrameworkOwned && !$0.isStateLike }.map { property in
        "\(property.name): " + host.shown(value.fields[property.name] ?? .null)
      }
    }
    return run
  }

  /// What a new identity without dynamic properties prints: one array for every such run.
  private static let newSelf = ["@self"]

  /// `@self`, `@identity`, `@dependencies`, then `_name` for each dynamic property that changed.
  private static func changedBodyProperties(of unit: ViewInstance, causes: [Invalidation.Cause]?, _ host: GraphHost)
    -> [String]
  {
    let dynamic = unit.value?.type.storedProperties.filter { $0.wrapper?.isDynamicProperty == true } ?? []
    guard let causes else {
      // A new identity: its value is new, and every dynamic property is set up for the first time.
      return dynamic.isEmpty ? Self.newSelf : ["@self", "@identity"] + dynamic.map { "_" + $0.name }
    }
    var meta: [String] = []
    var changed: Set<String> = []
    for cause in causes {
      switch cause {
      case .input, .notEqual, .rebuilt, .preference:
        if !meta.contains("@self") { meta.append("@self") }
      case .dependency(_, let sourceID, _, _, _):
        if let property = dynamic.first(where: { holds($0, sourceID: sourceID, in: unit, host) }) {
          changed.insert(property.name)
        } else if !meta.contains("@dependencies") {
          meta.append("@dependencies")
        }
      case .environment(let key, _, _):
        for property in dynamic where property.isFromEnvironment {
          if (try? host.environments.entryKey(of: property, host.interpreter))?.description == key {
            changed.insert(property.name)
          }
        }
      case .objectWillChange(_, let objectID, _, _):
        for property in dynamic
        where property.wrapper.map(UpdateModel.ObservableObject.subscribingWrappers.contains) == true {
          if objectName(in: unit.value?.fields[property.name]) == objectID { changed.insert(property.name) }
        }
      }
    }
    meta.sort { Self.metaOrder($0) < Self.metaOrder($1) }
    return meta + dynamic.filter { changed.contains($0.name) }.map { "_" + $0.name }
  }

  private static func metaOrder(_ name: String) -> Int {
    ["@self", "@identity", "@dependencies"].firstIndex(of: name) ?? 3
  }

  /// Whether `property` of `unit` is the storage (or the binding to the location) `sourceID` names,
  /// or a field path inside it (`u3.episode.isFavorite`).
  private static func holds(_ property: PropertyDecl, sourceID: String, in unit: ViewInstance, _ host: GraphHost)
    -> Bool
  {
    func names(_ id: String) -> Bool {
      sourceID == id || sourceID.hasPrefix(id + ".") || sourceID.hasPrefix(id + "[")
    }
    if let storage = unit.stateStorage[property.name] { return names(host.sourceID(.state(storageID: storage.id))) }
    guard case .binding(let binding)? = unit.value?.fields[property.name] else { return false }
    switch binding.location {
    case .state(let cell):
      guard let storage = cell.storage else { return false }
      return names(host.sourceID(.state(storageID: storage.id)))
    case .property(let object, let name):
      return names("\(object.displayName).\(name)")
    case .computed, .constant:
      return false
    }
  }

  /// The display name of the object a wrapper field holds (directly, or in its `@StateObject` storage).
  private static func objectName(in value: Value?) -> String? {
    switch value {
    case .object(let object)?: object.displayName
    case .stateCell(let cell)?: objectName(in: cell.storage?.value)
    default: nil
    }
  }
}
