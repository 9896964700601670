import ViewGraphModel

/// Case paths as a package that routes enum cases by key path takes them (`action: \.child`,
/// `/Action.child`, `Action.child`): the case's name, a case made by name, and a case's payload.
enum CasePathNatives {
  static let library = NativeRegistry.Library(functions: [
    Native("__pathName", arity: 1) { call in
      // `\.child.count` is "child.count"; an enum case named as a function (`Action.child`) is "child".
      switch call[0] {
      case .keyPath(let names)?: return .string(names.joined(separator: "."))
      case .function(let function)?:
        if case .enumCase(_, let name) = function.body { return .string(name) }
        return .string("")
      case .enumCase(let value)?: return .string(value.name)
      default: return .string("")
      }
    },
    Native("__pathValue", arity: 2) { call in
      // `__pathValue(state, "child.count")`: the value there, through a struct's fields and an
      // enum's case (the payload of `.child(…)`, nil in another case), nil past a nil.
      // A name with an index (`rows[1]`) is that element of the field's array.
      var value = call[0] ?? .null
      for segment in (call.string(1) ?? "").split(separator: ".").map(String.init) {
        let (name, index) = CasePathNatives.indexed(segment)
        switch value {
        case .null: return .null
        case .enumCase(let e): value = e.name == name ? (e.payload.first ?? .void) : .null
        default: value = name.isEmpty ? value : try call.interpreter.member(of: value, name, at: call.location)
        }
        if let index {
          guard case .array(let items) = value, items.indices.contains(index) else { return .null }
          value = items[index]
        }
      }
      return value
    },
    Native("__settingPath", arity: 3) { call in
      // `__settingPath(state, "child", new)`: `state` with the value at the path replaced (a
      // field set, or an enum case's payload when it is that case).
      let names = (call.string(1) ?? "").split(separator: ".").map(String.init)
      return try CasePathWrite(interpreter: call.interpreter, location: call.location).set(
        call[0] ?? .null, names[...], call[2] ?? .null)
    },
    Native("__enumCase", arity: 2) { call in
      // `__enumCase("child", payload)`: the case of that name holding the payload, matched by name
      // (`case .child(let action)`), as the enum the program declares has it.
      guard let name = call.string(0) else { return .null }
      // `action: \.userAction.logoutUser`: the path's cases nested, the first outermost
      // (`.userAction(.logoutUser(action))`; issue 36, set 6's Kasa).
      return name.split(separator: ".").reversed().reduce(call[1] ?? .void) { payload, part in
        .enumCase(EnumCaseValue(type: nil, name: String(part), payload: [payload]))
      }
    },
    Native("__caseFeature", arity: 1) { call in
      // `__caseFeature(.detail(state))` of a `@Reducer enum Path { case detail(Detail) }`: a
      // `Detail()`, the feature the case names; nil for a case of another enum.
      guard case .enumCase(let value)? = call[0], let type = value.type, let decl = type.enumCase(value.name),
        let name = decl.payloadTypes.first?.nominalName
      else { return .null }
      let program = call.interpreter.program
      guard let feature = program.declaredType(named: name), feature.kind != .enumeration else { return .null }
      return try call.interpreter.construct(feature, [], Scope(size: 0, parent: nil), at: call.location)
    },
    Native("__casePayload", arity: 2) { call in
      // `__casePayload(action, "child")`: the payload of `.child(payload)`, nil for another case.
      guard case .enumCase(let value)? = call[0], let name = call.string(1), value.name == name else { return .null }
      switch value.payload.count {
      case 0: return .void
      case 1: return value.payload[0]
      default: return .tuple(value.payload)
      }
    },
  ])
}

extension CasePathNatives {
  /// A path segment's name and index: `rows[1]` is ("rows", 1), `count` is ("count", nil).
  static func indexed(_ segment: String) -> (name: String, index: Int?) {
    guard segment.hasSuffix("]"), let open = segment.firstIndex(of: "["),
      let index = Int(segment[segment.index(after: open)..<segment.index(before: segment.endIndex)])
    else { return (segment, nil) }
    return (String(segment[..<open]), index)
  }
}

/// A value with the value at a path of field and case names replaced (`__settingPath`).
private struct CasePathWrite {
  let interpreter: Interpreter
  let location: SourceLocation

  func set(_ base: Value, _ names: ArraySlice<String>, _ new: Value) throws -> Value {
    guard let name = names.first else { return new }
    switch base {
    case .enumCase(var e):
      guard e.name == name, let payload = e.payload.first else { return base }
      e.payload[0] = try set(payload, names.dropFirst(), new)
      return .enumCase(e)
    case .null:
      return base
    default:
      var copy = base
      let inner = try interpreter.member(of: base, name, at: location)
      try interpreter.setMember(
        &copy, name, try set(inner, names.dropFirst(), new), access: .plain, inPlace: true, at: location)
      return copy
    }
  }
}
