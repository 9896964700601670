import ViewGraphModel

/// The natives the third-party packages' models use (`Library/Packages/Prelude/<Module>/`, active in a
/// program that imports the module: `PackagePreludes`).
enum PackageNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__closureSite", arity: 1) { call in
      // Where a closure is written, as a key: Factory keys a registration by the name of the
      // property whose getter makes it (`#function`); each such getter writes its closure once.
      guard case .function(let function)? = call[0], case .declared(let decl, _, _) = function.body else {
        return .string("")
      }
      return .string("\(decl.location.file):\(decl.location.line):\(decl.location.column)")
    },
    Native("__sharedContainer", arity: 1) { call in
      // `@Injected(\AppContainer.api)`: the shared container whose factory the key path names
      // (ViewGraph's key paths keep no root type): Factory's `Container` when it has one, else the
      // program's own `SharedContainer` that does; nil when none has.
      guard case .keyPath(let path)? = call[0], let name = path.first else { return .null }
      let program = call.interpreter.program
      let containers =
        [program.types["Container"]].compactMap { $0 }
        + program.allTypes.filter { $0.conformances.contains("SharedContainer") }
      guard let owner = containers.first(where: { $0.computedProperties[name] != nil }) else { return .null }
      return try call.interpreter.staticMember(.declared(owner), "shared", at: call.location)
    },
    Native("__closureResultType", arity: 1) { call in
      // The type Swift infers for what a closure makes, where its last statement says it:
      // `{ Service() }`, `{ Service(…) as Protocol }`, `return Service.init()` (Resolver's
      // `register { … }`); "" when only running it would tell.
      guard case .function(let function)? = call[0], case .declared(let decl, _, _) = function.body,
        let last = decl.body.statements.last
      else { return .string("") }
      let made: Expr?
      switch last.kind {
      case .expression(let expression): made = expression
      case .returnStatement(let expression): made = expression
      default: made = nil
      }
      return .string(made.flatMap(madeTypeName) ?? "")
    },
    Native("__unregistered", arity: 2) { call in
      // A dependency resolved that the program never registered: the real container stops there
      // (or returns nil); ViewGraph says where, and an opaque value stands for it (never a stop).
      let location = call.interpreter.programLocation(call.location)
      let type = call.text(0)
      call.interpreter.warnOnce(.unregisteredDependency(type, in: call.text(1)), at: location)
      return .opaque(OpaqueValue(description: "\(call.text(1)).resolve(\(type).self)", origin: location))
    },
    Native("__observedDefault", arity: 1) { call in
      // A `UserDefaults.standard` value read as SwiftUI's `@AppStorage` reads it (Defaults'
      // `@Default`): a dependency of the body that reads it (SPEC rule 4), nil while nothing is stored.
      guard let key = call.string(0), let host = call.interpreter.viewHost else { return .null }
      let storage = host.defaultsStorage(forKey: key, initial: .null)
      call.interpreter.tracker.recordRead(
        .state(storageID: storage.id), at: call.interpreter.programLocation(call.location))
      return storage.value
    },
  ])

  /// The type an expression makes, as written: `Service(…)`, `Service.init(…)`, `x as Protocol`.
  private static func madeTypeName(_ expression: Expr) -> String? {
    switch expression.kind {
    case .cast(_, let type, .plain): return type.description
    case .call(let callee, _):
      switch callee.kind {
      case .name(let reference):
        switch reference.resolution {
        // a type, not a function
        case .type, .builtin: return reference.name.first?.isUppercase == true ? reference.name : nil
        default: return nil
        }
      case .member(let base, "init"): return madeTypeName(Expr(.call(base, []), at: expression.location))
      default: return nil
      }
    default: return nil
    }
  }
}
