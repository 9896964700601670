import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// The names ViewGraph gives programs, by the kind `Scripts/field-trial/vocabulary.py` counts:
/// the prelude's types, members and functions, SwiftUI's views and modifiers, the standard
/// library's natives. The field trial compares them with the names real apps use.
public enum Vocabulary {
  /// Kind (`type`, `member`, `modifier`, `function`, `attribute`) → names.
  public static var knownNames: [String: Set<String>] {
    var names: [String: Set<String>] = ["type": [], "member": [], "modifier": [], "function": [], "attribute": []]
    let prelude = PreludeModel.shared.model
    for (name, type) in prelude.types.own {
      names["type", default: []].insert(QualifiedName(name).components.last ?? name)
      var members = Set(type.methods.keys).union(type.computedProperties.keys).union(type.staticProperties.keys)
      members.formUnion(type.storedProperties.map(\.name))
      members.formUnion(type.cases.map(\.name))
      names["member", default: []].formUnion(members)
    }
    names["modifier", default: []].formUnion(prelude.modifiers.own.keys)
    names["modifier", default: []].formUnion(prelude.types.own["View"]?.methods.keys.map { $0 } ?? [])
    names["function", default: []].formUnion(prelude.functions.own.keys.filter { !$0.hasPrefix("_") })
    names["member", default: []].formUnion(NativeRegistry.standard.memberNames)
    for native in NativeRegistry.standard.functions where !native.name.hasPrefix("_") {
      let kind = native.name.first?.isUppercase == true ? "type" : "function"
      names[kind, default: []].insert(native.name)
    }
    names["type", default: []].formUnion(
      BuiltinNames.primitiveViews.union(BuiltinNames.containers).union(BuiltinNames.rowContainers))
    names["function", default: []].formUnion(BuiltinNames.library.filter { $0.first?.isLowercase == true })
    names["type", default: []].formUnion(BuiltinNames.library.filter { $0.first?.isUppercase == true })
    names["attribute", default: []].formUnion(
      Set(PropertyWrapper.known.map(\.name)).union(PropertyDecl.ignoredAttributes).union(PropertyDecl.delegateAdaptors))
    names["attribute", default: []].formUnion([
      "Observable", "Model", "main", "Entry", "ViewBuilder", "ObservationIgnored", "MainActor", "ModelActor",
    ])
    // Protocols whose conformance changes what a type does (a view, an app, an observable object,
    // Equatable inputs, an element's identity) and the modifiers the SwiftUI library applies itself.
    names["type", default: []].formUnion([
      "View", "App", "Scene", "ObservableObject", "Identifiable", "Equatable", "Hashable", "Comparable", "ViewModifier",
      "CaseIterable", "Error", "CustomStringConvertible", "ButtonStyle", "ToggleStyle", "LabelStyle", "Shape",
      "EnvironmentKey",
    ])
    names["modifier", default: []].formUnion([
      "environment", "environmentObject", "modifier", "id", "equatable", "transformEnvironment",
    ])
    return names
  }
}
