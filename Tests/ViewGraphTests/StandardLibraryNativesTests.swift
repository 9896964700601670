import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// The standard library as natives (`Library/StandardLibrary/`, one file per receiver): every
/// function, method and property it registers is reached by a program through `NativeRegistry`,
/// by name and by the receiver's kind, and what it does not register is still an error naming it.
@Suite("Standard library natives")
struct StandardLibraryNativesTests {
  /// Scenario statements that use some natives, and pass when they behave as Swift's.
  struct Check: Sendable, CustomTestStringConvertible {
    /// The kind of the receiver the natives are registered for; nil for functions and static members.
    let kind: Value.Kind?
    /// The natives used: members' names, functions' names, static members as `Type.name`.
    let names: [String]
    let body: String

    init(_ kind: Value.Kind?, _ names: [String], _ body: String) {
      (self.kind, self.names, self.body) = (kind, names, body)
    }

    var testDescription: String { "\(kind.map { "\($0)" } ?? "function") \(names.joined(separator: ", "))" }
  }

  static let checks: [Check] = [
    // Array and Set
    Check(
      .array, ["count", "isEmpty", "first", "last"],
      "#expect([1, 2].count == 2 && [Int]().isEmpty && [1, 2].first == 1 && [1, 2].last == 2)"),
    Check(
      .array, ["indices", "startIndex", "endIndex"],
      "#expect([5, 6].indices == 0..<2 && [5].startIndex == 0 && [5, 6].endIndex == 2)"),
    Check(
      .array, ["union", "formUnion"],
      "var s: Set<Int> = [1, 2]\ns.formUnion([2, 3])\n#expect(s == [1, 2, 3] && [1].union([2]) == [1, 2])"),
    Check(
      .array, ["removeAll"],
      "var a = [1, 2, 3]\na.removeAll(where: { $0 == 2 })\n#expect(a == [1, 3])\na.removeAll()\n#expect(a.isEmpty)"),
    Check(
      .array, ["move"],
      "var a = [\"a\", \"b\", \"c\"]\na.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)\n#expect(a == [\"b\", \"c\", \"a\"])"
    ),
    Check(
      .array, ["sort", "reverse", "sorted", "reversed"],
      "var a = [3, 1, 2]\na.sort()\n#expect(a == [1, 2, 3])\na.reverse()\n#expect(a == [3, 2, 1] && [1, 3, 2].sorted(by: >) == [3, 2, 1] && [1, 2].reversed() == [2, 1])"
    ),
    Check(
      .array, ["filter", "map", "compactMap", "flatMap"],
      "#expect([1, 2, 3].filter { $0 > 1 }.map { $0 * 10 } == [20, 30] && [\"1\", \"x\"].compactMap { Int($0) } == [1] && [[1], [2, 3]].flatMap { $0 } == [1, 2, 3])"
    ),
    Check(.array, ["forEach"], "var total = 0\n[1, 2].forEach { total += $0 }\n#expect(total == 3)"),
    Check(
      .array, ["contains", "allSatisfy"],
      "#expect([1, 2].contains(2) && [1, 2].contains(where: { $0 > 1 }) && [1, 2].allSatisfy { $0 > 0 })"),
    Check(
      .array, ["first", "last", "firstIndex", "lastIndex"],
      "#expect([1, 2, 3].first(where: { $0 > 1 }) == 2 && [1, 2, 3].last(where: { $0 < 3 }) == 2 && [5, 6, 5].firstIndex(of: 5) == 0 && [5, 6, 5].lastIndex(where: { $0 == 5 }) == 2)"
    ),
    Check(.array, ["reduce"], "#expect([1, 2, 3].reduce(0, +) == 6 && [1, 2].reduce(into: 0) { $0 += $1 } == 3)"),
    Check(
      .array, ["enumerated", "joined"],
      "#expect([\"a\", \"b\"].enumerated().map { \"\\($0.offset)\\($0.element)\" }.joined(separator: \",\") == \"0a,1b\")"
    ),
    Check(
      .array, ["prefix", "drop", "suffix", "dropFirst", "dropLast"],
      "#expect([1, 2, 3].prefix(2) == [1, 2] && [1, 2, 3].prefix(while: { $0 < 2 }) == [1] && [1, 2, 3].drop(while: { $0 < 2 }) == [2, 3] && [1, 2, 3].suffix(1) == [3] && [1, 2, 3].dropFirst() == [2, 3] && [1, 2, 3].dropLast(2) == [1])"
    ),
    Check(.array, ["min", "max"], "#expect([3, 1, 2].min() == 1 && [3, 1, 2].max() == 3)"),
    Check(
      .array, ["shuffle", "shuffled", "randomElement"],
      "var a = [1, 2, 3]\na.shuffle()\n#expect(a.sorted() == [1, 2, 3] && [1, 2, 3].shuffled().count == 3 && [7].randomElement() == 7)"
    ),
    Check(
      .array, ["append", "insert", "remove", "removeFirst", "removeLast", "popLast"],
      "var a = [1]\na.append(2)\na.append(contentsOf: [3, 4])\na.insert(0, at: 0)\n#expect(a == [0, 1, 2, 3, 4])\n#expect(a.remove(at: 0) == 0 && a.removeFirst() == 1 && a.removeLast() == 4 && a.popLast() == 3 && a == [2])"
    ),
    Check(
      .array, ["insert", "remove"],
      "var s: Set<String> = []\n#expect(s.insert(\"a\").0 && !s.insert(\"a\").0 && s.remove(\"a\") == \"a\" && s.isEmpty)"
    ),
    Check(.array, ["swapAt"], "var a = [1, 2]\na.swapAt(0, 1)\n#expect(a == [2, 1])"),
    // Dictionary
    Check(
      .dictionary, ["count", "isEmpty", "keys", "values"],
      "let d = [\"b\": 2, \"a\": 1]\n#expect(d.count == 2 && !d.isEmpty && d.keys == [\"a\", \"b\"] && d.values == [1, 2])"
    ),
    Check(
      .dictionary, ["mapValues", "map", "filter", "contains", "sorted"],
      "let d = [\"a\": 1, \"b\": 2]\n#expect(d.mapValues { $0 * 2 } == [\"a\": 2, \"b\": 4] && d.map { $0.key } == [\"a\", \"b\"] && d.filter { $0.value > 1 }.count == 1 && d.contains(where: { $0.key == \"b\" }) && d.sorted { $0.value > $1.value }.first!.key == \"b\")"
    ),
    Check(
      .dictionary, ["merging", "merge", "compactMapValues"],
      "var d = [\"a\": 1]\nd.merge([\"a\": 5, \"b\": 2]) { old, new in old + new }\n#expect(d == [\"a\": 6, \"b\": 2] && d.merging([(\"c\", 3)]) { $1 }.count == 3 && [\"x\": \"1\", \"y\": \"q\"].compactMapValues { Int($0) } == [\"x\": 1])"
    ),
    Check(
      .dictionary, ["updateValue", "removeValue", "removeAll"],
      "var d = [\"a\": 1]\nd.updateValue(2, forKey: \"b\")\n#expect(d.removeValue(forKey: \"a\") == 1 && d == [\"b\": 2])\nd.removeAll()\n#expect(d.isEmpty)"
    ),
    // String and Character
    Check(
      .string, ["count", "isEmpty", "first", "last", "capitalized"],
      "#expect(\"ab\".count == 2 && !\"ab\".isEmpty && \"ab\".first == \"a\" && \"ab\".last == \"b\" && \"ab cd\".capitalized == \"Ab Cd\")"
    ),
    Check(
      .string, ["uppercased", "lowercased"], "#expect(\"ab\".uppercased() == \"AB\" && \"AB\".lowercased() == \"ab\")"),
    Check(
      .string, ["contains", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains"],
      "#expect(\"abc\".contains(\"b\") && \"abc\".contains(where: { $0 == \"c\" }) && \"abc\".hasPrefix(\"ab\") && \"abc\".hasSuffix(\"bc\") && \"ABC\".localizedCaseInsensitiveContains(\"b\"))"
    ),
    Check(
      .string, ["trimmingCharacters", "split", "components", "replacingOccurrences"],
      "#expect(\" a \".trimmingCharacters(in: .whitespaces) == \"a\" && \"a  b\".split(separator: \" \") == [\"a\", \"b\"] && \"a,,b\".components(separatedBy: \",\") == [\"a\", \"\", \"b\"] && \"a-b\".replacingOccurrences(of: \"-\", with: \"+\") == \"a+b\")"
    ),
    Check(
      .string, ["range"],
      "#expect(\"a-b\".range(of: \"-\") != nil && \"ab\".range(of: \"B\") == nil && \"ab\".range(of: \"B\", options: .caseInsensitive) != nil && \"a1\".range(of: \"[0-9]\", options: .regularExpression) != nil)"
    ),
    Check(
      .string, ["prefix", "drop", "dropFirst"],
      "#expect(\"abc\".prefix(2) == \"ab\" && \"aab\".prefix(while: { $0 == \"a\" }) == \"aa\" && \"aab\".drop(while: { $0 == \"a\" }) == \"b\" && \"abc\".dropFirst() == \"bc\")"
    ),
    Check(
      .string, ["append", "removeFirst", "removeLast", "popLast", "removeAll"],
      "var s = \"ab\"\ns.append(\"c\")\n#expect(s.removeFirst() == \"a\" && s.removeLast() == \"c\" && s.popLast() == \"b\" && s.isEmpty)\ns = \"xy\"\ns.removeAll()\n#expect(s.isEmpty)"
    ),
    Check(
      .string,
      [
        "isNumber", "isLetter", "isWhitespace", "isNewline", "isUppercase", "isLowercase", "isPunctuation",
        "isHexDigit", "isWholeNumber", "isASCII", "isSymbol",
      ],
      "#expect(\"7\".isNumber && \"a\".isLetter && \" \".isWhitespace && \"\\n\".isNewline && \"A\".isUppercase && \"a\".isLowercase && \"!\".isPunctuation && \"f\".isHexDigit && \"3\".isWholeNumber && \"a\".isASCII && \"+\".isSymbol)"
    ),
    // Int, Double, Bool
    Check(
      .int, ["isMultiple", "advanced", "formatted"],
      "#expect(6.isMultiple(of: 3) && !7.isMultiple(of: 3) && 5.advanced(by: 2) == 7 && 1234.formatted() == \"1,234\")"),
    Check(.double, ["rounded", "formatted"], "#expect(2.6.rounded() == 3.0 && 2.5.formatted() == \"2.5\")"),
    Check(.bool, ["toggle"], "var flag = false\nflag.toggle()\n#expect(flag)"),
    // Ranges
    Check(
      .range, ["count", "isEmpty", "lowerBound", "upperBound"],
      "#expect((0..<3).count == 3 && !(0..<3).isEmpty && (1...4).lowerBound == 1 && (1...4).upperBound == 4)"),
    Check(
      .range, ["contains", "map", "reduce"],
      "#expect((0..<3).contains(2) && !(0..<3).contains(3) && (0..<3).contains(where: { $0 == 1 }) && (0..<4).map { $0 * 2 } == [0, 2, 4, 6] && (1...3).reduce(0, +) == 6)"
    ),
    // Optionals, tuples, key paths, functions, any value
    Check(
      .int, ["map", "flatMap"], "#expect([1].first.map { $0 + 1 } == 2 && [1].first.flatMap { $0 > 0 ? $0 : nil } == 1)"
    ),
    Check(
      .null, ["map", "flatMap"], "#expect([Int]().first.map { $0 + 1 } == nil && [Int]().last.flatMap { $0 } == nil)"),
    Check(
      .tuple, ["key", "value", "offset", "element"],
      "let entry = [\"a\": 1].first(where: { _ in true })!\nlet item = [\"x\"].enumerated().first(where: { _ in true })!\n#expect(entry.key == \"a\" && entry.value == 1 && item.offset == 0 && item.element == \"x\")"
    ),
    Check(
      .keyPath, ["appending"], "let path = (\\P.q).appending(path: \\Q.r)\n#expect(P(q: Q(r: 3))[keyPath: path] == 3)"),
    Check(.function, ["callAsFunction"], "let next = { (x: Int) in x + 1 }\n#expect(next.callAsFunction(1) == 2)"),
    Check(
      .int, ["description", "self"], "#expect(5.description == \"5\" && [1].description == \"[1]\" && 5.self == 5)"),
    Check(.object, ["id"], "let c = C()\n#expect(ObjectIdentifier(c) == c.id)"),
    // Functions and initializers
    Check(
      nil, ["print", "assert", "precondition"], "print(\"hello\")\nassert(true)\nprecondition(1 < 2, \"ordered\")"),
    Check(
      nil, ["min", "max", "stride", "zip", "type", "ObjectIdentifier"],
      "#expect(min(3, 1) == 1 && max([4, 9]) == 9 && stride(from: 0, to: 6, by: 2).map { $0 } == [0, 2, 4] && zip([1, 2], [\"a\", \"b\"]).count == 2 && type(of: 1) == Int.self && ObjectIdentifier(C()) != nil)"
    ),
    Check(
      nil, ["floor", "ceil", "round", "sqrt", "pow", "abs"],
      "#expect(floor(2.5) == 2.0 && ceil(2.1) == 3.0 && round(2.5) == 3.0 && sqrt(9.0) == 3.0 && pow(2.0, 3.0) == 8.0 && abs(-3) == 3)"
    ),
    Check(
      nil, ["sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "cbrt"],
      "#expect(sin(0.0) == 0 && cos(0.0) == 1 && tan(0.0) == 0 && asin(0.0) == 0 && acos(1.0) == 0 && atan(0.0) == 0 && atan2(0.0, 1.0) == 0)\n#expect(exp(0.0) == 1 && log(1.0) == 0 && log2(8.0) == 3 && log10(100.0) == 2 && cbrt(8.0) == 2)"
    ),
    Check(
      .array, ["intersection", "subtracting", "symmetricDifference"],
      "let a: Set = [1, 2, 3]\n#expect(a.intersection([2, 3, 4]) == [2, 3] && a.subtracting([1]) == [2, 3] && a.symmetricDifference([3, 4]) == [1, 2, 4])"
    ),
    Check(
      .array, ["isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint"],
      "let a: Set = [1, 2]\n#expect(a.isSubset(of: [1, 2, 3]) && a.isSuperset(of: [1]) && a.isStrictSubset(of: [1, 2, 3]) && !a.isStrictSuperset(of: a) && a.isDisjoint(with: [5]))"
    ),
    Check(
      .string, ["utf16", "unicodeScalars", "value"],
      "#expect(\"Dó\".utf16 == [68, 243] && \"Dó\".unicodeScalars.count == 2 && \"Dó\".unicodeScalars.map { $0.value } == [68, 243])"
    ),
    // Issue 36 (Tetris of the second field trial): the narrower fixed-width integers keep their width.
    Check(
      nil, ["UInt8", "UInt16", "UInt32", "Int8", "Int16", "Int32"],
      "#expect(UInt8(truncatingIfNeeded: 257) == 1 && UInt16(clamping: -1) == 0 && UInt32(truncatingIfNeeded: -1) == 4294967295 && Int8(truncatingIfNeeded: 255) == -1 && Int16(bitPattern: 65535) == -1 && Int32(exactly: 1 << 40) == nil)"
    ),
    Check(nil, ["hashValue"], "#expect(\"a\".hashValue == \"a\".hashValue && [1, 2].hashValue == [1, 2].hashValue)"),
    Check(
      nil, ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Optional"],
      "#expect(Int(\"42\") == 42 && Int(3.9) == 3 && Double(2) == 2.0 && Float(1) == 1.0 && CGFloat(1) == 1.0 && Bool(true) && String(5) == \"5\" && String(repeating: \"ab\", count: 2) == \"abab\" && Optional(5) == 5)"
    ),
    // Issue 36 (PSEUnofficial of the third field trial): `Bool(env["flag"] ?? "") ?? false` read
    // a launch environment; `Bool(_: String)` is nil but for "true" and "false".
    Check(
      nil, ["Bool"],
      "#expect(Bool(\"true\") == true && Bool(\"false\") == false && Bool(\"\") == nil && (Bool(\"yes\") ?? false) == false)"
    ),
    Check(
      nil, ["Array", "Set", "Dictionary"],
      "#expect(Array(repeating: 0, count: 2) == [0, 0] && Array(1...3) == [1, 2, 3] && Set([1, 1]).count == 1 && Dictionary(grouping: [1, 2, 3], by: { $0 % 2 }) == [1: [1, 3], 0: [2]] && Dictionary(uniqueKeysWithValues: [(\"a\", 1)]) == [\"a\": 1])"
    ),
    Check(
      nil, ["Int.random", "Double.random", "CGFloat.random", "Bool.random"],
      "let i = Int.random(in: 0..<3)\nlet d = Double.random(in: 0.5..<1.5)\nlet c = CGFloat.random(in: 1..<2)\n#expect(i >= 0 && i < 3 && d >= 0.5 && d < 1.5 && c >= 1 && c < 2 && (Bool.random() || true))"
    ),
  ]

  /// A program whose scenarios are `bodies`, with the types they use.
  static func program(_ bodies: [(name: String, body: String)]) -> String {
    let scenarios = bodies.map { "#scenario(\"\($0.name)\") {\n\($0.body)\n}" }
    return """
      import SwiftUI

      struct P { var q: Q }
      struct Q { var r: Int }
      class C {}

      struct Form: View {
          @State private var name = ""
          var body: some View { TextField("Name", text: $name) }
      }

      \(scenarios.joined(separator: "\n"))
      """
  }

  /// Every name `StandardLibrary` registers: members by name, functions, static members as `Type.name`.
  static let registered: Set<String> = {
    var names: Set<String> = []
    for library in StandardLibrary.libraries {
      let members: [(Value.Kind, Native)] = library.methods + library.inPlaceMethods + library.properties
      names.formUnion(members.map(\.1.name))
      names.formUnion(library.functions.map(\.name))
      names.formUnion(library.staticMembers.map { type, native in "\(type).\(native.name)" })
    }
    return names
  }()

  @Test("every function, method and property the standard library registers has a check")
  func everyNativeIsChecked() {
    // checked by `unknownMemberIsAnError` and LanguageGuideGapsTests
    let stopsTheProgram: Set = ["fatalError", "assertionFailure", "preconditionFailure"]
    #expect(Self.registered.subtracting(Self.checks.flatMap(\.names)).subtracting(stopsTheProgram).sorted() == [])
  }

  @Test("each check's natives are registered, for its receiver's kind")
  func checksNameRegisteredNatives() {
    let members: [(Value.Kind, Native)] = StandardLibrary.libraries.flatMap {
      $0.methods + $0.inPlaceMethods + $0.properties
    }
    for check in Self.checks {
      for name in check.names {
        if let kind = check.kind {
          #expect(members.contains { $0.0 == kind && $0.1.name == name }, "'\(name)' is not registered for \(kind)")
        } else {
          #expect(Self.registered.contains(name), "'\(name)' is not registered")
        }
      }
    }
  }

  @Test("a program reaches each native through the registry, and it behaves as Swift's")
  func programsReachTheNatives() throws {
    let named = Self.checks.map { (name: $0.testDescription, body: $0.body) }
    let program = try Program.parse(source: Self.program(named), fileName: "StandardLibrary.swift")
    let report = program.runScenarios()
    #expect(report.results.map(\.name).sorted() == named.map(\.name).sorted())
    for result in report.results where !result.passed {
      Issue.record("\(result.name): \(result.failures.map(\.message).joined(separator: "; "))")
    }
  }

  // Issue 36 (point 3) changed the words: an app compiles, so a member of a standard value that no
  // library registers is ViewGraph's gap, said so, not the compiler's "value of type … has no member".
  @Test(
    "a member no library registers is an error naming it and its type",
    arguments: [
      ("_ = [1].bogus()", "\'bogus\' of \'Array\' is not simulated by ViewGraph"),
      ("_ = 5.bogus", "\'bogus\' of \'Int\' is not simulated by ViewGraph"),
      ("_ = Int.bogus(7)", "\'bogus\' of \'Int\' is not simulated by ViewGraph"),
      ("_ = String.bogus", "\'bogus\' of \'String\' is not simulated by ViewGraph"),
      ("var d = [\"a\": 1]\nd.append(2)", "\'append\' of \'Dictionary\' is not simulated by ViewGraph"),
      // A longer string has no `Character` properties; a range is no array to append to.
      ("_ = \"ab\".isNumber", "\'isNumber\' of \'String\' is not simulated by ViewGraph"),
      ("var r = 0..<3\nr.append(1)", "\'append\' of \'Range<Int>\' is not simulated by ViewGraph"),
      ("let f = { 1 }\n_ = f.run()", "\'run\' of \'Function\' is not simulated by ViewGraph"),
      ("fatalError(\"boom\")", "fatal error: boom"),
    ])
  func unknownMemberIsAnError(statements: String, message: String) throws {
    let program = try Program.parse(source: Self.program([("fails", statements)]), fileName: "Unknown.swift")
    let failures = program.runScenarios().results.flatMap(\.failures).map(\.message)
    #expect(failures.count == 1)
    #expect(failures.allSatisfy { $0.contains(message) }, "\(failures)")
  }

  @Test("a mutating method that calls a closure runs on the collection as it is: the closure sees it")
  func closuresSeeTheCollection() throws {
    let body = "var items = [1, 2, 3]\nitems.removeAll { _ in items.count != 3 }\n#expect(items == [1, 2, 3])"
    try expectScenariosPass(in: Self.program([("reads", body)]))
  }

  @Test("'type(of:)' is Swift's function; 'type(_:into:)' is still the scenario's word")
  func typeOfAndTypeInto() throws {
    try expectScenariosPass(
      in: Self.program([("both", "#expect(type(of: \"a\") == String.self)\ntype(\"Ada\", into: \"Name\")")]))
  }

  @Test("a longer string has no Character properties: a String extension of the program's answers")
  func characterPropertiesAreCharacters() throws {
    let source =
      Self.program([("own", "#expect(\"77\".isNumber && \"7\".isNumber && !\"x\".isNumber)")])
      + "\nextension String { var isNumber: Bool { true } }\n"
    try expectScenariosPass(in: source)
  }
}
