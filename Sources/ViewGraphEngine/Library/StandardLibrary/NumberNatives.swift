import Foundation
import ViewGraphModel

/// `Int`, `Double` (with `Float` and `CGFloat`, which are `Double`s here) and `Bool`: their
/// initializers, methods, `random`, and the maths functions over them: the standard library's
/// numbers as natives, one library.
enum NumberNatives {
  static let numbers = NativeRegistry.Library(
    functions: numberInitializers + mathsFunctions,
    methods: intMethods.map { (.int, $0) } + doubleMethods.map { (.double, $0) } + boolMethods.map { (.bool, $0) },
    staticMembers: randomMembers,
    closedTypes: ["Int", "Double", "Bool", "CGFloat", "Float"]
  )

  // MARK: - Initializers

  static let numberInitializers: [Native] =
    [Native("Int") { call in try intConversion(call) }] + fixedWidthIntegers.map(fixedWidth)
    + [
      floatingPoint("Double"), floatingPoint("Float"), floatingPoint("CGFloat"),
      Native("Bool") { call in
        switch call[0] {
        case .string(let s)?: Bool(s).map(Value.bool) ?? .null  // `Bool("")` is nil: only "true" and "false"
        case .opaque(let o)?: call.interpreter.opaqueResult(o, "'Bool(…)' of it", at: call.location)
        case let value?: value
        case nil: .bool(false)
        }
      },
    ]

  /// The fixed-width integers narrower than `Int`, which the prelude names as `Int`: their
  /// conversions keep their width (`UInt32(truncatingIfNeeded: state >> 16)`).
  static let fixedWidthIntegers: [(name: String, bits: Int, signed: Bool)] = [
    ("UInt8", 8, false), ("UInt16", 16, false), ("UInt32", 32, false), ("Int8", 8, true), ("Int16", 16, true),
    ("Int32", 32, true),
  ]

  /// `UInt8(x)`, `UInt32(truncatingIfNeeded: x)`, `Int16(bitPattern: x)`, `UInt16(clamping: x)`,
  /// `UInt8(exactly: x)`: the `Int` conversion, then the type's width. A value that does not fit,
  /// converted plainly, keeps its low bits with a warning (Swift would stop; ViewGraph's arithmetic
  /// on the type is `Int`'s, so the value may be one Swift's wrapping arithmetic would not make).
  private static func fixedWidth(_ type: (name: String, bits: Int, signed: Bool)) -> Native {
    let range =
      type.signed ? -(1 << (type.bits - 1))...((1 << (type.bits - 1)) - 1) : 0...((1 << type.bits) - 1)
    @Sendable func wrapped(_ value: Int) -> Int {
      let low = value & ((1 << type.bits) - 1)
      return type.signed && low > range.upperBound ? low - (1 << type.bits) : low
    }
    return Native(type.name) { call in
      guard case .int(let value) = try intConversion(call) else { return try intConversion(call) }
      switch call.labels.first ?? nil {
      case "truncatingIfNeeded", "bitPattern": return .int(wrapped(value))
      case "clamping": return .int(min(max(value, range.lowerBound), range.upperBound))
      case "exactly": return range.contains(value) ? .int(value) : .null
      default:
        guard !range.contains(value) else { return .int(value) }
        call.interpreter.warnOnce(
          .notSimulatedHere("'\(type.name)(\(value))', a value out of its range,"),
          at: call.interpreter.programLocation(call.location))
        return .int(wrapped(value))
      }
    }
  }

  /// `Int(x)`: of an integer, a floating-point number (toward zero), a string (with a radix), a
  /// Bool.
  private static func intConversion(_ call: NativeCall) throws -> Value {
    switch call[0] {
    case .int(let i)?: return .int(i)
    case .double(let d)? where call.labels.first == "exactly":
      return Int(exactly: d).map(Value.int) ?? .null  // `Int(exactly: 3.5)` is nil
    case .double(let d)?:
      guard let i = Int(exactly: d.rounded(.towardZero)) else {
        throw call.fail(.notConvertible(String(d), to: "Int"))
      }
      return .int(i)
    case .string(let s)?:
      // `Int("ff", radix: 16)`: Swift's radixes are 2 through 36.
      guard case .int(let radix)? = call.argument("radix") else { return Int(s).map(Value.int) ?? .null }
      guard (2...36).contains(radix) else {
        throw call.fail(.runtime("'Int(_:radix:)' needs a radix from 2 through 36, not \(radix)"))
      }
      return Int(s, radix: radix).map(Value.int) ?? .null
    case .bool(let b)?: return .int(b ? 1 : 0)
    case .opaque(let o)?: return call.interpreter.opaqueResult(o, "'Int(…)' of it", at: call.location)
    case nil: return .int(0)
    case let other?: throw call.fail(.noConversion(from: other.typeName, to: "Int"))
    }
  }

  /// The initializer of a floating-point type: a `Double` from a number or a string.
  private static func floatingPoint(_ name: String) -> Native {
    Native(name) { call in
      switch call[0] {
      case .int(let i)?: .double(Double(i))
      case .double(let d)?: .double(d)
      case .string(let s)?: Double(s).map(Value.double) ?? .null
      case .opaque(let o)?: call.interpreter.opaqueResult(o, "'\(name)(…)' of it", at: call.location)
      default: .double(0)
      }
    }
  }

  // MARK: - Methods

  /// `.formatted(.currency(code: "EUR"))`, `.number`, `.percent`; plain `formatted()`.
  private static let formatted = Native("formatted") { call in
    let number = call.receiver ?? .void
    if case .symbol(let style)? = call[0], let text = TextFormatting.formattedNumber(number, style) {
      return .string(text)
    }
    return .string(TextFormatting.formatted(number, in: call.interpreter))
  }

  static let intMethods: [Native] = [
    Native("isMultiple") { call in
      guard case .int(let i)? = call.receiver else { throw call.noMember() }
      let divisor = try call.int(0)
      return .bool(divisor == 0 ? i == 0 : i.remainderReportingOverflow(dividingBy: divisor).partialValue == 0)
    },
    formatted,
    Native("advanced") { call in
      guard case .int(let i)? = call.receiver else { throw call.noMember() }
      let by = try call.int(0)
      let (result, overflow) = i.addingReportingOverflow(by)
      guard !overflow else { throw call.fail(.arithmeticOverflow("\(i).advanced(by: \(by))")) }
      return .int(result)
    },
  ]

  static let doubleMethods: [Native] = [
    Native("rounded") { call in .double((call.receiver ?? .void).doubleValue.rounded()) },
    formatted,
  ]

  static let boolMethods: [Native] = [
    Native("toggle") { call in
      guard case .bool(let b)? = call.receiver else { throw call.noMember() }
      call.mutatedReceiver = .bool(!b)
      return .void
    }
  ]

  // MARK: - Random values

  /// `Int.random(in:)`, `Double.random(in:)`, `CGFloat.random(in:)`, `Bool.random()`:
  /// deterministic, from the launch's seeded generator (SPEC §3: the same input, the same answer).
  static let randomMembers: [(String, Native)] = [
    ("Int", random(of: "Int")), ("Double", random(of: "Double")), ("CGFloat", random(of: "CGFloat")),
    ("Bool", Native("random") { call in .bool(Bool.random(using: &call.world.randomness)) }),
  ]

  private static func random(of type: String) -> Native {
    Native("random") { call in
      if type != "Int", case .structure(let range)? = call.argument("in"),
        range.type.name == PreludeContract.floatingRange,
        case .double(let lower)? = range.fields[PreludeContract.lowerBound],
        case .double(let upper)? = range.fields[PreludeContract.upperBound],
        lower < upper
      {
        // `Double.random(in: 0.5..<1.5)`
        return .double(Double.random(in: lower..<upper, using: &call.world.randomness))
      }
      guard case .range(let lower, let upper, _)? = call.argument("in"), lower < upper else {
        throw call.fail(.runtime("'\(type).random(in:)' needs a non-empty range of integers"))
      }
      let drawn = Int.random(in: lower..<upper, using: &call.world.randomness)
      return type == "Int" ? .int(drawn) : .double(Double(drawn))
    }
  }

  // MARK: - Maths

  static let mathsFunctions: [Native] = [
    numberFunction("floor") { $0.rounded(.down) }, numberFunction("ceil") { $0.rounded(.up) },
    numberFunction("round") { $0.rounded() },
    numberFunction("sqrt") { $0.squareRoot() },
    // Foundation's maths functions of one `Double` (issue 35: the book's examples use them).
    numberFunction("sin", Foundation.sin), numberFunction("cos", Foundation.cos), numberFunction("tan", Foundation.tan),
    numberFunction("asin", Foundation.asin), numberFunction("acos", Foundation.acos),
    numberFunction("atan", Foundation.atan),
    numberFunction("exp", Foundation.exp), numberFunction("log", Foundation.log),
    numberFunction("log2", Foundation.log2),
    numberFunction("log10", Foundation.log10), numberFunction("cbrt", Foundation.cbrt),
    Native("atan2") { call in
      guard call.arguments.count == 2 else { return StandardLibrary.unsimulated(call) }
      return .double(
        Foundation.atan2(
          call.arguments[0].coerced(to: .double).doubleValue, call.arguments[1].coerced(to: .double).doubleValue))
    },
    Native("pow") { call in
      guard call.arguments.count == 2 else { return StandardLibrary.unsimulated(call) }
      return .double(
        Foundation.pow(
          call.arguments[0].coerced(to: .double).doubleValue, call.arguments[1].coerced(to: .double).doubleValue))
    },
    Native("abs") { call in
      switch call[0] {
      case .int(let i)?:
        guard i != Int.min else { throw call.fail(.arithmeticOverflow("abs(\(i))")) }
        return .int(abs(i))
      case .double(let d)?: return .double(abs(d))
      default: return .null
      }
    },
  ]

  /// `floor`, `ceil`, `round`, `sqrt`, `sin`, `exp`, …: a function of one number, whose result is a `Double`.
  private static func numberFunction(_ name: String, _ function: @escaping @Sendable (Double) -> Double) -> Native {
    Native(name) { call in
      guard let first = call[0], case .double(let x) = first.coerced(to: .double) else {
        throw call.fail(.runtime("'\(name)' takes a number"))
      }
      return .double(function(x))
    }
  }
}
