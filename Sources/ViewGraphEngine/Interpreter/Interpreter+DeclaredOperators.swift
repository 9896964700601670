import ViewGraphModel

/// Operators a type declares itself (`static func < (lhs: Date, rhs: Date) -> Bool`), used where
/// the standard values have no meaning for the operands: the prelude's `Date` and `DispatchTime`,
/// a program's own `Comparable` or arithmetic types.
extension Interpreter {
  /// The result of the operand type's own `op`, or nil when neither operand's type declares it.
  func declaredOperator(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value? {
    for operand in [lhs, rhs] {
      guard let type = operand.declaredType,
        let overloads = type.methods[op]?.filter({ $0.isStatic && $0.parameters.count == 2 }),
        !overloads.isEmpty
      else { continue }
      // Of several overloads (`Date - Date`, `Date - TimeInterval`), the one whose right operand
      // is declared with the right value's type, else the first.
      let decl = overloads.first { $0.parameters[1].type?.description == rhs.typeName } ?? overloads[0]
      return try invoke(
        decl, arguments: [lhs, rhs], selfValue: .metatype(.declared(type)), captured: nil, at: location
      ).result
    }
    // `Comparable` gives `>`, `<=` and `>=` from a type's own `<`.
    switch op {
    case ">": return try declaredOperator("<", rhs, lhs, at: location)
    case "<=": return try declaredOperator("<", rhs, lhs, at: location).map { .bool(!(try truth($0, at: location))) }
    case ">=": return try declaredOperator("<", lhs, rhs, at: location).map { .bool(!(try truth($0, at: location))) }
    default: return nil
    }
  }

  /// The result of the operand type's own prefix or postfix `op` (`static prefix func - (vector:
  /// Vector2D)`), or nil when its type declares none.
  func declaredOperator(_ op: String, _ operand: Value, at location: SourceLocation) throws -> Value? {
    guard let type = operand.declaredType,
      let decl = type.methods[op]?.first(where: { $0.isStatic && $0.parameters.count == 1 })
    else {
      return nil
    }
    return try invoke(decl, arguments: [operand], selfValue: .metatype(.declared(type)), captured: nil, at: location)
      .result
  }

  /// A prefix or postfix operator the program gives a standard type (`extension Int { static
  /// prefix func ! (value: Int) -> Int }`) or declares at global scope for it; nil when there is none.
  func programOperator(_ op: String, _ operand: Value, at location: SourceLocation) throws -> Value? {
    if let type = program.types[operand.typeName],
      let decl = type.methods[op]?.first(where: { $0.isStatic && $0.parameters.count == 1 })
    {
      return try invoke(decl, arguments: [operand], selfValue: .metatype(.declared(type)), captured: nil, at: location)
        .result
    }
    let global = program.functions[op]?.first { decl in
      decl.parameters.count == 1 && matches(operand, decl.parameters[0].type ?? .named("Any"))
    }
    guard let global else { return nil }
    return try invoke(global, arguments: [operand], selfValue: nil, captured: nil, at: location).result
  }

  /// An operator the standard library does not have (`+++`, `**`), applied to its operands: the
  /// operands' types' own, else a global function of that name.
  func customOperator(_ op: String, _ operands: [Value], at location: SourceLocation) throws -> Value {
    if operands.count == 2 {
      if let result = try declaredOperator(op, operands[0], operands[1], at: location) { return result }
      if let decl = globalOperator(op, operands[0], operands[1]) {
        return try invoke(decl, arguments: operands, selfValue: nil, captured: nil, at: location).result
      }
    } else if operands.count == 1, let result = try declaredOperator(op, operands[0], at: location) {
      return result
    }
    throw fail(.typeMismatch(op, operands.first?.typeName ?? "Void", operands.last?.typeName ?? "Void"), at: location)
  }

  /// The type of a right operand of one of `type`'s own operators that has a static member
  /// `name`: what `.seconds(2)` means in `DispatchTime.now() + .seconds(2)`.
  func operandType(of type: TypeDecl, having name: String) -> TypeDecl? {
    for decl in type.methods.values.joined() where decl.isStatic && decl.parameters.count == 2 {
      if let operand = decl.parameters[1].type?.name.flatMap({ program.types[$0] }), operand.hasStaticMember(name) {
        return operand
      }
    }
    return nil
  }
}
