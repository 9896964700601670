import SwiftSyntax

/// What a literal's text means, as Swift reads it: an integer's value in any radix (`1_000`,
/// `0x1F`), the bits of an unsigned one above `Int.max` where Swift types it unsigned, and a
/// string segment's escapes. Pure functions of the syntax, asked by the `ExpressionLowerer`.
enum LiteralText {
  /// The value of an integer literal (`1_000`, `0x1F`, `0o17`, `0b101`); nil when it does not fit an `Int`.
  static func integerValue(_ text: String, negative: Bool = false) -> Int? {
    // Looked for as a byte: `String.contains(_:)` with a string is Foundation's search, 3,500
    // instructions a literal (issue 38: every `+= 1` of 10,000 changes).
    var digits = text.utf8.contains(UInt8(ascii: "_")) ? Substring(text.filter { $0 != "_" }) : Substring(text)
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      digits = digits.dropFirst(2)
      radix = base
    }
    return Int((negative ? "-" : "") + digits, radix: radix)
  }

  /// Whether a literal stands where Swift types it as an unsigned integer, as far as the syntax
  /// shows: the value of a `UInt64`/`UInt` binding, the argument of `UInt64(…)`, or an operand
  /// beside a value that is not a literal (an app that compiles has no `Int` there). Elsewhere
  /// (`9223372036854775808 == 0`) it is an `Int`, and the compiler's overflow error stands.
  static func isUnsignedContext(_ literal: IntegerLiteralExprSyntax) -> Bool {
    let unsigned: Set<String> = ["UInt64", "UInt"]
    var node = Syntax(literal).parent
    while let current = node,
      current.is(ExprListSyntax.self) || current.is(TupleExprSyntax.self) || current.is(LabeledExprSyntax.self)
        || current.is(LabeledExprListSyntax.self) || current.is(PrefixOperatorExprSyntax.self)
    {
      if let call = current.parent?.as(FunctionCallExprSyntax.self),
        unsigned.contains(call.calledExpression.trimmedDescription)
      {
        return true
      }
      node = current.parent
    }
    if let clause = Syntax(literal).parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self),
      let type = binding.typeAnnotation?.type.trimmedDescription
    {
      return unsigned.contains(type)
    }
    if let infix = Syntax(literal).parent?.as(InfixOperatorExprSyntax.self) {
      let other = infix.leftOperand.id == literal.id ? infix.rightOperand : infix.leftOperand
      return !other.is(IntegerLiteralExprSyntax.self)
    }
    if let sequence = Syntax(literal).parent?.as(ExprListSyntax.self) {
      return sequence.contains { element in
        !element.is(IntegerLiteralExprSyntax.self) && !element.is(BinaryOperatorExprSyntax.self)
          && !element.is(AssignmentExprSyntax.self)
          && element.id != literal.id
      }
    }
    return false
  }

  /// The bits of an unsigned 64-bit literal above `Int.max`, as an `Int`.
  static func unsignedBits(_ text: String) -> Int? {
    var digits = Substring(text.replacingOccurrences(of: "_", with: ""))
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      digits = digits.dropFirst(2)
      radix = base
    }
    return UInt64(digits, radix: radix).map { Int(bitPattern: UInt($0)) }
  }

  /// A string segment's text with its escapes (`\n`, `\t`, `\u{41}`) read.
  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var iterator = text.makeIterator()
    while let c = iterator.next() {
      guard c == "\\", let next = iterator.next() else {
        result.append(c)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "u":
        // `\u{41}`: a Unicode scalar by its hex value.
        var digits = ""
        if iterator.next() == "{" {
          while let d = iterator.next(), d != "}" { digits.append(d) }
        }
        if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) { result.append(Character(scalar)) }
      default: result.append(next)
      }
    }
    return result
  }
}
