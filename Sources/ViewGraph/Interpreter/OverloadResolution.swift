/// Which declaration a call means, by its argument labels and trailing closures, as Swift's
/// forward scan (SE-0286) matches them.
struct OverloadResolution {
  let program: ProgramModel

  /// Whether `argument` is the one for `parameter`: by its label, or as a trailing closure, which
  /// fills the next parameter that takes a closure or has no default.
  func takes(_ parameter: FunctionDecl.Parameter, _ argument: Argument) -> Bool {
    // Swift's forward scan: a trailing closure never goes to a parameter of a type that is not a
    // function (`DisclosureGroup { … } label: { … }` is not `init(_ title: String, content:)`).
    if argument.isTrailingClosure, !parameter.isClosureType, let type = parameter.type, isValueType(type) { return false }
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
      } else if parameter.defaultValue == nil, !parameter.isVariadic {
        return false
      }
    }
    return index == arguments.count
  }

  /// Picks the overload whose labels fit the call, preferring one that needs no defaults.
  func choose(_ overloads: [FunctionDecl], for arguments: [Argument]) -> FunctionDecl {
    if overloads.count == 1 { return overloads[0] }
    if let exact = overloads.first(where: { $0.parameters.count == arguments.count && fits($0, arguments) }) { return exact }
    if let fitting = overloads.first(where: { fits($0, arguments) }) { return fitting }
    let labels = arguments.filter { !$0.isTrailingClosure }.map(\.label)
    if let exact = overloads.first(where: { decl in
      let required = decl.parameters.filter { $0.defaultValue == nil && !$0.isClosureType }.map(\.label)
      return labels.count <= decl.parameters.count && labels.allSatisfy { label in decl.parameters.contains { $0.label == label } }
        && required.allSatisfy { labels.contains($0) || arguments.contains(where: \.isTrailingClosure) }
    }) {
      return exact
    }
    return overloads[0]
  }
}
