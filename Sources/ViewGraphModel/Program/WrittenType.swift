/// A type as the source writes it (`Result<Page<Movie>, APIError>`, `[T]`, `(Result<T, E>) -> Void`),
/// lowered once from swift-syntax's `TypeSyntax` by the Syntax stage (`WrittenType+Lowering`). Every
/// declaration, parameter, result, cast, pattern and metatype value carries one; no later stage
/// reads a type from text.
///
/// ```swift
/// // func get<T: Codable>(completion: @escaping (Result<T, APIError>) -> Void)
/// // get { (result: Result<Page<Movie>, APIError>) in … }   binds T to Page<Movie>
/// ```
package struct WrittenType: Hashable, Sendable {
  /// What kind of type: a named one (`Result`, `APIService.APIError`) or a structural one.
  package enum Head: Hashable, Sendable {
    /// A nominal type, a generic parameter or an alias, by its written (possibly qualified) name.
    case named(QualifiedName)
    /// `(background: Color, font: Color)`: a tuple whose every element has a label. ViewGraph makes
    /// it a struct of its own (`NameResolver.labelledTupleType`); the arguments are the elements' types.
    case labelledTuple(labels: [String])
    /// `[Element]` (and `Array<Element>`).
    case array
    /// `[Key: Value]` (and `Dictionary<Key, Value>`).
    case dictionary
    /// `Wrapped?`, `Wrapped!` and `Optional<Wrapped>`.
    case optional
    case tuple
    /// `(arguments…) -> result`: the last argument is the result.
    case function
    /// `T.Type`.
    case metatype
    /// `some P`: the constraint is the one argument.
    case opaque
    /// `any P`: the constraint is the one argument.
    case existential
    /// `P & Q`.
    case composition
  }

  package var head: Head
  package var arguments: [WrittenType]
  /// A function type that is `async` (`() async -> Void`): a closure that awaits fits only it.
  package var isAsync = false

  package init(_ head: Head, _ arguments: [WrittenType] = []) {
    self.head = head
    self.arguments = arguments
  }

  /// A named type: `WrittenType.named("Int")`, `.named("AnalyticsView.Scope")` (a name the
  /// program model keys its types by; see `QualifiedName.init(_:)`).
  package static func named(_ name: String, _ arguments: [WrittenType] = []) -> WrittenType {
    WrittenType(.named(QualifiedName(name)), arguments)
  }

  /// A labelled tuple type: `(min: Int, max: Int)` is `.labelledTuple(["min", "max"], [Int, Int])`.
  static func labelledTuple(_ labels: [String], _ elements: [WrittenType]) -> WrittenType {
    WrittenType(.labelledTuple(labels: labels), elements)
  }

  /// The name of the struct a labelled tuple with these labels is (`(min:max:)`): the key of its
  /// `TypeDecl` and the type name its values show. Built here only, never read back.
  static func labelledTupleName(_ labels: [String]) -> String { "(" + labels.map { $0 + ":" }.joined() + ")" }

  /// The same type with the first component of each name replaced where `resolve` gives another
  /// (`Scope` → `AnalyticsView.Scope`, `Scope.ID` → `AnalyticsView.Scope.ID`).
  func resolvingNames(_ resolve: (String) -> String?) -> WrittenType {
    var copy = self
    if case .named(let name) = head, let resolved = resolve(name.first) {
      copy.head = .named(name.replacingFirst(with: QualifiedName(resolved)))
    }
    copy.arguments = arguments.map { $0.resolvingNames(resolve) }
    return copy
  }

  /// The type without a leading module name of `modules` (`Shelf.Tab` → `Tab` where the program's
  /// package target `Shelf` declares `Tab`), here and in its arguments.
  func droppingModules(_ modules: Set<String>) -> WrittenType {
    var copy = self
    if case .named(let name) = head, let member = name.member, modules.contains(name.first) {
      copy.head = .named(member)
    }
    copy.arguments = arguments.map { $0.droppingModules(modules) }
    return copy
  }

  /// The name of the type an extension of this one extends: `Array` for `[Item]` and
  /// `Array<Item>`, `Dictionary` for `[K: V]`, `Optional` for `T?`, else the name or the description.
  package var extendedTypeName: String {
    switch head {
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .optional: return "Optional"
    default: return name ?? description
    }
  }

  /// The name of a named type, without its generic arguments; for a labelled tuple, the name of
  /// the struct ViewGraph makes for it (`labelledTupleName`).
  package var name: String? {
    switch head {
    case .named(let name): name.description
    case .labelledTuple(let labels): Self.labelledTupleName(labels)
    default: nil
    }
  }

  /// The name of a named type as its components; nil for structural types and labelled tuples.
  var qualifiedName: QualifiedName? {
    if case .named(let name) = head { return name }
    return nil
  }

  /// The labels of a labelled tuple type (`["background", "font"]`); nil for any other type.
  var tupleLabels: [String]? {
    if case .labelledTuple(let labels) = head { return labels }
    return nil
  }

  /// The labelled tuple types this type names, itself or in its arguments (`[TilePair]`).
  var labelledTupleLabels: [[String]] {
    arguments.flatMap(\.labelledTupleLabels) + (tupleLabels.map { [$0] } ?? [])
  }

  package var isOptional: Bool { head == .optional }

  /// The type an optional wraps (every level), or the type itself.
  package var unwrapped: WrittenType {
    var type = self
    while type.head == .optional, let wrapped = type.arguments.first { type = wrapped }
    return type
  }

  /// The name of the nominal type this declares, its optional marks and generic arguments left
  /// out (`Loadable<Void>?` is `Loadable`); nil for structural types (`[Item]`, a function).
  package var nominalName: String? { unwrapped.name }

  /// `Item` in `[Item]` or `Array<Item>` (optional or not); nil for any other type.
  package var element: WrittenType? {
    let type = unwrapped
    return type.head == .array ? type.arguments.first : nil
  }

  /// `(Style, String)` in `[Style: String]` (optional or not); nil for any other type.
  package var keyAndValue: (key: WrittenType, value: WrittenType)? {
    let type = unwrapped
    guard type.head == .dictionary, type.arguments.count == 2 else { return nil }
    return (type.arguments[0], type.arguments[1])
  }

  /// A function type, optional or not (`(() -> Void)?`).
  package var isFunction: Bool { unwrapped.head == .function }

  /// `T` in `T.Type`; nil for any other type.
  package var instanceType: WrittenType? { head == .metatype ? arguments.first : nil }

  /// `some View`, `any Error`: what an opaque or existential type is constrained to.
  package var constraint: WrittenType? { head == .opaque || head == .existential ? arguments.first : nil }

  /// Whether the type names `name` anywhere (`some View` and `AnyView` name `View`-ish results).
  func mentions(_ name: String) -> Bool {
    self.name == name || arguments.contains { $0.mentions(name) }
  }

  /// The type with each generic parameter named in `types` replaced by what it stands for.
  package func substituting(_ types: [String: WrittenType]) -> WrittenType {
    if case .named(let name) = head, arguments.isEmpty, let bound = types[name.description] { return bound }
    var substituted = self
    substituted.arguments = arguments.map { $0.substituting(types) }
    return substituted
  }

  /// Binds the `parameters` that this type (a generic declaration's, `Result<T, APIError>`) has
  /// where `written` (a caller's, `Result<Page<Movie>, APIError>`) has a type; the rest must match
  /// in shape, or nothing more is bound.
  package func bind(_ parameters: Set<String>, to written: WrittenType, into bindings: inout [String: WrittenType]) {
    if written == .unwritten { return }  // the caller wrote no type there
    if case .named(let qualified) = head, arguments.isEmpty, parameters.contains(qualified.description) {
      let name = qualified.description
      if bindings[name] == nil { bindings[name] = written }
      return
    }
    // `T?` against `Movie`: an optional is matched by what it wraps.
    if head == .optional, written.head != .optional, let wrapped = arguments.first {
      wrapped.bind(parameters, to: written, into: &bindings)
      return
    }
    guard Self.sameHead(head, written.head), arguments.count == written.arguments.count else { return }
    for (mine, theirs) in zip(arguments, written.arguments) { mine.bind(parameters, to: theirs, into: &bindings) }
  }

  package static let double = WrittenType.named("Double")

  /// A place where the source wrote no type (`{ result in … }`'s parameter): it binds nothing.
  package static let unwritten = WrittenType.named("_")

  /// `APIError` and `APIService.APIError` name the same type as far as binding goes.
  private static func sameHead(_ a: Head, _ b: Head) -> Bool {
    if case .named(let x) = a, case .named(let y) = b {
      return x.ends(with: y) || y.ends(with: x)
    }
    return a == b
  }
}

extension WrittenType: CustomStringConvertible {
  /// The type as Swift writes it, for messages and for a value's type name.
  package var description: String {
    let inner = arguments.map(\.description)
    switch head {
    case .labelledTuple(let labels): return Self.labelledTupleName(labels)  // the name its values have
    case .named(let name): return inner.isEmpty ? "\(name)" : "\(name)<\(inner.joined(separator: ", "))>"
    case .array: return "[\(inner.first ?? "")]"
    case .dictionary: return "[\(inner.first ?? ""): \(inner.last ?? "")]"
    case .optional: return "\(inner.first ?? "")?"
    case .tuple: return "(\(inner.joined(separator: ", ")))"
    case .function: return "(\(inner.dropLast().joined(separator: ", "))) -> \(inner.last ?? "Void")"
    case .metatype: return "\(inner.first ?? "").Type"
    case .opaque: return "some \(inner.first ?? "")"
    case .existential: return "any \(inner.first ?? "")"
    case .composition: return inner.joined(separator: " & ")
    }
  }
}
