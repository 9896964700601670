import Foundation
import ViewGraphModel

/// SwiftUI's modifiers as a launch applies them: `view.modifier(…)` makes a new view value with the
/// modifier, its environment entries (SPEC rule 8), its presentation, its actions or its preference;
/// a part of the `SwiftUIRuntime`, which owns it.
package final class SwiftUIModifiers {
  unowned let runtime: SwiftUIRuntime
  var interpreter: Interpreter { runtime.interpreter }

  init(_ runtime: SwiftUIRuntime) { self.runtime = runtime }

  /// Sets an entry for a node's subtree; the modifier nearest the view wins, so an outer one does
  /// not replace an entry already set (SPEC rule 8).
  func setEnvironment(
    _ key: EnvironmentEntryKey, _ value: Value, on node: ViewNode, by modifier: String, at location: SourceLocation
  ) {
    guard node.environment[key] == nil else { return }
    node.environment[key] = value
    node.environmentOrigins[key] = EnvironmentOrigin(modifier: "." + modifier, location: location)
  }

  /// The declared type of an environment entry (`@Entry var theme: Theme`, an `EnvironmentKey`'s
  /// `defaultValue`), which types the value a modifier sets it to.
  func environmentEntryType(_ name: String) -> WrittenType? {
    let program = interpreter.program
    guard let keyType = program.environmentKeys[name].flatMap({ program.types[$0] }) else { return nil }
    return keyType.staticProperties["defaultValue"]?.type ?? keyType.computedProperties["defaultValue"]?.type
  }

  /// `view.modifier(…)`: arguments are evaluated for what they read; closures are kept, not run
  /// (SPEC rule 1); `.id` and `.environment` shape identity and the environment (rules 7 and 8).
  func apply(
    to base: Value, _ name: String, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation
  ) throws -> Value {
    if name == "modifier", let first = arguments.first,
      case .structure(var modifierValue) = try interpreter.evaluate(first.value, scope),
      modifierValue.type.isViewModifier
    {
      // `.modifier(Highlight())`: a ViewModifier is a unit of its own; `content` is what it wraps.
      modifierValue.fields[ViewNode.modifierContentField] = .view(try runtime.viewNode(base, at: location))
      let node = ViewNode(kind: modifierValue.type.name, at: location)
      node.customView = modifierValue
      return .view(node)
    }
    let kind = interpreter.program.modifiers[name]
    if kind == nil, case .structure(let view) = base, interpreter.viewHost?.current?.isBuilding(view) == true,
      interpreter.program.types["View"]?.methods[name] == nil
    {
      return try unknownMethod(name, onBuilding: view, arguments, scope, at: location)
    }
    // A modifier makes a new view value: the one it wraps may be stored elsewhere (an input).
    let target = try runtime.viewNode(base, at: location).copy()
    var modifier = ViewNode.Modifier(name: name, location: location)
    if kind == .content, let content = arguments.last, content.isTrailingClosure || content.label == "content" {
      for argument in arguments.dropLast() { _ = try interpreter.evaluate(argument.value, scope) }
      guard case .function(let f) = try interpreter.evaluate(content.value, scope) else { return .view(target) }
      let built = try runtime.buildContent(f, at: location)
      let overlay = ViewNode(kind: name, at: location)
      overlay.children = built
      target.children.append(overlay)
      target.modifiers.append(modifier)
      return .view(target)
    }
    var values: [(label: String?, value: Value)] = []
    // The prelude's signature types an implicit member: `.imageScale(.medium)` is an `Image.Scale`.
    let declared = interpreter.program.types["View"]?.methods[name]?.first {
      interpreter.overloading.fits($0, arguments)
    }
    for argument in arguments {
      var expected =
        argument.value.needsContextType ? declared?.parameters.first { $0.label == argument.label }?.type : nil
      if name == "environment", case .keyPath(let path)? = values.first?.value, argument.value.needsContextType {
        expected = environmentEntryType(path.joined(separator: "."))  // `.environment(\.theme, .dark)`: a `Theme`
      }
      let value =
        try expected.map { try interpreter.evaluate(argument.value, scope, expecting: $0) }
        ?? interpreter.evaluate(argument.value, scope, hint: nil)
      values.append((argument.label, value))
    }
    if case .structure(var style)? = values.first?.value, style.type.isStyle,
      interpreter.typeIndex.styleBody(of: style) != nil
    {
      // `.buttonStyle(Filled())`: a style of the program's own is a unit, like a ViewModifier;
      // the view it styles is its configuration's label (SPEC rule 6: an input).
      style.fields[ViewNode.modifierContentField] = .view(target)
      let node = ViewNode(kind: style.type.name, at: location)
      node.customView = style
      return .view(node)
    }
    if kind == .presentation {
      var kept = runtime.presentations.presentation(name, values, at: location)
      if let declared, UpdateModel.ObservationReads.runsContentNow(declared.parameters) {
        // An alert's `actions:` and `message:`, `navigationDestination(isPresented:)`'s
        // `destination:`: not `@escaping`, so they run in this body (SPEC rule 1: their reads are
        // its reads), and the presentation shows what they built.
        kept.builtContent = try runtime.presentations.builtNow(kept, at: location)
      }
      if kept.isPresented == nil, kept.item == nil, kept.forType == nil, !interpreter.reportedWarnings.contains(name) {
        interpreter.reportedWarnings.insert(name)
        interpreter.tracker.warn(.warning(.notPresented(name), at: location))
      }
      target.presentations.append(kept)
      target.modifiers.append(modifier)
      return .view(target)
    }
    // `.background(Badge())`, `.overlay(V, alignment:)`, `.mask(V)`: a view argument is built here.
    let views = try values.filter { $0.value.isViewValue }.map { try runtime.viewNode($0.value, at: location) }
    if !views.isEmpty {
      let holder = ViewNode(kind: name, at: location)
      holder.children = views
      target.children.append(holder)
    }
    if case .environment(let write)? = kind, let value = write.value(for: values.first?.value) {
      setEnvironment(.keyPath(write.key), value, on: target, by: name, at: location)  // SPEC rule 8
    }
    switch name {
    case "id":
      target.explicitID = values.first?.value
    case "equatable":
      target.comparesWithEquatable = true  // SPEC rule 6: `.equatable()` is `EquatableView`
    // The modifier nearest the view wins: an outer one does not replace an entry already set.
    case "environment":
      if values.count == 2, case .keyPath(let path) = values[0].value {
        setEnvironment(.keyPath(path.joined(separator: ".")), values[1].value, on: target, by: name, at: location)
      } else if let object = values.first?.value {
        setEnvironment(.object(object.typeName), object, on: target, by: name, at: location)
        // SwiftUI keeps `.environment(object)` and `.environmentObject(object)` in one entry per
        // object type (`EnvironmentValues[objectType:]`): a class that is both `Observable` and an
        // `ObservableObject`, set this way, is what an `@EnvironmentObject` of its type reads.
        if case .object(let instance) = object, instance.type.isObservableObject {
          for type in [object.typeName] + interpreter.typeIndex.superclasses(of: object).map(\.name) {
            setEnvironment(.environmentObject(type), object, on: target, by: name, at: location)
          }
        }
      }
    case "environmentObject":
      // SwiftUI keys it by its argument's static type (`@StateObject var objects: ObjectSource =
      // ObjectCache()` sets an `ObjectSource`), which ViewGraph knows only as the object's class:
      // it is set for that class and each of the program's classes it inherits from.
      // The migration what-if (issue 40) sets an object of a class it made `@Observable` as
      // `.environment(object)` would, for the `@Environment(Type.self)` it made of `@EnvironmentObject`.
      if let object = values.first?.value {
        for type in [object.typeName] + interpreter.typeIndex.superclasses(of: object).map(\.name) {
          let key: EnvironmentEntryKey =
            interpreter.program.migratedToObservable.contains(type) ? .object(type) : .environmentObject(type)
          setEnvironment(key, object, on: target, by: name, at: location)
        }
      }
    case "transformEnvironment":
      // SPEC rule 8: kept as a transform, applied to the value above wherever the entry is read.
      if case .keyPath(let path)? = values.first?.value, case .function(let transform)? = values.last?.value {
        let marker = interpreter.makeFunction(
          .native(SwiftUIViewNatives.environmentTransform, receiver: .function(transform)))
        setEnvironment(.keyPath(path.joined(separator: ".")), .function(marker), on: target, by: name, at: location)
      }
    default:
      switch kind {
      case .action?:
        for (label, value) in values {
          if case .function(let f) = value {
            modifier.action = f
          } else if label == "of" || label == "id" || (name == "onReceive" && label == nil) {
            modifier.value = value
          } else if label == "initial", case .bool(let b) = value {
            modifier.initial = b
          }
        }
      case .preference(let role)?:
        for (_, value) in values {
          switch value {
          case .metatype(.declared(let type)): modifier.preferenceKey = type
          case .function(let function): modifier.action = function
          default: modifier.value = value
          }
        }
        if role == .content, let key = modifier.preferenceKey, let transform = modifier.action {
          // SPEC rule 12: the content is a unit of its own, given the key's value after each pass.
          let holder = ViewNode(kind: name, at: location)
          holder.rows = ViewNode.LazyRows(
            unitName: "\(name) content", elements: [try preferenceDefault(of: key, at: location)], ids: [.int(0)],
            content: transform,
            elementFromGraph: true)
          target.children.append(holder)
        }
      case .passive?, .content?, .environment?, .presentation?:
        modifier.value = values.count == 1 ? values[0].value : .tuple(values.map(\.value))
      case nil:
        if !interpreter.reportedWarnings.contains(name) {
          interpreter.reportedWarnings.insert(name)
          interpreter.tracker.warn(.warning(.unknownModifier(name), at: location))
        }
      }
    }
    target.modifiers.append(modifier)
    return .view(target)
  }

  /// `self.shade(…)` in a view's own body, where `shade` is a method of code ViewGraph did not read
  /// (a package not found): were it a modifier, SwiftUI would build the view inside itself without
  /// end, so it is not one. Its arguments are evaluated for what they read; its view is opaque.
  private func unknownMethod(
    _ name: String, onBuilding view: StructValue, _ arguments: [Argument], _ scope: Scope, at location: SourceLocation
  ) throws -> Value {
    for argument in arguments { _ = try interpreter.evaluate(argument.value, scope) }
    if interpreter.reportedWarnings.insert("unknown method on building view \(name)").inserted {
      interpreter.tracker.warn(.warning(.unknownMethodOnBuildingView(name, view.type.name), at: location))
    }
    return .opaque(OpaqueValue(description: "\(view.type.name).\(name)(…)", origin: location))
  }

  /// A preference key's `defaultValue` (nil when it declares none and its value is optional).
  package func preferenceDefault(of key: TypeDecl, at location: SourceLocation) throws -> Value {
    guard key.hasStaticMember("defaultValue") else { return .null }
    return try interpreter.untracked { try interpreter.staticMember(.declared(key), "defaultValue", at: location) }
  }
}
