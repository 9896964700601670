/// Issue 40, point 2, the migration what-if: the program as it would be had its `ObservableObject`
/// classes been migrated to `@Observable` by Apple's guide ("Migrating from the Observable Object
/// protocol to the Observable macro"), rewritten on the lowered model, never on the source text:
///
/// - the class: `@Observable` instead of `ObservableObject`, and `@Published var` a stored `var`
///   (then every stored property is tracked, rule 1, and a write of an equal value notifies no
///   one, rule 2, instead of rule 9's `objectWillChange`); a property with another wrapper
///   (`@AppStorage`) is `@ObservationIgnored`, as it must be for the macro to compile;
/// - a property of a migrated class's type: `@StateObject` → `@State` (and `_model =
///   StateObject(wrappedValue: …)` in an `init` → `State(wrappedValue: …)`), `@ObservedObject` → a
///   plain property, `@EnvironmentObject` → `@Environment(Type.self)`;
/// - `.environmentObject(object)` → `.environment(object)`: the calls are not rewritten; the
///   modifier sets the entry `.environment(_:)` would for an object of a migrated class
///   (`ProgramModel.migratedToObservable`).
///
/// The class keeps its `ObservableObject` conformance in the model, so that what the guide would
/// delete by hand (`objectWillChange.send()`, a `sink` on it) still runs: no view subscribes to it
/// any more, so it invalidates nothing.
extension ProgramModel {
  /// The program's own `ObservableObject` classes, in declaration order.
  var observableObjectClasses: [TypeDecl] {
    typeOrder.compactMap { types[$0] }.filter {
      !$0.isPrelude && $0.kind == .classType && $0.isObservableObject && !$0.isObservable
    }
  }

  /// Rewrites the model as if the named `ObservableObject` classes (all of them when `names` is
  /// empty) were `@Observable`; a name that is no such class is an error, and nothing is rewritten.
  package func migrateToObservable(_ names: Set<String>) throws(ViewGraphError) {
    let candidates = observableObjectClasses
    let unknown = names.subtracting(candidates.map(\.name)).sorted()
    if !unknown.isEmpty {
      let known = candidates.map(\.name)
      throw ViewGraphError(
        unknown.map { .error(.notAnObservableObject($0, known: known), at: .unknown) }, sources: sources)
    }
    let migrated = candidates.filter { names.isEmpty || names.contains($0.name) }
    migratedToObservable = Set(migrated.map(\.name))
    for type in migrated {
      type.attributes.insert("Observable")
      for property in type.storedProperties {
        if property.isPublished {
          property.wrapper = nil
        } else if property.knownWrapper != nil {
          // `@AppStorage var flag`: the macro cannot track a wrapped property (it would make it a
          // computed one), so the migrated class compiles only with `@ObservationIgnored` on it.
          property.isObservationIgnored = true
        }
      }
    }
    for type in typeOrder.compactMap({ types[$0] }) where !type.isPrelude {
      for property in type.storedProperties {
        guard let held = heldClass(of: property), migratedToObservable.contains(held.name) else { continue }
        switch property.wrapper {
        case .stateObject?:
          property.wrapper = .state
          madeInInit(property.name, of: type, as: PropertyWrapper.state.name)
        case .observedObject?: property.wrapper = nil
        case .environmentObject?:
          property.wrapper = .environment
          property.wrapperArguments = [
            Argument(label: nil, value: Expr(literal(.metatype(.declared(held))), at: property.location))
          ]
        default: continue
        }
      }
    }
  }

  /// `_model = StateObject(wrappedValue: …)` at the top of an `init` of `type`: made with `wrapper`
  /// instead (`State(wrappedValue: …)`), as the guide rewrites it.
  private func madeInInit(_ property: String, of type: TypeDecl, as wrapper: String) {
    for initializer in type.initializers {
      var body = initializer.body
      for (index, statement) in body.statements.enumerated() {
        guard case .expression(let expression) = statement.kind, case .assign(let target, let made) = expression.kind,
          case .name(let stored) = target.kind, stored.name == property, stored.access == .wrapper,
          case .call(let callee, let arguments) = made.kind, case .name(var maker) = callee.kind,
          maker.name == "StateObject"
        else { continue }
        maker.name = wrapper
        let call = Expr(.call(Expr(.name(maker), at: callee.location), arguments), at: made.location)
        body.statements[index] = Stmt(
          .expression(Expr(.assign(target, call), at: expression.location)), at: statement.location)
      }
      initializer.body = body
    }
  }

  /// The class a property holds: its written type (`Store?` is a `Store`), else the type its
  /// initial value makes (`@StateObject var store = Store()`).
  private func heldClass(of property: PropertyDecl) -> TypeDecl? {
    if let name = property.type?.nominalName { return types[name] }
    guard case .call(let callee, _)? = property.initializer?.kind, case .name(let reference) = callee.kind else {
      return nil
    }
    return types[reference.name]
  }
}
