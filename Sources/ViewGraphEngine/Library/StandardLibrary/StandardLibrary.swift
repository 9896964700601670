import ViewGraphModel

/// The slice of Swift's standard library SwiftUI programs use, as natives: the functions and
/// initializers (`min`, `stride`), the members of optionals, tuples, key paths, closures and any
/// value, how values are ordered (`Sorting.swift`), and the natives' shared helpers; the
/// strings' (`StringNatives`), numbers' (`NumberNatives`) and collections' (`CollectionNatives`)
/// natives are libraries of their own types. The engine finds them in `NativeRegistry` by name and
/// by the receiver's kind; it names none of them.
enum StandardLibrary {
  /// Every library of this folder, registered in `NativeRegistry.standard`.
  static let libraries: [NativeRegistry.Library] = [
    functions, CollectionNatives.arrays, CollectionNatives.dictionaries, StringNatives.strings, NumberNatives.numbers,
    CollectionNatives.ranges, optionals, tuples, keyPaths, closures, anyValue,
  ]

  /// A method of several kinds of receiver, registered for each.
  static func each(_ kinds: [Value.Kind], _ natives: [Native]) -> [(Value.Kind, Native)] {
    kinds.flatMap { kind in natives.map { (kind, $0) } }
  }

  /// Runs one of this library's natives (they all take values) on a call.
  static func run(_ native: Native, _ call: inout NativeCall) throws -> Value {
    guard case .values(let body) = native.body else { return .void }
    return try body(&call)
  }

  /// `native` run on the elements of another sequence (a dictionary's pairs, a range's integers):
  /// `elements` makes the array it runs on; what it returns, and the array it leaves when it
  /// mutates, are the call's.
  static func overElements(_ native: Native, _ elements: @escaping @Sendable (NativeCall) throws -> [Value]) -> Native {
    Native(native.name, arity: native.arity) { call in
      var inner = NativeCall(
        call.interpreter, name: call.name, receiver: .array(try elements(call)), arguments: call.arguments,
        labels: call.labels, at: call.location)
      let result = try run(native, &inner)
      call.mutatedReceiver = inner.mutatedReceiver
      return result
    }
  }

  /// What a call of a function the standard library has but ViewGraph does not simulate in that
  /// form gives: its name and arguments, carried as an opaque symbol (`pow(2)`).
  static func unsimulated(_ call: NativeCall) -> Value {
    .symbol("\(call.name)(\(call.arguments.map(call.interpreter.describe).joined(separator: ", ")))")
  }
}

extension NativeCall {
  /// The closure argument at `index`, as a function of one value.
  func closure(_ index: Int = 0) throws -> (Value) throws -> Value {
    guard let function = self[index] else { throw fail(.missingArgument("closure", in: name)) }
    return { [interpreter, location] value in try interpreter.apply(function, [value], at: location) }
  }

  /// The closure argument at `index`, as a test of one value.
  func predicate(_ index: Int = 0) throws -> (Value) throws -> Bool {
    let test = try closure(index)
    return { [interpreter, location] value in try interpreter.truth(test(value), at: location) }
  }

  /// The argument at `index`, which must be an `Int`.
  func int(_ index: Int) throws -> Int { try int(index, in: name) }

  /// A count argument: never negative, as the standard library would trap.
  func count(_ index: Int) throws -> Int {
    let n = try int(index)
    guard n >= 0 else { throw fail(.runtime("'\(name)' needs a count of zero or more, not \(n)")) }
    return n
  }

  /// The count argument at `index`, 1 when the call passes none (`dropFirst()`).
  func countOrOne(_ index: Int) throws -> Int { arguments.isEmpty ? 1 : try count(index) }

  /// Checks that `index` is a valid index of a collection of `count` elements.
  func checkIndex(_ index: Int, _ count: Int) throws {
    guard index >= 0, index < count else { throw fail(.indexOutOfRange(index, count)) }
  }

  /// That the receiver (or `value`, while `mutateReceiver` holds the receiver) has no member by
  /// this call's name.
  func noMember(on value: Value? = nil) -> ViewGraphDiagnostic {
    fail(.noMember(name, on: (value ?? receiver)?.typeName ?? "Void"))
  }
}
