import ViewGraphModel

/// What ViewGraph does not simulate degrades to a warning and an opaque value (SPEC §3): a member a
/// framework type of the prelude does not declare, and every use of an opaque value. Arithmetic,
/// comparisons, members, subscripts and calls on an opaque value are opaque too; where a decision
/// must be made from one, the decision is a documented default:
///
/// - a condition (`if`, `guard`, `while`, `? :`, `&&`) that is opaque is false;
/// - a loop or `ForEach` over an opaque collection runs no pass;
/// - a write into an opaque value (or a static of a type ViewGraph does not know) goes nowhere.
///
/// Each is said once where it happens, as a warning.
extension Interpreter {
  /// A member `name` that `type` does not declare: not simulated when the type is a framework type
  /// of the prelude (simulated in part) or inherits from a type ViewGraph does not know (`NSObject`,
  /// `UIResponder`); an error for a standard value or a type the program declares in full.
  func missingMember(_ name: String, of type: TypeDecl, at location: SourceLocation) throws -> Value {
    if let conformance = typeIndex.conformanceGiving(name, to: type) {
      // Swift's own member of a conformance (`hashValue` of a Hashable enum): ViewGraph's gap.
      warnOnce(.notSimulatedConformanceMember(name, of: type.name, conformance), at: location)
      return .opaque(OpaqueValue(description: "\(type.name).\(name)", origin: location))
    }
    if let generator = program.sources.generator(of: type.location) {
      // The build writes the file again from the project's resources; the clone's copy may be older.
      warnOnce(.memberNotGenerated(name, of: type.name, by: generator), at: programLocation(location))
      return .opaque(OpaqueValue(description: "\(type.name).\(name)", origin: location))
    }
    if declaresNothing(type) {
      // `public struct Strings { /*Nop*/ }` that a build step extends (`extension Assets.Strings {
      // enum iOS … }` written by a generator into a file the clone does not have): the program
      // compiles only with members ViewGraph was not given, so no typo of a member it has.
      warnOnce(.memberOfEmptyType(name, of: type.name), at: programLocation(location))
      return .opaque(OpaqueValue(description: "\(type.name).\(name)", origin: location))
    }
    guard typeIndex.isPartlySimulated(type) else { throw fail(.noDeclaredMember(name, on: type.name), at: location) }
    // Asked for by the prelude's code (a package model's `DependencyValues()[keyPath: key]`): said
    // at the program's code that led there (`@Dependency(\.userDefaults)`).
    warnOnce(.notSimulatedMember(name, of: type.name), at: programLocation(location))
    return .opaque(OpaqueValue(description: "\(type.name).\(name)", origin: location))
  }

  /// Whether the program declares `type` with no member at all (no property, method, initializer,
  /// case or nested type, in it or its extensions): a namespace that generated code fills.
  private func declaresNothing(_ type: TypeDecl) -> Bool {
    guard !program.sources.isPrelude(type.location), type.storedProperties.isEmpty, type.computedProperties.isEmpty,
      type.staticProperties.isEmpty, type.methods.isEmpty, type.initializers.isEmpty, type.cases.isEmpty
    else { return false }
    let nested = type.name + "."
    return !program.types.own.keys.contains { $0.hasPrefix(nested) }
  }

  /// A call of a framework function or initializer (one the prelude declares) whose labels fit
  /// none of the forms the prelude declares (`Logger(label:)`, `appendingPathComponent(_:conformingTo:)`):
  /// a form ViewGraph does not simulate, so an opaque value with a warning; nil when a form fits
  /// or the function is the program's own (then a wrong call is the program's error).
  func unsimulatedForm(
    of overloads: [FunctionDecl], _ name: String, _ arguments: [Argument], at location: SourceLocation
  ) -> Value? {
    guard !overloads.isEmpty, overloads.allSatisfy({ program.sources.isPrelude($0.location) }),
      !overloads.contains(where: { overloading.fits($0, arguments) })
    else { return nil }
    let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
    warnOnce(.notSimulatedHere("'\(name)(\(labels))'"), at: programLocation(location))
    return .opaque(OpaqueValue(description: "\(name)(…)", origin: location))
  }

  /// The result of an operation on an opaque value: opaque too, said once where it happens.
  func opaqueResult(_ opaque: OpaqueValue, _ what: String, at location: SourceLocation) -> Value {
    warnOnce(
      .opaqueUsed(opaque.description, madeAt: program.sources.describe(opaque.origin), "\(what) is opaque too"),
      at: location)
    return .opaque(opaque.appending(what.hasPrefix(".") ? what : " \(what)"))
  }

  /// A decision made from an opaque value, with its default: said once where it happens.
  func opaqueDecision(_ opaque: OpaqueValue, _ decision: String, at location: SourceLocation) {
    warnOnce(.opaqueUsed(opaque.description, madeAt: program.sources.describe(opaque.origin), decision), at: location)
  }

  /// A warning given once per place and message.
  package func warnOnce(_ message: ViewGraphMessage, at location: SourceLocation) {
    guard reportedWarnings.insert("\(location) \(message.text)").inserted else { return }
    tracker.warn(.warning(message, at: location))
  }
}
