/// `Int`, `Double` (with `Float` and `CGFloat`, which are `Double`s here) and `Bool`: their
/// methods.
extension StandardLibrary {
  static let numbers = NativeRegistry.Library(
    methods: intMethods.map { (.int, $0) } + doubleMethods.map { (.double, $0) } + boolMethods.map { (.bool, $0) }
  )

  // MARK: - Methods

  /// `.formatted(.currency(code: "EUR"))`, `.number`, `.percent`; plain `formatted()`.
  private static let formatted = Native("formatted") { call in
    let number = call.receiver ?? .void
    if case .symbol(let style)? = call[0], let text = TextFormatting.formattedNumber(number, style) { return .string(text) }
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
}
