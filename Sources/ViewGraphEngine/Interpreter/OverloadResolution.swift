import ViewGraphModel

/// Which declaration a call means, by its argument labels and trailing closures, as Swift's
/// forward scan (SE-0286) matches them, and, when several fit the labels, by the arguments' types as
/// Swift's overload ranking does: `set(data, forKey:)` with a `Data?` is Foundation's
/// `set(_: Any?, forKey:)`, not a program's `set(_: [P], forKey:)` (issue 24).
struct OverloadResolution {
  let program: ProgramModel

  /// Whether `argument` is the one for `parameter`: by its label, or as a trailing closure, which
  /// fills the next parameter that takes a closure or has no default.
  func takes(_ parameter: FunctionDecl.Parameter, _ argument: Argument) -> Bool {
    // Swift's forward scan: a trailing closure never goes to a parameter of a type that is not a
    // function (`DisclosureGroup { … } label: { … }` is not `init(_ title: String, content:)`).
    if argument.isTrailingClosure, !parameter.isClosureType, let type = parameter.type, isValueType(type) {
      return false
    }
    // An `inout` parameter takes `&place` only (`store(in: &set)` is not `store(in: subscriber)`).
    if parameter.isInout, !argument.isInout { return false }
    if argument.label == parameter.label { return true }
    return argument.isTrailingClosure && (parameter.isClosureType || parameter.defaultValue == nil)
  }

  /// A type no closure can be: a standard value type, or a struct or enum of the program.
  func isValueType(_ written: WrittenType) -> Bool {
    let written = written.unwrapped
    if written.head == .array || written.head == .dictionary { return true }
    guard let name = written.name else { return false }
    if Self.standardValueTypes.contains(name) { return true }
    guard let type = program.types[name] else { return false }
    return type.kind == .structure || type.kind == .enumeration
  }

  private static let standardValueTypes: Set<String> = [
    "String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "Int", "Double", "Float", "CGFloat", "Bool",
  ]

  /// Whether a call's labels fit a declaration: every argument finds its parameter in order, and
  /// every parameter without a default gets one.
  func fits(_ decl: FunctionDecl, _ arguments: [Argument]) -> Bool {
    var index = 0
    for parameter in decl.parameters {
      if index < arguments.count, takes(parameter, arguments[index]) {
        index += 1
        // A variadic parameter takes the unlabelled arguments after its first, as `bind` does.
        while parameter.isVariadic, index < arguments.count, arguments[index].label == nil { index += 1 }
      } else if parameter.defaultValue == nil, !parameter.isVariadic {
        return false
      }
    }
    return index == arguments.count
  }

  /// Picks the overload whose labels fit the call, preferring one that needs no defaults.
  func choose(_ overloads: [FunctionDecl], for arguments: [Argument]) -> FunctionDecl {
    if overloads.count == 1 { return overloads[0] }
    // A closure that awaits is async: an overload whose closure parameter is not cannot take it;
    // one that does not await goes to a synchronous parameter where there is one.
    let closures = arguments.compactMap { argument -> FunctionDecl? in
      if case .closure(let decl) = argument.value.kind { return decl }
      return nil
    }
    if !closures.isEmpty {
      let matching = overloads.filter { decl in
        // A parameter named by an alias (`Handler`) may be either: only a written function type says.
        let parameters = decl.parameters.filter(\.isClosureType).map { $0.type?.unwrapped }
        return parameters.count >= closures.count
          && zip(closures, parameters).allSatisfy { closure, type in
            type?.head != .function || closure.isAsync == type?.isAsync
          }
      }
      if !matching.isEmpty, matching.count < overloads.count { return choose(matching, for: arguments) }
    }
    if let exact = overloads.first(where: { $0.parameters.count == arguments.count && fits($0, arguments) }) {
      return exact
    }
    if let fitting = overloads.first(where: { fits($0, arguments) }) { return fitting }
    let labels = arguments.filter { !$0.isTrailingClosure }.map(\.label)
    if let exact = overloads.first(where: { decl in
      let required = decl.parameters.filter { $0.defaultValue == nil && !$0.isClosureType }.map(\.label)
      return labels.count <= decl.parameters.count
        && labels.allSatisfy { label in decl.parameters.contains { $0.label == label } }
        && required.allSatisfy { labels.contains($0) || arguments.contains(where: \.isTrailingClosure) }
    }) {
      return exact
    }
    return overloads[0]
  }

  /// Whether the choice between `overloads` depends on the arguments' types: more than one fits the
  /// labels, and they differ in what they take.
  func dependsOnTypes(_ overloads: [FunctionDecl], for arguments: [Argument]) -> Bool {
    let fitting = overloads.filter { fits($0, arguments) }
    guard fitting.count > 1 else { return false }
    let written = fitting.map { decl in decl.parameters.map { $0.type?.description ?? "_" } }
    return Set(written).count > 1
  }

  /// Among the overloads that fit the labels, the one whose parameter types suit `values` best
  /// (nil when none suits them all). A parameter that names the value's type suits it better than
  /// one that takes anything (`Any?`, a generic `T`); a literal suits any parameter, since Swift
  /// gives it the parameter's type. Ties keep the order `choose` would.
  func mostSpecific(
    _ overloads: [FunctionDecl], for arguments: [Argument], values: [Value], matches: (Value, WrittenType) -> Bool
  ) -> FunctionDecl? {
    let preferred = choose(overloads, for: arguments)
    let candidates = [preferred] + overloads.filter { $0 !== preferred && fits($0, arguments) }
    var best: (decl: FunctionDecl, score: Int)?
    for decl in candidates {
      guard let score = suitability(of: decl, arguments, values, matches: matches) else { continue }
      if score > best?.score ?? -1 { best = (decl, score) }
    }
    return best?.decl
  }

  /// How well `values` suit `decl`'s parameters (2 a parameter that names the value's type, 1 one
  /// that takes anything); nil when one of them cannot be passed.
  private func suitability(
    of decl: FunctionDecl, _ arguments: [Argument], _ values: [Value], matches: (Value, WrittenType) -> Bool
  ) -> Int? {
    var score = 0
    var index = 0
    for parameter in decl.parameters where index < arguments.count {
      guard takes(parameter, arguments[index]) else { continue }
      defer { index += 1 }
      guard let type = parameter.type, !parameter.isVariadic, !Self.takesAnything(type),
        !arguments[index].value.isLiteral
      else {
        score += 1
        continue
      }
      let value = values[index]
      if type.head == .optional, value.isNull {
        score += 2
      } else if matches(value, type.unwrapped) {
        score += 2
      } else {
        return nil
      }
    }
    return score
  }

  /// `Any`, `Any?`, `AnyObject`, `any P`: a parameter every value can be passed to.
  private static func takesAnything(_ type: WrittenType) -> Bool {
    let unwrapped = type.unwrapped
    return unwrapped.head == .existential || ["Any", "AnyObject", "AnyHashable"].contains(unwrapped.name ?? "")
  }
}
